/**
 * The account flows that go through mail, with real mail: this file starts an SMTP
 * server on loopback (mail-sink.ts), both test sites send to it (playwright.config.ts),
 * and each test follows the link or types the code it receives, as a person would.
 */
import type { Page } from "@playwright/test";
import { confirmBaseURL, smtpPort } from "../playwright.config.ts";
import {
  createAccount,
  newEmail,
  openAccountDialog,
  PASSWORD,
  signIn,
  signUp,
} from "./account-helpers.ts";
import { expect, expectAccessible, expectToast, gotoHydrated, section, test } from "./fixtures.ts";
import { codeIn, linkIn, startMailSink, type MailSink } from "./mail-sink.ts";
import { totp } from "./totp.ts";

// One SMTP port, so every test of this file runs in one worker, in order.
test.describe.configure({ mode: "default" });
test.use({ viewport: { width: 1280, height: 800 } });

let mail: MailSink;
test.beforeAll(async () => {
  mail = await startMailSink(smtpPort);
});
test.afterAll(async () => {
  await mail.close();
});

async function expectSignedIn(page: Page, email: string) {
  await expect(page.getByRole("banner").getByRole("link", { name: email })).toBeVisible();
}

test.describe("sign-up with confirmation on (GOTRUE_MAILER_AUTOCONFIRM=false)", () => {
  test.use({ baseURL: confirmBaseURL });

  test("Sign up says to check your email, and the confirmation mail arrives", async ({ page }) => {
    const email = newEmail();
    await gotoHydrated(page, "/study-tips");
    const dialog = await signUp(page, email);
    await expect(dialog.getByText("Check your email")).toBeFocused();
    await expect(dialog.getByRole("status").first()).toContainText(email);
    // Worded for both a new address and one that already has an account (the server answers both alike).
    await expect(dialog.getByRole("status").first()).toContainText(
      "If you already have an account with this address, you don't need a new one",
    );
    await expect(dialog.getByRole("button", { name: "Resend" })).toBeVisible();
    await expectAccessible(page);

    const message = await mail.next(email);
    expect(linkIn(message)).toMatch(/\/auth\/v1\/verify\?/);
    expect(codeIn(message)).toMatch(/^\d{6}$/);
  });

  test("sign-up on the Hindi site: the confirmation mail is in Hindi and lands on the Hindi page", async ({
    page,
  }) => {
    const email = newEmail();
    await gotoHydrated(page, "/hi/study-tips");
    await page.getByRole("banner").getByRole("button", { name: "साइन इन" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "साइन अप" }).click();
    await dialog.getByLabel("ईमेल").fill(email);
    await dialog.getByLabel("पासवर्ड", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "साइन अप" }).click();
    const message = await mail.next(email);
    // Subject and body in Hindi (Devanagari), none of the English mail's sentences.
    expect(message.subject).toMatch(/[\u0900-\u097F]/);
    expect(message.text).toMatch(/[\u0900-\u097F]{4,}/);
    expect(message.text).not.toContain("Confirm your email");
    await page.goto(linkIn(message));
    await expect(page).toHaveURL(/\/hi\/study-tips$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expectSignedIn(page, email);
  });

  test("the confirmation link lands signed in on the page of sign-up, with a welcome", async ({
    page,
  }) => {
    const email = newEmail();
    await gotoHydrated(page, "/study-tips");
    await signUp(page, email);
    await page.goto(linkIn(await mail.next(email)));
    await expect(page).toHaveURL(/\/study-tips$/);
    await expectToast(page, "Welcome to Saathi");
    await expectSignedIn(page, email);
  });

  test("the Code from the confirmation mail, typed instead, finishes sign-up signed in", async ({
    page,
  }) => {
    const email = newEmail();
    await gotoHydrated(page, "/");
    const dialog = await signUp(page, email);
    await dialog.getByLabel("Code").fill(codeIn(await mail.next(email)));
    await dialog.getByRole("button", { name: "Confirm with code" }).click();
    await expect(dialog).toBeHidden();
    await expectSignedIn(page, email);
  });

  test("Resend sends the confirmation again", async ({ page }) => {
    const email = newEmail();
    await gotoHydrated(page, "/");
    const dialog = await signUp(page, email);
    const first = await mail.next(email);
    await page.waitForTimeout(1100); // GOTRUE_SMTP_MAX_FREQUENCY is 1 s in these tests
    await dialog.getByRole("button", { name: "Resend" }).click();
    await expect(dialog.getByText("Sent again. Use the newest email.")).toBeVisible();
    const second = await mail.next(email);
    expect(linkIn(second)).not.toBe(linkIn(first));
  });
});

test.describe("forgot password", () => {
  test("the reset link leads to a new password that signs in, and a used link explains itself", async ({
    page,
    baseURL,
    expectFailedRequests,
  }) => {
    expectFailedRequests(/\/auth\/v1\/token/);
    const email = await createAccount(baseURL!);
    await gotoHydrated(page, "/");
    const dialog = await openAccountDialog(page);
    await dialog.getByRole("button", { name: "Forgot password?" }).click();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await expect(dialog.getByText("Check your email")).toBeVisible();
    const link = linkIn(await mail.next(email));

    await page.goto(link);
    await expect(page).toHaveURL(/\/account\/reset-password/);
    await page.getByLabel("New password").fill("a brand new passphrase");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByText("Password updated")).toBeVisible();
    await expectAccessible(page);
    await expectSignedIn(page, email);

    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    const old = await signIn(page, email, PASSWORD);
    await expect(old.getByRole("alert").filter({ hasText: "Sign in failed" })).toContainText(
      "That email and password don't match an account.",
    );
    await page.keyboard.press("Escape");
    await expect(old).toBeHidden();
    await signIn(page, email, "a brand new passphrase");
    await expectSignedIn(page, email);

    // The same link again: used, so it explains itself and offers a new one.
    await page.goto(link);
    await expect(page.getByRole("alert")).toContainText("expired or has already been used");
    await expect(page.getByRole("alert")).toContainText("Links work once, for 24 hours");
    await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
  });

  test("the answer is the same whether or not the address has an account", async ({
    page,
    baseURL,
    expectFailedRequests,
  }) => {
    expectFailedRequests(/\/auth\/v1\/recover/);
    const known = await createAccount(baseURL!);
    const unknown = newEmail();
    const answers: string[] = [];
    for (const email of [known, unknown]) {
      await gotoHydrated(page, "/");
      const dialog = await openAccountDialog(page);
      await dialog.getByRole("button", { name: "Forgot password?" }).click();
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByRole("button", { name: "Send reset link" }).click();
      const status = dialog.getByRole("status");
      // Today's server has no POST /recover (issue 10): then the form shows its error instead.
      await expect(status.or(dialog.getByRole("alert").filter({ hasText: /\S/ }))).toBeVisible();
      answers.push((await dialog.textContent())!.replace(email, "<email>"));
    }
    expect(answers[0]).toBe(answers[1]);
  });
});

test.describe("several mail flows in one browser", () => {
  test("a reset link for one address and then a sign-in link for another (in another tab) both complete", async ({
    page,
    context,
    baseURL,
  }) => {
    const first = await createAccount(baseURL!);
    const second = await createAccount(baseURL!);

    // Tab 1: Forgot password? for the first address.
    await gotoHydrated(page, "/");
    const reset = await openAccountDialog(page);
    await reset.getByRole("button", { name: "Forgot password?" }).click();
    await reset.getByLabel("Email").fill(first);
    await reset.getByRole("button", { name: "Send reset link" }).click();
    await expect(reset.getByRole("status")).toContainText("The link works once, for 24 hours");

    // Tab 2, the same browser: a sign-in link for the second address (the newer flow).
    const other = await context.newPage();
    await gotoHydrated(other, "/study-tips");
    const link = await openAccountDialog(other);
    await link.getByRole("button", { name: "Email me a sign-in link" }).click();
    await link.getByLabel("Email").fill(second);
    await link.getByRole("button", { name: "Send sign-in link" }).click();
    await expect(link.getByRole("status")).toContainText("work once, for 24 hours");

    // Each link carries its own flow id, so the older one still finds its verifier.
    const resetLink = linkIn(await mail.next(first));
    const signInLink = linkIn(await mail.next(second));
    for (const sent of [resetLink, signInLink])
      expect(
        new URL(new URL(sent).searchParams.get("redirect_to")!).searchParams.get("sb_flow_id"),
      ).toMatch(/^[0-9a-f]{32}$/);

    await page.goto(resetLink);
    await expect(page).toHaveURL(/\/account\/reset-password$/);
    await page.getByLabel("New password").fill("a brand new passphrase");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByText("Password updated")).toBeVisible();
    await expectSignedIn(page, first);

    await other.goto(signInLink);
    await expect(other).toHaveURL(/\/study-tips$/);
    await expectSignedIn(other, second);
    await expectToast(other, "You're signed in");
    await expect(other.locator('[data-slot="toast"]')).toContainText(
      "You signed in with the link in your email.",
    );
    await other.close();
  });
});

test.describe("sign-in link and code", () => {
  test("Email me a sign-in link: the link brings the person back signed in to the page they were on", async ({
    page,
    baseURL,
  }) => {
    const email = await createAccount(baseURL!);
    await gotoHydrated(page, "/avoid-distractions");
    const dialog = await openAccountDialog(page);
    await dialog.getByRole("button", { name: "Email me a sign-in link" }).click();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Send sign-in link" }).click();
    await expect(dialog.getByText("Check your email")).toBeVisible();
    await page.goto(linkIn(await mail.next(email)));
    await expect(page).toHaveURL(/\/avoid-distractions$/);
    await expectSignedIn(page, email);
  });

  test("the Code from the same mail, typed instead, signs in", async ({ page, baseURL }) => {
    const email = await createAccount(baseURL!);
    await gotoHydrated(page, "/");
    const dialog = await openAccountDialog(page);
    await dialog.getByRole("button", { name: "Email me a sign-in link" }).click();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Send sign-in link" }).click();
    await dialog.getByLabel("Code").fill(codeIn(await mail.next(email)));
    await dialog.getByRole("button", { name: "Sign in with code" }).click();
    await expect(dialog).toBeHidden();
    await expectSignedIn(page, email);
  });
});

test.describe("two-factor authentication", () => {
  test("set up with a code from the shown secret, asked for at sign-in, then removed", async ({
    page,
    baseURL,
  }) => {
    const email = await createAccount(baseURL!);
    await gotoHydrated(page, "/");
    await signIn(page, email);
    await expectSignedIn(page, email); // before leaving the page, or the sign-in request is cut off
    await gotoHydrated(page, "/account");
    const twoFactor = section(page, "Two-factor authentication");
    await twoFactor.getByRole("button", { name: "Set up authenticator app" }).click();
    await expect(twoFactor.getByRole("img", { name: /QR code/ })).toBeVisible();
    const secret = (await twoFactor.getByTestId("totp-secret").textContent())!.trim();
    await expectAccessible(page);
    await twoFactor.getByLabel("Authentication code").fill(totp(secret));
    await twoFactor.getByRole("button", { name: "Verify" }).click();
    await expect(twoFactor.getByText("Two-factor authentication is on")).toBeVisible();

    // Sign in again: the password alone is not enough.
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    const dialog = await signIn(page, email);
    await expect(dialog.getByLabel("Authentication code")).toBeVisible();
    // Still signed out at aal1: the header shows Sign in (behind the modal dialog, so hidden from the accessibility tree).
    await expect(
      page
        .getByRole("banner", { includeHidden: true })
        .getByRole("button", { name: "Sign in", includeHidden: true }),
    ).toBeVisible();
    await expect(
      page
        .getByRole("banner", { includeHidden: true })
        .getByRole("link", { name: email, includeHidden: true }),
    ).toHaveCount(0);
    await dialog.getByLabel("Authentication code").fill(totp(secret));
    await dialog.getByRole("button", { name: "Verify" }).click();
    await expectSignedIn(page, email);

    // Remove asks for a code.
    await gotoHydrated(page, "/account");
    await section(page, "Two-factor authentication")
      .getByRole("button", { name: "Remove" })
      .click();
    await section(page, "Two-factor authentication")
      .getByLabel("Authentication code")
      .fill(totp(secret, Date.now() + 30_000));
    await section(page, "Two-factor authentication")
      .getByRole("button", { name: "Remove two-factor authentication" })
      .click();
    await expect(
      section(page, "Two-factor authentication").getByRole("button", {
        name: "Set up authenticator app",
      }),
    ).toBeVisible();
  });
});
