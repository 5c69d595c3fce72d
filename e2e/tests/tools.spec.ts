/**
 * Issue 24 in Chromium: checklists that save (tick, reload, still ticked; the count announced;
 * Clear; the ticks printed; a signed-in person's ticks on two browsers, each seeing both, made
 * offline and sent when the network returns), Share (no Web Share API in headless Chromium, so
 * WhatsApp) and Copy link, and the stream explorer with the keyboard alone, in both languages.
 */
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { createAccount, newEmail, signIn } from "./account-helpers.ts";
import { currentToast, expect, gotoHydrated, renderAllForAxe, test } from "./fixtures.ts";

/** axe-core on the main content, what this issue adds (the header is checked by the site's own axe tests). */
async function expectAccessible(page: Page) {
  await renderAllForAxe(page);
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe-core violations").toEqual([]);
}

const checklist = (page: Page, id: string) => page.locator(`form[data-checklist-id="${id}"]`);
const count = (page: Page, id: string) => checklist(page, id).getByRole("status");

/** A screenshot of what a test shows, kept with its results for a person to look at. */
async function shot(page: Page, testInfo: TestInfo, name: string, target = page.locator("main")) {
  await testInfo.attach(name, { body: await target.screenshot(), contentType: "image/png" });
}

test.describe("checklists", () => {
  test("tick, reload, still ticked; the count is announced; Clear; axe clean", async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, "/icu-ward-assistance");
    const bag = checklist(page, "icu-bag");
    await expect(count(page, "icu-bag")).toHaveText("0 of 6 done");
    await bag.getByRole("checkbox", { name: "ID and cards" }).check();
    await bag.getByRole("checkbox", { name: "For you, the one waiting" }).check();
    await expect(count(page, "icu-bag")).toHaveText("2 of 6 done");
    // The count is a polite live region.
    await expect(count(page, "icu-bag")).toHaveAttribute("role", "status");
    // Another checklist on the page keeps its own ticks.
    await checklist(page, "discharge").getByRole("checkbox", { name: "Warning signs" }).check();
    await expect(count(page, "discharge")).toHaveText("1 of 6 done");

    await page.reload();
    await gotoHydrated(page, "/icu-ward-assistance");
    await expect(bag.getByRole("checkbox", { name: "ID and cards" })).toBeChecked();
    await expect(bag.getByRole("checkbox", { name: "For you, the one waiting" })).toBeChecked();
    await expect(bag.getByRole("checkbox", { name: "Allergies and conditions" })).not.toBeChecked();
    await expect(count(page, "icu-bag")).toHaveText("2 of 6 done");
    await expect(count(page, "discharge")).toHaveText("1 of 6 done");
    await expectAccessible(page);
    await shot(page, testInfo, "icu-bag", page.locator("#icu-bag"));

    await bag.getByRole("button", { name: "Clear: What to bring to a ward or ICU" }).click();
    await expect(count(page, "icu-bag")).toHaveText("0 of 6 done");
    await expect(bag.getByRole("checkbox", { name: "ID and cards" })).not.toBeChecked();
    await page.reload();
    await gotoHydrated(page, "/icu-ward-assistance");
    await expect(count(page, "icu-bag")).toHaveText("0 of 6 done");
    await expect(count(page, "discharge")).toHaveText("1 of 6 done");
  });

  test("printing shows the ticks, without the buttons", async ({ page }, testInfo) => {
    await gotoHydrated(page, "/strategic-decision-support");
    const drop = checklist(page, "drop-year");
    await drop.getByRole("checkbox").nth(1).check();
    await expect(count(page, "drop-year")).toHaveText("1 of 6 done");
    await page.emulateMedia({ media: "print" });
    await expect(drop.getByRole("checkbox").nth(1)).toBeVisible();
    await expect(drop.getByRole("checkbox").nth(1)).toBeChecked();
    await expect(drop.getByRole("checkbox").first()).not.toBeChecked();
    await expect(drop.getByRole("button", { name: /^Clear/ })).toBeHidden();
    await expect(page.locator("#drop-year").getByRole("link", { name: /^Share/ })).toBeHidden();
    await expect(count(page, "drop-year")).toBeVisible();
    await shot(page, testInfo, "drop-year-print", page.locator("#drop-year"));
  });

  test("in Hindi: the same ticks, Hindi words", async ({ page }) => {
    await gotoHydrated(page, "/hi/study-tips");
    const routine = checklist(page, "study-routine");
    await expect(count(page, "study-routine")).toHaveText("6 में से 0 हो गए");
    await routine.getByRole("checkbox").first().check();
    await expect(count(page, "study-routine")).toHaveText("6 में से 1 हो गए");
    await page.reload();
    await gotoHydrated(page, "/hi/study-tips");
    await expect(routine.getByRole("checkbox").first()).toBeChecked();
    await expect(routine.getByRole("button", { name: /^साफ़ करें/ })).toBeVisible();
    await expectAccessible(page);
  });

  test("without JavaScript: the list reads, each item a checkbox, and Share is a WhatsApp link", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/personal-support");
    const bag = checklist(page, "bedside-bag");
    await expect(bag.getByRole("checkbox")).toHaveCount(8);
    await bag.getByRole("checkbox").first().check();
    await expect(bag.getByRole("checkbox").first()).toBeChecked();
    const share = page.getByRole("link", { name: "Share: A bedside bag for long stays" });
    const text = new URL((await share.getAttribute("href"))!).searchParams.get("text")!;
    expect(text.split("\n")).toEqual([
      "A bedside bag for long stays",
      expect.stringMatching(/^http:\/\/[^/]+\/personal-support#bedside-bag$/),
    ]);
    // Copy link needs script: it keeps its place, unseen.
    await expect(page.getByRole("button", { name: /^Copy link/ }).first()).toBeHidden();
    await context.close();
  });
});

test.describe("a signed-in person's ticks", () => {
  async function signedIn(context: BrowserContext, email: string) {
    const page = await context.newPage();
    await gotoHydrated(page, "/medical-appointment-assistance");
    const dialog = await signIn(page, email);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("banner")).toContainText(email);
    return page;
  }

  test("follow them to another browser: each ticks an item, and both see both", async ({
    browser,
    baseURL,
    expectFailedRequests,
  }) => {
    test.setTimeout(120_000);
    expectFailedRequests(/\/api\/desk\/me\/checklists/);
    const email = await createAccount(baseURL!, newEmail());
    const phoneContext = await browser.newContext();
    const laptopContext = await browser.newContext();
    const phone = await signedIn(phoneContext, email);
    const saved = (page: Page) =>
      page.waitForResponse(
        (r) => r.url().endsWith("/api/desk/me/checklists") && r.request().method() === "PUT",
      );

    let sent = saved(phone);
    await checklist(phone, "appointment-bag").getByRole("checkbox", { name: "Documents" }).check();
    expect((await sent).status()).toBe(200);
    // The laptop signs in on the page: the account's tick shows at once, with no reload (issue 30).
    const laptop = await laptopContext.newPage();
    await gotoHydrated(laptop, "/medical-appointment-assistance");
    await expect(count(laptop, "appointment-bag")).toHaveText("0 of 6 done");
    await expect(await signIn(laptop, email)).toBeHidden();
    await expect(count(laptop, "appointment-bag")).toHaveText("1 of 6 done");
    await expect(
      checklist(laptop, "appointment-bag").getByRole("checkbox", { name: "Documents" }),
    ).toBeChecked();
    sent = saved(laptop);
    await checklist(laptop, "appointment-bag")
      .getByRole("checkbox", { name: "Readings from home" })
      .check();
    expect((await sent).status()).toBe(200);
    // The laptop's answer already brings the phone's tick.
    await expect(count(laptop, "appointment-bag")).toHaveText("2 of 6 done");

    for (const page of [phone, laptop]) {
      await page.reload();
      await gotoHydrated(page, "/medical-appointment-assistance");
      const bag = checklist(page, "appointment-bag");
      await expect(bag.getByRole("checkbox", { name: "Documents" })).toBeChecked();
      await expect(bag.getByRole("checkbox", { name: "Readings from home" })).toBeChecked();
      await expect(count(page, "appointment-bag")).toHaveText("2 of 6 done");
    }

    // Offline on the phone: the tick is kept, and sent when the network returns.
    await phoneContext.setOffline(true);
    await checklist(phone, "appointment-bag")
      .getByRole("checkbox", { name: "Comfort and safety" })
      .check();
    await expect(count(phone, "appointment-bag")).toHaveText("3 of 6 done");
    sent = saved(phone);
    await phoneContext.setOffline(false);
    expect((await sent).status()).toBe(200);
    await laptop.reload();
    await gotoHydrated(laptop, "/medical-appointment-assistance");
    await expect(
      checklist(laptop, "appointment-bag").getByRole("checkbox", { name: "Comfort and safety" }),
    ).toBeChecked();
    await expect(count(laptop, "appointment-bag")).toHaveText("3 of 6 done");

    // They are in the account's export.
    const token = await laptop.evaluate(
      () =>
        (JSON.parse(localStorage.getItem("saathi-auth")!) as { access_token: string }).access_token,
    );
    const exported = (await (
      await laptop.request.get("/api/desk/me/export", {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { checklist_ticks: { checklist: string; item: string; ticked: boolean }[] };
    expect(
      exported.checklist_ticks
        .filter((t) => t.checklist === "appointment-bag" && t.ticked)
        .map((t) => t.item)
        .sort(),
    ).toEqual(["0", "3", "4"]);
    await phoneContext.close();
    await laptopContext.close();
  });

  // Issue 31, item 9: a shared phone keeps no one's ticks after they sign out.
  test("signing out forgets the synced ticks in this browser, also from a page with no checklist; signing in brings them back", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const email = await createAccount(baseURL!, newEmail());
    const context = await browser.newContext();
    const page = await signedIn(context, email);
    const bag = () => checklist(page, "appointment-bag");
    const sent = page.waitForResponse(
      (r) => r.url().endsWith("/api/desk/me/checklists") && r.request().method() === "PUT",
    );
    await bag().getByRole("checkbox", { name: "Documents" }).check();
    expect((await sent).status()).toBe(200);
    const stored = () => page.evaluate(() => localStorage.getItem("saathi-checklist"));
    await expect.poll(async () => JSON.parse((await stored()) ?? "{}").pending).toBeUndefined();

    // Sign out where no checklist's code runs.
    await gotoHydrated(page, "/contact");
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeHidden();
    await expect.poll(stored).toBeNull();
    await gotoHydrated(page, "/medical-appointment-assistance");
    await expect(bag().getByRole("checkbox", { name: "Documents" })).not.toBeChecked();
    await expect(count(page, "appointment-bag")).toHaveText("0 of 6 done");

    // Signed in again, the account brings them back; signing out on the checklist's own page
    // clears it in place.
    await expect(await signIn(page, email)).toBeHidden();
    await gotoHydrated(page, "/medical-appointment-assistance");
    await expect(bag().getByRole("checkbox", { name: "Documents" })).toBeChecked();
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    await expect(bag().getByRole("checkbox", { name: "Documents" })).not.toBeChecked();
    await expect(count(page, "appointment-bag")).toHaveText("0 of 6 done");
    await context.close();
  });
});

test.describe("Share", () => {
  test("falls back to WhatsApp without the Web Share API; Copy link copies and says so", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    // No request leaves for WhatsApp in a test: answer it here.
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
    await gotoHydrated(page, "/stream-selection-guide");
    expect(await page.evaluate(() => "share" in navigator)).toBe(false);
    const guideShare = page.getByRole("link", { name: "Share: Stream selection guide" });
    const [whatsApp] = await Promise.all([context.waitForEvent("page"), guideShare.click()]);
    const opened = new URL(whatsApp.url());
    expect(opened.origin + opened.pathname).toBe("https://wa.me/");
    expect(opened.searchParams.get("text")).toMatch(
      /^Stream selection guide\nhttp:\/\/[^/]+\/stream-selection-guide$/,
    );
    await whatsApp.close();

    await page.getByRole("button", { name: "Copy link: Stream selection guide" }).click();
    await expect(currentToast(page).locator("[data-toast-title]")).toHaveText("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^http:\/\/[^/]+\/stream-selection-guide$/,
    );
  });

  test("a calendar entry and a checklist share their own address, in Hindi too", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await gotoHydrated(page, "/hi/exam-calendar");
    const neet = page.locator("#neet-ug-2027");
    const share = neet.getByRole("link", { name: /^शेयर करें: / });
    expect(new URL((await share.getAttribute("href"))!).searchParams.get("text")).toMatch(
      /\/hi\/exam-calendar#neet-ug-2027$/,
    );
    await neet.getByRole("button", { name: /^लिंक कॉपी करें: / }).click();
    await expect(currentToast(page).locator("[data-toast-title]")).toHaveText("लिंक कॉपी हो गया");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/hi\/exam-calendar#neet-ug-2027$/,
    );
    await expectAccessible(page);
  });
});

test.describe("the stream explorer", () => {
  /** Presses Tab until focus is inside the explorer's form. */
  async function tabIntoExplorer(page: Page) {
    for (let i = 0; i < 300; i++) {
      await page.keyboard.press("Tab");
      if (
        await page.evaluate(() =>
          Boolean(document.activeElement?.closest('[data-live="explorer"]')),
        )
      )
        return;
    }
    throw new Error("Tab never reached the explorer");
  }

  const activeLabel = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.closest("label")?.textContent ?? el?.textContent ?? "";
    });

  /** Tabs forward to the control whose label or text matches, then presses `key`. */
  async function press(page: Page, label: RegExp, key: string) {
    for (let i = 0; i < 40; i++) {
      if (label.test(await activeLabel(page))) {
        await page.keyboard.press(key);
        return;
      }
      await page.keyboard.press("Tab");
    }
    throw new Error(`Tab never reached ${label}`);
  }

  test("with the keyboard alone: choose answers, see how the streams fit, and why", async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, "/stream-selection-guide");
    const explorer = page.getByRole("region", {
      name: "Stream explorer: how do the streams fit you?",
    });
    await expect(explorer).toContainText("This is a way to think, not a test.");
    await expect(explorer.getByRole("group")).toHaveCount(4);
    await tabIntoExplorer(page);
    await press(page, /^Mathematics$/, "Space");
    await press(page, /^Physics and chemistry/, "Space");
    await press(page, /^Mathematics$/, "Space"); // Which do you do well in?
    await press(page, /^Science$/, "Space");
    await press(page, /^Building, fixing/, "Space");
    await press(page, /^Long, paid coaching/, "Space");
    await press(page, /^Show how the streams fit$/, "Enter");

    const results = page.getByRole("heading", { name: "How the streams fit your answers" });
    await expect(results).toBeVisible();
    await expect(results).toBeFocused();
    await expect(explorer.getByRole("status").first()).toHaveText(
      "How the streams fit your answers. Science: Fits your answers well. Commerce: Fits some of your answers. Arts (humanities): Fits few of your answers.",
    );
    const science = explorer.locator('[data-stream="science"]');
    await expect(science).toContainText("Fits your answers well");
    await expect(science).toContainText("You enjoy physics and chemistry");
    await expect(science).toContainText("Paid coaching is most common for JEE and NEET");
    // The reasons link to the parts of the guide that matter.
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAttribute("href", "#streams");
    await expectAccessible(page);
    await shot(page, testInfo, "explorer-results", explorer);

    // The answers stay in this browser: a reload shows them again.
    await page.reload();
    await gotoHydrated(page, "/stream-selection-guide");
    await expect(results).toBeVisible();
    await expect(
      explorer.getByRole("checkbox", { name: "Physics and chemistry: how things work" }),
    ).toBeChecked();
    // Start again clears them.
    await explorer.getByRole("button", { name: "Start again" }).focus();
    await page.keyboard.press("Enter");
    await expect(results).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("saathi-explorer"))).toBeNull();
  });

  test("a signed-in person can save the answers to the account, and finds them on another browser", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = await createAccount(baseURL!, newEmail());
    const first = await browser.newContext();
    const page = await first.newPage();
    await gotoHydrated(page, "/stream-selection-guide");
    await expect(page.locator("[data-explorer-account]")).toBeHidden();
    await expect(await signIn(page, email)).toBeHidden();
    await expect(page.getByRole("banner")).toContainText(email);
    const explorer = page.locator("#stream-explorer");
    await explorer
      .getByRole("checkbox", { name: "Money, business, and how shops and markets work" })
      .check();
    await explorer
      .getByRole("checkbox", { name: "Working with numbers, money and businesses" })
      .check();
    await explorer.getByRole("button", { name: "Show how the streams fit" }).click();
    await explorer.getByRole("button", { name: "Save to my account" }).click();
    await expect(explorer.locator("[data-explorer-saved]")).toHaveText(
      "Saved to your account. It will be there when you sign in on another device.",
    );
    await first.close();

    const second = await browser.newContext();
    const other = await second.newPage();
    await gotoHydrated(other, "/");
    await expect(await signIn(other, email)).toBeHidden();
    await expect(other.getByRole("banner")).toContainText(email);
    // Signed in, the stream guide shows the answers the account keeps.
    await gotoHydrated(other, "/stream-selection-guide");
    const there = other.locator("#stream-explorer");
    await expect(
      there.getByRole("checkbox", { name: "Money, business, and how shops and markets work" }),
    ).toBeChecked();
    await expect(there.locator('[data-stream="commerce"]')).toContainText("Fits your answers well");
    await second.close();
  });

  test("in Hindi, with nothing chosen it asks for an answer; then it shows the fits", async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, "/hi/stream-selection-guide");
    const explorer = page.locator("#stream-explorer");
    await expect(explorer).toContainText("यह सोचने का एक तरीक़ा है, कोई टेस्ट नहीं।");
    const submit = explorer.getByRole("button", { name: "देखें कौन-सी स्ट्रीम मेल खाती है" });
    await submit.click();
    await expect(explorer.getByRole("status").first()).toHaveText(
      "स्ट्रीम का मेल देखने के लिए ऊपर कम से कम एक विषय, नंबर या काम चुनें।",
    );
    await explorer.getByRole("checkbox", { name: "इतिहास, भूगोल, और समाज कैसे चलता है" }).check();
    await explorer
      .getByRole("checkbox", { name: "लिखना, बोलना या किसी बात के पक्ष में दलील देना" })
      .check();
    await submit.click();
    await expect(explorer.locator('[data-stream="arts"]')).toContainText(
      "आपके जवाबों से अच्छी तरह मेल खाती है",
    );
    await expectAccessible(page);
    await shot(page, testInfo, "explorer-hi", explorer);
  });
});
