/**
 * Accounts in plain words (issue 20): a failure is said once, in words a person
 * understands, where nothing covers the dialog's buttons on a 360 px phone; the
 * page says how the person signed in; passkeys get names that tell them apart and
 * can be renamed.
 */
import type { CDPSession, Locator, Page } from "@playwright/test";
import { baseURL } from "../playwright.config.ts";
import { createAccount, newEmail, PASSWORD, signUp } from "./account-helpers.ts";
import { expect, expectAccessible, gotoHydrated, section, test } from "./fixtures.ts";
import { totp } from "./totp.ts";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** No toast (or anything else) lies over any of the dialog's buttons: each button is what the page hits at its centre. */
async function expectButtonsUncovered(page: Page, dialog: Locator) {
  const toasts = page.locator('[data-slot="toast"]');
  const buttons = await dialog.getByRole("button").all();
  expect(buttons.length).toBeGreaterThan(2);
  for (const button of buttons) {
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    for (const toast of await toasts.all()) {
      const toastBox = await toast.boundingBox();
      if (toastBox) expect(overlaps(box, toastBox), await button.innerText()).toBe(false);
    }
    const onTop = await button.evaluate((element) => {
      const r = element.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop, `${await button.innerText()} is covered`).toBe(true);
  }
}

test.describe("failures at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a wrong password is said once, plainly, and nothing covers the dialog's buttons", async ({
    page,
    baseURL,
    expectFailedRequests,
  }, testInfo) => {
    expectFailedRequests(/\/auth\/v1\/token/);
    const email = await createAccount(baseURL!);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("button", { name: "Sign in" })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("not the password");
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();

    const sentence = "That email and password don't match an account.";
    const failure = dialog.getByRole("alert").filter({ hasText: "Sign in failed" });
    await expect(failure).toContainText(sentence);
    await expect(failure).toContainText("Forgot password?");
    // Once on the whole page (no toast repeating it), and never the server's own words.
    await expect(page.getByText(sentence)).toHaveCount(1);
    await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);
    await expect(page.getByText("Invalid login credentials")).toHaveCount(0);
    // The fields point at it, so a screen reader reads it with them.
    await expect(dialog.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
      new RegExp(sentence.replace(/[.?]/g, "\\$&")),
    );
    await expectButtonsUncovered(page, dialog);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("wrong-password-360.png") });
  });

  test("a refused sign-up is said once, and the Sign up button stays uncovered", async ({
    page,
    expectFailedRequests,
  }, testInfo) => {
    expectFailedRequests(/\/auth\/v1\/signup/);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("button", { name: "Sign in" })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Sign up" }).click();
    await dialog.getByLabel("Email").fill(newEmail());
    await dialog.getByLabel("Password", { exact: true }).fill("abc");
    await dialog.getByRole("button", { name: "Sign up" }).click();
    const failure = dialog.getByRole("alert").filter({ hasText: "Sign up failed" });
    await expect(failure).toContainText("Use at least 8 characters");
    await expect(page.getByText(/too easy to guess/)).toHaveCount(1);
    await expectButtonsUncovered(page, dialog);
    await page.screenshot({ path: testInfo.outputPath("sign-up-failed-360.png") });
  });
});

test.describe("sign-up at desktop width", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("signing up with an address that has an account says what to do", async ({
    page,
    baseURL,
    expectFailedRequests,
  }) => {
    expectFailedRequests(/\/auth\/v1\/signup/);
    const email = await createAccount(baseURL!);
    await gotoHydrated(page, "/");
    const dialog = await signUp(page, email);
    await expect(dialog.getByRole("alert").filter({ hasText: "Sign up failed" })).toContainText(
      "sign in, or choose Forgot password? to set a new password.",
    );
    await expect(page.getByText(/already registered/i)).toHaveCount(0);
  });
});

async function virtualAuthenticator(cdp: CDPSession) {
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return authenticatorId;
}

test.describe("passkeys in plain words", () => {
  // WebAuthn refuses IP addresses as relying party: npm start names it "localhost".
  test.use({
    viewport: { width: 1280, height: 800 },
    baseURL: baseURL.replace("127.0.0.1", "localhost"),
  });

  test("two passkeys from one kind of browser get different names, one is renamed, and a passkey sign-in is named as one", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    const firstDevice = await virtualAuthenticator(cdp);
    const email = await createAccount(baseURL); // over 127.0.0.1; the page is on localhost
    await gotoHydrated(page, "/account");
    await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();

    const passkeys = section(page, "Passkeys");
    await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
    await passkeys.getByRole("button", { name: "Add a passkey" }).click();
    await expect(passkeys.getByRole("listitem")).toHaveCount(1);
    // A second device of the same kind (another authenticator in the same browser).
    await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: firstDevice });
    const secondDevice = await virtualAuthenticator(cdp);
    await passkeys.getByRole("button", { name: "Add a passkey" }).click();
    await expect(passkeys.getByRole("listitem")).toHaveCount(2);
    await expect(passkeys.getByRole("listitem").nth(0)).toContainText("Chrome on Linux");
    await expect(passkeys.getByText("Chrome on Linux 2", { exact: true })).toBeVisible();

    // Rename the second: the new name stays after a reload.
    await passkeys.getByRole("button", { name: "Rename Chrome on Linux 2" }).click();
    const name = passkeys.getByLabel("Passkey name");
    await expect(name).toBeFocused();
    await name.fill("Work laptop");
    await expectAccessible(page);
    await passkeys.getByRole("button", { name: "Save name" }).click();
    await expect(passkeys.getByRole("button", { name: "Rename Work laptop" })).toBeFocused();
    await page.reload();
    await expect(section(page, "Passkeys").getByText("Work laptop", { exact: true })).toBeVisible();

    // Two-factor on: a passkey sign-in then waits for the code, and the page says the passkey was used.
    const twoFactor = section(page, "Two-factor authentication");
    await twoFactor.getByRole("button", { name: "Set up authenticator app" }).click();
    const secret = (await twoFactor.getByTestId("totp-secret").textContent())!.trim();
    await twoFactor.getByLabel("Authentication code").fill(totp(secret));
    await twoFactor.getByRole("button", { name: "Verify" }).click();
    await expect(twoFactor.getByText("Two-factor authentication is on")).toBeVisible();

    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
    await dialog.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(dialog.getByLabel("Authentication code")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const prompt = page.getByRole("main");
    await expect(prompt.getByRole("heading", { name: "One more step" })).toBeVisible();
    await expect(prompt).toContainText("You have signed in with your passkey.");
    await expect(prompt).not.toContainText("with your password");
    await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: secondDevice });
  });
});
