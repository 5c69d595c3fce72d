// @vitest-environment node
/**
 * /search?q= from the site server (no JavaScript): the answer rendered into the prerendered
 * page, escaped, with the urgent help first for a crisis query, the lines and the guide index
 * when nothing is found, and the page's own CSP.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteApp } from "./site-app.ts";
import { fillSearchPage, searchResultsHtml } from "./search-page.ts";
import type { SiteSearch } from "./site-search.ts";
import { loadStaticSite, type StaticSite } from "./static-site.ts";
import type { GuideIndex, SearchHit } from "../app/features/search/search-core.ts";

const HI_TEMPLATE = `<!doctype html><html lang="hi"><head><title>खोजें</title><script>1</script></head><body><main><form role="search" action="/hi/search" method="get"><input id="s" type="search" name="q" value><button>खोजें</button></form><div data-server-results></div></main></body></html>`;
const TEMPLATE = `<!doctype html><html><head><title>Search</title><script>1</script></head><body><main><form role="search" action="/search" method="get"><input id="s" type="search" name="q" value><button>Search</button></form><div data-server-results></div></main></body></html>`;
const GUIDES: GuideIndex = [
  {
    label: "Patients and families",
    hub: { url: "/patient-support", title: "Patient support" },
    guides: [{ url: "/mental-health-support", title: "Mental health support" }],
  },
];
const hit = (url: string, title: string): SearchHit => ({
  url,
  title,
  audience: "Patients and families",
  excerpt: ["Feeling ", "anxious", " <b>&"],
});
const HI_GUIDES: GuideIndex = [
  {
    label: "मरीज़ और परिवार",
    hub: { url: "/hi/patient-support", title: "मरीज़ों के लिए मदद" },
    guides: [{ url: "/hi/mental-health-support", title: "मानसिक स्वास्थ्य के लिए मदद" }],
  },
];
/** Answers from a fixed table, as Pagefind would for this tiny site (Hindi: its own pages). */
const search: SiteSearch = {
  guideIndex: { en: GUIDES, hi: HI_GUIDES, bn: [], mr: [] },
  search: async (query, { locale }) =>
    locale === "hi"
      ? /तनाव|tanav|आत्महत्या|marna|suicide/i.test(query)
        ? {
            hits: [
              { ...hit("/hi/mental-health-support", "मानसिक स्वास्थ्य के लिए मदद"), audience: "छात्र" },
            ],
          }
        : { hits: [] }
      : /anxi|suicide/i.test(query)
        ? { hits: [hit("/mental-health-support", "Mental health support")] }
        : /तनाव/.test(query)
          ? { hits: [{ ...hit("/hi/exam-stress", "परीक्षा का तनाव"), locale: "hi" }] }
          : { hits: [] },
};

let dir: string;
let site: StaticSite;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "saathi-search-"));
  for (const [path, html] of [
    ["404/index.html", "<!doctype html><title>404</title>"],
    ["search/index.html", TEMPLATE],
    ["hi/search/index.html", HI_TEMPLATE],
  ] as const) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), html);
  }
  site = await loadStaticSite(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (path: string) =>
  createSiteApp({ site, search, log: () => {} }).fetch(new Request(`http://localhost${path}`));

describe("/search?q= from the server", () => {
  it("puts the urgent lines and the help page before the results of a crisis query", async () => {
    const response = await get(`/search?q=${encodeURIComponent("I feel anxious")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(site.files.get("/search")!.csp);
    const html = await response.text();
    const help = html.indexOf("data-crisis-help");
    expect(help).toBeGreaterThan(0);
    expect(html.indexOf('href="tel:14416"')).toBeGreaterThan(help);
    expect(html.indexOf('href="/help-for-suicidal-thoughts"')).toBeGreaterThan(help);
    expect(html.indexOf('href="/mental-health-support"')).toBeGreaterThan(help);
    expect(html).toContain('name="q" value="I feel anxious"');
    expect(html).toContain(" &lt;b&gt;&amp;");
  });

  it("shows the lines and the guide index when nothing is found, and escapes the query", async () => {
    const query = `"><script>alert(1)</script>`;
    const html = await (await get(`/search?q=${encodeURIComponent(query)}`)).text();
    expect(html).not.toContain("<script>alert");
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain("No results for “&quot;&gt;&lt;script&gt;");
    expect(html).toContain('href="tel:112"');
    expect(html).toContain('aria-label="Guides"');
    expect(html).toContain('href="/mental-health-support"');
    expect(html).not.toContain("data-crisis-help");
  });

  it("serves the plain page without q, and refuses an overlong query with 414", async () => {
    expect(await (await get("/search")).text()).toBe(TEMPLATE);
    expect((await get(`/search?q=${"a".repeat(301)}`)).status).toBe(414);
  });

  it("says when a search fails, without a 5xx", async () => {
    const failing: SiteSearch = {
      guideIndex: { en: GUIDES, hi: HI_GUIDES, bn: [], mr: [] },
      search: () => Promise.reject(new Error("index missing")),
    };
    const response = await createSiteApp({ site, search: failing, log: () => {} }).fetch(
      new Request("http://localhost/search?q=suicide"),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Search is not available right now");
    expect(html).toContain("data-crisis-help");
  });
});

describe("/hi/search?q= from the server, in Hindi", () => {
  const hindiHtml = async (query: string) => {
    const response = await get(`/hi/search?q=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it("shows the urgent help in Hindi first for a crisis query in Hindi, Hinglish or English", async () => {
    for (const query of ["आत्महत्या", "marna chahta hu", "suicide", "मरना चाहती हूँ"]) {
      const html = await hindiHtml(query);
      const help = html.indexOf("data-crisis-help");
      expect(help, query).toBeGreaterThan(0);
      expect(html).toContain("अगर आपको अभी मदद चाहिए");
      expect(html).toContain("टेली-मानस (Tele-MANAS) मानसिक स्वास्थ्य हेल्पलाइन");
      expect(html.indexOf('href="/hi/help-for-suicidal-thoughts"')).toBeGreaterThan(help);
      expect(html).toContain("आत्महत्या के विचारों के लिए मदद");
      expect(html).not.toContain("If you need help right now");
    }
  });

  it("searches the Hindi pages and links to them, with Hindi words around them", async () => {
    const html = await hindiHtml("tanav");
    expect(html).toContain('href="/hi/mental-health-support"');
    expect(html).toContain('aria-label="खोज के नतीजे"');
    expect(html).toContain("1 नतीजा।");
    expect(html).toContain('name="q" value="tanav"');
    expect(html).not.toMatch(/\d results?\./);
  });

  it("shows the Hindi guide index and lines when nothing is found", async () => {
    const html = await hindiHtml("xyz");
    expect(html).toContain("“xyz” के लिए कुछ नहीं मिला।");
    expect(html).toContain("किसी गाइड से शुरू करें");
    expect(html).toContain('href="/hi/patient-support"');
    expect(html).toContain('(या </span><a href="tel:18008914416"');
    expect(html).not.toContain("No results");
  });

  it("refuses an overlong query in Hindi", async () => {
    const response = await get(`/hi/search?q=${"a".repeat(301)}`);
    expect(response.status).toBe(414);
    expect(await response.text()).toContain("300 अक्षर");
  });
});

describe("the markup", () => {
  it("labels a page in the other language and gives it its language", async () => {
    const html = await (await get(`/search?q=${encodeURIComponent("तनाव")}`)).text();
    expect(html).toContain('href="/hi/exam-stress" hreflang="hi-IN"');
    expect(html).toContain('<span data-result-language="">Hindi page</span>');
    expect(html).toContain('<span lang="hi" class="block text-lg');
  });

  it("says a correction in Hindi and links to the Hindi search page", () => {
    const html = searchResultsHtml(
      "बिमारी",
      {
        hits: [hit("/hi/patient-support", "मरीज़")],
        correctedQuery: "बीमारी",
        originalQuery: "बिमारी",
      },
      HI_GUIDES,
      "hi",
    );
    expect(html).toContain(
      `<strong>बीमारी</strong> के नतीजे दिखा रहे हैं। इसकी जगह <a href="/hi/search?q=${encodeURIComponent("बिमारी")}&amp;exact=1"`,
    );
    expect(html).toContain("“बीमारी” का 1 नतीजा।");
  });

  it("says what a correction searched and links to the words as typed", () => {
    const html = searchResultsHtml(
      "pomodorro",
      {
        hits: [hit("/study-tips", "Study tips")],
        correctedQuery: "pomodoro",
        originalQuery: "pomodorro",
      },
      GUIDES,
      "en",
    );
    expect(html).toContain(
      'Showing results for <strong>pomodoro</strong>. Search instead for <a href="/search?q=pomodorro&amp;exact=1"',
    );
  });

  it("fills the page's own search box, not the header's form before it", () => {
    const template =
      '<header><input name="q" type="search"></header><main><input name="q" type="search"><div data-server-results></div></main>';
    const page = fillSearchPage(template, "तनाव <b>", "<p>found</p>");
    expect(page).toContain('<header><input name="q" type="search"></header>');
    expect(page).toContain('<main><input name="q" value="तनाव &lt;b&gt;" type="search">');
    expect(page).toContain("<div data-server-results><p>found</p></div>");
  });

  it("refuses a template without its container", () => {
    expect(() => fillSearchPage("<main></main>", "x", "")).toThrow(/container/);
  });
});
