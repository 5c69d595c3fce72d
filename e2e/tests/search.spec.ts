/** Site search (DESIGN.md "Search"), with the keyboard alone, at desktop and phone widths. */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, gotoHydrated, test } from "./fixtures.ts";

const searchBox = (page: Page) =>
  page.getByRole("dialog").getByRole("searchbox", { name: "Search the site" });
const results = (page: Page) =>
  page.getByRole("list", { name: "Search results" }).getByRole("link");
/** The links of the no-script /search page's results, in English or Hindi. */
const resultLinks = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("list", { name: /^(Search results|खोज के नतीजे)$/ })
    .getByRole("link");
/** The result whose page title is this (other results may quote it in their excerpts). */
const resultTitled = (page: Page, title: string) =>
  results(page).filter({ has: page.getByText(title, { exact: true }) });

/** Types a query into the open dialog and waits for its answer. */
async function search(page: Page, query: string) {
  await searchBox(page).fill(query);
  await expect(page.getByRole("dialog").getByRole("status")).toHaveText(/result|No results/);
}

test.describe("search at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("/ opens it; results as you type, arrows move, Escape closes; nothing loads before it opens", async ({
    page,
  }) => {
    const searchRequests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/pagefind/") || /search-dialog/.test(url.pathname))
        searchRequests.push(url.href);
    });
    await gotoHydrated(page, "/services");
    expect(searchRequests, "search code or index before search opens").toEqual([]);

    await page.keyboard.press("/");
    await expect(searchBox(page)).toBeFocused();
    await search(page, "NEET");
    await expect(resultTitled(page, "Stream selection guide")).toHaveCount(1);
    await expect(resultTitled(page, "Academic counselling")).toHaveCount(1);
    const first = results(page).first();
    await expect(first.locator("mark").first()).toHaveText(/neet/i);
    await expect(first).toContainText("Students");
    for (const url of searchRequests)
      expect(new URL(url).origin, "index served from our origin").toBe(new URL(page.url()).origin);
    await expectAccessible(page);

    await page.keyboard.press("ArrowDown");
    await expect(results(page).nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(results(page).nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(searchBox(page)).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("the header's Search button opens it and Enter opens the first result", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("banner").getByRole("button", { name: "Search" });
    await button.focus();
    await page.keyboard.press("Enter");
    await search(page, "Pomodoro");
    await expect(results(page).first()).toContainText("Avoid distractions");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/avoid-distractions/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("finds ICU visiting, Tele-MANAS and UHID, and tolerates a typo", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("/");
    const expected: [string, string, string][] = [
      ["ICU visiting", "ICU & ward assistance", "Patients and families"],
      ["Tele-MANAS", "Mental health support", "Patients and families"],
      ["UHID", "Patient support", "Patients and families"],
      ["Pomodorro", "Avoid distractions", "Students"],
    ];
    for (const [query, title, audience] of expected) {
      await search(page, query);
      const hit = resultTitled(page, title);
      await expect(hit, query).toHaveCount(1);
      await expect(hit).toContainText(audience);
    }
    await expect(page.getByRole("dialog").getByRole("status")).toContainText("for “pomodoro”");
  });

  test("no results: a helpful message, the urgent lines and the guide index", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("/");
    await search(page, "xylophonequartz");
    await expect(page.getByRole("dialog").getByRole("status")).toHaveText(
      "No results for “xylophonequartz”.",
    );
    await expect(page.getByRole("dialog").locator('a[href="tel:14416"]')).toHaveCount(1);
    const guides = page.getByRole("dialog").getByRole("navigation", { name: "Guides" });
    await expect(guides.getByRole("link", { name: "Students" })).toHaveAttribute(
      "href",
      "/student-support",
    );
    await expect(guides.getByRole("link", { name: "Patients and families" })).toHaveAttribute(
      "href",
      "/patient-support",
    );
  });
});

test.describe("search at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu's Search opens the dialog; Enter opens the first result", async ({ page }) => {
    await gotoHydrated(page, "/study-tips");
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    // Sign in comes first in the menu (issue 30), then Search.
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("button", { name: "Sign in" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("button", { name: "Sign in" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("button", { name: "Search" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(searchBox(page)).toBeFocused();
    await search(page, "UHID");
    await expectAccessible(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/patient-support/);
  });
});

test("/search?q= shows the same results as a page; the home page declares the SearchAction", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, "/search?q=NEET");
  await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue("NEET");
  await expect(resultTitled(page, "Stream selection guide")).toHaveCount(1);
  await expectAccessible(page);

  const home = await (await request.get("/")).text();
  const jsonLd = [
    ...home.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!));
  const action = jsonLd.find((data) => data["@type"] === "WebSite")?.potentialAction;
  expect(action["@type"]).toBe("SearchAction");
  expect(action.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
});

test("a result's section link leads to a heading of that page, by a readable name", async ({
  page,
  request,
}) => {
  for (const query of ["breathing", "दिल"]) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    const hrefs = await resultLinks(page).evaluateAll((links) =>
      links.map((a) => a.getAttribute("href")!),
    );
    const sectionLinks = hrefs.filter((href) => href.includes("#"));
    expect(sectionLinks.length, `section links for ${query}`).toBeGreaterThan(0);
    for (const href of sectionLinks) {
      const [path, id] = href.split("#") as [string, string];
      // React's generated ids (`_R_19p35_`) change from build to build; a link to one breaks.
      expect(id, href).toMatch(/^[a-z0-9][a-z0-9-]*$/);
      const html = await (await request.get(path)).text();
      expect(html, href).toContain(`id="${id}"`);
    }
  }
});

test("a page is found by its own words, not by a glossary term's definition", async ({ page }) => {
  // /hi/about and /hi/breathing-practice name the ICU, whose definition says दिल (heart); neither
  // page says दिल itself.
  await page.goto(`/hi/search?q=${encodeURIComponent("दिल")}`);
  const paths = await resultLinks(page).evaluateAll((links) =>
    links.map((a) => new URL(a.getAttribute("href")!, location.href).pathname),
  );
  expect(paths.length).toBeGreaterThan(0);
  expect(paths).not.toContain("/hi/about");
  expect(paths).not.toContain("/hi/breathing-practice");
});

test.describe("search in Hindi", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a Hindi page searches the Hindi index, in Hindi, and romanised Hindi finds its pages", async ({
    page,
  }) => {
    const indexRequests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/pagefind/")) indexRequests.push(url.pathname);
    });
    await gotoHydrated(page, "/hi/study-tips");
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog", { name: "खोजें" });
    const box = dialog.getByRole("searchbox", { name: "साइट पर खोजें" });
    await expect(box).toBeFocused();
    await box.fill("tanav");
    await expect(dialog.getByRole("status")).toHaveText(/नतीजे?।/);
    const hits = dialog.getByRole("list", { name: "खोज के नतीजे" }).getByRole("link");
    await expect(hits.first()).toHaveAttribute("href", /^\/hi\//);
    await expect(hits.filter({ hasText: "परीक्षा का तनाव" })).toHaveCount(1);
    expect(indexRequests.length).toBeGreaterThan(0);
    expect(
      indexRequests.every((path) => path.startsWith("/pagefind/hi/")),
      indexRequests.join(" "),
    ).toBe(true);

    // A crisis word in Hinglish: the urgent help first, linking to the Hindi help page.
    await box.fill("marna chahta hu");
    const help = dialog.locator("[data-crisis-help]");
    await expect(help.getByRole("link", { name: "आत्महत्या के विचारों के लिए मदद" })).toHaveAttribute(
      "href",
      "/hi/help-for-suicidal-thoughts",
    );
  });

  test("a Devanagari query on an English page puts the Hindi pages first, labelled", async ({
    page,
  }) => {
    await gotoHydrated(page, "/services");
    await page.keyboard.press("/");
    await search(page, "तनाव");
    const first = results(page).first();
    await expect(first).toHaveAttribute("href", /^\/hi\//);
    await expect(first).toHaveAttribute("hreflang", "hi-IN");
    await expect(first).toContainText("Hindi page");
  });
});
