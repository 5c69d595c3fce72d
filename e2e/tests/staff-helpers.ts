/**
 * The staff desk's tests' accounts (staff-desk.spec.ts, desk-risk.spec.ts): an account made through
 * the auth API, granted staff with `npm run staff -- grant` and given an authenticator app if
 * asked, and the desk's own sign-in with its code step.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { DEFAULT_PUBLISHABLE_KEY } from "../../packages/auth-server/src/public.ts";
import { baseURL, dataDir } from "../playwright.config.ts";
import { newEmail, PASSWORD } from "./account-helpers.ts";
import { expect, gotoHydrated } from "./fixtures.ts";
import { totp } from "./totp.ts";

const run = promisify(execFile);
const repo = fileURLToPath(new URL("../..", import.meta.url));

export type Account = { email: string; secret: string | null; aal1Token: string; token: string };

/** An account made through the auth API (supabase-js in Node), with an authenticator app if asked. */
export async function account(o: { twoFactor: boolean; staff: boolean }): Promise<Account> {
  const email = newEmail();
  const client = createClient(baseURL, DEFAULT_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  if (error || !data.session) throw new Error(`sign-up of ${email}: ${error?.message}`);
  let secret: string | null = null;
  let token = data.session.access_token;
  if (o.twoFactor) {
    const enrolled = await client.auth.mfa.enroll({ factorType: "totp" });
    if (enrolled.error) throw enrolled.error;
    secret = enrolled.data.totp.secret;
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: totp(secret),
    });
    if (verified.error) throw verified.error;
    token = verified.data.access_token;
  }
  if (o.staff) {
    // The deployer's command, against the running server (it holds the data folder, so the command
    // goes through its admin API with the key kept in that folder).
    const { stdout } = await run("npm", ["run", "--silent", "staff", "--", "grant", email], {
      cwd: repo,
      env: { ...process.env, AUTH_DATA_DIR: dataDir, STAFF_API_URL: baseURL },
    });
    expect(stdout).toContain(`${email} is now staff.`);
  }
  // A fresh password sign-in: the session that has not passed the code yet (aal1).
  const again = createClient(baseURL, DEFAULT_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signedIn = await again.auth.signInWithPassword({ email, password: PASSWORD });
  if (signedIn.error) throw signedIn.error;
  return { email, secret, aal1Token: signedIn.data.session!.access_token, token };
}

/** Signs in on /staff with the page's own button, the password, then the authenticator code. */
export async function signInOnDesk(page: Page, who: Account, path = "/staff") {
  await gotoHydrated(page, path);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Sign in to the desk" })).toBeVisible();
  await main.getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(who.email);
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  if (who.secret) {
    await dialog.getByLabel("Authentication code").fill(totp(who.secret));
    await dialog.getByRole("button", { name: "Verify" }).click();
  }
  await expect(dialog).toBeHidden();
}

/** Sets the name the staff member's replies are signed with (issue 32: asked before the first reply). */
export async function setReplyName(page: Page, name: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Name shown to people with your replies").fill(name);
  await main.getByRole("button", { name: "Save name" }).click();
  await expect(main.getByText("Name saved.")).toBeVisible();
}
