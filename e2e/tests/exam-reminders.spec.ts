/**
 * Issue 24's exam reminders in Chromium: on /exam-calendar, a signed-in person asks for a mail a
 * chosen number of days before an exam; the reminder is listed (and kept on the account: it is
 * there when the dialog opens again, and in GET /api/desk/me/reminders). The dialog's code loads
 * only when the button is pressed. Signed out, the dialog signs in through the site's own dialog;
 * an expected exam's reminder says it waits for the date. axe-core on the dialog.
 */
import { createAccount, openAccountDialog, PASSWORD } from "./account-helpers.ts";
import { baseURL } from "../playwright.config.ts";
import { expect, expectAccessible, gotoHydrated, test } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test("signed in, a reminder 14 days before NDA (I) 2027 is set and listed", async ({
  page,
}, testInfo) => {
  const email = await createAccount(baseURL);
  const dialogCode: string[] = [];
  page.on("request", (request) => {
    if (/reminder-dialog/.test(request.url())) dialogCode.push(request.url());
  });
  await gotoHydrated(page, "/exam-calendar");
  expect(dialogCode).toEqual([]);

  // Sign in from the header, as a person would.
  const signIn = await openAccountDialog(page);
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signIn.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(signIn).toBeHidden();

  const remind = page.getByRole("button", {
    name: "Email me a reminder: NDA & NA Examination (I) 2027",
  });
  await remind.click();
  const dialog = page.getByRole("dialog", { name: "Reminder: NDA & NA Examination (I) 2027" });
  await expect(dialog).toBeVisible();
  expect(dialogCode.length).toBeGreaterThan(0);
  await expect(dialog.getByText("You have no reminder for this exam yet.")).toBeVisible();
  await expect(dialog.getByText(`Reminders go to ${email}.`)).toBeVisible();
  await dialog.getByRole("radio", { name: "14 days before" }).check();
  await dialog.getByRole("button", { name: "Remind me" }).click();
  await expect(dialog.getByText("Done: we'll email you on 28 March 2027.")).toBeVisible();
  await expect(
    dialog
      .getByRole("listitem")
      .filter({ hasText: "14 days before: we'll email you on 28 March 2027." }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("exam-reminder-1280.png") });

  // Kept on the account: listed when the dialog opens again, and by the API.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(remind).toBeFocused();
  await remind.click();
  await expect(dialog.getByText("14 days before: we'll email you on 28 March 2027.")).toBeVisible();
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem("saathi-auth") ?? "{}") as { access_token?: string })
        .access_token,
  );
  const listed = await page.request.get("/api/desk/me/reminders", {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await listed.json()) as { reminders: { exam_id: string; days_before: number }[] };
  expect(body.reminders).toEqual([
    expect.objectContaining({ exam_id: "nda-1-2027", days_before: 14, state: "scheduled" }),
  ]);
});

test("signed out, the reminder dialog signs in through the site's own dialog, then takes the reminder (an expected exam: once the date is announced)", async ({
  page,
}) => {
  const email = await createAccount(baseURL);
  await gotoHydrated(page, "/exam-calendar");
  const remind = page.getByRole("button", { name: "Email me a reminder: NEET-UG 2027" });
  await remind.click();
  const dialog = page.getByRole("dialog", { name: "Reminder: NEET-UG 2027" });
  await expect(
    dialog.getByText("Sign in to get a reminder by email. Your reminders stay on your account."),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  const signIn = page.getByRole("dialog", { name: "Sign in" });
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signIn.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(signIn).toBeHidden();

  await expect(dialog.getByText(/No date has been announced yet/)).toBeVisible();
  await dialog.getByRole("button", { name: "Remind me" }).click();
  await expect(dialog.getByText("Done: we'll email you once the date is announced.")).toBeVisible();
  await expect(
    dialog.getByText("7 days before: we'll email you once the date is announced."),
  ).toBeVisible();
  await expectAccessible(page);
});
