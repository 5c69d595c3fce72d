/**
 * Issue 24 in Chromium: the exam calendar (English and Hindi), its .ics files with the right
 * days, and the templates' real downloads. The files' contents are read in depth by the unit
 * tests (packages/web/app/features/downloads/*.test.ts); here they are what a person downloads.
 */
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Download, Page } from "@playwright/test";
import { expect, gotoHydrated, renderAllForAxe, section, test } from "./fixtures.ts";

/**
 * axe-core on the page's main content, what this issue adds (the whole page is checked by the
 * site's own axe tests).
 */
async function expectAccessible(page: Page) {
  await renderAllForAxe(page);
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe-core violations").toEqual([]);
}

/** The exams of content/exam-dates.ts: one card and one calendar event each. */
const EXAMS = 16;

async function downloaded(page: Page, click: () => Promise<void>): Promise<[Download, Buffer]> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return [download, await readFile((await download.path())!)];
}

/** The VEVENTs of a calendar file, each as its unfolded lines. */
function events(ics: string): string[][] {
  const out: string[][] = [];
  let current: string[] | undefined;
  for (const line of ics.replace(/\r\n[ \t]/g, "").split("\r\n")) {
    if (line === "BEGIN:VEVENT") out.push((current = []));
    else if (line === "END:VEVENT") current = undefined;
    else current?.push(line);
  }
  return out;
}

const field = (event: string[], name: string) =>
  event
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, "");

test("/exam-calendar: every exam with its date or expected months, sources and a calendar file", async ({
  page,
}) => {
  await gotoHydrated(page, "/exam-calendar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "The exams of the year, in one calendar",
  );
  const calendar = section(page, "Exams and counselling, month by month");
  // Issue 30: by month (an h3 each, after the feed's), every exam an h4 under its month.
  const months = calendar.locator("section[data-month]");
  await expect(months.getByRole("heading", { level: 3 })).toHaveText([
    "December 2026",
    "January 2027",
    "February 2027",
    "April 2027",
    "May 2027",
    "June 2027",
    "July 2027",
    "September 2027",
  ]);
  await expect(calendar.getByRole("heading", { level: 4 })).toHaveCount(EXAMS);
  await expect(
    months
      .filter({ has: page.getByRole("heading", { name: "May 2027", exact: true }) })
      .locator("li[data-kind]")
      .filter({ visible: true }),
  ).toHaveCount(3);
  await expect(calendar.getByRole("link", { name: /^Add to calendar: / })).toHaveCount(EXAMS);
  const nda = calendar.locator("#nda-1-2027");
  await expect(nda).toContainText("Announced");
  await expect(nda.locator("time")).toHaveText("11 April 2027");
  const neet = calendar.locator("#neet-ug-2027");
  await expect(neet).toContainText("May 2027: no date announced yet");
  await expect(neet).not.toContainText("Announced");
  await expectAccessible(page);
});

test("/exam-calendar: one exam's .ics is an all-day event on its day; the feed has every exam", async ({
  page,
}) => {
  await gotoHydrated(page, "/exam-calendar");
  const [one, oneBytes] = await downloaded(page, () =>
    page
      .getByRole("link", { name: "Add to calendar: NDA & NA Examination (I) 2027 (.ics file)" })
      .click(),
  );
  expect(one.suggestedFilename()).toBe("nda-1-2027.ics");
  const [event] = events(oneBytes.toString("utf8"));
  expect(field(event!, "DTSTART")).toBe("20270411");
  expect(event).toContain("DTSTART;VALUE=DATE:20270411");
  expect(field(event!, "DTEND")).toBe("20270412");
  expect(field(event!, "UID")).toBe("nda-1-2027@127.0.0.1");
  expect(field(event!, "DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
  expect(field(event!, "SUMMARY")).toBe("NDA & NA Examination (I) 2027");

  const [feed, feedBytes] = await downloaded(page, () =>
    page.getByRole("link", { name: "Add all exams to calendar (.ics file)" }).click(),
  );
  expect(feed.suggestedFilename()).toBe("exam-calendar.ics");
  const all = events(feedBytes.toString("utf8"));
  expect(all).toHaveLength(EXAMS);
  const neet = all.find((e) => field(e, "UID") === "neet-ug-2027@127.0.0.1")!;
  // Expected (issue 30): one day, the first of its month, never a month-long event, and it says so.
  expect(field(neet, "DTSTART")).toBe("20270501");
  expect(field(neet, "DTEND")).toBe("20270502");
  expect(field(neet, "SUMMARY")).toBe(
    "NEET-UG 2027: expected in May 2027\\, date not yet announced",
  );
  expect(field(neet, "STATUS")).toBe("TENTATIVE");
});

test("/hi/exam-calendar: the calendar and its files in Hindi", async ({ page }) => {
  await gotoHydrated(page, "/hi/exam-calendar");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const neet = page.locator("#neet-ug-2027");
  await expect(neet).toContainText("मई 2027: अभी कोई तारीख़ घोषित नहीं हुई");
  const [, bytes] = await downloaded(page, () =>
    neet.getByRole("link", { name: "कैलेंडर में जोड़ें: NEET-UG 2027 (.ics फ़ाइल)" }).click(),
  );
  const [event] = events(bytes.toString("utf8"));
  expect(field(event!, "SUMMARY")).toBe(
    "NEET-UG 2027: मई 2027 में होने का अनुमान\\, तारीख़ अभी घोषित नहीं",
  );
  expect(field(event!, "UID")).toBe("neet-ug-2027@127.0.0.1");
  await expectAccessible(page);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("/exam-calendar: the filter by kind shows only that kind's exams and their months (issue 30)", async ({
    page,
  }) => {
    await page.goto("/exam-calendar");
    const filter = page.getByRole("group", { name: "Show exams for" });
    const cards = page.locator("li[data-kind]");
    const months = page.locator("section[data-month]");
    await expect(filter.getByRole("radio", { name: `All (${EXAMS})` })).toBeChecked();
    await expect(cards.filter({ visible: true })).toHaveCount(EXAMS);
    for (const [label, count, ids, shownMonths] of [
      ["Medical (2)", 2, ["neet-ug-2027", "mcc-neet-ug-2027"], ["May 2027", "July 2027"]],
      ["Law (1)", 1, ["clat-2027"], ["December 2026"]],
      ["Defence (2)", 2, ["nda-1-2027", "nda-2-2027"], ["April 2027", "September 2027"]],
      ["Boards (6)", 6, ["cbse-12-2027", "bihar-board-2027"], ["February 2027"]],
      ["Engineering (4)", 4, ["jee-main-2027-s1", "josaa-2027"], ["January 2027"]],
    ] as const) {
      await filter.getByRole("radio", { name: label }).check();
      await expect(cards.filter({ visible: true }), label).toHaveCount(count);
      for (const id of ids) await expect(page.locator(`#${id}`), label).toBeVisible();
      const visibleMonths = months.filter({ visible: true }).getByRole("heading", { level: 3 });
      for (const month of shownMonths) await expect(visibleMonths, label).toContainText([month]);
    }
    // Law: no other month is left showing.
    await filter.getByRole("radio", { name: "Law (1)" }).check();
    await expect(months.filter({ visible: true })).toHaveCount(1);
    await filter.getByRole("radio", { name: `All (${EXAMS})` }).check();
    await expect(cards.filter({ visible: true })).toHaveCount(EXAMS);
  });
});

/** The ids of the exam cards a person sees, in the order of the page. */
async function shownExams(page: Page): Promise<string[]> {
  return page
    .locator("li[data-kind]")
    .filter({ visible: true })
    .evaluateAll((cards) => cards.map((card) => card.id));
}

test.describe("issue 35: the calendar follows the kept state", () => {
  test("with no state kept the list is as before; with Tamil Nadu kept its exams join it and its filter shows only them", async ({
    page,
  }) => {
    await gotoHydrated(page, "/exam-calendar");
    const before = await shownExams(page);
    expect(before).toHaveLength(EXAMS);
    expect(before).not.toContain("tn-hse-12-2027");
    const filter = page.getByRole("group", { name: "Show exams for" });
    await expect(filter.getByRole("radio")).toHaveCount(7);
    await expect(page.getByRole("link", { name: "Choose your state" })).toHaveAttribute(
      "href",
      "/state",
    );

    // "Your state" keeps the choice in localStorage (features/your-state/live.ts).
    await page.evaluate(() => localStorage.setItem("saathi-your-state", "tamil-nadu"));
    await gotoHydrated(page, "/exam-calendar");
    const mine = filter.getByRole("radio", { name: "Tamil Nadu's exams (2)" });
    await expect(mine).toBeVisible();
    const shown = await shownExams(page);
    expect(shown).toHaveLength(EXAMS + 2);
    expect(shown.filter((id) => !before.includes(id))).toEqual(["tn-hse-12-2027", "tnea-2027"]);
    // A month of the state's exams only appears with them, in the order of the year.
    const months = page.locator("section[data-month]").filter({ visible: true });
    await expect(months.getByRole("heading", { level: 3 })).toContainText([
      "February 2027",
      "March 2027",
      "April 2027",
    ]);
    await expect(filter.getByRole("radio", { name: `All (${EXAMS + 2})` })).toBeChecked();
    await expect(page.locator("[data-state-kept]")).toHaveText(
      "The list below holds Tamil Nadu's own exams too, each marked with its name.",
    );
    const tnea = page.locator("#tnea-2027");
    await expect(tnea).toContainText("Tamil Nadu");
    await expect(tnea).toContainText("July – August 2027: no date announced yet");

    await mine.check();
    expect(await shownExams(page)).toEqual(["tn-hse-12-2027", "tnea-2027"]);
    await filter.getByRole("radio", { name: "Engineering (5)" }).check();
    expect(await shownExams(page)).toContain("tnea-2027");
    // Its file links its state's page, which lists it whatever the browser keeps.
    const [, bytes] = await downloaded(page, () =>
      tnea
        .getByRole("link", {
          name: "Add to calendar: TNEA engineering counselling 2027 (.ics file)",
        })
        .click(),
    );
    const [event] = events(bytes.toString("utf8"));
    expect(field(event!, "UID")).toBe("tnea-2027@127.0.0.1");
    expect(field(event!, "URL")).toMatch(/\/state\/tamil-nadu#tnea-2027$/);
    await expectAccessible(page);

    // Forgotten: the list is as before.
    await page.evaluate(() => localStorage.removeItem("saathi-your-state"));
    await gotoHydrated(page, "/exam-calendar");
    expect(await shownExams(page)).toEqual(before);
  });

  test("/hi/exam-calendar with West Bengal kept: its exams in Hindi", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("saathi-your-state", "west-bengal"));
    await gotoHydrated(page, "/hi/exam-calendar");
    await expect(page.getByRole("radio", { name: "पश्चिम बंगाल की परीक्षाएँ (2)" })).toBeVisible();
    await expect(page.locator("#wbjee-2027")).toBeVisible();
    await expect(page.locator("#wbjee-2027")).toContainText("अप्रैल – मई 2027");
    await expect(page.locator("#kcet-2027")).toBeHidden();
  });
});

test.describe("issue 35, with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the calendar reads as before and links each state's page, which lists its exams", async ({
    page,
  }) => {
    await page.goto("/exam-calendar");
    expect(await shownExams(page)).toHaveLength(EXAMS);
    await expect(page.locator("[data-state-option]")).toBeHidden();
    await page.getByText("Exams by state").click();
    const link = page.getByRole("link", { name: "Karnataka", exact: true });
    await expect(link).toHaveAttribute("href", "/state/karnataka#exams");
    await link.click();
    await expect(page).toHaveURL(/\/state\/karnataka#exams$/);
    const exams = section(page, "Karnataka's board and entrance exams: when they are");
    await expect(exams.getByRole("heading", { level: 4 })).toHaveText([
      "Karnataka II PUC (Class 12) exam 1, 2027",
      "KCET 2027",
    ]);
    await expect(exams.locator("#kcet-2027")).toContainText("April 2027: no date announced yet");
    await expect(exams.locator("#kcet-2027")).toContainText("23–24 April 2026");
    await expect(
      exams.getByRole("link", { name: "Add to calendar: KCET 2027 (.ics file)" }),
    ).toHaveAttribute("href", "/downloads/exam-calendar/kcet-2027.ics");

    // The Hindi page of a state lists its exams too, those the calendar shows everyone included.
    await page.goto("/hi/state/maharashtra");
    await expect(page.locator("#mht-cet-2027")).toBeVisible();
    await expect(page.locator("#maharashtra-hsc-2027")).toBeVisible();
  });
});

test("the calendar is linked from the student hub, the header's Resources and the guides", async ({
  page,
}) => {
  await page.goto("/student-support");
  await expect(page.locator('main a[href="/exam-calendar"]').first()).toBeAttached();
  await expect(page.locator('header a[href="/exam-calendar"]').first()).toBeAttached();
  for (const guide of ["/stream-selection-guide", "/choosing-coaching", "/exam-stress"]) {
    await page.goto(guide);
    await expect(page.locator('main a[href="/exam-calendar"]').first(), guide).toBeAttached();
  }
});

test("/templates-and-forms: every format is a real file of the size the button shows", async ({
  page,
}) => {
  await gotoHydrated(page, "/templates-and-forms");
  const grid = section(page, "For students");
  const links = grid.getByRole("link", { name: /^Download .+ as (PDF|DOCX|XLSX) \d+ KB$/ });
  await expect(links).toHaveCount(18);
  const magic: Record<string, string> = { pdf: "%PDF-", docx: "PK", xlsx: "PK" };
  for (const format of ["PDF", "DOCX", "XLSX"]) {
    const link = grid.getByRole("link", {
      name: new RegExp(`^Download Weekly study planner as ${format} `),
    });
    const shownKb = Number((await link.getAttribute("aria-label"))!.match(/ (\d+) KB$/)![1]);
    const [download, bytes] = await downloaded(page, () => link.click());
    const ext = format.toLowerCase();
    expect(download.suggestedFilename()).toBe(`weekly-study-planner.${ext}`);
    expect(bytes.subarray(0, magic[ext]!.length).toString("latin1")).toBe(magic[ext]);
    expect(Math.max(1, Math.round(bytes.length / 1024))).toBe(shownKb);
  }
  await expectAccessible(page);
});
