/**
 * The unmodified supabase-js client against the real server over loopback HTTP,
 * on PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";

type Call = { method: string; url: string };

function client(server: TestServer, calls: Call[] = []): SupabaseClient {
  return createClient(server.url, ANON, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      // JWKS are cached per storage key across clients: one key per client keeps servers apart.
      storageKey: `test-${Math.random().toString(36).slice(2)}`,
    },
    global: {
      fetch: (input: Request | string | URL, init?: RequestInit) => {
        const url =
          typeof input === "string" ? input : input instanceof URL ? input.toString() : input.url;
        calls.push({ method: init?.method ?? "GET", url });
        return fetch(input, init);
      },
    },
  });
}

describe.each(BACKENDS)("supabase-js against the server on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signedUp(password = "secret-pass-1") {
    const email = uniqueEmail();
    const c = client(server);
    const { data, error } = await c.auth.signUp({ email, password });
    expect(error).toBeNull();
    return { email, password, user: data.user!, session: data.session! };
  }

  it("signUp with autoconfirm returns a session and stores data in user_metadata", async () => {
    const email = uniqueEmail("Mixed.Case");
    const c = client(server);
    const { data, error } = await c.auth.signUp({
      email,
      password: "secret-pass-1",
      options: { data: { name: "Asha" } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.phone).toBe("");
    expect(data.user?.user_metadata.name).toBe("Asha");
    expect(data.user?.app_metadata).toEqual({ provider: "email", providers: ["email"] });
    expect(data.user?.identities?.[0]?.provider).toBe("email");
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it("a repeated sign-up with autoconfirm answers 422 user_already_exists", async () => {
    const { email } = await signedUp();
    const { data, error } = await client(server).auth.signUp({ email, password: "another-pass" });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("user_already_exists");
    expect(error?.message).toBe("User already registered");
  });

  it("signInWithPassword, getSession, getUser", async () => {
    const { email, password } = await signedUp();
    const c = client(server);
    const { data, error } = await c.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe("bearer");
    expect(data.session?.expires_in).toBe(3600);
    const s = await c.auth.getSession();
    expect(s.data.session?.access_token).toBe(data.session?.access_token);
    const u = await c.auth.getUser();
    expect(u.error).toBeNull();
    expect(u.data.user?.email).toBe(email);
    expect(u.data.user?.last_sign_in_at).toBeTruthy();
  });

  it("wrong password and unknown user give invalid_credentials", async () => {
    const { email } = await signedUp();
    for (const creds of [
      { email, password: "wrong-password" },
      { email: uniqueEmail("nobody"), password: "whatever1" },
    ]) {
      const { error } = await client(server).auth.signInWithPassword(creds);
      expect(error?.status).toBe(400);
      expect(error?.code).toBe("invalid_credentials");
      expect(error?.message).toBe("Invalid login credentials");
    }
  });

  it("refreshSession rotates the refresh token and keeps the session", async () => {
    const { session } = await signedUp();
    const c = client(server);
    await c.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    });
    const { data, error } = await c.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    const before = JSON.parse(
      Buffer.from(session.access_token.split(".")[1]!, "base64url").toString(),
    );
    const after = JSON.parse(
      Buffer.from(data.session!.access_token.split(".")[1]!, "base64url").toString(),
    );
    expect(after.session_id).toBe(before.session_id);
  });

  it("refresh-token reuse: allowed inside the 10 s interval, refused outside it, and the session ends for good", async () => {
    const { session } = await signedUp();
    const c = client(server);
    const first = await c.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const child = first.data.session!.refresh_token;
    // The parent of the active token: GoTrue hands back the active token.
    const again = await client(server).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(child);
    // Rotate once more so the original token is two generations old, still inside the interval.
    const second = await client(server).auth.refreshSession({ refresh_token: child });
    expect(second.error).toBeNull();
    const inside = await client(server).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(inside.error).toBeNull();
    // 11 s later, a token revoked more than 10 s ago that is not the parent of the active one is a
    // replay: refused, and the session is gone (issue 13, item 4).
    server.clock.offsetMs = 11_000;
    try {
      const outside = await client(server).auth.refreshSession({ refresh_token: child });
      expect(outside.error?.code).toBe("refresh_token_already_used");
      expect(outside.error?.message).toBe("Invalid Refresh Token: Already Used");
      // At once, still inside the reuse window of the tokens used last, none of them works any more.
      for (const t of [
        session.refresh_token,
        second.data.session!.refresh_token,
        inside.data.session!.refresh_token,
      ]) {
        const r = await client(server).auth.refreshSession({ refresh_token: t });
        expect(r.error?.code).toBe("refresh_token_not_found");
      }
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it("getClaims verifies the access token with the JWKS, without calling /user", async () => {
    const { session, user } = await signedUp();
    const calls: Call[] = [];
    const c = client(server, calls);
    await c.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    });
    calls.length = 0;
    const { data, error } = await c.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header.alg).toBe("ES256");
    expect(data?.header.kid).toBeTruthy();
    expect(data?.claims).toMatchObject({
      sub: user.id,
      aud: "authenticated",
      role: "authenticated",
      email: user.email,
      phone: "",
      aal: "aal1",
      is_anonymous: false,
    });
    expect(data?.claims.session_id).toBeTruthy();
    expect(data?.claims.amr?.[0]).toMatchObject({ method: "password" });
    expect(calls.some((x) => x.url.endsWith("/auth/v1/.well-known/jwks.json"))).toBe(true);
    expect(calls.some((x) => x.url.endsWith("/auth/v1/user"))).toBe(false);
  });

  it("updateUser changes the password (old one refused) and merges metadata", async () => {
    const { email, password, session } = await signedUp();
    const c = client(server);
    await c.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    });
    const meta = await c.auth.updateUser({ data: { a: 1, b: 2 } });
    expect(meta.error).toBeNull();
    const merged = await c.auth.updateUser({ data: { b: null, c: 3 } });
    expect(merged.data.user?.user_metadata).toMatchObject({ a: 1, c: 3 });
    expect(merged.data.user?.user_metadata).not.toHaveProperty("b");
    const same = await c.auth.updateUser({ password });
    expect(same.error?.code).toBe("same_password");
    const weak = await c.auth.updateUser({ password: "123" });
    expect(weak.error?.code).toBe("weak_password");
    expect(weak.error?.name).toBe("AuthWeakPasswordError");
    const changed = await c.auth.updateUser({ password: "a-new-password" });
    expect(changed.error).toBeNull();
    expect((await client(server).auth.signInWithPassword({ email, password })).error?.code).toBe(
      "invalid_credentials",
    );
    expect(
      (await client(server).auth.signInWithPassword({ email, password: "a-new-password" })).error,
    ).toBeNull();
  });

  it("updateUser email sends a confirmation and reports new_email", async () => {
    const { session } = await signedUp();
    const c = client(server);
    await c.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    });
    const target = uniqueEmail("new");
    const sent = server.mailer.sent.length;
    const { data, error } = await c.auth.updateUser({ email: target });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(target);
    await server.auth.mailSettled(); // the mail goes out after the answer
    expect(server.mailer.sent.slice(sent).map((m) => m.to)).toContain(target);
  });

  it("signOut scopes: others, local, global; the other sessions' tokens are refused", async () => {
    const { email, password } = await signedUp();
    const sessions = await Promise.all(
      [0, 1, 2].map(async () => {
        const c = client(server);
        const r = await c.auth.signInWithPassword({ email, password });
        expect(r.error).toBeNull();
        return c;
      }),
    );
    const [a, b, c] = sessions as [SupabaseClient, SupabaseClient, SupabaseClient];
    const tokenA = (await a.auth.getSession()).data.session!.access_token;
    const tokenC = (await c.auth.getSession()).data.session!.access_token;
    expect((await b.auth.signOut({ scope: "others" })).error).toBeNull();
    for (const t of [tokenA, tokenC]) {
      const r = await client(server).auth.getUser(t);
      expect(r.error?.name).toBe("AuthSessionMissingError");
    }
    const tokenB = (await b.auth.getSession()).data.session!.access_token;
    expect((await client(server).auth.getUser(tokenB)).error).toBeNull();
    expect((await b.auth.signOut({ scope: "local" })).error).toBeNull();
    expect((await b.auth.getSession()).data.session).toBeNull();
    expect((await client(server).auth.getUser(tokenB)).error?.name).toBe("AuthSessionMissingError");

    const d = client(server);
    const e = client(server);
    await d.auth.signInWithPassword({ email, password });
    await e.auth.signInWithPassword({ email, password });
    const tokenE = (await e.auth.getSession()).data.session!.access_token;
    const refreshE = (await e.auth.getSession()).data.session!.refresh_token;
    expect((await d.auth.signOut()).error).toBeNull();
    expect((await client(server).auth.getUser(tokenE)).error?.name).toBe("AuthSessionMissingError");
    const r = await client(server).auth.refreshSession({ refresh_token: refreshE });
    expect(r.error?.code).toBe("refresh_token_not_found");
  });
});

describe.each(BACKENDS)("supabase-js, other configurations, on %s", (backend) => {
  it("signUp without autoconfirm: no session, a confirmation mail, repeated sign-ups as GoTrue", async () => {
    const server = await startServer({ backend, env: { GOTRUE_MAILER_AUTOCONFIRM: "false" } });
    try {
      const email = uniqueEmail();
      const { data, error } = await client(server).auth.signUp({
        email,
        password: "secret-pass-1",
      });
      expect(error).toBeNull();
      expect(data.session).toBeNull();
      expect(data.user?.email).toBe(email);
      expect(data.user?.confirmation_sent_at).toBeTruthy();
      expect(data.user?.email_confirmed_at).toBeUndefined();
      await server.auth.mailSettled(); // the mail goes out after the answer
      const mail = server.mailer.sent.find((m) => m.to === email);
      expect(mail?.text).toMatch(/\/auth\/v1\/verify\?token=[0-9a-f]{56}&type=signup&redirect_to=/);

      const login = await client(server).auth.signInWithPassword({
        email,
        password: "secret-pass-1",
      });
      expect(login.error?.code).toBe("email_not_confirmed");
      expect(login.error?.message).toBe("Email not confirmed");

      // Unconfirmed, within 60 s of the last mail: GoTrue's frequency limit.
      const again = await client(server).auth.signUp({ email, password: "secret-pass-1" });
      expect(again.error?.status).toBe(429);
      expect(again.error?.code).toBe("over_email_send_rate_limit");

      // Confirmed: a made-up user comes back, so accounts cannot be enumerated.
      await server.auth.db.query(
        `update auth.users set email_confirmed_at = now() where email = $1`,
        [email],
      );
      const repeat = await client(server).auth.signUp({ email, password: "other-pass-2" });
      expect(repeat.error).toBeNull();
      expect(repeat.data.session).toBeNull();
      expect(repeat.data.user?.id).not.toBe(data.user?.id);
      expect(repeat.data.user?.identities).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("anonymous sign-in when enabled; disabled sign-up refuses everyone", async () => {
    const on = await startServer({
      backend,
      env: { GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: "true" },
    });
    try {
      const c = client(on);
      const { data, error } = await c.auth.signInAnonymously({
        options: { data: { theme: "dark" } },
      });
      expect(error).toBeNull();
      expect(data.user?.is_anonymous).toBe(true);
      expect(data.user?.email).toBe("");
      expect(data.user?.user_metadata.theme).toBe("dark");
      const claims = await c.auth.getClaims();
      expect(claims.data?.claims.is_anonymous).toBe(true);
      expect(claims.data?.claims.amr?.[0]).toMatchObject({ method: "anonymous" });
    } finally {
      await on.close();
    }
    const off = await startServer({ backend, env: { GOTRUE_DISABLE_SIGNUP: "true" } });
    try {
      const anon = await client(off).auth.signInAnonymously();
      expect(anon.error?.code).toBe("signup_disabled");
      const r = await client(off).auth.signUp({ email: uniqueEmail(), password: "secret-pass-1" });
      expect(r.error?.status).toBe(422);
      expect(r.error?.code).toBe("signup_disabled");
      expect(r.error?.message).toBe("Signups not allowed for this instance");
      const anonOff = await startServer({ backend });
      try {
        const a = await client(anonOff).auth.signInAnonymously();
        expect(a.error?.code).toBe("anonymous_provider_disabled");
      } finally {
        await anonOff.close();
      }
    } finally {
      await off.close();
    }
    // Two servers started in one test: about 7 s in CI, 33 s once on a machine loaded by other work.
  }, 90_000);
});
