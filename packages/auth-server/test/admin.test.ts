/**
 * The admin API through the unmodified supabase-js (`supabase.auth.admin.*`) over real HTTP, on
 * PGlite and (with TEST_DATABASE_URL) PostgreSQL: GoTrue's answers from internal/api/admin.go.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";

function client(server: TestServer, key: string): SupabaseClient {
  return createClient(server.url, key, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `t-${Math.random()}`,
    },
  });
}

describe.each(BACKENDS)("admin API via supabase-js on %s", (backend) => {
  let server: TestServer;
  let admin: SupabaseClient["auth"]["admin"];
  beforeAll(async () => {
    server = await startServer({ backend });
    admin = client(server, server.auth.serviceRoleKey).auth.admin;
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signIn(email: string, password: string) {
    return client(server, ANON).auth.signInWithPassword({ email, password });
  }

  it("createUser with password, email_confirm, metadata and role; the user can sign in", async () => {
    const email = uniqueEmail("created");
    const { data, error } = await admin.createUser({
      email,
      password: "a-long-passphrase",
      email_confirm: true,
      user_metadata: { name: "Asha" },
      app_metadata: { plan: "free" },
      role: "authenticated",
    });
    expect(error).toBeNull();
    const user = data.user!;
    expect(user.email).toBe(email);
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.user_metadata).toEqual({ name: "Asha", email_verified: true });
    expect(user.app_metadata).toEqual({ provider: "email", providers: ["email"], plan: "free" });
    expect(user.identities?.map((i) => i.provider)).toEqual(["email"]);
    const signedIn = await signIn(email, "a-long-passphrase");
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(user.id);
  });

  it("createUser refuses a taken email (422 email_exists) and a user without email or phone (400)", async () => {
    const email = uniqueEmail("dup");
    expect((await admin.createUser({ email })).error).toBeNull();
    const dup = await admin.createUser({ email });
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.code).toBe("email_exists");
    // Metadata rides in every access token: capped here too (issue 13, item 3).
    const big = await admin.createUser({
      email: uniqueEmail(),
      user_metadata: { notes: "x".repeat(5000) },
    });
    expect(big.error?.status).toBe(422);
    expect(big.error?.message).toMatch(/^user_metadata is too large/);
    const bigApp = await admin.createUser({
      email: uniqueEmail(),
      app_metadata: { roles: "r".repeat(3000) },
    });
    expect(bigApp.error?.message).toMatch(/^app_metadata is too large/);
    const none = await admin.createUser({ user_metadata: { a: 1 } });
    expect(none.error?.status).toBe(400);
    expect(none.error?.message).toBe("Cannot create a user without either an email or phone");
  });

  it("createUser with phone_confirm and a ban; the banned user cannot sign in (400 user_banned)", async () => {
    const email = uniqueEmail("banned");
    const { data, error } = await admin.createUser({
      email,
      password: "a-long-passphrase",
      email_confirm: true,
      phone: "+919876500001",
      phone_confirm: true,
      ban_duration: "24h",
    });
    expect(error).toBeNull();
    expect(data.user!.phone).toBe("919876500001");
    expect(data.user!.phone_confirmed_at).toBeTruthy();
    expect(new Date(data.user!.banned_until!).getTime()).toBeGreaterThan(
      Date.now() + 23 * 3600_000,
    );
    const signedIn = await signIn(email, "a-long-passphrase");
    expect(signedIn.error?.status).toBe(400);
    expect(signedIn.error?.code).toBe("user_banned");
    const bad = await admin.createUser({ email: uniqueEmail(), ban_duration: "forever" });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.message).toBe(
      'invalid format for ban duration: time: invalid duration "forever"',
    );
  });

  it("a ban ends refresh and GET /user for a signed-in user; ban_duration none lifts it", async () => {
    const email = uniqueEmail("later-banned");
    const { data } = await admin.createUser({
      email,
      password: "a-long-passphrase",
      email_confirm: true,
    });
    const id = data.user!.id;
    const session = (await signIn(email, "a-long-passphrase")).data.session!;
    expect((await admin.updateUserById(id, { ban_duration: "1h" })).error).toBeNull();
    const user = client(server, ANON).auth;
    const refreshed = await user.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error?.status).toBe(400);
    expect(refreshed.error?.message).toBe("Invalid Refresh Token: User Banned");
    const got = await user.getUser(session.access_token);
    expect(got.error?.status).toBe(403);
    expect(got.error?.code).toBe("user_banned");
    const lifted = await admin.updateUserById(id, { ban_duration: "none" });
    expect(lifted.data.user?.banned_until).toBeUndefined();
    const again = await client(server, ANON).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(again.error).toBeNull();
  });

  it("getUserById: the user; 404 user_not_found for an unknown id", async () => {
    const email = uniqueEmail("get");
    const { data } = await admin.createUser({ email });
    const got = await admin.getUserById(data.user!.id);
    expect(got.data.user?.email).toBe(email);
    const missing = await admin.getUserById(crypto.randomUUID());
    expect(missing.error?.status).toBe(404);
    expect(missing.error?.code).toBe("user_not_found");
    expect(missing.error?.message).toBe("User not found");
  });

  it("updateUserById: password (every session ends), email, metadata merge with null deleting, role", async () => {
    const email = uniqueEmail("upd");
    const { data } = await admin.createUser({
      email,
      password: "first-passphrase",
      email_confirm: true,
      user_metadata: { a: 1, b: 2 },
    });
    const id = data.user!.id;
    const old = (await signIn(email, "first-passphrase")).data.session!;
    const newEmail = uniqueEmail("moved");
    const upd = await admin.updateUserById(id, {
      password: "second-passphrase",
      email: newEmail,
      user_metadata: { b: null, c: 3 },
      app_metadata: { tier: "gold" },
      role: "editor",
    });
    expect(upd.error).toBeNull();
    expect(upd.data.user?.email).toBe(newEmail);
    expect(upd.data.user?.user_metadata).toEqual({ a: 1, c: 3, email_verified: true });
    expect(upd.data.user?.app_metadata.tier).toBe("gold");
    expect(upd.data.user?.role).toBe("editor");
    const identity = upd.data.user?.identities?.find((i) => i.provider === "email");
    expect(identity?.identity_data?.email).toBe(newEmail);
    // The old session is gone; the new password works at the new address.
    const refreshed = await client(server, ANON).auth.refreshSession({
      refresh_token: old.refresh_token,
    });
    expect(refreshed.error?.status).toBe(400);
    expect((await signIn(newEmail, "second-passphrase")).error).toBeNull();
    const unknown = await admin.updateUserById(crypto.randomUUID(), { role: "x" });
    expect(unknown.error?.status).toBe(404);
    expect(unknown.error?.code).toBe("user_not_found");
  });

  it("deleteUser hard: the row is gone (404 after); soft: kept with deleted_at, address obfuscated, sessions ended", async () => {
    const hardEmail = uniqueEmail("hard");
    const hard = (
      await admin.createUser({
        email: hardEmail,
        password: "a-long-passphrase",
        email_confirm: true,
      })
    ).data.user!;
    const del = await admin.deleteUser(hard.id);
    expect(del.error).toBeNull();
    expect((await admin.getUserById(hard.id)).error?.code).toBe("user_not_found");
    expect((await signIn(hardEmail, "a-long-passphrase")).error?.code).toBe("invalid_credentials");
    // The address is free again.
    expect((await admin.createUser({ email: hardEmail })).error).toBeNull();

    const softEmail = uniqueEmail("soft");
    const soft = (
      await admin.createUser({
        email: softEmail,
        password: "a-long-passphrase",
        email_confirm: true,
        user_metadata: { name: "S" },
      })
    ).data.user!;
    const session = (await signIn(softEmail, "a-long-passphrase")).data.session!;
    expect((await admin.deleteUser(soft.id, true)).error).toBeNull();
    const kept = (await admin.getUserById(soft.id)).data.user!;
    expect(kept.deleted_at).toBeTruthy();
    expect(kept.email).not.toContain("@");
    expect(kept.user_metadata).toEqual({});
    expect(kept.identities?.[0]?.identity_data).toEqual({});
    expect((await signIn(softEmail, "a-long-passphrase")).error?.code).toBe("invalid_credentials");
    const me = await server.call("/user", {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.status).toBe(403);
    expect(((await me.json()) as { code: string }).code).toBe("session_not_found");
    // Soft-deleting again is a no-op; a missing user is 404.
    expect((await admin.deleteUser(soft.id, true)).error).toBeNull();
    expect((await admin.deleteUser(crypto.randomUUID())).error?.status).toBe(404);
  });

  it("listUsers: newest first, page/perPage, total and next/last pages from X-Total-Count and Link", async () => {
    const fresh = await startServer({ backend });
    try {
      const a = client(fresh, fresh.auth.serviceRoleKey).auth.admin;
      const emails: string[] = [];
      for (let i = 0; i < 5; i++) {
        fresh.clock.offsetMs = i * 1000;
        const email = uniqueEmail(`list${i}`);
        emails.push(email);
        expect((await a.createUser({ email })).error).toBeNull();
      }
      const first = await a.listUsers({ page: 1, perPage: 2 });
      expect(first.error).toBeNull();
      expect(first.data.users.map((u) => u.email)).toEqual([emails[4], emails[3]]);
      expect(first.data).toMatchObject({
        total: 5,
        nextPage: 2,
        lastPage: 3,
        aud: "authenticated",
      });
      const last = await a.listUsers({ page: 3, perPage: 2 });
      expect(last.data.users.map((u) => u.email)).toEqual([emails[0]]);
      expect(last.data).toMatchObject({ total: 5, nextPage: null, lastPage: 3 });
      const all = await a.listUsers();
      expect(all.data.users).toHaveLength(5);

      const raw = await fetch(`${fresh.url}/auth/v1/admin/users?per_page=2&page=1`, {
        headers: { apikey: ANON, authorization: `Bearer ${fresh.auth.serviceRoleKey}` },
      });
      expect(raw.headers.get("x-total-count")).toBe("5");
      expect(raw.headers.get("link")).toBe(
        '</auth/v1/admin/users?page=2&per_page=2>; rel="next", </auth/v1/admin/users?page=3&per_page=2>; rel="last"',
      );
      const bad = await fetch(`${fresh.url}/auth/v1/admin/users?page=-1`, {
        headers: { apikey: ANON, authorization: `Bearer ${fresh.auth.serviceRoleKey}` },
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { msg: string }).msg).toMatch(/^Bad Pagination Parameters/);
      const far = await a.listUsers({ page: 999_999_999, perPage: 1000 });
      expect(far.error).toBeNull();
      expect(far.data.users).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it("GET /admin/audit lists entries newest first, filtered by query=action:...", async () => {
    const email = uniqueEmail("audited");
    const created = (await admin.createUser({ email })).data.user!;
    await admin.deleteUser(created.id);
    const auth = { apikey: ANON, authorization: `Bearer ${server.auth.serviceRoleKey}` };
    const res = await fetch(
      `${server.url}/auth/v1/admin/audit?query=action:user_deleted&per_page=1`,
      { headers: auth },
    );
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { payload: Record<string, unknown>; created_at: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toMatchObject({
      action: "user_deleted",
      log_type: "team",
      actor_username: "service_role",
    });
    expect((rows[0]!.payload.traits as Record<string, unknown>).user_email).toBe(email);
    expect(Number(res.headers.get("x-total-count"))).toBeGreaterThanOrEqual(1);
    const bad = await fetch(`${server.url}/auth/v1/admin/audit?query=nope`, { headers: auth });
    expect(bad.status).toBe(400);
  });

  it("signOut on a user's behalf (admin.signOut with the user's token) ends that session", async () => {
    const email = uniqueEmail("out");
    await admin.createUser({ email, password: "a-long-passphrase", email_confirm: true });
    const session = (await signIn(email, "a-long-passphrase")).data.session!;
    const out = await admin.signOut(session.access_token, "global");
    expect(out.error).toBeNull();
    const refreshed = await client(server, ANON).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refreshed.error?.status).toBe(400);
  });

  it("a user's own token on admin routes: 403 not_admin", async () => {
    const email = uniqueEmail("plain");
    const { data } = await client(server, ANON).auth.signUp({
      email,
      password: "a-long-passphrase",
    });
    const headers = {
      apikey: ANON,
      authorization: `Bearer ${data.session!.access_token}`,
      "x-supabase-api-version": "2024-01-01",
    };
    for (const [method, path] of [
      ["GET", "/admin/users"],
      ["POST", "/admin/users"],
      ["GET", `/admin/users/${data.user!.id}`],
      ["DELETE", `/admin/users/${data.user!.id}`],
      ["GET", "/admin/audit"],
    ]) {
      const res = await fetch(`${server.url}/auth/v1${path}`, { method, headers });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe("not_admin");
    }
  });
});
