/**
 * Issue 22: the whole site in Hindi under /hi/. Every Hindi page answers with Hindi in its
 * HTML before any script, `lang="hi"`, its own canonical URL and hreflang links that pair
 * with the English page's; the switch keeps the page and is remembered; a browser that prefers
 * Hindi is offered the Hindi page and never moved there; and a Hindi page loads no English.
 */
import { accountPaths } from "../../packages/web/app/content/routes.ts";
import { localizedPath } from "../../packages/web/app/i18n/locales.ts";
import { expect, expectAccessible, gotoHydrated, test, walkedSitePaths } from "./fixtures.ts";

const DEVANAGARI = /[\u0900-\u097F]/;

/** The hreflang links of a page's HTML, by language. */
function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
      m[1]!,
      new URL(m[2]!).pathname,
    ]),
  );
}

test.describe("every Hindi page", () => {
  for (const path of [...walkedSitePaths, "/account"]) {
    const hindi = localizedPath(path, "hi");
    test(`${hindi}: Hindi in the HTML before scripts, lang="hi", paired hreflang links, axe-clean`, async ({
      page,
      request,
    }) => {
      const response = await request.get(hindi);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="hi"/);
      const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? "";
      expect(heading).toMatch(DEVANAGARI);
      expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toMatch(DEVANAGARI);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(new URL(canonical!).pathname).toBe(hindi);
      expect(html).toContain('"inLanguage":"hi-IN"');

      // The pair: the Hindi page names the English one and itself, and the English names it back.
      expect(alternates(html)).toEqual({ "en-IN": path, "hi-IN": hindi, "x-default": path });
      const english = await (await request.get(path)).text();
      expect(alternates(english)).toEqual({ "en-IN": path, "hi-IN": hindi, "x-default": path });

      await gotoHydrated(page, hindi);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEVANAGARI);
      await expectAccessible(page);
    });
  }
});

test("an unknown path under /hi/ answers 404 with the Hindi 404 page", async ({ page }) => {
  const response = await page.goto("/hi/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEVANAGARI);
});

test("the header's switch keeps the page, its query and fragment, and is remembered", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/study-tips?from=test#top");
  await page.getByRole("link", { name: "हिंदी", exact: true }).click();
  await expect(page).toHaveURL("/hi/study-tips?from=test#top");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  expect(await page.evaluate(() => localStorage.getItem("saathi-locale"))).toBe("hi");
  await waitHydrated(page);
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL("/study-tips?from=test#top");
  expect(await page.evaluate(() => localStorage.getItem("saathi-locale"))).toBe("en");
});

test("the mobile menu has the switch, named in its own language", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, "/icu-ward-assistance");
  await page.getByRole("button", { name: "Open menu" }).click();
  const toHindi = page.getByRole("navigation", { name: "Mobile" }).getByRole("link", {
    name: "हिंदी",
    exact: true,
  });
  await expect(toHindi).toHaveText("हिंदी");
  await toHindi.click();
  await expect(page).toHaveURL("/hi/icu-ward-assistance");
});

test("a browser that prefers Hindi is offered the Hindi page in one line, never moved there", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "hi-IN" });
  const page = await context.newPage();
  await gotoHydrated(page, "/exam-stress");
  const offer = page.getByRole("region", { name: "हिंदी में पढ़ें" });
  await expect(offer).toContainText("यह पेज हिंदी में भी है।");
  await expect(page).toHaveURL("/exam-stress");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  // Closing it remembers English: no offer on the next page.
  await offer.getByRole("button").click();
  await expect(offer).toBeHidden();
  await gotoHydrated(page, "/study-tips");
  await expect(page.getByText("यह पेज हिंदी में भी है।")).toBeHidden();
  await context.close();
});

test("with scripts off, a Hindi page reads in Hindi and its switch still works", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/hi/icu-ward-assistance");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEVANAGARI);
  await page.getByRole("link", { name: "English", exact: true }).first().click();
  await expect(page).toHaveURL("/icu-ward-assistance");
  await context.close();
});

test("a Hindi page loads no English messages, and an English page no Hindi ones", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text());
  });
  await gotoHydrated(page, "/hi/study-tips");
  const html = await page.content();
  for (const english of ["Skip to content", "Need help?", "Something went wrong"]) {
    expect(html).not.toContain(english);
    for (const script of scripts) expect(script).not.toContain(english);
  }
  scripts.length = 0;
  await gotoHydrated(page, "/study-tips");
  for (const hindi of ["सीधे मुख्य जानकारी पर जाएँ", "कुछ गड़बड़ हो गई"])
    for (const script of scripts) expect(script).not.toContain(hindi);
});

test("the Hindi account pages are in Hindi", async ({ request }) => {
  for (const path of accountPaths) {
    const html = await (await request.get(localizedPath(path, "hi"))).text();
    expect(html).toMatch(/<html lang="hi"/);
  }
});

async function waitHydrated(page: import("@playwright/test").Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
