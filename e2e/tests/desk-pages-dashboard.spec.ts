/**
 * Issue 32, items 5 and 6, in Chromium against `npm start`: reading a page counts a view (the
 * server counts in memory and adds its counts to the desk every few seconds); a No answer and a
 * request sent from the page count towards its contact rate. Staff at aal2 open Pages, see the
 * page's figures as the desk gives them, sort a column (aria-sort follows), read the No answer's
 * words, and open the dashboard. axe-core on both views.
 */
import type { APIRequestContext } from "@playwright/test";
import { newEmail } from "./account-helpers.ts";
import { expect, expectAccessible, gotoHydrated, test } from "./fixtures.ts";
import { account, signInOnDesk } from "./staff-helpers.ts";

test.use({ viewport: { width: 1280, height: 900 } });

const PAGE = "/study-tips";

type PageRow = { path: string; views: number; no: number; requests: number };

async function pageFigures(
  request: APIRequestContext,
  token: string,
): Promise<PageRow | undefined> {
  const res = await request.get("/api/desk/staff/pages?days=7", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const { pages } = (await res.json()) as { pages: PageRow[] };
  return pages.find((p) => p.path === PAGE);
}

test("page views, the Pages view with a sortable table, and the dashboard", async ({ page }) => {
  test.setTimeout(180_000);
  const staff = await account({ twoFactor: true, staff: true });
  const before = (await pageFigures(page.request, staff.token)) ?? {
    path: PAGE,
    views: 0,
    no: 0,
    requests: 0,
  };

  // Four readings: one in the browser, two plain GETs, one of the Bengali page. Not readings: a HEAD, the page's scripts,
  // and the browser's revalidation of the page it has (a 304: the page is not sent again).
  await gotoHydrated(page, PAGE);
  await gotoHydrated(page, PAGE);
  expect((await page.request.get(PAGE)).status()).toBe(200);
  expect((await page.request.get(PAGE)).status()).toBe(200);
  expect((await page.request.get(`/bn${PAGE}`)).status()).toBe(200);
  expect((await page.request.head(PAGE)).status()).toBe(200);
  // A No with words, and a request sent from the page.
  const vote = await page.request.post("/api/desk/feedback", {
    data: { path: PAGE, useful: "no", reason: "not-answered", comment: "Nothing on night study" },
  });
  expect(vote.status()).toBe(201);
  const sent = await page.request.post("/api/desk/requests", {
    data: {
      kind: "message",
      name: "Asha Rao",
      email: newEmail(),
      consent: true,
      locale: "en",
      language: "en",
      message: "How do I plan my study at night?",
      source: PAGE,
    },
  });
  expect(sent.status()).toBe(201);

  // Added to the desk within a batch (every 5 s).
  await expect
    .poll(async () => (await pageFigures(page.request, staff.token))?.views, { timeout: 20_000 })
    .toBe(before.views + 4);
  const after = (await pageFigures(page.request, staff.token))!;
  expect(after.no).toBe(before.no + 1);
  expect(after.requests).toBe(before.requests + 1);

  await signInOnDesk(page, staff);
  const main = page.getByRole("main");
  const nav = main.getByRole("navigation", { name: "Desk views" });
  await expect(nav.getByRole("link", { name: "Queue" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Pages" }).click();
  await expect(page).toHaveURL(/\/staff\?view=pages$/);
  await expect(main.getByRole("heading", { name: "What the pages teach" })).toBeVisible();
  const table = main.getByRole("table");
  // The period in words, as people write dates ("Pages from 23 November 2026 to ..."), not ISO.
  await expect(table.locator("caption")).toContainText(
    /^Pages from \d{1,2} [A-Z][a-z]+ \d{4} to \d{1,2} [A-Z][a-z]+ \d{4} \(India time\)/,
  );
  const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: PAGE }) });
  const cells = row.getByRole("cell");
  await expect(cells.nth(0)).toContainText(String(after.views));
  // Each language's share of them, Bengali's among them.
  await expect(cells.nth(0)).toContainText(/English \d+(, Hindi \d+)?, Bengali [1-9]/);
  await expect(cells.nth(2)).toHaveText(String(after.no));
  await expect(cells.nth(3)).toHaveText(String(after.requests));
  // The No answer's words, behind its summary.
  await row.getByText(/What \d+ No answers said/).click();
  await expect(row).toContainText("Nothing on night study");
  await expect(row).toContainText("It didn't answer my question");

  // Worst contact rate first by default; a heading sorts by its column, again the other way.
  const rate = table.getByRole("columnheader", { name: /Contact rate/ });
  const views = table.getByRole("columnheader", { name: /^Views/ });
  await expect(rate).toHaveAttribute("aria-sort", "descending");
  await views.getByRole("button").click();
  await expect(views).toHaveAttribute("aria-sort", "descending");
  await expect(rate).not.toHaveAttribute("aria-sort", /.+/);
  const viewCounts = async () =>
    (await table.locator("tbody tr td:nth-of-type(1)").allInnerTexts()).map((text) =>
      Number(text.split("\n")[0]!.replace(/,/g, "")),
    );
  const descending = await viewCounts();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  // By keyboard too.
  await views.getByRole("button").focus();
  await page.keyboard.press("Enter");
  await expect(views).toHaveAttribute("aria-sort", "ascending");
  const ascending = await viewCounts();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await main.getByRole("radio", { name: "Last 30 days" }).check();
  await expect(row.getByRole("cell").nth(0)).toContainText(/\d/);
  await expectAccessible(page);

  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(main.getByRole("heading", { name: "Desk dashboard" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Open requests" })).toBeVisible();
  // The request sent above is open, under 4 hours old.
  const open = main.getByRole("table", { name: /Open requests by kind/ });
  await expect(open.getByRole("row", { name: /^All kinds/ })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Time to the first reply" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Past the reply-time target" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Did it help?" })).toBeVisible();
  // Each week's answers to "Did this help?", or that there were none.
  await expect(main.locator("[data-did-it-help='this_week']")).toContainText(
    /This week.*(Yes \d+, No \d+|No answers in this week\.)/,
  );
  await expect(main.getByRole("heading", { name: "Possible risk" })).toBeVisible();
  await expectAccessible(page);

  // Back to the queue: it was kept, with the request sent above in it.
  await nav.getByRole("link", { name: "Queue" }).click();
  await expect(main.getByRole("heading", { name: "Queue" })).toBeVisible();
});
