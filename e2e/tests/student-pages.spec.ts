/**
 * The student pages (issue 3): heading, counts, links and notices as SPEC.md says (axe on every
 * page: site-frame.spec.ts). Console errors fail any test.
 */
import type { Page } from "@playwright/test";
import { sitePaths } from "../../packages/web/app/content/routes.ts";
import { expect, gotoHydrated, section, test } from "./fixtures.ts";

/** Every student route of SPEC.md section 2: [path, <title> subject, <h1>]. */
const studentPages = [
  ["/student-support", "Student support", "Everything you need to choose well and study well"],
  ["/academic-counseling", "Academic counselling", "Academic counselling for the pressure years"],
  [
    "/academic-pathfinder",
    "Academic pathfinder",
    "Your path from school to college, one choice at a time",
  ],
  [
    "/find-best-school",
    "Find the best school",
    "Finding the right school, not just the famous one",
  ],
  ["/choosing-coaching", "Choosing coaching", "Choosing coaching without regret"],
  ["/peer-support-groups", "Peer support groups", "You don't have to prepare alone"],
  [
    "/strategic-decision-support",
    "Strategic decision support",
    "Big decisions, made with a clear head",
  ],
  ["/stream-selection-guide", "Stream selection guide", "Choosing your stream after Class 10"],
  ["/study-tips", "Study tips", "Study smarter, not just longer"],
  ["/avoid-distractions", "Avoid distractions", "Win back your focus"],
  ["/friends-impact", "Friends' impact", "The friends factor"],
  ["/templates-and-forms", "Templates & forms", "Templates and forms for better planning"],
  ["/audio-lectures", "Audio lectures", "Audio lectures for learning on the move"],
  ["/mentor-advantage", "The mentor advantage", "The mentor advantage"],
  ["/online-coaching-downsides", "The online coaching paradox", "The online coaching paradox"],
  ["/school-pros-cons", "School: pros & cons", "School: a balanced view"],
  ["/digital-distractions", "Tame your tech", "Tame your tech"],
  ["/social-environment-distractions", "Optimise your space", "Optimise your space"],
  ["/internal-thoughts-distractions", "Calm your mind", "Calm your mind"],
] as const;

async function hrefsOf(page: Page, heading: string) {
  return section(page, heading)
    .getByRole("link")
    .evaluateAll((els) => els.map((el) => el.getAttribute("href")));
}

test.describe("every student page", () => {
  for (const [path, title, heading] of studentPages) {
    // Axe runs on each of these pages, hydrated at this size, in site-frame.spec.ts ("every SPEC route").
    test(`${path}: its heading and meta in the prerendered HTML, and once hydrated`, async ({
      page,
      request,
    }) => {
      expect(sitePaths, "a SPEC route, so site-frame.spec.ts runs axe on it").toContain(path);
      const html = await (await request.get(path)).text();
      expect(html).toContain(
        `<title>${title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")} | Saathi</title>`,
      );
      expect(html).toContain('property="og:description"');
      // The content is in the HTML before any script runs.
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/'/g, "&#x27;")}</h1>`));
      expect(html).not.toContain("What this page covers");

      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    });
  }
});

test("/student-support: eight cards linking to SPEC's targets", async ({ page }) => {
  await gotoHydrated(page, "/student-support");
  expect(await hrefsOf(page, "Pick the decision in front of you")).toEqual([
    "/stream-selection-guide",
    "/find-best-school",
    "/choosing-coaching",
    "/strategic-decision-support",
    "/academic-counseling",
    "/academic-pathfinder",
    "/mentor-advantage",
    "/peer-support-groups",
  ]);
  await section(page, "Pick the decision in front of you")
    .getByRole("link", { name: "Choose a stream" })
    .click();
  await expect(page).toHaveURL("/stream-selection-guide");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Choosing your stream after Class 10",
  );
});

test("/academic-counseling: eight topics in SPEC order, one open at a time, closable", async ({
  page,
}) => {
  await gotoHydrated(page, "/academic-counseling");
  const accordion = section(page, "What students ask us about");
  // Native exclusive <details> (ui/accordion.tsx): the browser keeps one item open.
  const triggers = accordion.locator("summary");
  const items = accordion.locator("details");
  await expect(triggers).toHaveText([
    "Managing academic stress",
    "Building a study schedule that survives real life",
    "A mindset that keeps you going",
    "Preparing for JEE",
    "Preparing for NEET",
    "Choosing a coaching institute",
    "Quality over price",
    "Building resilience after a setback",
  ]);
  await triggers.nth(0).click();
  await expect(items.nth(0)).toHaveAttribute("open");
  // By keyboard too: Tab to the fifth summary, Enter opens it and closes the first.
  await triggers.nth(4).focus();
  await page.keyboard.press("Enter");
  await expect(items.nth(4)).toHaveAttribute("open");
  await expect(items.nth(0)).not.toHaveAttribute("open");
  // The government MBBS seat count now comes from the facts module (Ministry of Health, 2023-24).
  await expect(accordion.getByText(/56,300 MBBS seats in 2023-24/)).toBeVisible();
  await triggers.nth(4).click();
  await expect(accordion.locator("details[open]")).toHaveCount(0);
  await expect(accordion.getByText(/56,300 MBBS seats in 2023-24/)).toBeHidden();
  // Issue 23: the request form for its kind, from this page (desk-person.spec.ts sends one).
  await expect(page.getByRole("link", { name: "Book a counselling session" })).toHaveAttribute(
    "href",
    "/request?kind=counselling&source=/academic-counseling",
  );
});

test("/academic-pathfinder: school, stream and coaching link on; college shows the guide notice", async ({
  page,
}) => {
  await gotoHydrated(page, "/academic-pathfinder");
  const cards = section(page, "The four big choices");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveCount(4);
  // Issue 15: the stream guide exists now, so its card links to it.
  expect(await hrefsOf(page, "The four big choices")).toEqual([
    "/find-best-school",
    "/stream-selection-guide",
    "/choosing-coaching",
    "/exam-calendar",
  ]);
  await expect(cards.getByRole("link", { name: "Exam and counselling dates" })).toHaveAttribute(
    "href",
    "/exam-calendar",
  );
  await cards.getByRole("link", { name: "Choosing coaching" }).click();
  await expect(page).toHaveURL("/choosing-coaching");
});

test("/find-best-school: four guidance blocks and Book a counselling session", async ({ page }) => {
  await gotoHydrated(page, "/find-best-school");
  await expect(
    section(page, "Four things to get right").getByRole("heading", { level: 3 }),
  ).toHaveText([
    "Early education (up to Class 5)",
    "Later education (Classes 6-12)",
    "Competitive exam focus",
    "Choosing a board",
  ]);
  // Issue 23: the request form for its kind, from this page (desk-person.spec.ts sends one).
  await expect(page.getByRole("link", { name: "Book a counselling session" })).toHaveAttribute(
    "href",
    "/request?kind=guidance&source=/find-best-school",
  );
});

test("/choosing-coaching: eight items; choosing an institute links to /online-coaching-downsides", async ({
  page,
}) => {
  await gotoHydrated(page, "/choosing-coaching");
  const accordion = section(page, "Eight questions to answer before you pay");
  await expect(accordion.locator("summary")).toHaveCount(8);
  await accordion.locator("summary", { hasText: "How to choose an institute" }).click();
  await accordion.getByRole("link", { name: "Read: the online coaching paradox" }).click();
  await expect(page).toHaveURL("/online-coaching-downsides");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The online coaching paradox");
});

test("/peer-support-groups: four benefits and Contact us", async ({ page }) => {
  await gotoHydrated(page, "/peer-support-groups");
  await expect(
    section(page, "What a good group gives you").getByRole("heading", { level: 3 }),
  ).toHaveCount(4);
  // Issue 23: the request form for its kind, from this page (desk-person.spec.ts sends one).
  await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute(
    "href",
    "/request?kind=support-group&source=/peer-support-groups",
  );
});

test("/strategic-decision-support: four links", async ({ page }) => {
  await gotoHydrated(page, "/strategic-decision-support");
  expect(await hrefsOf(page, "Guides for the decision in front of you")).toEqual([
    "/choosing-coaching",
    "/find-best-school",
    "/peer-support-groups",
    "/mentor-advantage",
  ]);
});

test("/mentor-advantage: the six named benefits", async ({ page }) => {
  await gotoHydrated(page, "/mentor-advantage");
  await expect(
    section(page, "Six things a mentor gives you").getByRole("heading", { level: 3 }),
  ).toHaveText([
    "Personalised strategy",
    "Consistent motivation",
    "Emotional resilience",
    "Insider knowledge",
    "Accountability partner",
    "Mistake prevention",
  ]);
});

test("/online-coaching-downsides: eight cards", async ({ page }) => {
  await gotoHydrated(page, "/online-coaching-downsides");
  await expect(section(page, "Eight hidden costs").getByRole("heading", { level: 3 })).toHaveCount(
    8,
  );
});

test("/school-pros-cons: The bright side and The challenges, seven each, and no unconfirmed school count", async ({
  page,
}) => {
  await gotoHydrated(page, "/school-pros-cons");
  // Issue 29: SPEC's "over 250,000" could not be confirmed from UDISE+, so it is not stated.
  await expect(page.getByRole("main")).not.toContainText("250,000");
  const both = section(page, "Both sides of school");
  await expect(both.getByRole("heading", { level: 3 })).toHaveText([
    "The bright side",
    "The challenges",
  ]);
  await expect(both.getByRole("listitem")).toHaveCount(14);
});

test("/avoid-distractions: four distraction cards with their links and three focus strategies", async ({
  page,
}) => {
  await gotoHydrated(page, "/avoid-distractions");
  expect(await hrefsOf(page, "Where your focus goes")).toEqual([
    "/digital-distractions",
    "/social-environment-distractions",
    "/internal-thoughts-distractions",
    "/friends-impact",
  ]);
  const strategies = section(page, "Three focus strategies that work");
  await expect(strategies.getByRole("heading", { level: 3 })).toHaveText([
    "The Pomodoro technique",
    "A distraction-free zone",
    "Clear goals for each session",
  ]);
  await expect(
    strategies.getByText(/25 minutes on one task, then take a 5-minute break/),
  ).toBeVisible();
});

test("the three focus guides: culprits, challenges, hurdles and their strategies", async ({
  page,
}) => {
  await gotoHydrated(page, "/digital-distractions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tame your tech");
  await expect(
    section(page, "The digital culprits").getByRole("heading", { level: 3 }),
  ).toHaveCount(8);
  await expect(section(page, "Actionable strategies").getByRole("listitem")).toHaveCount(7);
  await expect(
    section(page, "Actionable strategies").getByText(/at least 15-20 minutes before searching/),
  ).toBeVisible();

  await gotoHydrated(page, "/social-environment-distractions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Optimise your space");
  await expect(
    section(page, "The social challenges").getByRole("heading", { level: 3 }),
  ).toHaveCount(3);
  await expect(section(page, "Actionable strategies").getByRole("listitem")).toHaveCount(3);

  await gotoHydrated(page, "/internal-thoughts-distractions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calm your mind");
  await expect(
    section(page, "The internal hurdles").getByRole("heading", { level: 3 }),
  ).toHaveCount(3);
  await expect(section(page, "Actionable strategies").getByRole("listitem")).toHaveCount(3);
  await expect(
    section(page, "Actionable strategies").getByText(/Meditate 5-10 minutes a day/),
  ).toBeVisible();
});

test("/friends-impact: accelerators, saboteurs and good versus bad traits", async ({ page }) => {
  await gotoHydrated(page, "/friends-impact");
  await expect(
    section(page, "Accelerators: friends who lift you").getByRole("listitem"),
  ).toHaveCount(6);
  await expect(
    section(page, "Saboteurs: habits that hold you back").getByRole("listitem"),
  ).toHaveCount(6);
  await expect(
    section(page, "Good study friend, bad study habit").getByRole("heading", { level: 3 }),
  ).toHaveText(["Traits of a good study friend", "Signs of a bad study influence"]);
});

test("/study-tips: six tips, each with an example", async ({ page }) => {
  await gotoHydrated(page, "/study-tips");
  const tips = section(page, "Six habits that work");
  await expect(tips.getByRole("heading", { level: 3 })).toHaveCount(6);
  await expect(tips.getByText("Example:")).toHaveCount(6);
  await expect(tips.getByRole("heading", { name: "Study groups of 3-4" })).toBeVisible();
});

test("/templates-and-forms: six templates, each a download link per format (issue 24)", async ({
  page,
}) => {
  await gotoHydrated(page, "/templates-and-forms");
  const grid = section(page, "For students");
  await expect(grid.getByRole("heading", { level: 3 })).toHaveCount(6);
  const links = grid.getByRole("link", { name: /^Download .+ as (PDF|DOCX|XLSX) \d+ KB$/ });
  await expect(links).toHaveCount(18);
  await expect(grid.getByRole("button")).toHaveCount(0);
  await expect(
    grid.getByRole("link", { name: /^Download Pomodoro focus log as PDF/ }),
  ).toHaveAttribute("href", "/downloads/templates/pomodoro-focus-log.pdf");
  // Issue 29: five sheets for patients' families, in a group of their own.
  const families = section(page, "For patients and families");
  await expect(families.getByRole("heading", { level: 3 })).toHaveCount(5);
  await expect(
    families.getByRole("link", { name: /^Download .+ as (PDF|DOCX|XLSX) \d+ KB$/ }),
  ).toHaveCount(15);
  await expect(
    families.getByRole("link", { name: /^Download ICU visit log as XLSX/ }),
  ).toHaveAttribute("href", "/downloads/templates/icu-visit-log.xlsx");
});

// /audio-lectures' lectures (read aloud, transcripts) and its video summary: lectures.spec.ts.

test("/stream-selection-guide: streams with accordions, sourced figures and Book a counselling session", async ({
  page,
  request,
}) => {
  // Closed accordions still carry their text in the prerendered HTML.
  const html = await (await request.get("/stream-selection-guide")).text();
  for (const text of [
    "Five-year integrated law degrees",
    "about 9,500 candidates qualified as CAs in 2025 (estimate)",
    // The Ministry's 2022 count, not SPEC's unconfirmed 35-40% share (issue 29).
    "about 14.4 lakh Class 12 students took commerce in 2022.",
  ]) {
    expect(html).toContain(text);
  }
  await gotoHydrated(page, "/stream-selection-guide");
  const streams = section(page, "The three streams").getByRole("article");
  await expect(streams.getByRole("heading", { level: 3 })).toHaveText([
    "Science",
    "Commerce",
    "Arts (Humanities)",
  ]);
  for (let i = 0; i < 3; i++) {
    await expect(streams.nth(i).locator("summary")).toHaveText([
      "Career paths",
      "Competition outlook",
      "Statistics",
    ]);
  }
  await streams.nth(2).locator("summary", { hasText: "Statistics" }).click();
  // One group per stream: opening the arts card's Statistics leaves the science card's item open.
  await streams.nth(0).locator("summary", { hasText: "Career paths" }).click();
  await expect(streams.locator("details[open]")).toHaveCount(2);
  await expect(
    streams.nth(2).getByText("about 40 lakh Class 12 students took arts in 2022."),
  ).toBeVisible();

  // The Ministry of Education's 2022 counts (issue 29), each with its source below.
  const counts = section(page, "How Class 12 students split across streams");
  for (const count of ["about 42 lakh", "about 14.4 lakh", "about 40 lakh"])
    await expect(counts.getByText(count, { exact: true })).toBeVisible();
  const boards = section(page, "Board results at a glance");
  // Issue 15: Indian number style, each figure from the facts module with its source below.
  for (const figure of ["21,08,774", "14,96,307", "About 1.7 crore (about 17 million)"])
    await expect(boards.getByText(figure, { exact: true })).toBeVisible();
  const landscape = section(page, "The competitive landscape");
  for (const figure of [
    "about 17,400",
    "about 24,000",
    "about 1,800",
    "about 5,500+",
    "56,300",
    "about 9,500",
  ])
    await expect(landscape.getByText(figure, { exact: true })).toBeVisible();
  await expect(landscape.getByText("Across 23 IITs, through JEE Advanced.")).toBeVisible();
  await expect(landscape.getByText("Across 31 NITs, through JEE Main.")).toBeVisible();
  await expect(section(page, "Job market insights").getByText(/LPA/).first()).toBeVisible();
  await expect(section(page, "The science advantage").getByRole("listitem")).toHaveCount(4);

  await page.getByRole("link", { name: "Book a counselling session" }).click();
  await expect(page).toHaveURL("/academic-counseling");
});

test("/stream-selection-guide reads on a 320 px phone without sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ["/stream-selection-guide", "/templates-and-forms", "/audio-lectures"]) {
    await gotoHydrated(page, path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
