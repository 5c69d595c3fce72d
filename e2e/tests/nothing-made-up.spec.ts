/**
 * Issue 29: nothing made up, nothing dead. Every route in every language, as the server sends it
 * (the HTML and the page data inlined in it), is read for what the mock-up left behind:
 * - "coming soon" notices, in English or Hindi;
 * - SPEC's sample figures shown as claims (the 10,000+ users, the ratings, the download counts,
 *   the stream shares that contradicted the Ministry's counts);
 * - placeholder contact details (this build configures none, so none may show);
 * - internal words a reader should never see ("brief", "SPEC", "placeholder", "lorem", "mock-up").
 */
import mammoth from "mammoth";
import { locales, localizedPath } from "../../packages/web/app/i18n/locales.ts";
import { everyRoute, expect, gotoHydrated, test } from "./fixtures.ts";

const routes = locales.flatMap((locale) => everyRoute.map((path) => localizedPath(path, locale)));

/** Anywhere in the document, the inlined page data included. */
const neverInDocument: [string, RegExp][] = [
  ["a coming-soon notice", /coming soon|जल्द आ(?:एगी|एगा|एँगे|ेगी|ेगा| रहा| रही| रहे)|: जल्द ही!/i],
  ["SPEC's invented user count", /10,000\+|10K\+ users/i],
  ["SPEC's invented download counts", /\b(?:6\.2|1\.8|3\.2|4\.5|3\.8|2\.9)k\b/],
  ["a rating nobody gave", /\b4\.[6-9] ?★|Rated 4\.[6-9]/],
  ["SPEC's unconfirmed stream shares", /40-45%|35-40%|15-20%/],
  ["a placeholder phone number", /00000 00000|\+910000000000/],
  ["a placeholder address", /saathi\.example/],
  ["the simulated video", /sample-summary\.mp4|This is a simulation/i],
];

/** In the words a reader sees (tags and scripts removed, so an input's placeholder attribute is not read). */
const neverInText: [string, RegExp][] = [
  ["internal word 'brief'", /\bbrief\b|ब्रीफ़/i],
  ["internal word 'SPEC'", /\bSPEC\b/],
  ["internal word 'placeholder'", /placeholder/i],
  ["filler text", /lorem ipsum/i],
  ["internal word 'mock-up'", /mock-?up/i],
];

function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");
}

test("no route in any language shows a coming-soon notice, an invented figure, a placeholder or an internal word", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const path of routes) {
    const response = await request.get(path);
    expect([200, 404], path).toContain(response.status());
    const html = await response.text();
    for (const [what, pattern] of neverInDocument) {
      const match = pattern.exec(html);
      if (match) found.push(`${path}: ${what} ("${match[0]}")`);
    }
    const text = visibleText(html);
    for (const [what, pattern] of neverInText) {
      const match = pattern.exec(text);
      if (match) found.push(`${path}: ${what} ("${match[0]}")`);
    }
  }
  expect(found).toEqual([]);
  // The sweep read every page: both languages, every route.
  expect(routes.length).toBe(everyRoute.length * locales.length);
});

test("a site served at another address names that address in every absolute URL", async ({
  page,
  request,
  baseURL,
}) => {
  // The build's pages were made for http://127.0.0.1:8080; this suite serves them elsewhere.
  const origin = new URL(baseURL!).origin;
  expect(origin).not.toBe("http://127.0.0.1:8080");
  for (const path of [
    "/",
    "/hi/stream-selection-guide",
    "/sitemap.xml",
    "/robots.txt",
    "/exam-calendar.ics",
    "/hi/exam-calendar.ics",
  ]) {
    const body = await (await request.get(path)).text();
    expect(body, path).not.toContain("127.0.0.1:8080");
    // Calendar lines fold at 75 bytes: unfold them before looking for the address.
    expect(body.replace(/\r\n /g, ""), path).toContain(origin);
  }
  // A template file's footer names it too: made again for this address when first asked for.
  const docx = await request.get("/hi/downloads/templates/icu-visit-log.docx");
  expect(docx.status()).toBe(200);
  const { value: words } = await mammoth.extractRawText({ buffer: await docx.body() });
  expect(words).toContain(`${origin}/hi/templates-and-forms`);
  expect(words).not.toContain("127.0.0.1:8080");
  // The 404 page names no address of its own, and never the build's.
  expect(await (await request.get("/no-such-page")).text()).not.toContain("127.0.0.1:8080");
  // The canonical link, and the share link the page's script makes, name the same address.
  await gotoHydrated(page, "/study-tips");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${origin}/study-tips`,
  );
  const share = page.getByRole("link", { name: /^Share: / }).first();
  await expect(share).toHaveAttribute("data-url", `${origin}/study-tips`);
  expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain(
    origin,
  );
});
