/**
 * Issue 32, items 3 and 4, in Chromium against `npm start`: a staff member (two-factor) saves a
 * reply, is asked for the name their replies are signed with before the first reply, inserts the
 * saved reply with the person's name and reference filled in and sends it; the person's page says
 * "Read by the desk" once the request was opened and names the staff member by that name (in the
 * reply mail too); closing mails "Did this help?", the page asks it (the plain form, without
 * JavaScript), and the answer reaches the desk. axe-core on the desk's views.
 */
import type { Page } from "@playwright/test";
import { newEmail } from "./account-helpers.ts";
import { expect, expectAccessible, gotoHydrated, test } from "./fixtures.ts";
import { startMailSink, type MailSink } from "./mail-sink.ts";
import { account, signInOnDesk } from "./staff-helpers.ts";

let mail: MailSink;
test.beforeAll(async () => {
  mail = await startMailSink();
});
test.afterAll(async () => {
  await mail?.close();
});

async function sendRequest(page: Page) {
  const email = newEmail();
  const res = await page.request.post("/api/desk/requests", {
    data: {
      kind: "message",
      name: "Asha Rao",
      email,
      message: "Which forms do I need for the hostel?",
      consent: true,
      locale: "en",
      language: "en",
    },
  });
  expect(res.status()).toBe(201);
  return { email, ...((await res.json()) as { reference: string; token: string }) };
}

test.use({ viewport: { width: 1280, height: 900 } });

test("saved replies, the name on replies, read by the desk, and 'Did this help?' from closing to the desk", async ({
  page,
  browser,
  expectFailedRequests,
}) => {
  test.setTimeout(150_000);
  // The first reply, sent before the name is set, is refused (409 display_name_required).
  expectFailedRequests(/\/api\/desk\/staff\/requests\/[^/]+\/replies$/);
  const staff = await account({ twoFactor: true, staff: true });
  const request = await sendRequest(page);
  await signInOnDesk(page, staff);
  const main = page.getByRole("main");

  // A saved reply, kept by staff in /staff.
  const title = `Forms ${Date.now().toString(36)}`;
  const saved = main.locator("details", { has: page.getByText(/^Saved replies \(/) });
  await saved.locator("summary").click();
  await saved.getByLabel("Language").selectOption("en");
  await saved.getByLabel("Title").fill(title);
  await saved
    .getByLabel("Text")
    .fill("Hello {name}, we have your request {reference}. The hostel needs form H-2.");
  await saved.getByRole("button", { name: "Save a new reply" }).click();
  await expect(saved.getByText("Saved reply added.")).toBeVisible();
  await expect(saved.getByRole("heading", { name: new RegExp(title) })).toBeVisible();

  // The request: opening it is what the person's page calls "Read by the desk".
  const person = await browser.newPage();
  await gotoHydrated(person, `/request/view?t=${request.token}`);
  await expect(person.getByText("Sent: not read yet")).toBeVisible();
  await main.getByRole("button", { name: new RegExp(request.reference) }).click();
  await expect(
    main.getByRole("heading", { level: 2, name: new RegExp(request.reference) }),
  ).toBeFocused();
  // Said on the person's open page at once (its live stream), and after a reload.
  await expect(person.getByText("Read by the desk")).toBeVisible({ timeout: 10_000 });
  await person.reload();
  await expect(person.getByText("Read by the desk")).toBeVisible();

  // No name yet: the reply box says so, and the first reply is refused until it is set.
  await expect(main.getByText("Set your name before your first reply.").first()).toBeVisible();
  await main.getByLabel("Your reply").fill("Hello");
  await main.getByRole("button", { name: "Send reply" }).click();
  await expect(
    main.getByText("Set your name before your first reply (above the reply box)."),
  ).toBeVisible();
  await main.getByRole("button", { name: "Set your name first" }).click();
  const nameField = main.getByLabel("Name shown to people with your replies");
  await expect(nameField).toBeFocused();
  await nameField.fill("Meera Iyer");
  await main.getByRole("button", { name: "Save name" }).click();
  await expect(main.getByText("Name saved.")).toBeVisible();
  await expect(main.getByText("Your replies are signed: Meera Iyer")).toBeVisible();
  await expectAccessible(page);

  // The saved reply, inserted with the person's name and the reference filled in.
  const reply = main.getByLabel("Your reply");
  await reply.fill("");
  await main.getByLabel("Insert a saved reply").selectOption({ label: title });
  await main.getByRole("button", { name: "Insert", exact: true }).click();
  const filled = `Hello Asha Rao, we have your request ${request.reference}. The hostel needs form H-2.`;
  await expect(reply).toHaveValue(filled);
  await expect(reply).toBeFocused();
  await expect(main.getByText(`Inserted "${title}" into your reply.`)).toBeVisible();
  await main.getByRole("button", { name: "Send reply" }).click();
  await expect(main.getByText("Reply sent.")).toBeVisible();

  // The person sees the name, on the page and in the mail; never the email's name.
  const replyMail = await mail.next(request.email, { subject: /Reply to your request/ });
  expect(replyMail.text).toContain(`Meera Iyer from`);
  expect(replyMail.text).toContain(filled);
  await person.reload();
  const thread = person.getByRole("list", { name: "Messages" });
  await expect(thread).toContainText("Meera Iyer");
  await expect(thread).toContainText(filled);
  await expect(thread).not.toContainText(staff.email.split("@")[0]!);

  // Closing: the mail asks "Did this help?", with the page's link.
  await main.getByRole("button", { name: "Close the request" }).click();
  await expect(main.getByText(/Closed: the person's private link no longer works/)).toBeVisible();
  const closing = await mail.next(request.email, { subject: /is closed: did this help\?/ });
  expect(closing.text).toContain("Did this help? Yes / No");
  const link = closing.text.match(/https?:\/\/\S+helped=ask#helped/)?.[0];
  expect(link).toBeTruthy();
  const askPath = new URL(link!).pathname + new URL(link!).search;

  // Without JavaScript: the mail's link shows the question, a plain form answers it.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(askPath);
  const question = plain.locator("#helped");
  await expect(question.getByRole("heading", { name: "Did this help?" })).toBeVisible();
  await expect(plain.getByText("Thank you. Your answer reached the team.")).toBeHidden();
  await question.getByLabel("No").check();
  await question
    .getByLabel("Anything you want to tell us? (optional)")
    .fill("The form number was right, but the office was closed.");
  await question.getByRole("button", { name: "Send answer" }).click();
  await expect(plain).toHaveURL(/helped=thanks/);
  await expect(plain.getByText("Thank you. Your answer reached the team.")).toBeVisible();
  await expect(plain.getByRole("button", { name: "Send answer" })).toBeHidden();
  await noScript.close();

  // With JavaScript, the page shows the answer given, and asks no more.
  await gotoHydrated(person, `/request/view?t=${request.token}`);
  await expect(person.getByText("Your answer: No. Thank you.")).toBeVisible();
  await expect(person.getByRole("button", { name: "Send answer" })).toHaveCount(0);

  // The answer reaches the desk, on the open request.
  const answer = main.locator("[data-helped-answer]");
  await expect(answer).toContainText("No, it did not help", { timeout: 10_000 });
  await expect(answer).toContainText("The form number was right, but the office was closed.");
  await expectAccessible(page);
  await person.close();
});
