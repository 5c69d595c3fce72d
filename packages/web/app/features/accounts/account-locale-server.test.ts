// @vitest-environment node
/**
 * The account's language against the real auth server (in-process, as
 * server/account-routes.test.ts runs it), through the real supabase-js client: a sign-up made
 * on a Hindi page (auth-runtime's signUp, which the dialog calls with the page's language: see
 * account-hindi.test.tsx) makes an account whose `user_metadata.locale` is "hi", and an account
 * that says English, read on the Hindi site, is changed to "hi" (so the server's next mail is in
 * Hindi), keeping its other metadata.
 */
import { createAuthServer, type AuthServer } from "@saathi/auth-server";
import { DEFAULT_PUBLISHABLE_KEY } from "@saathi/auth-server/public";
import { createClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { signUp } from "./auth-runtime.ts";
import { rememberLocale } from "./remember-locale.ts";

let auth: AuthServer;
const ORIGIN = "http://in-process";
const PASSWORD = "a calm strong passphrase";

beforeAll(async () => {
  auth = await createAuthServer({
    env: { AUTH_DATA_DIR: "memory://", AUTH_RATE_LIMIT_DISABLED: "true" },
    log: () => {},
  });
}, 60_000); // PGlite starts and migrates in memory: seconds on a busy machine
afterAll(() => auth?.close());
afterEach(() => vi.unstubAllGlobals());

/** supabase-js as the site makes it, talking to the in-process server, its session in memory. */
function realClient() {
  return createClient(ORIGIN, DEFAULT_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: (input, init) => auth.fetch(new Request(input, init)) },
  });
}

/** What the server holds for the account, read with a fresh sign-in. */
async function storedUser(email: string) {
  const client = realClient();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  const { data } = await client.auth.getUser();
  return data.user!;
}

describe("the account's language on the real auth server", () => {
  it("a sign-up from a Hindi page keeps hi as the account's language", async () => {
    vi.stubGlobal("window", { location: new URL(`${ORIGIN}/hi/study-tips`) });
    const client = realClient();
    const result = await signUp(client.auth, "hindi.signup@example.com", PASSWORD, "hi");
    expect(result).toEqual({ error: null, needsConfirmation: false });
    const user = await storedUser("hindi.signup@example.com");
    expect(user.user_metadata).toMatchObject({ locale: "hi", signed_up_from: "/hi/study-tips" });
  });

  it("a sign-in link asked for a new address from a Hindi page makes a Hindi account", async () => {
    const client = realClient();
    const email = "link.hindi@example.com";
    // What the dialog's Email me a sign-in link sends from a Hindi page (dialog-forms.tsx).
    const { error } = await client.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: `${ORIGIN}/hi`, data: { locale: "hi" } },
    });
    expect(error).toBeNull();
    const admin = createClient(ORIGIN, auth.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: (input, init) => auth.fetch(new Request(input, init)) },
    });
    const { data } = await admin.auth.admin.listUsers();
    expect(data.users.find((user) => user.email === email)?.user_metadata.locale).toBe("hi");
  });

  it("an account that says English, read on the Hindi site, becomes hi, and only when it differs", async () => {
    const client = realClient();
    const email = "reads.hindi@example.com";
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { locale: "en", display_name: "Asha" } },
    });
    expect(error).toBeNull();
    expect(await rememberLocale(client.auth, data.user!, "hi")).toBe(true);
    const user = await storedUser(email);
    expect(user.user_metadata).toMatchObject({ locale: "hi", display_name: "Asha" });
    // Already Hindi: nothing is sent.
    const update = vi.spyOn(client.auth, "updateUser");
    expect(await rememberLocale(client.auth, user, "hi")).toBe(false);
    expect(update).not.toHaveBeenCalled();
  });
});
