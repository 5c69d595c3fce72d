import { expect, expectAccessible, gotoHydrated, test } from "./fixtures.ts";
import { newEmail, openAccountDialog, PASSWORD, signUp } from "./account-helpers.ts";

test.describe("accounts at desktop width", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("sign up shows the email, survives a reload, signs out and back in", async ({ page }) => {
    const email = newEmail();
    await gotoHydrated(page, "/");
    const dialog = await signUp(page, email);
    await expect(dialog).toBeHidden();
    const banner = page.getByRole("banner");
    await expect(banner.getByText(email)).toBeVisible();
    await expect(banner.getByRole("button", { name: "Sign out" })).toBeFocused();

    await page.reload();
    await expect(banner.getByText(email)).toBeVisible();

    await banner.getByRole("button", { name: "Sign out" }).click();
    // Focus lands on "Sign in", which takes the place of the "Sign out" just pressed.
    await expect(banner.getByRole("button", { name: "Sign in" })).toBeFocused();
    await expect(banner.getByText(email)).toBeHidden();

    const again = await openAccountDialog(page);
    await again.getByLabel("Email").fill(email);
    await again.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await again.getByRole("button", { name: "Sign in" }).click();
    await expect(banner.getByText(email)).toBeVisible();
  });

  test("the dialog is labelled, keyboard-usable and returns focus to its trigger", async ({
    page,
  }) => {
    await gotoHydrated(page, "/services");
    const trigger = page.getByRole("banner").getByRole("button", { name: "Sign in" });
    const dialog = await openAccountDialog(page);
    await expect(dialog.getByLabel("Email")).toHaveAttribute("autocomplete", "username");
    await expect(dialog.getByLabel("Password", { exact: true })).toHaveAttribute(
      "autocomplete",
      "current-password",
    );
    await expect(dialog.getByLabel("Password", { exact: true })).toHaveAttribute(
      "type",
      "password",
    );
    await dialog.getByRole("button", { name: "Show password" }).click();
    await expect(dialog.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await dialog.getByRole("tab", { name: "Sign up" }).click();
    await expect(dialog.getByLabel("Password", { exact: true })).toHaveAttribute(
      "autocomplete",
      "new-password",
    );
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("a wrong password gives Sign in failed once, in plain words, in the dialog", async ({
    page,
    expectFailedRequests,
  }) => {
    expectFailedRequests(/\/auth\/v1\/token/);
    const email = newEmail();
    await gotoHydrated(page, "/");
    await signUp(page, email);
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();

    const dialog = await openAccountDialog(page);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("not the password");
    await dialog.getByRole("button", { name: "Sign in" }).click();
    const failure = dialog.getByRole("alert").filter({ hasText: "Sign in failed" });
    await expect(failure).toContainText("That email and password don't match an account.");
    await expect(page.getByText("Invalid login credentials")).toHaveCount(0);
    // Escape closes the dialog the person is in, and focus returns to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeFocused();
  });

  test("a too-short password gives Sign up failed in plain words, in the dialog", async ({
    page,
    expectFailedRequests,
  }) => {
    expectFailedRequests(/\/auth\/v1\/signup/);
    await gotoHydrated(page, "/");
    const dialog = await signUp(page, newEmail(), "abc");
    const failure = dialog.getByRole("alert").filter({ hasText: "Sign up failed" });
    await expect(failure).toContainText("Use at least 8 characters");
    await expect(dialog).toBeVisible();
  });

  test("a second tab follows a sign-out in the first", async ({ page, context }) => {
    const email = newEmail();
    await gotoHydrated(page, "/");
    await signUp(page, email);
    await expect(page.getByRole("banner").getByText(email)).toBeVisible();

    const second = await context.newPage();
    await gotoHydrated(second, "/study-tips");
    await expect(second.getByRole("banner").getByText(email)).toBeVisible();

    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(second.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
    await second.close();
  });

  test("sign-out still clears the local session when the server answers 403", async ({
    page,
    expectFailedRequests,
  }) => {
    expectFailedRequests(/\/auth\/v1\/logout/);
    const email = newEmail();
    await gotoHydrated(page, "/");
    await signUp(page, email);
    await page.route("**/auth/v1/logout**", (route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({
          code: "session_not_found",
          message: "Session from session_id claim in JWT does not exist",
        }),
      }),
    );
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  });
});

test.describe("accounts in the mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("sign up and sign out from the menu", async ({ page }) => {
    const email = newEmail();
    await gotoHydrated(page, "/patient-support");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("button", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Sign up" }).click();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign up" }).click();
    await expect(menu.getByText(email)).toBeVisible();
    await menu.getByRole("button", { name: "Sign out" }).click();
    await expect(menu.getByRole("button", { name: "Sign in" })).toBeFocused();
  });
});

test("a content page loads no auth client for a signed-out visitor, and loads it after hydration for a signed-in one", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/study-tips")).text();
  expect(html).not.toMatch(/supabase|account-dialog/);

  const authScripts = () =>
    page.evaluate(() => {
      const hydratedAt = performance.getEntriesByName("saathi:hydrated")[0]?.startTime ?? Infinity;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js") && /supabase|account/.test(entry.name))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime }));
      return { hydratedAt, scripts };
    });

  // Signed out: "Sign in" is known from localStorage alone, and no auth code is fetched.
  await gotoHydrated(page, "/study-tips");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  await page.waitForTimeout(500);
  expect((await authScripts()).scripts).toEqual([]);

  // The dialog brings the client when opened; once signed in, every page loads it after hydration.
  await signUp(page, newEmail());
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();
  await gotoHydrated(page, "/study-tips");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();
  const timing = await authScripts();
  expect(timing.hydratedAt).toBeLessThan(Infinity);
  const supabase = timing.scripts.filter((s) => /supabase/.test(s.name));
  expect(supabase.length).toBeGreaterThan(0);
  for (const script of supabase)
    expect(script.startTime, script.name).toBeGreaterThan(timing.hydratedAt);
});

test("a first visit never fetches the auth client; opening the sign-in dialog does", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/study-tips")).text();
  expect(html).not.toMatch(/supabase|account-dialog/);

  const authScripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" && /supabase/.test(r.url())) authScripts.push(r.url());
  });
  await gotoHydrated(page, "/study-tips");
  const signIn = page.getByRole("banner").getByRole("button", { name: "Sign in" });
  await expect(signIn).toBeVisible();
  // Idle is long past once the page has been still for a while: still no auth client.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500))),
  );
  expect(authScripts).toEqual([]);

  await signIn.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect.poll(() => authScripts.length).toBeGreaterThan(0);
});
