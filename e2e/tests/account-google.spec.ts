/**
 * Sign in with Google, the whole redirect dance in Chromium: this file starts a real OpenID
 * provider on loopback (the auth server's test provider, oidc-provider, with its own small login
 * page) and its own `npm start` with Google switched on and pointed at it
 * (AUTH_EXTERNAL_GOOGLE_ISSUER), then clicks through as a person would: the dialog's
 * Sign in with Google, the provider's Email and Continue (or Cancel), and back to the page.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page, TestInfo } from "@playwright/test";
import { freePort } from "../../packages/auth-server/test/child-process.ts";
import {
  startOidcProvider,
  type TestOidcProvider,
} from "../../packages/auth-server/test/oidc-provider.ts";
import { newEmail, openAccountDialog } from "./account-helpers.ts";
import {
  announcements,
  currentToast,
  expect,
  expectAccessible,
  expectToast,
  gotoHydrated,
  recordAnnouncements,
  section,
  test,
} from "./fixtures.ts";

// One provider and one site for the file: its tests run in one worker, in order.
test.describe.configure({ mode: "default" });

const repoDir = fileURLToPath(new URL("../..", import.meta.url));
let idp: TestOidcProvider;
let site: ChildProcess;
let siteOrigin: string;
let dataDir: string;

test.beforeAll(async () => {
  // A start reads the build and its compressed twins (a few seconds); on a 2-core machine busy
  // with other browser tests, several times that.
  test.setTimeout(120_000);
  const port = await freePort();
  siteOrigin = `http://127.0.0.1:${port}`;
  const callback = `${siteOrigin}/auth/v1/callback`;
  idp = await startOidcProvider([
    {
      client_id: "saathi-e2e-google",
      client_secret: "e2e-google-secret",
      redirect_uris: [callback],
    },
  ]);
  dataDir = mkdtempSync(join(tmpdir(), "saathi-e2e-google-"));
  // The build exists (the suite's own servers made it), so this start does not rebuild.
  site = spawn(process.execPath, ["packages/web/server/main.ts"], {
    cwd: repoDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      AUTH_DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_DISABLED: "true",
      GOTRUE_EXTERNAL_GOOGLE_ENABLED: "true",
      GOTRUE_EXTERNAL_GOOGLE_CLIENT_ID: "saathi-e2e-google",
      GOTRUE_EXTERNAL_GOOGLE_SECRET: "e2e-google-secret",
      GOTRUE_EXTERNAL_GOOGLE_REDIRECT_URI: callback,
      AUTH_EXTERNAL_GOOGLE_ISSUER: idp.issuer,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  site.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  site.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const ready = async () => {
    if (site.exitCode !== null) return `exited: ${output}`;
    const res = await fetch(`${siteOrigin}/auth/v1/health`).catch(() => undefined);
    return res?.status ?? "not listening";
  };
  await expect.poll(ready, { timeout: 100_000, intervals: [250] }).toBe(200);
});

test.afterAll(async () => {
  if (site && site.exitCode === null) {
    const exited = new Promise((r) => site.once("exit", r));
    site.kill("SIGTERM");
    await exited;
  }
  await idp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, {
    body: await page.screenshot({ path: testInfo.outputPath(`${name}.png`) }),
    contentType: "image/png",
  });
}

/** Where the header's account controls are: in the banner on wide screens, in the menu below 1024 px. */
async function accountControls(page: Page) {
  if (page.viewportSize()!.width >= 1024) return page.getByRole("banner");
  await page.getByRole("button", { name: "Open menu" }).click();
  return page.getByRole("navigation", { name: "Mobile" });
}

/** From the header's dialog to the provider's login page. */
async function startGoogleSignIn(page: Page, path: string) {
  await gotoHydrated(page, `${siteOrigin}${path}`);
  await (await accountControls(page)).getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await expect(page.getByRole("heading", { name: "Test identity provider" })).toBeVisible();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`Sign in with Google at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the provider's sign-in brings the person back to the page they were on, signed in, and /account shows the account", async ({
      page,
    }, testInfo) => {
      const email = newEmail();
      await startGoogleSignIn(page, "/study-tips");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Continue" }).click();

      // Back where they started; the one-time code is gone from the address once exchanged.
      await expect(page).toHaveURL(`${siteOrigin}/study-tips`);
      await expectToast(page, "You're signed in");
      await expect(page.locator('[data-slot="toast"]')).toContainText("You signed in with Google.");
      const account = (await accountControls(page)).getByRole("link", { name: email });
      await expect(account).toBeVisible();
      await shot(page, testInfo, `google-signed-in-${viewport.width}`);
      await expectAccessible(page);

      await account.click();
      await expect(page).toHaveURL(`${siteOrigin}/account`);
      await expect(section(page, "Email")).toContainText(`You sign in with ${email}`);
      await expect(section(page, "Profile")).toBeVisible();
      await shot(page, testInfo, `google-account-${viewport.width}`);

      // The session is kept: a reload is still signed in.
      await page.reload();
      await expect(section(page, "Email")).toContainText(`You sign in with ${email}`);
    });

    test("Cancel at the provider: back on the page, still signed out, with a message that says so", async ({
      page,
    }, testInfo) => {
      await recordAnnouncements(page);
      await startGoogleSignIn(page, "/study-tips");
      await page.getByRole("button", { name: "Cancel" }).click();

      await expect(page).toHaveURL(new RegExp(`^${siteOrigin}/study-tips`));
      await expectToast(page, "You didn't finish signing in with Google");
      await expect(currentToast(page)).toContainText(
        "You're still signed out. To try again, choose Sign in.",
      );
      // Screen readers hear it: Radix reads the toast out through a live status region.
      await expect
        .poll(() => announcements(page))
        .toContainEqual(expect.stringContaining("You didn't finish signing in with Google"));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The error no longer sits in the address (a reload must not say it again).
      expect(new URL(page.url()).search).toBe("");
      expect(new URL(page.url()).hash).toBe("");
      await shot(page, testInfo, `google-cancelled-${viewport.width}`);
      await expectAccessible(page);
      await expect(
        (await accountControls(page)).getByRole("button", { name: "Sign in" }),
      ).toBeVisible();
    });
  });
}

test("with Google switched off (the suite's main site), the dialog offers no Google button", async ({
  page,
}) => {
  await gotoHydrated(page, "/study-tips");
  const settingsAnswer = page.waitForResponse((res) => res.url().endsWith("/auth/v1/settings"));
  const dialog = await openAccountDialog(page);
  const settings = (await (await settingsAnswer).json()) as { external: { google: boolean } };
  expect(settings.external.google).toBe(false);
  // The dialog has drawn what the settings allow (two frames after they arrived).
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  await expect(dialog.getByRole("button", { name: "Email me a sign-in link" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Sign in with Google" })).toHaveCount(0);
});
