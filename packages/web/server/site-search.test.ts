// @vitest-environment node
/**
 * Real searches against the built indexes (build/client/pagefind/<language>/, made by `npm run
 * build`, which `npm test` runs before the unit tests), with the code the site server answers
 * /search and /hi/search with: Hindi pages found by the Hindi, romanised Hindi and English words
 * people type, the other language's pages added and labelled, and the crisis help on /hi/search.
 * Without a build these tests are skipped (the title says so).
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteApp } from "./site-app.ts";
import { createSearch, type SiteSearch } from "./site-search.ts";
import { loadStaticSite, type StaticSite } from "./static-site.ts";
import { localizedPath, type Locale } from "../app/i18n/locales.ts";
import { extraSearchWords } from "../app/content/search-keywords-all.ts";
import type { SitePath } from "../app/content/routes.ts";

const client = fileURLToPath(new URL("../build/client", import.meta.url));
const built = existsSync(join(client, "pagefind/hi/pagefind.js"));

let search: SiteSearch;
let site: StaticSite;
let pagesDir: string;
beforeAll(async () => {
  if (!built) return;
  search = await createSearch((path) => {
    const file = join(client, path);
    return existsSync(file)
      ? { body: readFileSync(file), contentType: "application/octet-stream" }
      : undefined;
  });
  // The two prerendered search pages and 404s, as the site server holds them.
  pagesDir = mkdtempSync(join(tmpdir(), "saathi-built-search-"));
  for (const file of ["search/index.html", "hi/search/index.html", "404.html", "hi/404.html"]) {
    mkdirSync(join(pagesDir, file, ".."), { recursive: true });
    copyFileSync(join(client, file), join(pagesDir, file));
  }
  site = await loadStaticSite(pagesDir);
}, 120_000);
afterAll(() => pagesDir && rmSync(pagesDir, { recursive: true, force: true }));

/** The pages (without their #section) a query finds, in order. */
async function pagesFound(query: string, locale: Locale) {
  const { hits } = await search.search(query, { locale });
  return hits.map((hit) => `${hit.url.split("#")[0]}${hit.locale ? ` (${hit.locale})` : ""}`);
}

describe.skipIf(!built)(`the built search indexes${built ? "" : " (skipped: no build)"}`, () => {
  it.each([
    ["tanav", "/hi/exam-stress"],
    ["tension", "/hi/exam-stress"],
    ["pariksha", "/hi/exam-stress"],
    ["dawai", "/hi/medical-appointment-assistance"],
    ["dawa", "/hi/icu-ward-assistance"],
    ["bhartee", "/hi/icu-ward-assistance"],
    ["bharti", "/hi/icu-ward-assistance"],
    ["admission", "/hi/icu-ward-assistance"],
    ["icu", "/hi/icu-ward-assistance"],
    ["aspatal", "/hi/patient-support"],
    ["neet ki taiyari", "/hi/study-tips"],
    ["padhai", "/hi/study-tips"],
    ["तनाव", "/hi/exam-stress"],
    ["दवाई", "/hi/medical-appointment-assistance"],
  ])("from a Hindi page, %s finds %s", async (query, page) => {
    const found = await pagesFound(query, "hi");
    expect(found, query).toContain(page);
    // Every result is a Hindi page.
    expect(
      found.every((url) => url.startsWith("/hi")),
      found.join(" "),
    ).toBe(true);
  });

  it("finds a Hindi word's inflections and corrects a wrong vowel sign", async () => {
    expect(await pagesFound("बीमारी", "hi")).toContain("/hi/patient-support");
    const corrected = await search.search("बिमारी", { locale: "hi" });
    expect(corrected.correctedQuery).toBe("बीमारी");
    expect(corrected.hits.length).toBeGreaterThan(0);
  });

  it("finds a word with or without its nukta", async () => {
    expect(await pagesFound("जरूरत", "hi")).toEqual(await pagesFound("ज़रूरत", "hi"));
    expect((await pagesFound("जरूरत", "hi")).length).toBeGreaterThan(0);
  });

  it("never answers दिल with a page that only says दल or दाल", async () => {
    const { hits } = await search.search("दिल", { locale: "hi" });
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      const shown = hit.excerpt.filter((_, i) => i % 2).join(" ");
      // A page found by its title or list (दिल्ली, Delhi, on the state pages) shows no highlighted
      // excerpt: then the page itself must hold the word.
      const page = readFileSync(join(client, hit.url.split("#")[0]!, "index.html"), "utf8");
      expect(shown || page, hit.url).toMatch(/दिल/);
    }
  });

  it("from an English page, a Hindi query puts the Hindi pages first, marked as Hindi", async () => {
    const devanagari = await pagesFound("तनाव", "en");
    expect(devanagari[0]).toBe("/hi/exam-stress (hi)");
    expect(devanagari).toContain("/exam-stress");
    const romanised = await pagesFound("neet ki taiyari", "en");
    expect(romanised[0]).toBe("/hi/study-tips (hi)");
    // An English query stays English.
    expect((await pagesFound("NEET", "en")).every((url) => !url.includes("(hi)"))).toBe(true);
  });

  it("from a Hindi page, English words the Hindi pages lack find the English pages", async () => {
    expect(await pagesFound("pomodoro", "hi")).toContain("/avoid-distractions (en)");
  });

  // Issue 30: the sentences students type when they cannot study, stop words and all.
  const FOCUS_GUIDES = [
    "/hi/avoid-distractions",
    "/hi/internal-thoughts-distractions",
    "/hi/digital-distractions",
    "/hi/social-environment-distractions",
  ];
  it.each([
    ["पढ़ाई में मन नहीं लगता", 2],
    ["पढाई में मन नही लगता", 2],
    ["ध्यान नहीं लगता", 3],
    ["फ़ोन की लत", 1],
    ["फोन की लत", 1],
  ])("%s finds the focus and distraction guides first", async (query, first) => {
    const found = await pagesFound(query, "hi");
    expect(
      found.slice(0, first).every((url) => FOCUS_GUIDES.includes(url)),
      found.join(" "),
    ).toBe(true);
    if (query.includes("लत")) expect(found[0]).toBe("/hi/digital-distractions");
  });

  it("नहीं neither helps nor hurts the ranking (it is on every page), so it is not searched", async () => {
    const top = async (query: string) => (await pagesFound(query, "hi")).slice(0, 3);
    expect(await top("पढ़ाई में मन नहीं लगता")).toEqual(await top("पढ़ाई में मन लगता"));
    expect(await top("ध्यान नहीं लगता")).toEqual(await top("ध्यान लगता"));
  });

  it("shows words as the pages write them, nukta and all", async () => {
    const { hits } = await search.search("पढ़ाई में मन नहीं लगता", { locale: "hi" });
    const text = hits.map((hit) => hit.excerpt.join("")).join(" ");
    expect(text).toContain("पढ़ाई");
    expect(text).not.toContain("पढाई");
    const marked = hits.flatMap((hit) => hit.excerpt.filter((_, i) => i % 2));
    // Stop words are not searched, so never marked.
    expect(marked.filter((word) => /^(में|नहीं)$/.test(word))).toEqual([]);
  });

  /** A page's extra search words that its own HTML does not have: the index's only. */
  function indexOnlyWords(url: string): string[] {
    const locale: Locale = url.startsWith("/hi") ? "hi" : "en";
    const path = (url.replace(/^\/hi(?=\/|$)/, "") || "/") as SitePath;
    const file = join(client, localizedPath(path, locale).slice(1), "index.html");
    const html = existsSync(file) ? readFileSync(file, "utf8").toLowerCase() : "";
    const keywords = extraSearchWords(path, locale);
    return keywords.filter((word) => !html.includes(word.toLowerCase()));
  }

  it.each([
    ["marna chahta hu", "hi"],
    ["marna chahti hu", "hi"],
    ["jeena nahi chahta", "hi"],
    ["मुझे मरना है", "hi"],
    ["मरना चाहता हूँ", "hi"],
    ["khudkushi", "hi"],
    ["aatmhatya", "hi"],
    ["self harm", "hi"],
    ["tanav", "hi"],
    ["suicidal", "en"],
    ["wanting to die", "en"],
    ["self-harm", "en"],
    ["आत्महत्या", "en"],
  ] as const)("%s (%s): no excerpt shows the pages' index-only words", async (query, locale) => {
    const { hits } = await search.search(query, { locale });
    expect(hits.length, query).toBeGreaterThan(0);
    for (const hit of hits) {
      const excerpt = hit.excerpt.join("").toLowerCase();
      expect(excerpt, hit.url).not.toMatch(/[⁅⁆]/);
      for (const word of indexOnlyWords(hit.url.split("#")[0]!))
        expect(excerpt, `${hit.url}: ${word}`).not.toContain(word.toLowerCase());
    }
  });

  it("answers /hi/search without JavaScript in Hindi, crisis help first", async () => {
    const app = createSiteApp({ site, search, log: () => {} });
    for (const query of ["आत्महत्या", "marna chahta hu", "suicide"]) {
      const response = await app.fetch(
        new Request(`http://localhost/hi/search?q=${encodeURIComponent(query)}`),
      );
      expect(response.status).toBe(200);
      const html = await response.text();
      const help = html.indexOf("data-crisis-help");
      expect(help, query).toBeGreaterThan(0);
      expect(html.indexOf('href="/hi/help-for-suicidal-thoughts"', help), query).toBeGreaterThan(
        help,
      );
      expect(html).toContain("अगर आपको अभी मदद चाहिए");
      expect(html).toContain('aria-label="खोज के नतीजे"');
      expect(html).toContain('<html lang="hi"');
    }
    const english = await (await app.fetch(new Request("http://localhost/search?q=tanav"))).text();
    expect(english).toContain('<span data-result-language="">Hindi page</span>');
  });
});
