/** Shared steps of the account specs: fresh addresses, and signing up or in through the header's dialog. */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { DEFAULT_PUBLISHABLE_KEY } from "../../packages/auth-server/src/public.ts";
import { expect } from "./fixtures.ts";

export const newEmail = () => `e2e-${randomUUID().slice(0, 8)}@example.com`;
export const PASSWORD = "a calm strong passphrase";

export async function openAccountDialog(page: Page) {
  const signIn = page.getByRole("banner").getByRole("button", { name: "Sign in" });
  await signIn.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function signUp(page: Page, email: string, password = PASSWORD) {
  const dialog = await openAccountDialog(page);
  await dialog.getByRole("tab", { name: "Sign up" }).click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign up" }).click();
  return dialog;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  const dialog = await openAccountDialog(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  return dialog;
}

/** Creates a confirmed account straight through the auth API (supabase-js in Node), for tests about something else. */
export async function createAccount(baseURL: string, email = newEmail(), password = PASSWORD) {
  const client = createClient(baseURL, DEFAULT_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.session)
    throw new Error(
      `Could not create ${email}: ${error?.message ?? "no session (is confirmation on?)"}`,
    );
  return email;
}
