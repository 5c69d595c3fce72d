/**
 * Issue 23's staff desk in Chromium against `npm start`: a staff account with an authenticator app
 * (granted with `npm run staff -- grant`) signs in on /staff through the site's own dialog and its
 * code step, sees a request made through the public API, assigns it, adds an internal note and
 * replies; the person's private page (the token from the acknowledgement mail) shows the reply and
 * never the note, the reply mail arrives, and the person's answer and a new request appear on the
 * open desk without a reload. On a 360 px phone the queue and the request take turns. A non-staff
 * account and a staff session that has not passed two-factor are refused by /staff and its API;
 * /staff is never indexed. axe-core on every view; screenshots at 360 and 1280 px.
 */
import type { Page } from "@playwright/test";
import { smtpPort } from "../playwright.config.ts";
import { newEmail, PASSWORD } from "./account-helpers.ts";
import { expect, expectAccessible, gotoHydrated, test } from "./fixtures.ts";
import { linkIn, startMailSink, type MailSink } from "./mail-sink.ts";
import { account, setReplyName, signInOnDesk } from "./staff-helpers.ts";

let mail: MailSink;
test.beforeAll(async () => {
  mail = await startMailSink(smtpPort);
});
test.afterAll(async () => {
  await mail?.close();
});

/** A request as the site's form sends it by script (JSON), answered 201 after commit. */
async function sendRequest(page: Page, over: Record<string, unknown> = {}) {
  const email = newEmail();
  const res = await page.request.post("/api/desk/requests", {
    data: {
      kind: "ward-support",
      name: "Asha Rao",
      email,
      phone: "98765 43210",
      city: "Pune",
      hospital: "Sassoon",
      message: "My father is in the ICU and I need someone at night.",
      consent: true,
      locale: "en",
      language: "en",
      source: "/icu-ward-assistance",
      ...over,
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { reference: string; token: string };
  return { email, ...body };
}

test.describe("on a computer", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("staff with two-factor work a request: assign, note, reply; the person sees the reply, never the note; live both ways", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const staff = await account({ twoFactor: true, staff: true });
    const request = await sendRequest(page);
    // The acknowledgement mail carries the private link: its token opens the person's page.
    const ack = await mail.next(request.email, { subject: /We have your request/ });
    const token = new URL(linkIn(ack)).searchParams.get("t")!;
    expect(token).toBe(request.token);

    await signInOnDesk(page, staff);
    const main = page.getByRole("main");
    await expect(main.getByText(/^Live:/)).toBeVisible();
    const row = main.getByRole("button", { name: new RegExp(request.reference) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/Reply due in|Late by/);
    await expectAccessible(page);

    await row.click();
    const heading = main.getByRole("heading", { level: 2, name: new RegExp(request.reference) });
    await expect(heading).toBeFocused();
    await expect(main.getByRole("link", { name: request.email })).toHaveAttribute(
      "href",
      `mailto:${request.email}`,
    );
    await expect(main.getByText("Pune")).toBeVisible();

    await main.getByRole("button", { name: "Assign to me" }).click();
    await expect(main.getByText(/^Assigned to: You/)).toBeVisible();

    await main
      .getByLabel("Note for the team")
      .fill("Internal: her brother can take the day shift.");
    await main.getByRole("button", { name: "Add note" }).click();
    const note = main.locator('[data-message-from="note"]');
    await expect(note).toContainText("Internal: her brother can take the day shift.");
    await expect(note).toContainText("Never shown to the person");

    // A staff member's first reply waits for their name (issue 32).
    await setReplyName(page, "Meera");
    await main.getByLabel("Your reply").fill("We can send a night attendant from tomorrow, 9 pm.");
    await main.getByRole("button", { name: "Send reply" }).click();
    await expect(main.getByText("Reply sent.")).toBeVisible();
    await expect(main.locator('[data-message-from="staff"]')).toContainText(
      "We can send a night attendant from tomorrow, 9 pm.",
    );
    await expect(row).toContainText("Waiting for the person");
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("staff-desk-1280.png"), fullPage: true });

    // The person's side: the reply by mail and on their page; the note nowhere.
    const replyMail = await mail.next(request.email, { subject: /Reply to your request/ });
    expect(replyMail.text).toContain("We can send a night attendant from tomorrow, 9 pm.");
    expect(replyMail.text).not.toContain("her brother");
    const privatePage = await page.request.get(`/api/desk/private/${token}`);
    expect(privatePage.status()).toBe(200);
    const view = (await privatePage.json()) as { messages: { from: string; body: string }[] };
    expect(view.messages.map((m) => m.from)).toEqual(["person", "staff"]);
    expect(view.messages[1]!.body).toBe("We can send a night attendant from tomorrow, 9 pm.");
    expect(JSON.stringify(view)).not.toContain("her brother");

    // Live: the person answers on their page, and a new request comes in; the open desk shows both
    // without a reload.
    const answer = await page.request.post(`/api/desk/private/${token}/messages`, {
      data: { body: "Thank you, 9 pm works for us.", locale: "en" },
    });
    expect(answer.status()).toBe(201);
    await expect(main.locator('[data-message-from="person"]').last()).toContainText(
      "Thank you, 9 pm works for us.",
      { timeout: 10_000 },
    );
    const second = await sendRequest(page, { name: "Ravi Kumar" });
    await expect(main.getByRole("button", { name: new RegExp(second.reference) })).toBeVisible({
      timeout: 10_000,
    });

    // Closing ends the private link.
    await main.getByRole("button", { name: "Close the request" }).click();
    await expect(main.getByText(/Closed: the person's private link no longer works/)).toBeVisible();
    expect((await page.request.get(`/api/desk/private/${token}`)).status()).toBe(410);
  });
});

test.describe("the home page's message form", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("its subject and support type reach the desk; the queue shows them and filters by the type", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const staff = await account({ twoFactor: true, staff: true });
    await gotoHydrated(page, "/");
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form.getByRole("radio", { name: "A student" })).toBeChecked();
    await form.getByLabel("Name", { exact: true }).fill("Sunita Devi");
    await form.getByLabel("Email", { exact: true }).fill(newEmail());
    await form.getByLabel("Subject", { exact: true }).fill("Visiting hours in the ICU");
    await form.getByRole("radio", { name: "A patient or their family" }).check();
    await form.getByLabel("Message", { exact: true }).fill("Who can stay with my mother at night?");
    await form.getByRole("checkbox", { name: /You may contact me/ }).check();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/request\/sent\?ref=SA-/);
    const reference = new URL(page.url()).searchParams.get("ref")!;

    await signInOnDesk(page, staff);
    const main = page.getByRole("main");
    const row = main.getByRole("button", { name: new RegExp(reference) });
    await expect(row).toContainText("Visiting hours in the ICU");
    await expect(row).toContainText("Patient");
    // The support type routes the queue: not among students', among patients'.
    await main.getByLabel("Support type").selectOption("student");
    await expect(row).toBeHidden();
    await main.getByLabel("Support type").selectOption("patient");
    await expect(row).toBeVisible();
    await expectAccessible(page);
    await row.click();
    const person = main.getByRole("region", { name: "The person", exact: true });
    await expect(person).toContainText("Visiting hours in the ICU");
    await expect(person).toContainText("Patient");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the queue, then the request in its place, and back, by keyboard", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const staff = await account({ twoFactor: true, staff: true });
    const request = await sendRequest(page, { name: "Meena" });
    await signInOnDesk(page, staff);
    const main = page.getByRole("main");
    const row = main.getByRole("button", { name: new RegExp(request.reference) });
    await expect(row).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("staff-queue-360.png"), fullPage: true });
    // No sideways scrolling at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await row.focus();
    await page.keyboard.press("Enter");
    const heading = main.getByRole("heading", { level: 2, name: new RegExp(request.reference) });
    await expect(heading).toBeFocused();
    await expect(row).toBeHidden();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("staff-request-360.png"), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await main.getByRole("button", { name: "Back to the queue" }).click();
    await expect(row).toBeFocused();
  });
});

test.describe("who may not", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a non-staff account and a staff session without its code are refused by /staff and by the API; /staff is never indexed", async ({
    page,
    browser,
    expectFailedRequests,
  }) => {
    test.setTimeout(120_000);
    expectFailedRequests(/\/api\/desk\/staff\//);
    const outsider = await account({ twoFactor: true, staff: false });
    const staff = await account({ twoFactor: true, staff: true });

    // The API: signed out, not staff, staff at aal1.
    const queue = (token?: string) =>
      page.request.get("/api/desk/staff/requests", {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    const refused = async (token: string | undefined, status: number, code: string) => {
      const res = await queue(token);
      expect(res.status()).toBe(status);
      expect(((await res.json()) as { code: string }).code).toBe(code);
    };
    await refused(undefined, 401, "no_authorization");
    await refused(outsider.token, 403, "not_staff");
    await refused(staff.aal1Token, 403, "insufficient_aal");
    expect((await queue(staff.token)).status()).toBe(200);

    // The page: not staff, even with two-factor.
    await signInOnDesk(page, outsider);
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { name: "This page is for the support team only" }),
    ).toBeVisible();
    await expect(main.getByRole("heading", { name: "Queue" })).toHaveCount(0);
    await expectAccessible(page);

    // The page: staff, signed in with the password only (the code step left): asked for the code.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await context.newPage();
    await gotoHydrated(other, "/staff");
    await other.getByRole("main").getByRole("button", { name: "Sign in" }).click();
    const dialog = other.getByRole("dialog");
    await dialog.getByLabel("Email").fill(staff.email);
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(dialog.getByLabel("Authentication code")).toBeVisible();
    await other.keyboard.press("Escape");
    const otherMain = other.getByRole("main");
    await expect(otherMain.getByRole("heading", { name: "One more step" })).toBeVisible();
    await expect(otherMain.getByRole("heading", { name: "Queue" })).toHaveCount(0);
    await expectAccessible(other);
    await context.close();

    // Never indexed: the header on the page, the robots file, and no sitemap entry.
    const shell = await page.request.get("/staff");
    expect(shell.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await shell.text()).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    const robots = await (await page.request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /staff\n");
    expect(robots).toContain("Disallow: /hi/staff\n");
    expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain("/staff");
  });

  test("the desk in Hindi: /hi/staff asks in Hindi", async ({ page }) => {
    await gotoHydrated(page, "/hi/staff");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("सपोर्ट डेस्क");
    await expect(main.getByRole("heading", { name: "डेस्क पर साइन इन करें" })).toBeVisible();
    await expect(main.getByRole("button", { name: "साइन इन करें" })).toBeVisible();
    await expectAccessible(page);
  });
});
