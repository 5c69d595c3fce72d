/**
 * Issue 35: care cards (what to do now, in three levels said in words) on every patient page and
 * the mental-health and crisis pages, and the four situation guides, all from the prerendered HTML
 * with JavaScript off, in English and Hindi; the hubs and the menus link the guides.
 */
import type { Page } from "@playwright/test";
import { pagesByLocale } from "../../packages/web/app/content/index.ts";
import { resolvePage } from "../../packages/web/app/content/resolve.ts";
import type { SitePath } from "../../packages/web/app/content/routes.ts";
import type { CareCards } from "../../packages/web/app/content/types.ts";
import { catalogues } from "../../packages/web/app/i18n/catalogues.ts";
import { localizedPath, type Locale } from "../../packages/web/app/i18n/locales.ts";
import { expect, expectAccessible, gotoHydrated, section, test } from "./fixtures.ts";

const LEVEL_WORDS: Record<Locale, [string, string, string]> = {
  en: ["Emergency:", "Urgent:", "Routine:"],
  hi: ["इमरजेंसी:", "जल्द ज़रूरी:", "सामान्य:"],
  bn: ["ইমার্জেন্সি:", "জরুরি:", "সাধারণ:"],
  mr: ["इमर्जन्सी:", "तातडीचे:", "सामान्य:"],
};

const guides = [
  "/first-day-in-icu",
  "/going-home-from-hospital",
  "/someone-talks-about-suicide",
  "/results-day",
] as const satisfies readonly SitePath[];

const patientPages: SitePath[] = [
  "/patient-support",
  "/personal-support",
  "/icu-ward-assistance",
  "/medical-appointment-assistance",
  "/mental-health-support",
  "/exercise-videos",
  "/help-for-suicidal-thoughts",
];

// In the browser, English and Hindi; every language's cards are held to English's by
// content/care-cards.test.ts.
const locales: Locale[] = ["en", "hi"];

/** The page as it is shown: references resolved, in its language. */
function shown(path: SitePath, locale: Locale) {
  const page = pagesByLocale[locale].find((p) => p.path === path);
  if (!page) throw new Error(`no ${locale} page at ${path}`);
  return resolvePage(page, locale);
}

/** The care cards' section as shown: three cards whose headings start with the level's words. */
async function expectCareCards(page: Page, path: SitePath, locale: Locale) {
  const data = shown(path, locale).sections.find((s): s is CareCards => s.kind === "care-cards");
  expect(data, `${locale} ${path} has care cards`).toBeDefined();
  const region = section(page, data!.heading);
  await expect(region).toBeVisible();
  const cards = region.locator("[data-care-level]");
  await expect(cards).toHaveCount(3);
  const headings = region.getByRole("heading", { level: 3 });
  await expect(headings).toHaveCount(3);
  for (const [i, word] of LEVEL_WORDS[locale].entries()) {
    await expect(headings.nth(i)).toHaveText(new RegExp(`^${word}`));
    await expect(headings.nth(i)).toBeVisible();
    await expect(cards.nth(i).getByRole("listitem")).toHaveCount(data!.cards[i]!.signs.length);
  }
  // The emergency card gives India's number, as the urgent-help lines do.
  await expect(cards.first()).toContainText("112");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales)
    for (const path of guides)
      test(`${localizedPath(path, locale)} shows its steps, the three levels and the things to do`, async ({
        page,
      }) => {
        const data = shown(path, locale);
        const response = await page.goto(localizedPath(path, locale));
        expect(response?.status()).toBe(200);
        const hero = data.sections[0]!;
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          hero.kind === "hero" ? hero.title : "",
        );
        const steps = data.sections[1]!;
        if (steps.kind !== "list") throw new Error(`${path}: steps first`);
        const stepList = section(page, steps.heading).getByRole("list").first();
        await expect(stepList.getByRole("listitem")).toHaveCount(steps.items.length);
        for (const item of steps.items)
          await expect(stepList).toContainText(typeof item === "string" ? item : item.title);
        await expectCareCards(page, path, locale);
        const todo = data.sections[3]!;
        if (todo.kind !== "cta") throw new Error(`${path}: the things to do after the cards`);
        const region = page.locator(`#${todo.id}`);
        await expect(region.getByRole("heading", { level: 2 })).toHaveText(todo.heading);
        for (const action of todo.actions)
          if ("href" in action)
            await expect(
              region.getByRole("link", { name: action.label, exact: true }),
            ).toHaveAttribute("href", action.href);
      });

  for (const locale of locales)
    test(`every patient, mental-health and crisis page shows the three levels (${locale})`, async ({
      page,
    }) => {
      for (const path of patientPages) {
        await page.goto(localizedPath(path, locale));
        await expectCareCards(page, path, locale);
      }
    });

  test("the hubs and the Resources list link the guides", async ({ page }) => {
    for (const locale of locales) {
      await page.goto(localizedPath("/patient-support", locale));
      const main = page.getByRole("main");
      for (const path of guides.filter((p) => p !== "/results-day"))
        await expect(
          main.locator(`a[href="${localizedPath(path, locale)}"]`).first(),
        ).toBeVisible();
      await page.goto(localizedPath("/student-support", locale));
      await expect(
        page
          .getByRole("main")
          .locator(`a[href="${localizedPath("/results-day", locale)}"]`)
          .first(),
      ).toBeVisible();
    }
    // The mobile menu opens without JavaScript too, and names them in the page's language.
    const { layout, nav } = catalogues.hi;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/hi/results-day");
    await page.getByRole("button", { name: layout.openMenu }).click();
    const menu = page.getByRole("navigation", { name: layout.mobileNav });
    await expect(menu).toBeVisible();
    for (const [id, path] of [
      ["firstDayIcu", "/first-day-in-icu"],
      ["goingHome", "/going-home-from-hospital"],
      ["someoneTalksSuicide", "/someone-talks-about-suicide"],
      ["resultsDay", "/results-day"],
    ] as const)
      await expect(menu.getByRole("link", { name: nav[id], exact: true })).toHaveAttribute(
        "href",
        localizedPath(path, "hi"),
      );
  });
});

test("care cards keep their borders in forced colours, and the guides pass axe", async ({
  page,
}) => {
  await gotoHydrated(page, "/first-day-in-icu");
  await expectAccessible(page);
  await page.emulateMedia({ forcedColors: "active" });
  const widths = await page
    .locator("[data-care-level]")
    .evaluateAll((cards) =>
      cards.map((card) => Number.parseFloat(getComputedStyle(card).borderInlineStartWidth)),
    );
  expect(widths).toHaveLength(3);
  for (const width of widths) expect(width).toBeGreaterThanOrEqual(4);
  await gotoHydrated(page, "/hi/results-day");
  await expectAccessible(page);
});
