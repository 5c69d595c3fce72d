/**
 * Issue 32, item 1, in Chromium against `npm start`: a request whose words speak of a danger (in
 * English from the form, in Hindi through the API) shows on its thank-you page and its private
 * page the urgent lines first, Tele-MANAS leading, and when a person will read it, in the page's
 * language, and never says it was flagged; a request without those words shows neither. The
 * operator's mail (no DESK_ONCALL_EMAIL here, so it is the on-call mail) is marked urgent and links
 * the request on the desk; staff open that link, cannot close the request without a note, and
 * close it with one, in the audit. axe-core on each view.
 */
import type { Page } from "@playwright/test";
import { smtpPort } from "../playwright.config.ts";
import { newEmail } from "./account-helpers.ts";
import { expect, expectAccessible, gotoHydrated, test } from "./fixtures.ts";
import { startMailSink, type MailSink } from "./mail-sink.ts";
import { account, signInOnDesk } from "./staff-helpers.ts";

/** The operator's inbox: site.desk's, else the contact email (packages/web/app/config/site.ts). */
const OPERATOR = "support@saathi.example";

let mail: MailSink;
test.beforeAll(async () => {
  mail = await startMailSink(smtpPort);
});
test.afterAll(async () => {
  await mail?.close();
});

async function sendMessage(page: Page, message: string, language: "en" | "hi") {
  const res = await page.request.post("/api/desk/requests", {
    data: {
      kind: "message",
      name: "Asha Rao",
      email: newEmail(),
      consent: true,
      locale: language,
      language,
      message,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { reference: string; token: string };
}

/** The urgent block's phone numbers, in order. */
const numbersIn = (page: Page) =>
  page.locator("[data-urgent-first] li > a:first-child").allInnerTexts();

test.use({ viewport: { width: 1280, height: 900 } });

test("the form's crisis words: urgent lines first, Tele-MANAS leading, and an honest reply time, on both pages", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await gotoHydrated(page, "/request?kind=message");
  const main = page.getByRole("main");
  const form = page.getByRole("form", { name: "Request form" });
  await form.getByLabel("Your name", { exact: true }).fill("Asha Rao");
  await form.getByLabel("Email", { exact: true }).fill(newEmail());
  await form
    .getByLabel("Your message", { exact: true })
    .fill("I can't go on, I want to end my life.");
  await form.getByRole("checkbox", { name: /You may contact me about this request/ }).check();
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/request\/sent\?ref=SA-/);

  const block = main.locator("[data-urgent-first]");
  await expect(
    block.getByRole("heading", { name: "If you might not be safe, call now" }),
  ).toBeVisible();
  expect(await numbersIn(page)).toEqual(["14416", "112", "108"]);
  await expect(block).toContainText("free, 24/7");
  await expect(block).toContainText(/A person from our team will read your request and reply by /);
  // Above the reference.
  const blockBox = (await block.boundingBox())!;
  const refBox = (await main.getByText("Your reference").boundingBox())!;
  expect(blockBox.y).toBeLessThan(refBox.y);
  await expect(main).not.toContainText(/flag|risk/i);
  await expectAccessible(page);

  await main.getByRole("link", { name: "Open your request's page" }).click();
  await expect(page).toHaveURL(/\/request\/view\?t=/);
  await expect(
    main.locator("[data-urgent-first]").getByRole("heading", { name: /If you might not be safe/ }),
  ).toBeVisible();
  expect(await numbersIn(page)).toEqual(["14416", "112", "108"]);
  await expect(main).not.toContainText(/flag|risk/i);
  await expectAccessible(page);
});

test("in Hindi the same, in Hindi; a request without those words shows neither", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const hindi = await sendMessage(page, "मैं अब जीना नहीं चाहता, सब ख़त्म कर दूँगा।", "hi");
  await gotoHydrated(page, `/hi/request/sent?ref=${hindi.reference}&t=${hindi.token}`);
  const main = page.getByRole("main");
  const block = main.locator("[data-urgent-first]");
  await expect(
    block.getByRole("heading", { name: "अगर आपको लगे कि आप सुरक्षित नहीं हैं, तो अभी फ़ोन करें" }),
  ).toBeVisible();
  expect(await numbersIn(page)).toEqual(["14416", "112", "108"]);
  await expect(block).toContainText("मुफ़्त, 24 घंटे");
  await expect(block).toContainText("हमारी टीम का एक व्यक्ति आपकी रिक्वेस्ट पढ़ेगा");
  await gotoHydrated(page, `/hi/request/view?t=${hindi.token}`);
  await expect(main.locator("[data-urgent-first]")).toBeVisible();
  await expectAccessible(page);

  const calm = await sendMessage(page, "Which stream should I take after class 10?", "en");
  await gotoHydrated(page, `/request/sent?ref=${calm.reference}&t=${calm.token}`);
  await expect(main.getByText(/We will reply by/)).toBeVisible();
  await expect(main.locator("[data-urgent-first]")).toBeHidden();
  await gotoHydrated(page, `/request/view?t=${calm.token}`);
  await expect(main.getByText(calm.reference)).toBeVisible();
  await expect(main.locator("[data-urgent-first]")).toBeHidden();
  // An answer on the page that speaks of a danger: the lines come first from then on.
  await main.getByLabel("Your answer", { exact: true }).fill("Honestly I want to kill myself.");
  await main.getByRole("button", { name: "Send", exact: true }).click();
  await expect(main.getByText("Your answer was sent.")).toBeVisible();
  await expect(main.locator("[data-urgent-first]")).toBeVisible();
  expect(await numbersIn(page)).toEqual(["14416", "112", "108"]);
});

test("the urgent mail's link opens the request on the desk; it closes only with a note", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const staff = await account({ twoFactor: true, staff: true });
  const request = await sendMessage(page, "I took an overdose of sleeping pills.", "en");
  const urgent = await mail.next(OPERATOR, {
    subject: new RegExp(`^POSSIBLE RISK: New request ${request.reference}`),
  });
  expect(urgent.headers["importance"]).toBe("high");
  expect(urgent.headers["x-priority"]).toMatch(/^1/);
  const link = /https?:\/\/\S+\/staff\?request=[0-9a-f-]{36}/.exec(urgent.text)?.[0];
  expect(link).toBeTruthy();

  const url = new URL(link!);
  await signInOnDesk(page, staff, `${url.pathname}${url.search}`);
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { level: 2, name: new RegExp(request.reference) }),
  ).toBeVisible();

  await main.getByRole("button", { name: "Close the request" }).click();
  const note = main.getByLabel(/Closing note/);
  await expect(note).toBeFocused();
  await main.getByRole("button", { name: "Close with this note" }).click();
  await expect(main.getByText("Write a closing note first")).toBeVisible();
  await expectAccessible(page);
  await note.fill("Called her at once: she is safe at the hospital with her sister.");
  await main.getByRole("button", { name: "Close with this note" }).click();
  await expect(main.getByText(/Closed: the person's private link no longer works/)).toBeVisible();
  await expect(main.locator('[data-message-from="note"]')).toContainText(
    "she is safe at the hospital",
  );
  expect((await page.request.get(`/api/desk/private/${request.token}`)).status()).toBe(410);
});

test("without JavaScript, the form's thank-you page gives the urgent lines first too", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto("/hi/request?kind=message");
  const form = page.locator(`form[action="/api/desk/requests"]`);
  await form.locator('input[name="name"]').fill("Asha Rao");
  await form.locator('input[name="email"]').fill(newEmail());
  await form.locator('textarea[name="message"]').fill("मैं अब जीना नहीं चाहता।");
  await form.locator('input[name="consent"]').check();
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/hi\/request\/sent\?ref=SA-.*&urgent=1$/);
  const block = page.locator("[data-urgent-first]");
  await expect(block).toBeVisible();
  expect(await numbersIn(page)).toEqual(["14416", "112", "108"]);
  await expect(block).toContainText("हमारी टीम का एक व्यक्ति आपकी रिक्वेस्ट पढ़ेगा");

  // A request without those words: the block stays hidden.
  await page.goto("/request?kind=message");
  await form.locator('input[name="name"]').fill("Asha Rao");
  await form.locator('input[name="email"]').fill(newEmail());
  await form.locator('textarea[name="message"]').fill("Which stream after class 10?");
  await form.locator('input[name="consent"]').check();
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/request\/sent\?ref=SA-[^&]*&t=[^&]*$/);
  await expect(page.getByText("Your reference")).toBeVisible();
  await expect(page.locator("[data-urgent-first]")).toBeHidden();
  await context.close();
});
