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
 * axe-core on the page's main content, what this issue adds. (The whole page is checked by the
 * site's own axe tests; at the time of writing the header's language switch on English pages
 * fails label-content-name-mismatch, "हिंदी" named "Read this page in Hindi", which is not ours.)
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
  await expect(months.filter({ hasText: "May 2027" }).locator("li[data-kind]")).toHaveCount(3);
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
