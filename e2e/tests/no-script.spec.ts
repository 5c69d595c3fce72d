/**
 * DESIGN.md "HTML first": Emergency help, the mobile menu and header search work from the
 * prerendered HTML alone, with JavaScript disabled in Chromium, and the same again with it on
 * (before the scripts have arrived, and after hydration).
 */
import type { Page, Route } from "@playwright/test";
import {
  expect,
  expectAccessible,
  gotoHydrated,
  test,
  waitForHydration,
  walkedSitePaths,
} from "./fixtures.ts";

const banner = (page: Page) => page.getByRole("banner");
const emergencyButton = (page: Page) =>
  banner(page).getByRole("button", { name: "Emergency help" });
const emergencyPanel = (page: Page) => page.getByRole("dialog", { name: "Need help right now?" });
const mobileMenu = (page: Page) => page.getByRole("navigation", { name: "Mobile" });

/** The urgent lines as Emergency help shows them: SPEC's title and Call 112, every line, the page for suicidal thoughts. */
async function expectUrgentLines(page: Page) {
  const panel = emergencyPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Need help right now?" })).toBeFocused();
  await expect(panel.getByRole("link", { name: "Call 112" })).toHaveAttribute("href", "tel:112");
  await expect(panel.getByRole("link", { name: /^112/ })).toHaveAttribute("href", "tel:112");
  await expect(panel.getByRole("link", { name: /^108/ })).toHaveAttribute("href", "tel:108");
  await expect(panel.getByRole("link", { name: /^14416/ })).toHaveAttribute("href", "tel:14416");
  await expect(panel.getByRole("link", { name: "1-800-891-4416" })).toHaveAttribute(
    "href",
    "tel:18008914416",
  );
  await expect(panel.getByRole("link", { name: "Help for suicidal thoughts" })).toHaveAttribute(
    "href",
    "/help-for-suicidal-thoughts",
  );
}

/** Emergency help opens the lines; Escape closes them and gives focus back to the button. */
async function checkEmergencyHelp(page: Page) {
  await emergencyButton(page).click();
  await expectUrgentLines(page);
  await page.keyboard.press("Escape");
  await expect(emergencyPanel(page)).toBeHidden();
  await expect(emergencyButton(page)).toBeFocused();
}

/** Holds every script of the site until `release` is called: the page as a slow phone has it before its scripts. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("at 360 x 740", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("every page has Emergency help on its first screen, and it opens the urgent lines", async ({
      page,
    }) => {
      // About 40 pages, each opened and its panel opened and closed: more than one test's minute.
      test.setTimeout(180_000);
      for (const path of [...walkedSitePaths, "/no-such-page"]) {
        await page.goto(path);
        const box = await emergencyButton(page).boundingBox();
        expect(box, path).not.toBeNull();
        expect(
          box!.y + box!.height,
          `${path}: Emergency help inside the first screen`,
        ).toBeLessThanOrEqual(740);
        expect(
          box!.x + box!.width,
          `${path}: Emergency help inside the first screen`,
        ).toBeLessThanOrEqual(360);
        await checkEmergencyHelp(page);
      }
    });

    test("the menu opens, lists the links and urgent help, closes with Escape, and its links load pages", async ({
      page,
    }) => {
      await page.goto("/services");
      await expect(mobileMenu(page)).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = mobileMenu(page);
      await expect(menu).toBeVisible();
      await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
      for (const label of ["Home", "Services", "Study tips", "Exercise & wellness", "Contact"])
        await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
      for (const tel of ["112", "108", "14416"])
        await expect(menu.locator(`a[href="tel:${tel}"]`)).toBeVisible();

      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("link", { name: "Study tips" }).click();
      await expect(page).toHaveURL("/study-tips");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(mobileMenu(page)).toBeHidden();
    });

    test("the menu's Emergency help and Search open the lines and the search form", async ({
      page,
    }) => {
      await page.goto("/study-tips");
      await page.getByRole("button", { name: "Open menu" }).click();
      await mobileMenu(page).getByRole("button", { name: "Emergency help" }).click();
      await expectUrgentLines(page);
      await page.keyboard.press("Escape");
      await expect(emergencyPanel(page)).toBeHidden();

      await mobileMenu(page).getByRole("button", { name: "Search" }).click();
      const box = page.getByRole("searchbox", { name: "Search the site" });
      await expect(box).toBeFocused();
      await box.fill("exam stress");
      await box.press("Enter");
      await expect(page).toHaveURL("/search?q=exam+stress");
    });
  });

  test.describe("at 1280 px", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("Emergency help opens the urgent lines", async ({ page }) => {
      await page.goto("/icu-ward-assistance");
      await checkEmergencyHelp(page);
    });

    test("the header's Search opens a form that submits to /search?q=", async ({ page }) => {
      await page.goto("/");
      await banner(page).getByRole("button", { name: "Search" }).click();
      const box = page.getByRole("searchbox", { name: "Search the site" });
      await expect(box).toBeFocused();
      await box.fill("NEET");
      const [response] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === "/search"),
        page.getByRole("search", { name: "Site" }).getByRole("button", { name: "Search" }).click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(page).toHaveURL("/search?q=NEET");
    });
  });
});

test.describe("with JavaScript", () => {
  test.describe("at 360 x 740", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("Emergency help opens the urgent lines once hydrated; no axe violation while open", async ({
      page,
    }) => {
      for (const path of ["/", "/study-tips", "/no-such-page"]) {
        await gotoHydrated(page, path);
        await checkEmergencyHelp(page);
      }
      await emergencyButton(page).click();
      await expectAccessible(page);
    });

    test("before the scripts arrive, Emergency help and the menu already work; hydration keeps the menu open and takes it over", async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto("/study-tips");
      await checkEmergencyHelp(page);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(mobileMenu(page)).toBeVisible();

      await release();
      await waitForHydration(page);
      await expect(mobileMenu(page)).toBeVisible();
      const toggle = page.getByRole("button", { name: "Close menu" });
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await mobileMenu(page).getByRole("link", { name: "Contact", exact: true }).click();
      await expect(page).toHaveURL("/contact");
      await expect(mobileMenu(page)).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
    });

    test("hydrated, the menu opens and its Search opens the search dialog", async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(mobileMenu(page)).toBeVisible();
      await mobileMenu(page).getByRole("button", { name: "Search" }).click();
      await expect(
        page.getByRole("dialog").getByRole("searchbox", { name: "Search the site" }),
      ).toBeFocused();
      await expect(mobileMenu(page)).toBeHidden();
    });
  });

  test.describe("at 1280 px", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("Emergency help opens the urgent lines; the header's Search opens the search dialog", async ({
      page,
    }) => {
      await gotoHydrated(page, "/icu-ward-assistance");
      await checkEmergencyHelp(page);
      await banner(page).getByRole("button", { name: "Search" }).click();
      await expect(
        page.getByRole("dialog").getByRole("searchbox", { name: "Search the site" }),
      ).toBeFocused();
      await expect(page.getByRole("search", { name: "Site" })).toBeHidden();
    });

    test("before the scripts arrive, the header's Search form submits to /search?q=", async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto("/");
      await banner(page).getByRole("button", { name: "Search" }).click();
      const box = page.getByRole("searchbox", { name: "Search the site" });
      await expect(box).toBeFocused();
      await box.fill("ICU visiting");
      await box.press("Enter");
      await expect(page).toHaveURL("/search?q=ICU+visiting");
      await release();
    });
  });
});

test.describe("an accordion without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opens and closes from the HTML alone, one item at a time", async ({ page }) => {
    await page.goto("/academic-counseling");
    const accordion = page.locator('[data-slot="accordion"]').first();
    const items = accordion.locator("details");
    const summaries = accordion.locator("summary");
    await expect(accordion.getByText(/Warning signs/)).toBeHidden();
    await summaries.nth(0).click();
    await expect(items.nth(0)).toHaveAttribute("open");
    await expect(accordion.getByText(/Warning signs/)).toBeVisible();
    await summaries.nth(1).click();
    await expect(items.nth(1)).toHaveAttribute("open");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await summaries.nth(1).click();
    await expect(accordion.locator("details[open]")).toHaveCount(0);
  });
});
