/** Regression tests for the four defects of issue 10, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. */
import { createClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";

const SECRET = "legacy-hs256-secret-for-tests-0123456789";
const hs256 = (claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(new TextEncoder().encode(SECRET));

function client(server: TestServer, key = ANON) {
  return createClient(server.url, key, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `t-${Math.random()}`,
    },
  });
}

function claimsOf(token: string) {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as Record<
    string,
    unknown
  >;
}

describe.each(BACKENDS)("issue 10 defects on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      backend,
      env: { GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: "true", GOTRUE_JWT_SECRET: SECRET },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("1. an anonymous user adds an email with updateUser: 200, no longer anonymous, an email identity", async () => {
    const c = client(server);
    const anon = await c.auth.signInAnonymously();
    expect(anon.error).toBeNull();
    const email = uniqueEmail("anon");
    const { data, error } = await c.auth.updateUser({ email });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.is_anonymous).toBe(false);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(["email"]);
    expect(data.user?.identities?.[0]?.id).toBe(data.user?.id);
  });

  it("3. session_id: not a uuid -> user checked first, then 403 bad_jwt; the all-zero uuid is no session", async () => {
    const email = uniqueEmail();
    const signup = await client(server).auth.signUp({ email, password: "secret-pass-1" });
    const base = claimsOf(signup.data.session!.access_token);
    const get = async (claims: Record<string, unknown>) =>
      server.call("/user", { headers: { authorization: `Bearer ${await hs256(claims)}` } });

    const notUuid = await get({ ...base, session_id: "not-a-uuid" });
    expect(notUuid.status).toBe(403);
    expect(await notUuid.json()).toEqual({
      code: "bad_jwt",
      message: "invalid claim: session_id claim must be a UUID",
    });

    const ghostUser = await get({ ...base, sub: crypto.randomUUID(), session_id: "not-a-uuid" });
    expect(ghostUser.status).toBe(403);
    expect(ghostUser.headers.get("x-sb-error-code")).toBe("user_not_found");

    const nil = await get({ ...base, session_id: "00000000-0000-0000-0000-000000000000" });
    expect(nil.status).toBe(200);
    expect(((await nil.json()) as { email: string }).email).toBe(email);

    const gone = await get({ ...base, session_id: crypto.randomUUID() });
    expect(gone.status).toBe(403);
    expect(gone.headers.get("x-sb-error-code")).toBe("session_not_found");
  });

  it("4. bearer tokens with the wrong number of segments get GoTrue's full message", async () => {
    const res = await server.call("/user", { headers: { authorization: "Bearer abc.def" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: "bad_jwt",
      message:
        "invalid JWT: unable to parse or verify signature, token is malformed: token contains an invalid number of segments",
    });
  });

  it("4. legacy JWT-form API keys: role anon or service_role signed by the server's keys; nothing else", async () => {
    const now = Math.floor(Date.now() / 1000);
    const anonKey = await hs256({ iss: "supabase", role: "anon", iat: now, exp: now + 3600 });
    const serviceKey = await hs256({
      iss: "supabase",
      role: "service_role",
      iat: now,
      exp: now + 3600,
    });
    for (const key of [anonKey, serviceKey]) {
      expect((await server.call("/settings", { headers: { apikey: key } })).status).toBe(200);
    }
    // supabase-js with a legacy anon key signs up as usual.
    const signup = await client(server, anonKey).auth.signUp({
      email: uniqueEmail(),
      password: "secret-pass-1",
    });
    expect(signup.error).toBeNull();

    const authenticatedRole = await hs256({ role: "authenticated", iat: now, exp: now + 3600 });
    const wrongSecret = await new SignJWT({ role: "anon" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("some-other-secret-0123456789abcdef"));
    const expired = await hs256({ role: "anon", iat: now - 7200, exp: now - 3600 });
    for (const key of [authenticatedRole, wrongSecret, expired, "not-a-key"]) {
      const res = await server.call("/settings", { headers: { apikey: key } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: "no_authorization", message: "Invalid API key" });
    }
    const none = await server.call("/settings", { headers: { apikey: "" } });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { message: string }).message).toBe(
      "No API key found in request",
    );
  });
});

describe.each(BACKENDS)("issue 10 defects, other settings, on %s", (backend) => {
  it("2. rotation off: a used refresh token past the reuse interval is refused; the session keeps its tokens", async () => {
    const server = await startServer({
      backend,
      env: { GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED: "false" },
    });
    try {
      const first = await client(server).auth.signUp({
        email: uniqueEmail(),
        password: "secret-pass-1",
      });
      const original = first.data.session!.refresh_token;
      const a = await client(server).auth.refreshSession({ refresh_token: original });
      const b = await client(server).auth.refreshSession({
        refresh_token: a.data.session!.refresh_token,
      });
      expect(b.error).toBeNull();
      server.clock.offsetMs = 11_000;
      const replay = await client(server).auth.refreshSession({ refresh_token: original });
      expect(replay.error?.status).toBe(400);
      expect(replay.error?.code).toBe("refresh_token_already_used");
      expect(replay.error?.message).toBe("Invalid Refresh Token: Already Used");
      // Without rotation GoTrue does not revoke the family: the current token still works.
      const current = await client(server).auth.refreshSession({
        refresh_token: b.data.session!.refresh_token,
      });
      expect(current.error).toBeNull();
    } finally {
      await server.close();
    }
  });

  it("4. AUTH_REQUIRE_API_KEY=false: requests without a key are served; on by default", async () => {
    const off = await startServer({
      backend,
      listen: false,
      env: { AUTH_REQUIRE_API_KEY: "false" },
    });
    try {
      const res = await off.call("/settings", { headers: { apikey: "" } });
      expect(res.status).toBe(200);
      const signup = await off.call("/signup", {
        json: { email: uniqueEmail(), password: "secret-pass-1" },
        headers: { apikey: "" },
      });
      expect(signup.status).toBe(200);
    } finally {
      await off.close();
    }
  });
});
