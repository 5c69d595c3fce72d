/**
 * /account and the signed-in header against the real server (DESIGN.md
 * "Accounts"): the sign-in prompt, Display name, Sign out everywhere across two
 * browsers, Download my data, Delete account, the toast that a success replaces,
 * and a header that neither moves nor wraps when auth resolves.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  createAccount,
  newEmail,
  openAccountDialog,
  PASSWORD,
  signIn,
  signUp,
} from "./account-helpers.ts";
import { DEFAULT_PUBLISHABLE_KEY } from "../../packages/auth-server/src/public.ts";
import { baseURL } from "../playwright.config.ts";
import {
  expect,
  expectAccessible,
  expectToast,
  gotoHydrated,
  layoutShift,
  recordLayoutShift,
  section,
  test,
  waitForHydration,
} from "./fixtures.ts";

/** A new account, signed in on /account through the page's own prompt (works at every width). */
async function signedUpOnAccount(page: Page, baseURL: string | undefined) {
  const email = await createAccount(baseURL!);
  await gotoHydrated(page, "/account");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(section(page, "Profile")).toBeVisible();
  return email;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`/account at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("signed out, it prompts to sign in, and the prompt's dialog signs in", async ({
      page,
      baseURL,
    }) => {
      const email = await createAccount(baseURL!);
      await gotoHydrated(page, "/account");
      await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
      const prompt = page.getByRole("main");
      await expect(
        prompt.getByRole("heading", { name: "Sign in to see your account" }),
      ).toBeVisible();
      await expectAccessible(page);
      await prompt.getByRole("button", { name: "Sign in" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(section(page, "Profile")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
      await expectAccessible(page);
    });

    test("nothing in view moves while the account arrives, signed out or signed in", async ({
      page,
      baseURL,
    }) => {
      await recordLayoutShift(page);
      await gotoHydrated(page, "/account");
      await expect(
        page.getByRole("main").getByRole("heading", { name: "Sign in to see your account" }),
      ).toBeVisible();
      expect(await layoutShift(page)).toBeLessThan(0.01);

      await signedUpOnAccount(page, baseURL);
      await page.reload();
      await waitForHydration(page);
      await expect(section(page, "Profile")).toBeVisible();
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });

    test("Display name: saved, and the header greets by name with a link to /account", async ({
      page,
      baseURL,
    }) => {
      await signedUpOnAccount(page, baseURL);
      const profile = section(page, "Profile");
      await profile.getByLabel("Display name").fill("Asha Rao");
      await profile.getByRole("button", { name: "Save" }).click();
      await expect(profile.getByRole("status")).toHaveText("Saved.");
      await page.reload();
      await expect(section(page, "Profile").getByLabel("Display name")).toHaveValue("Asha Rao");

      await gotoHydrated(page, "/services");
      if (viewport.width < 1024) await page.getByRole("button", { name: "Open menu" }).click();
      const account = page.getByRole("link", { name: "Asha Rao" });
      await expect(account).toBeVisible();
      await account.click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(section(page, "Profile")).toBeVisible();
    });

    test("Download my data saves a JSON file of the account", async ({ page, baseURL }) => {
      const email = await signedUpOnAccount(page, baseURL);
      const downloading = page.waitForEvent("download");
      await section(page, "Your data").getByRole("button", { name: "Download my data" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^saathi-account-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
        account: { email: string; id: string };
      };
      expect(data.account.email).toBe(email);
      expect(data.account.id).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
}

test.describe("account at desktop width", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Sign out everywhere ends the session in a second browser too", async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = await signedUpOnAccount(page, baseURL);
    const otherContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const other = await otherContext.newPage();
    await gotoHydrated(other, "/");
    await signIn(other, email);
    await expect(other.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();

    await section(page, "Sessions").getByRole("button", { name: "Sign out everywhere" }).click();
    await expectToast(page, "Signed out everywhere");
    await expect(
      page.getByRole("main").getByRole("heading", { name: "Sign in to see your account" }),
    ).toBeVisible();

    // The other browser still holds its tokens; the server no longer knows the session.
    await gotoHydrated(other, "/account");
    await expect(
      other.getByRole("main").getByRole("heading", { name: "Sign in to see your account" }),
    ).toBeVisible();
    await expect(other.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
    await otherContext.close();
  });

  test("Delete account asks for the email in a dialog, keyboard-usable, and refuses a wrong one", async ({
    page,
    baseURL,
  }) => {
    const email = await signedUpOnAccount(page, baseURL);
    const trigger = section(page, "Your data").getByRole("button", { name: "Delete account" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toContainText(email);
    await expectAccessible(page);
    await dialog.getByLabel("Your email address").fill("someone.else@example.com");
    await dialog.getByLabel("Your email address").press("Enter");
    await expect(dialog.getByRole("alert")).toHaveText(
      "Type your email address exactly as shown above.",
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("Delete account: the account is gone and its password no longer signs in", async ({
    page,
    baseURL,
    expectFailedRequests,
  }) => {
    // The failed sign-in at the end; and clearing the local session after deletion: supabase-js's
    // signOut still calls /logout, which answers 403 user_not_found for a deleted user (as GoTrue).
    expectFailedRequests(/\/auth\/v1\/(token|logout)/);
    const email = await signedUpOnAccount(page, baseURL);
    await section(page, "Your data").getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your email address").fill(email);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expectToast(page, "Account deleted");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();

    const again = await signIn(page, email);
    await expect(again.getByRole("alert").filter({ hasText: "Sign in failed" })).toContainText(
      "That email and password don't match an account.",
    );
  });

  test("after a Sign up failed, the next attempt succeeds and the failure is gone", async ({
    page,
    expectFailedRequests,
  }) => {
    expectFailedRequests(/\/auth\/v1\/signup/);
    await gotoHydrated(page, "/");
    const dialog = await signUp(page, newEmail(), "abc");
    await expect(dialog.getByRole("alert").filter({ hasText: "Sign up failed" })).toBeVisible();
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign up" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();
  });

  test("the sign-in dialog's other ways in are keyboard-usable and labelled", async ({ page }) => {
    await gotoHydrated(page, "/study-tips");
    const dialog = await openAccountDialog(page);
    await dialog.getByRole("button", { name: "Forgot password?" }).press("Enter");
    await expect(dialog.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Send reset link" })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Back to sign in" }).click();
    await dialog.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Send sign-in link" })).toBeVisible();
    await expectAccessible(page);
    // Google and passkeys are offered exactly when the server's /settings says so.
    await dialog.getByRole("button", { name: "Back to sign in" }).click();
    const settings = (await (
      await page.request.get("/auth/v1/settings", { headers: { apikey: DEFAULT_PUBLISHABLE_KEY } })
    ).json()) as {
      external: { google: boolean };
      passkeys_enabled: boolean;
    };
    await expect(dialog.getByRole("button", { name: "Email me a sign-in link" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Sign in with Google" })).toHaveCount(
      settings.external.google ? 1 : 0,
    );
    // `npm start` turns passkeys on (relying party "localhost"); on an IP address, as here, the browser
    // cannot use them, so the button is not offered (the passkeys test below opens http://localhost).
    expect(settings.passkeys_enabled).toBe(true);
    await expect(dialog.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  });
});

test.describe("the signed-in header", () => {
  for (const width of [1024, 1126, 1280]) {
    test(`at ${width} px a 38-character address truncates: no wrap, no sideways scroll, the nav does not move`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const navLeft = async () =>
        (await page.getByRole("navigation", { name: "Main" }).boundingBox())!.x;
      await gotoHydrated(page, "/");
      const signedOutLeft = await navLeft();
      const email = newEmail().replace("@example.com", "-a.long.address@example.org");
      expect(email.length).toBeGreaterThanOrEqual(38);
      await signUp(page, email);
      const banner = page.getByRole("banner");
      const signOut = banner.getByRole("button", { name: "Sign out" });
      await expect(signOut).toBeVisible();
      expect(await navLeft()).toBe(signedOutLeft);
      const account = banner.getByRole("link", { name: email });
      await expect(account).toHaveAttribute("href", "/account");
      // One line: the button and the link keep their single-line height.
      expect((await signOut.boundingBox())!.height).toBeLessThanOrEqual(44);
      expect((await account.boundingBox())!.height).toBeLessThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

      // And again when the stored session is read after a reload: nothing moves.
      await page.reload();
      await expect(signOut).toBeVisible();
      expect(await navLeft()).toBe(signedOutLeft);
    });
  }
});

test("the account pages are prerendered shells with their own CSP; the reset page is not for search engines", async ({
  request,
}) => {
  for (const [path, heading] of [
    ["/account", "Your account"],
    ["/account/reset-password", "Choose a new password"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-security-policy"], path).toContain("script-src");
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain('role="status"');
    expect(html).not.toMatch(/supabase/);
  }
  expect(await (await request.get("/account/reset-password")).text()).toContain(
    'content="noindex"',
  );
  expect(await (await request.get("/account")).text()).not.toContain("noindex");
});

test.describe("links that no longer work explain themselves", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // GoTrue sends the browser back with the error in the query (PKCE flow) when a link has expired or was used.
  const expired =
    "error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired";

  test("on a content page, a toast says so", async ({ page }) => {
    await gotoHydrated(page, `/study-tips?${expired}`);
    await expectToast(page, "That link didn't work");
    await expect(page.locator('[data-slot="toast"]')).toContainText(
      "expired or has already been used",
    );
  });

  test("on /account/reset-password, the page says so and offers a new link", async ({ page }) => {
    await gotoHydrated(page, `/account/reset-password?${expired}`);
    await expect(
      page.getByRole("main").getByRole("alert").filter({ hasText: /\S/ }).first(),
    ).toContainText("This link has expired or has already been used");
    await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
    await expectAccessible(page);
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`passkeys at ${viewport.width} px`, () => {
    // WebAuthn refuses IP addresses as relying party: npm start names it "localhost", so this test opens http://localhost.
    test.use({ viewport, baseURL: baseURL.replace("127.0.0.1", "localhost") });

    test("add a passkey on /account, sign in with it, and remove it", async ({
      page,
    }, testInfo) => {
      // Chromium's virtual authenticator (CDP): a platform authenticator with resident keys and user verification.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("WebAuthn.enable");
      const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
        options: {
          protocol: "ctap2",
          transport: "internal",
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
        },
      });
      const email = await signedUpOnAccount(page, baseURL); // the account is made over 127.0.0.1, the page is on localhost
      const passkeys = section(page, "Passkeys");
      await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
      await passkeys.getByRole("button", { name: "Add a passkey" }).click();
      await expect(passkeys.getByRole("listitem")).toHaveCount(1);
      // Named after the browser that made it (headless Chromium on Linux), not the server's "Passkey".
      await expect(passkeys.getByRole("listitem")).toContainText("Chrome on Linux");
      await expect(passkeys.getByRole("listitem")).toContainText(/Added \d/);
      // The credential lives in the authenticator as a discoverable (resident) key.
      const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]!.isResidentCredential).toBe(true);
      await expectAccessible(page);
      await passkeys.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`passkeys-added-${viewport.width}.png`) });

      // Sign out and open the dialog again (from the menu on a phone, from the page's own prompt on a
      // desktop); the passkey signs in with no password.
      if (viewport.width < 1024) {
        await page.getByRole("button", { name: "Open menu" }).click();
        const menu = page.getByRole("navigation", { name: "Mobile" });
        await menu.getByRole("button", { name: "Sign out" }).click();
        await menu.getByRole("button", { name: "Sign in" }).click();
      } else {
        await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
        await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
      }
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`passkeys-dialog-${viewport.width}.png`) });
      await dialog.getByRole("button", { name: "Sign in with a passkey" }).click();
      await expect(dialog).toBeHidden();
      await expect(section(page, "Profile")).toBeVisible();
      if (viewport.width >= 1024)
        await expect(page.getByRole("banner").getByRole("link", { name: email })).toBeVisible();
      else {
        // The menu stays open on the signed-in account, as after any sign-in from it.
        await expect(
          page.getByRole("navigation", { name: "Mobile" }).getByText(email),
        ).toBeVisible();
        await page.getByRole("button", { name: "Close menu" }).click();
      }
      // The server recorded the sign-in with that passkey.
      const signCount = (await cdp.send("WebAuthn.getCredentials", { authenticatorId }))
        .credentials[0]!.signCount;
      expect(signCount).toBeGreaterThan(0);

      await section(page, "Passkeys")
        .getByRole("button", { name: /^Remove/ })
        .click();
      await expect(section(page, "Passkeys").getByText("You have no passkeys yet.")).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`passkeys-removed-${viewport.width}.png`),
      });
    });
  });
}
