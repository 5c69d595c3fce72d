// @vitest-environment node
import { createAuthServer, type AuthServer } from "@saathi/auth-server";
import { DEFAULT_PUBLISHABLE_KEY } from "@saathi/auth-server/public";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountRoutes, refuseDeletion } from "./account-routes.ts";

const now = 1_800_000_000;
const user = { id: "u1", factors: [] as { status?: string }[] };

describe("refuseDeletion", () => {
  it("allows a recent sign-in without two-factor", () => {
    expect(
      refuseDeletion(
        user,
        { sub: "u1", aal: "aal1", amr: [{ method: "password", timestamp: now - 60 }] },
        now,
      ),
    ).toBeNull();
  });

  it("refuses a token of another user", () => {
    expect(
      refuseDeletion(user, { sub: "u2", amr: [{ method: "password", timestamp: now }] }, now)?.code,
    ).toBe("bad_jwt");
  });

  it("refuses a sign-in older than ten minutes, whatever the token's age", () => {
    const refusal = refuseDeletion(
      user,
      { sub: "u1", amr: [{ method: "password", timestamp: now - 601 }] },
      now,
    );
    expect(refusal).toMatchObject({ status: 401, code: "reauthentication_needed" });
    expect(refuseDeletion(user, { sub: "u1" }, now)?.code).toBe("reauthentication_needed");
  });

  it("counts the newest way of signing in (a code after an older password)", () => {
    const amr = [
      { method: "password", timestamp: now - 3600 },
      { method: "totp", timestamp: now - 30 },
    ];
    expect(
      refuseDeletion(
        { id: "u1", factors: [{ status: "verified" }] },
        { sub: "u1", aal: "aal2", amr },
        now,
      ),
    ).toBeNull();
  });

  it("wants aal2 once a factor is verified, and only then", () => {
    const amr = [{ method: "password", timestamp: now }];
    expect(
      refuseDeletion(
        { id: "u1", factors: [{ status: "verified" }] },
        { sub: "u1", aal: "aal1", amr },
        now,
      ),
    ).toMatchObject({
      status: 403,
      code: "insufficient_aal",
    });
    expect(
      refuseDeletion(
        { id: "u1", factors: [{ status: "unverified" }] },
        { sub: "u1", aal: "aal1", amr },
        now,
      ),
    ).toBeNull();
  });
});

describe("DELETE /api/account against the embedded auth server", () => {
  let auth: AuthServer;
  let clock = Math.floor(Date.now() / 1000);
  const api = () =>
    accountRoutes({
      authUrl: "http://in-process/auth/v1",
      authFetch: (request) => auth.fetch(request),
      serviceRoleKey: auth.serviceRoleKey,
      nowSeconds: () => clock,
    });

  beforeAll(async () => {
    auth = await createAuthServer({
      env: { AUTH_DATA_DIR: "memory://", AUTH_RATE_LIMIT_DISABLED: "true" },
      log: () => {},
    });
  }, 60_000); // PGlite starts and migrates in memory: seconds on a busy machine
  afterAll(() => auth?.close());

  async function signUp(email: string, password = "a calm strong passphrase") {
    const response = await auth.fetch(
      new Request("http://in-process/auth/v1/signup", {
        method: "POST",
        headers: { apikey: DEFAULT_PUBLISHABLE_KEY, "Content-Type": "application/json" },
        body: JSON.stringify({ email, password }),
      }),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as { access_token: string };
  }

  const del = (token?: string) =>
    api().request("/", {
      method: "DELETE",
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });

  it("wants a token", async () => {
    const response = await del();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "no_authorization" });
  });

  it("refuses a token the auth server does not accept", async () => {
    const response = await del("not.a.jwt");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "bad_jwt" });
  });

  it("wants a recent sign-in", async () => {
    const { access_token } = await signUp("stale@example.com");
    clock = Math.floor(Date.now() / 1000) + 11 * 60;
    try {
      const response = await del(access_token);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: "reauthentication_needed" });
    } finally {
      clock = Math.floor(Date.now() / 1000);
    }
  });

  it("answers other methods with 405", async () => {
    const response = await api().request("/", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("DELETE");
  });

  it("deletes the account: its password no longer signs in", async () => {
    const email = "leaving@example.com";
    const { access_token } = await signUp(email);
    const response = await del(access_token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    const signIn = await auth.fetch(
      new Request("http://in-process/auth/v1/token?grant_type=password", {
        method: "POST",
        headers: { apikey: DEFAULT_PUBLISHABLE_KEY, "Content-Type": "application/json" },
        body: JSON.stringify({ email, password: "a calm strong passphrase" }),
      }),
    );
    expect(signIn.status).toBe(400);
    expect(await signIn.json()).toMatchObject({ error_code: "invalid_credentials" });
  });

  it("then erases the account's service desk data (afterDelete), and a failure there keeps the deletion", async () => {
    const { access_token } = await signUp("desk-user@example.com");
    const erased: { id: string; email: string | null }[] = [];
    const withDesk = accountRoutes({
      authUrl: "http://in-process/auth/v1",
      authFetch: (request) => auth.fetch(request),
      serviceRoleKey: auth.serviceRoleKey,
      nowSeconds: () => clock,
      afterDelete: async (user) => void erased.push(user),
    });
    const response = await withDesk.request("/", {
      method: "DELETE",
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(response.status).toBe(200);
    expect(erased).toEqual([{ id: expect.any(String), email: "desk-user@example.com" }]);

    const second = await signUp("desk-user-2@example.com");
    const logged: string[] = [];
    const failing = accountRoutes({
      authUrl: "http://in-process/auth/v1",
      authFetch: (request) => auth.fetch(request),
      serviceRoleKey: auth.serviceRoleKey,
      nowSeconds: () => clock,
      afterDelete: async () => {
        throw new Error("database away");
      },
      log: (line) => logged.push(line),
    });
    const res = await failing.request("/", {
      method: "DELETE",
      headers: { Authorization: `Bearer ${second.access_token}` },
    });
    expect(res.status).toBe(200);
    expect(logged[0]).toContain("database away");
  });
});
