/**
 * Issue 29 item 6, "Was this page useful?" at the foot of every content page, in Chromium against
 * `npm start`: with JavaScript off, Yes and No with what was wrong are plain posts that come back
 * to the page (303) with the thanks at the box, on an English and a Hindi page; with JavaScript on,
 * the answer shows in place without a reload and is announced politely, a failed send says so,
 * and the box is in the prerendered page and does not move as the page hydrates. The desk stores
 * the votes (`GET /api/desk/feedback/summary`); its own suite tests the limits and every refusal
 * (packages/desk/test/feedback.test.ts).
 */
import type { Page, Route } from "@playwright/test";
import {
  announcements,
  expect,
  expectAccessible,
  gotoHydrated,
  recordAnnouncements,
  test,
  waitForHydration,
} from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

/** What the box says, in each language (i18n/<lang>/feedback.ts). */
const words = {
  en: {
    question: "Was this page useful?",
    yes: "Yes",
    no: "No",
    tellUs: "Tell us what was wrong",
    whatWasWrong: "What was wrong? (optional)",
    notAnswered: "It didn't answer my question",
    comment: "Anything to add? (optional)",
    send: "Send feedback",
    thanks: "Thank you. Your answer helps us make this page better.",
    failed: "We couldn't send your answer. Check your connection and try again.",
  },
  hi: {
    question: "क्या यह पेज आपके काम का था?",
    yes: "हाँ",
    no: "नहीं",
    tellUs: "बताएँ कि क्या कमी थी",
    whatWasWrong: "क्या कमी थी? (ज़रूरी नहीं)",
    notAnswered: "मेरे सवाल का जवाब नहीं मिला",
    comment: "कुछ और बताना चाहें? (ज़रूरी नहीं)",
    send: "फ़ीडबैक भेजें",
    thanks: "शुक्रिया। आपके जवाब से हम इस पेज को और बेहतर बना पाएँगे।",
    failed: "आपका जवाब नहीं भेजा जा सका। अपना इंटरनेट कनेक्शन देखें और दोबारा कोशिश करें।",
  },
} as const;
type Words = (typeof words)[keyof typeof words];

const box = (page: Page) => page.locator("#page-feedback");
const question = (page: Page, w: Words) => page.getByRole("form", { name: w.question });
const answer = (page: Page) => box(page).getByRole("status");
const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** Where a plain post comes back to: the page, with the thanks, at the box. */
const thanksUrl = (path: string) => new RegExp(`${escaped(path)}\\?feedback=thanks#page-feedback$`);

/** Opens "what was wrong", picks "didn't answer my question", writes a line and sends it. */
async function sayWhatWasWrong(page: Page, w: Words, comment: string) {
  const reasons = box(page).getByRole("group", { name: w.whatWasWrong });
  await expect(reasons).toBeVisible();
  await reasons.getByRole("radio", { name: w.notAnswered }).check();
  await box(page).getByLabel(w.comment, { exact: true }).fill(comment);
  await box(page).getByRole("button", { name: w.send, exact: true }).click();
}

/** A page's counts, as item 1's ratings will read them. */
async function counts(page: Page, path: string) {
  const res = await page.request.get(`/api/desk/feedback/summary?path=${encodeURIComponent(path)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { path: string; yes: number; no: number; total: number };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    ["en", "/study-tips", "/exam-stress"],
    ["hi", "/hi/study-tips", "/hi/exam-stress"],
  ] as const;

  for (const [lang, yesPage, noPage] of pages) {
    const w = words[lang];

    test(`${yesPage}: Yes posts the form and comes back to the page with the thanks`, async ({
      page,
    }) => {
      await page.goto(yesPage);
      const form = question(page, w);
      await expect(form).toBeVisible();
      await expect(form.locator('input[name="path"]')).toHaveValue(yesPage);
      await form.getByRole("button", { name: w.yes, exact: true }).click();
      await expect(page).toHaveURL(thanksUrl(yesPage));
      await expect(answer(page)).toHaveText(w.thanks);
      // The question is answered: its forms are gone, the thanks is in their place.
      await expect(form).toBeHidden();
      await expect(box(page).getByText(w.tellUs)).toBeHidden();
      // axe-core needs script in the page: the box is checked with it in "with JavaScript".
      const stored = await counts(page, yesPage);
      expect(stored.path).toBe(yesPage);
      expect(stored.yes).toBeGreaterThanOrEqual(1);
    });

    test(`${noPage}: No with what was wrong (the <details> opens without script) comes back with the thanks`, async ({
      page,
    }) => {
      await page.goto(noPage);
      await expect(question(page, w)).toBeVisible();
      // Closed at first: what was wrong is behind its summary.
      await expect(box(page).getByRole("group", { name: w.whatWasWrong })).toBeHidden();
      await box(page).getByText(w.tellUs, { exact: true }).click();
      await sayWhatWasWrong(
        page,
        w,
        lang === "hi" ? "फ़ीस के बारे में कुछ नहीं है।" : "Nothing about fees.",
      );
      await expect(page).toHaveURL(thanksUrl(noPage));
      await expect(answer(page)).toHaveText(w.thanks);
      await expect(question(page, w)).toBeHidden();
      expect((await counts(page, noPage)).no).toBeGreaterThanOrEqual(1);
    });
  }

  test("only content pages ask: not the 404 page, the request form or search", async ({ page }) => {
    for (const path of ["/no-such-page", "/request", "/search", "/hi/request"]) {
      await page.goto(path);
      await expect(page.getByRole("main"), path).toBeVisible();
      await expect(box(page), path).toHaveCount(0);
    }
  });
});

test.describe("with JavaScript", () => {
  test("Yes on an English page: the thanks shows in place, announced, without a reload", async ({
    page,
  }) => {
    const w = words.en;
    await recordAnnouncements(page);
    await gotoHydrated(page, "/avoid-distractions");
    const before = page.url();
    // Survives only if the page is not loaded again.
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    const height = (await box(page).boundingBox())!.height;
    await question(page, w).getByRole("button", { name: w.yes, exact: true }).click();
    await expect(answer(page)).toHaveText(w.thanks);
    await expect(answer(page)).toBeFocused();
    await expect(question(page, w)).toBeHidden();
    expect(page.url()).toBe(before);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(await announcements(page)).toContain(w.thanks);
    // The box keeps its height: nothing below it moves.
    expect(Math.abs((await box(page).boundingBox())!.height - height)).toBeLessThan(1);
    await expectAccessible(page);
  });

  test("No on a Hindi page opens what was wrong at its first choice; Send shows the thanks in place", async ({
    page,
  }) => {
    const w = words.hi;
    await recordAnnouncements(page);
    await gotoHydrated(page, "/hi/avoid-distractions");
    const before = page.url();
    await question(page, w).getByRole("button", { name: w.no, exact: true }).click();
    // No sends nothing yet: it opens the choices and moves to the first.
    const reasons = box(page).getByRole("group", { name: w.whatWasWrong });
    await expect(reasons).toBeVisible();
    await expect(reasons.getByRole("radio").first()).toBeFocused();
    await expect(answer(page)).toBeEmpty();
    await sayWhatWasWrong(page, w, "उदाहरण और चाहिए।");
    await expect(answer(page)).toHaveText(w.thanks);
    await expect(reasons).toBeHidden();
    expect(page.url()).toBe(before);
    expect(await announcements(page)).toContain(w.thanks);
  });

  test("a failed send shows a visible error, and the form stays to try again", async ({
    page,
    expectFailedRequests,
  }) => {
    const w = words.en;
    expectFailedRequests(/\/api\/desk\/feedback/);
    await gotoHydrated(page, "/digital-distractions");
    await page.route("**/api/desk/feedback", (route) => route.abort("internetdisconnected"));
    await question(page, w).getByRole("button", { name: w.yes, exact: true }).click();
    await expect(answer(page)).toHaveText(w.failed);
    await expect(answer(page)).toBeVisible();
    await expect(question(page, w)).toBeVisible();
    // Back online: the same button sends it.
    await page.unroute("**/api/desk/feedback");
    await question(page, w).getByRole("button", { name: w.yes, exact: true }).click();
    await expect(answer(page)).toHaveText(w.thanks);
  });

  test("the box is in the prerendered page, and does not move as the page hydrates", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/friends-impact")).text();
    expect(html).toContain('id="page-feedback"');
    expect(html).toMatch(/<form [^>]*action="\/api\/desk\/feedback" method="post"/);
    expect(html).toContain('name="path" value="/friends-impact"');

    // The page as a slow phone has it before its scripts, then after hydration.
    const held: Route[] = [];
    let released = false;
    await page.route(/\/assets\/.*\.js$/, (route) => {
      if (released) void route.continue();
      else held.push(route);
    });
    await page.goto("/friends-impact");
    const first = await box(page).boundingBox();
    expect(first).not.toBeNull();
    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await waitForHydration(page);
    expect(await box(page).boundingBox()).toEqual(first);
  });

  test("moving to another page by a link: its own box, for its own path", async ({ page }) => {
    const w = words.en;
    await gotoHydrated(page, "/study-tips");
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Services" })
      .click();
    await expect(page).toHaveURL("/services");
    await expect(question(page, w).locator('input[name="path"]')).toHaveValue("/services");
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    // And it works there as on a first load.
    await question(page, w).getByRole("button", { name: w.no, exact: true }).click();
    await expect(box(page).getByRole("group", { name: w.whatWasWrong })).toBeVisible();
  });
});
