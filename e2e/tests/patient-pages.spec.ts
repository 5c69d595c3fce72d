/**
 * The patient pages (issue 4): headings, counts, links and notices as SPEC.md says,
 * and the exercise library's tabs, URL state and click-to-load, private video embeds.
 */
import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  gotoHydrated,
  section,
  test,
  waitForHydration,
} from "./fixtures.ts";

async function expectCardTitles(page: Page, heading: string, titles: string[]) {
  await expect(section(page, heading).getByRole("heading", { level: 3 })).toHaveText(titles);
}

test.describe("/patient-support", () => {
  test("shows the four guidance cards, linking to the four patient services", async ({ page }) => {
    await gotoHydrated(page, "/patient-support");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Support for patients and the relatives who care for them",
    );
    const guidance = section(page, "Guidance for where you are right now");
    await expectCardTitles(page, "Guidance for where you are right now", [
      "Personal day/night support",
      "ICU & ward assistance",
      "Mental health support",
      "Medical appointment assistance",
    ]);
    const links = guidance.getByRole("link");
    await expect(links).toHaveCount(4);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(hrefs).toEqual([
      "/personal-support",
      "/icu-ward-assistance",
      "/mental-health-support",
      "/medical-appointment-assistance",
    ]);
    await expectAccessible(page);

    await guidance.getByRole("link", { name: "ICU and ward help" }).click();
    await expect(page).toHaveURL("/icu-ward-assistance");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Help for families outside the ICU and on the ward",
    );
  });

  test("each of the four resource tiles leads to a real page (issue 29)", async ({ page }) => {
    await gotoHydrated(page, "/patient-support");
    const library = section(page, "Resource library");
    const tiles = [
      ["Sheets for families", "Get the sheets", "/templates-and-forms"],
      ["Exercise & wellness", "Watch videos", "/exercise-videos"],
      ["Breathing practice", "Start the practice", "/breathing-practice"],
      ["Healthy eating", "Read the guide", "/healthy-eating"],
    ] as const;
    await expectCardTitles(
      page,
      "Resource library",
      tiles.map(([title]) => title),
    );
    await expect(library.getByRole("button")).toHaveCount(0);
    for (const [, link, href] of tiles) {
      await expect(library.getByRole("link", { name: link })).toHaveAttribute("href", href);
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
  });
});

test("/personal-support: four caregiving challenges, the night-support steps and Arrange support now", async ({
  page,
}) => {
  await gotoHydrated(page, "/personal-support");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Someone by your relative's side, day or night",
  );
  await expect(
    section(page, "Four challenges families face at the bedside").getByRole("heading", {
      level: 3,
    }),
  ).toHaveCount(4);
  await expect(
    section(page, "How to arrange night-time support").getByRole("listitem"),
  ).toHaveCount(6);
  // Issue 23: the request form for its kind, from this page (desk-person.spec.ts sends one).
  await expect(page.getByRole("link", { name: "Arrange support now" })).toHaveAttribute(
    "href",
    "/request?kind=night-attendant&source=/personal-support",
  );
  await expectAccessible(page);
});

test("/icu-ward-assistance: four challenges, checklists, the FAQ and Request ICU assistance", async ({
  page,
}) => {
  await gotoHydrated(page, "/icu-ward-assistance");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Help for families outside the ICU and on the ward",
  );
  await expect(
    section(page, "Four challenges families face").getByRole("heading", { level: 3 }),
  ).toHaveCount(4);
  await expect(section(page, "What to bring to a ward or ICU").getByRole("listitem")).toHaveCount(
    6,
  );
  await expect(section(page, "Questions to ask the doctor").getByRole("listitem")).toHaveCount(8);

  const visiting = page.locator("summary", { hasText: "When can we visit, and how many of us?" });
  await visiting.click();
  await expect(page.getByText(/It varies a lot by hospital/)).toBeVisible();

  // Issue 23: the request form for its kind, from this page (desk-person.spec.ts sends one).
  await expect(page.getByRole("link", { name: "Request ICU assistance" })).toHaveAttribute(
    "href",
    "/request?kind=ward-support&source=/icu-ward-assistance",
  );
  await expectAccessible(page);
});

test("/medical-appointment-assistance: three problems, three solution points and Arrange assistance now", async ({
  page,
}) => {
  await gotoHydrated(page, "/medical-appointment-assistance");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Doctor visits for elderly parents, made easier",
  );
  await expectCardTitles(page, "Three problems that make appointments hard", [
    "Getting there and waiting",
    "Understanding the doctor",
    "Keeping track afterwards",
  ]);
  await expect(section(page, "How we help").getByRole("listitem")).toHaveCount(3);
  await expect(
    section(page, "What to carry to the appointment").getByText("An up-to-date medicines list"),
  ).toBeVisible();
  // Issue 23: the request form for its kind, from this page (desk-person.spec.ts sends one).
  await expect(page.getByRole("link", { name: "Arrange assistance now" })).toHaveAttribute(
    "href",
    "/request?kind=appointment-companion&source=/medical-appointment-assistance",
  );
  await expectAccessible(page);
});

test("/mental-health-support: urgent help with tap-to-call lines, four benefits and Find a therapist now", async ({
  page,
}) => {
  await gotoHydrated(page, "/mental-health-support");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your mind needs care too");

  const urgent = section(page, "When to get help right away");
  await expect(urgent).toContainText("Call 112 now");
  await expect(urgent.getByRole("link", { name: /^112/ })).toHaveAttribute("href", "tel:112");
  await expect(urgent.getByRole("link", { name: /^14416/ })).toHaveAttribute("href", "tel:14416");
  await expect(urgent.getByRole("link", { name: /1-800-891-4416/ })).toHaveAttribute(
    "href",
    "tel:18008914416",
  );

  await expect(
    section(page, "How talking to a professional helps").getByRole("heading", { level: 3 }),
  ).toHaveCount(4);
  // Issue 23: the request form for its kind, from this page (desk-person.spec.ts sends one).
  await expect(page.getByRole("link", { name: "Find a therapist now" })).toHaveAttribute(
    "href",
    "/request?kind=therapist-match&source=/mental-health-support",
  );
  await expectAccessible(page);
});

test.describe("/exercise-videos", () => {
  const YOUTUBE = /^https:\/\/www\.youtube-nocookie\.com\//;

  // The embeds never really reach YouTube in tests: a local empty page stands in.
  test.beforeEach(async ({ page }) => {
    await page.route("**/*youtube-nocookie.com/**", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>Video</title>",
      }),
    );
  });

  function tab(page: Page, name: "Exercises" | "Yoga" | "Pranayama") {
    return page.getByRole("tab", { name });
  }

  function posters(page: Page) {
    return page.getByRole("tabpanel").getByRole("button", { name: /^Play video: / });
  }

  test("opens on Exercises with three local posters and no iframe", async ({ page }) => {
    await gotoHydrated(page, "/exercise-videos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Gentle exercise, yoga and breathing",
    );
    await expect(page.getByRole("tab")).toHaveText(["Exercises", "Yoga", "Pranayama"]);
    await expect(tab(page, "Exercises")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(posters(page)).toHaveCount(3);
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page).toHaveURL("/exercise-videos");
    await expectAccessible(page);
  });

  test("switching tab by mouse puts it in the URL without a scroll jump, and a reload keeps it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/exercise-videos");
    await tab(page, "Exercises").scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const historyBefore = await page.evaluate(() => window.history.length);

    await tab(page, "Yoga").click();
    await expect(page).toHaveURL("/exercise-videos?tab=yoga");
    await expect(tab(page, "Yoga")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText([
      "Yoga for complete beginners",
      "Gentle yoga before bed",
      "Gentle full-body yoga",
    ]);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect(await page.evaluate(() => window.history.length), "replaced, not pushed").toBe(
      historyBefore,
    );

    await page.reload();
    await waitForHydration(page);
    await expect(tab(page, "Yoga")).toHaveAttribute("aria-selected", "true");
    await expect(posters(page)).toHaveCount(3);
    // Issue 15: no channel is credited in this tab (none is confirmed), so none is shown.
    await expect(page.getByRole("tabpanel")).not.toContainText("Yoga With Adriene");
    await expectAccessible(page);
  });

  test("tabs follow the ARIA pattern with arrow keys", async ({ page }) => {
    await gotoHydrated(page, "/exercise-videos");
    await tab(page, "Exercises").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Yoga")).toBeFocused();
    await expect(tab(page, "Yoga")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Pranayama")).toBeFocused();
    await expect(tab(page, "Pranayama")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL("/exercise-videos?tab=pranayama");
    await expect(page.getByRole("tabpanel")).toContainText("Alternate Nostril Breathing");
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Exercises")).toBeFocused();
    await page.keyboard.press("End");
    await expect(tab(page, "Pranayama")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, "Yoga")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL("/exercise-videos?tab=yoga");

    // One tab stop for the tab list: Tab goes on to the first play button in the panel.
    await page.keyboard.press("Tab");
    await expect(posters(page).first()).toBeFocused();
  });

  test("a shared link opens its tab; an unknown value falls back to Exercises", async ({
    page,
  }) => {
    await gotoHydrated(page, "/exercise-videos?tab=pranayama");
    await expect(tab(page, "Pranayama")).toHaveAttribute("aria-selected", "true");
    await gotoHydrated(page, "/exercise-videos?tab=dancing");
    await expect(tab(page, "Exercises")).toHaveAttribute("aria-selected", "true");
  });

  test("nothing leaves the origin until play is pressed; then the nocookie embed of that id loads", async ({
    page,
    baseURL,
  }) => {
    const requests: { url: string; afterPlay: boolean }[] = [];
    let played = false;
    page.on("request", (request) => requests.push({ url: request.url(), afterPlay: played }));

    await gotoHydrated(page, "/exercise-videos");
    await tab(page, "Yoga").click();
    await tab(page, "Pranayama").click();
    await tab(page, "Exercises").click();
    await page.waitForLoadState("networkidle");

    const origin = new URL(baseURL!).origin;
    const offOrigin = requests.filter(
      (r) => !r.url.startsWith(`${origin}/`) && !r.url.startsWith("data:"),
    );
    expect(
      offOrigin.map((r) => r.url),
      "requests before any video was played",
    ).toEqual([]);

    // Mouse.
    played = true;
    const first = posters(page).first();
    await expect(first).toHaveAccessibleName(
      /^Play video: 10 Minute Seated Exercises for Seniors ?, 10 min$/,
    );
    const embedRequest = page.waitForRequest(YOUTUBE);
    await first.click();
    const frame = page.locator('iframe[src*="n8_JcYAN7eU"]');
    await expect(frame).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/n8_JcYAN7eU?autoplay=1",
    );
    await expect(frame).toHaveAttribute(
      "title",
      "10 Minute Seated Exercises for Seniors (YouTube video)",
    );
    await expect(frame).toBeFocused();
    expect((await embedRequest).url()).toBe(
      "https://www.youtube-nocookie.com/embed/n8_JcYAN7eU?autoplay=1",
    );

    // Keyboard, in another tab.
    await tab(page, "Pranayama").click();
    const breathing = page.getByRole("button", {
      name: /^Play video: Belly breathing \(diaphragmatic breathing\)/,
    });
    await breathing.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("iframe")).toHaveCount(2);
    await expect(page.locator('iframe[src*="OXjlR4mXxSk"]')).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/OXjlR4mXxSk?autoplay=1",
    );

    // Every third-party request went to the privacy-enhanced host, and only after a press.
    const thirdParty = requests.filter(
      (r) => !r.url.startsWith(`${origin}/`) && !r.url.startsWith("data:"),
    );
    expect(thirdParty.length).toBeGreaterThan(0);
    for (const r of thirdParty) {
      expect(r.url).toMatch(YOUTUBE);
      expect(r.afterPlay).toBe(true);
    }
    await expectAccessible(page);
  });

  test("touch activation loads the video too", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.route("**/*youtube-nocookie.com/**", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>Video</title>",
      }),
    );
    await gotoHydrated(page, "/exercise-videos?tab=yoga");
    await page.getByRole("button", { name: /^Play video: Yoga for complete beginners/ }).tap();
    await expect(page.locator("iframe")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/v7AYKMP6rOE?autoplay=1",
    );
    await context.close();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [
    "/patient-support",
    "/personal-support",
    "/icu-ward-assistance",
    "/medical-appointment-assistance",
    "/mental-health-support",
    "/exercise-videos?tab=pranayama",
  ]) {
    test(`${path} is axe-clean and fits the screen`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
      await expectAccessible(page);
    });
  }
});
