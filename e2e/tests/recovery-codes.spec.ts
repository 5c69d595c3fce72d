/**
 * Two-factor recovery codes in Chromium against the real site and auth server: made on /account
 * (shown once, Download, Print, how many remain), then used at the sign-in step that asks for the
 * Authentication code, once each.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { createAccount, signIn } from "./account-helpers.ts";
import { expect, expectAccessible, gotoHydrated, section, test } from "./fixtures.ts";
import { totp } from "./totp.ts";

test.use({ viewport: { width: 1280, height: 800 } });

async function expectSignedIn(page: Page, email: string) {
  await expect(page.getByRole("banner").getByRole("link", { name: email })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
}

/** Signs in with the password, then uses a recovery code at the Authentication code step. */
async function signInWithRecoveryCode(page: Page, email: string, code: string) {
  const dialog = await signIn(page, email);
  await expect(dialog.getByLabel("Authentication code")).toBeVisible();
  await expect(dialog.getByText("Lost your phone?")).toBeVisible();
  await dialog.getByRole("button", { name: "Use a recovery code" }).click();
  const field = dialog.getByLabel("Recovery code");
  await expect(field).toBeFocused();
  await field.fill(code);
  await dialog.getByRole("button", { name: "Verify" }).click();
  return dialog;
}

test("recovery codes: made once with Download and Print, each signs in once, the count drops", async ({
  page,
  baseURL,
  expectFailedRequests,
}) => {
  // Four sign-ins and two sets of codes: on 2 busy cores this takes ~50 s of the default 60.
  test.slow();
  // The used code's second try is refused (422), as it should be.
  expectFailedRequests(/\/factors\/recovery-codes\/verify$/);
  const email = await createAccount(baseURL!);
  await gotoHydrated(page, "/");
  await signIn(page, email);
  await expectSignedIn(page, email);
  await gotoHydrated(page, "/account");

  // Turn two-factor on with an authenticator app.
  const twoFactor = section(page, "Two-factor authentication");
  await twoFactor.getByRole("button", { name: "Set up authenticator app" }).click();
  const secret = (await twoFactor.getByTestId("totp-secret").textContent())!.trim();
  await twoFactor.getByLabel("Authentication code").fill(totp(secret));
  await twoFactor.getByRole("button", { name: "Verify" }).click();
  await expect(twoFactor.getByText("Two-factor authentication is on")).toBeVisible();
  await expect(twoFactor.getByText("Lost your phone?")).toBeVisible();
  await expect(twoFactor.getByText("You have no recovery codes yet.")).toBeVisible();

  // Make the codes: shown once, focus on them, with Download and Print.
  await twoFactor.getByRole("button", { name: "Create recovery codes" }).click();
  await expect(twoFactor.getByRole("heading", { name: "Your recovery codes" })).toBeFocused();
  const list = twoFactor.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  for (const code of codes)
    expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
  await expect(twoFactor.getByRole("button", { name: "Print" })).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    twoFactor.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("saathi-recovery-codes.txt");
  const text = await readFile((await download.path())!, "utf8");
  for (const code of codes) expect(text).toContain(code);
  expect(text).toContain(email);

  await twoFactor.getByRole("button", { name: "I have saved them" }).click();
  await expect(list).toHaveCount(0);
  await expect(twoFactor.getByText("10 of 10 recovery codes left.")).toBeFocused();

  // Lost phone: password, then a recovery code (typed in capitals, without dashes).
  await signOut(page);
  await signInWithRecoveryCode(page, email, codes[0]!.replace(/-/g, "").toUpperCase());
  await expectSignedIn(page, email);
  await gotoHydrated(page, "/account");
  await expect(
    section(page, "Two-factor authentication").getByText("9 of 10 recovery codes left."),
  ).toBeVisible();

  // A used code does not work a second time; another one does.
  await signOut(page);
  const dialog = await signInWithRecoveryCode(page, email, codes[0]!);
  await expect(dialog.getByRole("alert")).toContainText("used before");
  await expect(
    page
      .getByRole("banner", { includeHidden: true })
      .getByRole("link", { name: email, includeHidden: true }),
  ).toHaveCount(0);
  await dialog.getByLabel("Recovery code").fill(codes[1]!);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expectSignedIn(page, email);

  // Make new codes: the old ones stop working, and the count is back to ten.
  await gotoHydrated(page, "/account");
  const again = section(page, "Two-factor authentication");
  await expect(again.getByText("8 of 10 recovery codes left.")).toBeVisible();
  await again.getByRole("button", { name: "Make new recovery codes" }).click();
  await expect(again.getByRole("heading", { name: "Your recovery codes" })).toBeFocused();
  const fresh = (await again.getByRole("listitem").allTextContents()).map((c) => c.trim());
  expect(fresh.some((code) => codes.includes(code))).toBe(false);
  await again.getByRole("button", { name: "I have saved them" }).click();
  await expect(again.getByText("10 of 10 recovery codes left.")).toBeVisible();
});
