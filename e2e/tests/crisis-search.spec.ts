/**
 * Search that helps a person in crisis first (issue 20, item 2), with JavaScript on (Pagefind
 * in the browser) and off (the site server answers /search?q=): a query about suicide,
 * self-harm, wanting to die, abuse, panic, depression or anxiety, in English, Hindi or
 * Hinglish, shows the urgent-help lines and the link to /help-for-suicidal-thoughts above
 * every result; a search that finds nothing shows the lines and the guide index; spell
 * correction only when the words as typed find nothing, and it says so; the Home result
 * links to /; snippets keep words from neighbouring blocks apart.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, gotoHydrated, test } from "./fixtures.ts";

const CRISIS_QUERIES = [
  "suicide",
  "self harm",
  "end my life",
  "want to die",
  "kill myself",
  "depression",
  "anxiety",
  "panic attack",
  "sucide",
  "आत्महत्या",
  "मैं मरना चाहता हूँ",
  "घबराहट",
  "khudkushi",
  "jeena nahi",
];

const main = (page: Page) => page.getByRole("main");
const status = (page: Page) => main(page).getByRole("status");
const results = (page: Page) =>
  main(page).getByRole("list", { name: "Search results" }).getByRole("link");
const crisisHelp = (page: Page) => main(page).locator("[data-crisis-help]");

/** Opens /search?q=; with scripts, waits until the browser's own search has answered. */
async function openSearch(page: Page, query: string, javaScript: boolean, extra = "") {
  const path = `/search?q=${encodeURIComponent(query)}${extra}`;
  if (javaScript) {
    await gotoHydrated(page, path);
    // The server's answer gives way to the browser's once Pagefind has searched.
    await expect(main(page).locator("[data-server-results]")).toHaveCount(0);
  } else {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
  }
  await expect(status(page)).toHaveText(/result|No results/);
}

/** The urgent lines, in one block. */
async function expectUrgentLines(block: ReturnType<Page["locator"]>) {
  for (const number of ["112", "108", "14416"])
    await expect(block.locator(`a[href="tel:${number}"]`)).toHaveCount(1);
}

/** True when `first` comes before `second` in the document. */
const precedes = (page: Page, first: string, second: string) =>
  page.evaluate(
    ([a, b]) => {
      const x = document.querySelector(`main ${a}`);
      const y = document.querySelector(`main ${b}`);
      return Boolean(x && y && x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING);
    },
    [first, second],
  );

for (const javaScript of [true, false]) {
  test.describe(`search with JavaScript ${javaScript ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: javaScript, viewport: { width: 390, height: 844 } });

    for (const [i, query] of CRISIS_QUERIES.entries()) {
      test(`“${query}” shows the urgent lines and the help page above every result`, async ({
        page,
      }) => {
        await openSearch(page, query, javaScript);
        const help = crisisHelp(page);
        await expect(help).toBeVisible();
        await expectUrgentLines(help);
        await expect(
          help.getByRole("link", { name: "Help for suicidal thoughts" }),
        ).toHaveAttribute("href", "/help-for-suicidal-thoughts");
        expect(await precedes(page, "[data-crisis-help]", '[role="status"]')).toBe(true);
        if ((await results(page).count()) > 0)
          expect(await precedes(page, "[data-crisis-help]", "[data-result]")).toBe(true);
        else await expect(main(page).getByRole("navigation", { name: "Guides" })).toBeVisible();
        if (javaScript && i === 0) await expectAccessible(page);
      });
    }

    test("anxiety, depression and suicide find the mental health guide", async ({ page }) => {
      for (const query of ["anxiety", "depression", "suicide", "तनाव"]) {
        await openSearch(page, query, javaScript);
        await expect(
          results(page).filter({ hasText: "Mental health support" }).first(),
          query,
        ).toHaveAttribute("href", /^\/mental-health-support(#|$)/);
      }
    });

    test("ordinary queries get no crisis block; nothing found shows the lines and the guide index", async ({
      page,
    }) => {
      await openSearch(page, "NEET", javaScript);
      await expect(results(page).first()).toBeVisible();
      await expect(crisisHelp(page)).toHaveCount(0);

      await openSearch(page, "xylophonequartz", javaScript);
      await expect(status(page)).toHaveText("No results for “xylophonequartz”.");
      await expectUrgentLines(main(page).locator("[data-urgent-help]"));
      const guides = main(page).getByRole("navigation", { name: "Guides" });
      await expect(guides.getByRole("link", { name: "Students" })).toHaveAttribute(
        "href",
        "/student-support",
      );
      await expect(guides.getByRole("link", { name: "Patients and families" })).toHaveAttribute(
        "href",
        "/patient-support",
      );
      await expect(guides.getByRole("link", { name: "Mental health support" })).toHaveAttribute(
        "href",
        "/mental-health-support",
      );
      if (javaScript) await expectAccessible(page);
    });

    test("the Home result links to /, and snippets keep words from neighbouring blocks apart", async ({
      page,
    }) => {
      await openSearch(page, "home", javaScript);
      const home = results(page).filter({ has: page.getByText("Home", { exact: true }) });
      await expect(home).toHaveCount(1);
      await expect(home).toHaveAttribute("href", /^\/(#[\w-]+)?$/);

      // A card title (<strong class="block">) and its text, side by side in the markup.
      await openSearch(page, "unhealthy comparison", javaScript);
      await expect(results(page).first()).toContainText("comparison Constantly");
      await expect(main(page)).not.toContainText("comparisonConstantly");
    });

    test("correction only when the words as typed find nothing, and it says so", async ({
      page,
    }) => {
      for (const query of ["father admitted icu", "dropper year"]) {
        await openSearch(page, query, javaScript);
        await expect(results(page).first(), query).toBeVisible();
        await expect(main(page), query).not.toContainText("Showing results for");
      }

      await openSearch(page, "pomodorro", javaScript);
      const note = main(page).locator("[data-correction]");
      await expect(note).toHaveText("Showing results for pomodoro. Search instead for pomodorro");
      await expect(results(page).first()).toContainText("Pomodoro");
      const original = note.getByRole("link", { name: "pomodorro" });
      await expect(original).toHaveAttribute("href", "/search?q=pomodorro&exact=1");
      await openSearch(page, "pomodorro", javaScript, "&exact=1");
      await expect(main(page)).not.toContainText("Showing results for");
    });

    test("a Hindi crisis query shows the help page in its own words, never its search words (issue 30)", async ({
      page,
    }) => {
      const path = `/hi/search?q=${encodeURIComponent("marna chahta hu")}`;
      if (javaScript) {
        await gotoHydrated(page, path);
        await expect(main(page).locator("[data-server-results]")).toHaveCount(0);
      } else expect((await page.goto(path))?.status()).toBe(200);
      await expect(main(page).locator("[data-crisis-help]")).toBeVisible();
      const help = main(page)
        .locator("[data-result]")
        .and(page.locator('[href="/hi/help-for-suicidal-thoughts"]'));
      await expect(help).toHaveCount(1);
      await expect(help).toContainText("अभी क्या करें");
      for (const word of ["suicidal", "marna chahti", "jeena nahi", "aatmhatya", "self harm"])
        await expect(main(page).getByRole("list", { name: "खोज के नतीजे" })).not.toContainText(word);
    });

    test("the 404 page has a search form and the urgent lines", async ({ page }) => {
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expectUrgentLines(main(page).locator("[data-urgent-help]"));
      const box = main(page).getByRole("searchbox", { name: "Search the site" });
      await box.fill("आत्महत्या");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/search\?q=/);
      await expect(crisisHelp(page)).toBeVisible();
      await expect(main(page).getByRole("searchbox", { name: "Search the site" })).toHaveValue(
        "आत्महत्या",
      );
    });
  });
}

test.describe("the search dialog", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("puts the urgent help above the results for a query about a crisis", async ({ page }) => {
    await gotoHydrated(page, "/study-tips");
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("searchbox", { name: "Search the site" }).fill("khudkushi");
    const help = dialog.locator("[data-crisis-help]");
    await expect(help).toBeVisible();
    await expectUrgentLines(help);
    await expect(dialog.getByRole("status")).toHaveText(/result|No results/);
    await dialog.getByRole("searchbox", { name: "Search the site" }).fill("anxiety");
    await expect(dialog.getByRole("status")).toHaveText(/results?\./);
    await expect(help).toBeVisible();
    const inOrder = await dialog.evaluate((root) => {
      const block = root.querySelector("[data-crisis-help]");
      const first = root.querySelector("[data-result]");
      return Boolean(
        block && first && block.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(inOrder).toBe(true);
    await expect(
      dialog.locator("[data-result]").filter({ hasText: "Mental health support" }),
    ).toHaveCount(1);
    await expectAccessible(page);

    // Enter goes to the results page, where the help comes first, not straight to a result.
    await dialog.getByRole("searchbox", { name: "Search the site" }).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=anxiety$/);
    await expect(crisisHelp(page)).toBeVisible();
  });
});
