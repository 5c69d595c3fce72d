/**
 * MFA recovery codes through the unmodified supabase-js (`auth.mfa.recoveryCodes`, behind
 * `experimental.recoveryCodes`) over real HTTP, on PGlite and PostgreSQL.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";

const PASSWORD = "secret-pass-1";

function client(server: TestServer): SupabaseClient {
  return createClient(server.url, ANON, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `rc-${Math.random().toString(36).slice(2)}`,
      experimental: { recoveryCodes: true },
    },
  });
}

function claims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()) as Record<
    string,
    unknown
  >;
}

function codeFor(server: TestServer, secret: string) {
  return generate({ secret, epoch: Math.floor((Date.now() + server.clock.offsetMs) / 1000) });
}

/** "k4m9x7qp2ab8ht3z" as a person might type it from a printout. */
function typed(code: string) {
  return ` ${code.toUpperCase().match(/.{4}/g)!.join("-")} `;
}

describe.each(BACKENDS)("MFA recovery codes through supabase-js on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend, env: { AUTH_MFA_RECOVERY_CODES_MAX_ATTEMPTS: "3" } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signedIn() {
    const email = uniqueEmail("rc");
    const c = client(server);
    const { error } = await c.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { c, email };
  }

  /** A user with a verified TOTP factor, the client at aal2. */
  async function withTotp() {
    const { c, email } = await signedIn();
    const enrolled = await c.auth.mfa.enroll({ factorType: "totp", friendlyName: "phone app" });
    expect(enrolled.error).toBeNull();
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
    const verified = await c.auth.mfa.challengeAndVerify({
      factorId,
      code: await codeFor(server, totp.secret),
    });
    expect(verified.error).toBeNull();
    return { c, email, factorId, secret: totp.secret };
  }

  /** A second client for the same account, signed in with the password only (aal1). */
  async function passwordOnly(email: string) {
    const c = client(server);
    const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return c;
  }

  async function auditActions(userId: string) {
    const rows = await server.auth.db.query<{ action: string }>(
      `select payload->>'action' as action from auth.audit_log_entries
       where payload->>'actor_id' = $1 order by created_at`,
      [userId],
    );
    return rows.map((r) => r.action);
  }

  it("generate answers ten canonical codes once; status counts them; the factor is listed", async () => {
    const { c } = await withTotp();
    const gen = await c.auth.mfa.recoveryCodes.generate();
    expect(gen.error).toBeNull();
    expect(gen.data!.type).toBe("recovery_code");
    expect(gen.data!.friendly_name).toBe("Recovery codes");
    expect(gen.data!.total).toBe(10);
    expect(gen.data!.codes).toHaveLength(10);
    for (const code of gen.data!.codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{16}$/);
    expect(new Set(gen.data!.codes).size).toBe(10);

    const status = await c.auth.mfa.recoveryCodes.getStatus();
    expect(status.data).toEqual({
      id: gen.data!.id,
      type: "recovery_code",
      total: 10,
      remaining: 10,
    });
    expect(JSON.stringify(status)).not.toContain(gen.data!.codes[0]);
    const factors = await c.auth.mfa.listFactors();
    expect(factors.data!.recovery_code.map((f) => f.id)).toEqual([gen.data!.id]);

    // Stored hashed: no code appears in the database.
    const stored = await server.auth.db.query<{ code_hash: string }>(
      `select code_hash from auth.mfa_recovery_codes c join auth.mfa_recovery_code_sets s
         on s.id = c.recovery_code_set_id where s.mfa_factor_id = $1`,
      [gen.data!.id],
    );
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(gen.data!.codes).not.toContain(row.code_hash);

    // One set per user.
    const again = await c.auth.mfa.recoveryCodes.generate();
    expect(again.error?.code).toBe("mfa_verified_factor_exists");
  });

  it("a code lifts a password sign-in to aal2 with mfa/recovery_code, once; the account is mailed", async () => {
    const { c, email } = await withTotp();
    const { data } = await c.auth.mfa.recoveryCodes.generate({ friendlyName: "Paper codes" });
    const code = data!.codes[3]!;

    const other = await passwordOnly(email);
    const before = await other.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    // Status works at aal1 (the sign-in step may show how many remain).
    expect((await other.auth.mfa.recoveryCodes.getStatus()).data?.remaining).toBe(10);

    const sentBefore = server.mailer.sent.length;
    const verified = await other.auth.mfa.recoveryCodes.verify({ code: typed(code) });
    expect(verified.error).toBeNull();
    const at = claims(verified.data!.access_token);
    expect(at.aal).toBe("aal2");
    expect((at.amr as { method: string }[]).map((a) => a.method)).toEqual(
      expect.arrayContaining(["password", "mfa/recovery_code"]),
    );
    const after = await other.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data?.currentLevel).toBe("aal2");
    expect((await other.auth.mfa.recoveryCodes.getStatus()).data?.remaining).toBe(9);

    // The account hears of it (after the answer).
    await server.auth.mailSettled();
    const mail = server.mailer.sent.slice(sentBefore).find((m) => m.to === email);
    expect(mail?.subject).toBe("A recovery code was used to sign in");
    expect(mail?.text).toContain("9 unused codes remain");
    expect(mail?.text).not.toContain(code);

    // Single use: the same code fails on another aal1 session.
    const third = await passwordOnly(email);
    const reused = await third.auth.mfa.recoveryCodes.verify({ code });
    expect(reused.error?.code).toBe("mfa_verification_failed");
    expect(reused.error?.status).toBe(422);
    // A refresh keeps aal2 and the claim.
    const refreshed = await other.auth.refreshSession();
    expect(claims(refreshed.data.session!.access_token).aal).toBe("aal2");

    const user = (await other.auth.getUser()).data.user!;
    const actions = await auditActions(user.id);
    expect(actions).toContain("recovery_codes_generated");
    expect(actions).toContain("recovery_code_used");
    expect(actions).toContain("recovery_code_verification_failed");
  });

  it("wrong codes are counted per user and lock verification (429), even for a right code", async () => {
    const { c, email } = await withTotp();
    const { data } = await c.auth.mfa.recoveryCodes.generate();
    const other = await passwordOnly(email);
    const wrong = "0000-0000-0000-0000";
    const first = await other.auth.mfa.recoveryCodes.verify({ code: wrong });
    expect(first.error?.code).toBe("mfa_verification_failed");
    // Counted per user, not per session: a second session shares the count.
    const second = await passwordOnly(email);
    expect((await second.auth.mfa.recoveryCodes.verify({ code: wrong })).error?.code).toBe(
      "mfa_verification_failed",
    );
    const third = await other.auth.mfa.recoveryCodes.verify({ code: wrong });
    expect(third.error?.code).toBe("mfa_recovery_codes_locked");
    expect(third.error?.status).toBe(429);
    const right = await other.auth.mfa.recoveryCodes.verify({ code: data!.codes[0]! });
    expect(right.error?.code).toBe("mfa_recovery_codes_locked");
    // The lockout runs out.
    server.clock.offsetMs += 16 * 60_000;
    try {
      const later = await passwordOnly(email);
      const ok = await later.auth.mfa.recoveryCodes.verify({ code: data!.codes[0]! });
      expect(ok.error).toBeNull();
    } finally {
      server.clock.offsetMs -= 16 * 60_000;
    }
    const user = (await c.auth.getUser()).data.user!;
    expect(await auditActions(user.id)).toContain("recovery_codes_locked");
  });

  it("regenerate needs aal2, keeps the factor, invalidates the old codes and clears a lockout", async () => {
    const { c, email } = await withTotp();
    const first = await c.auth.mfa.recoveryCodes.generate();
    const aal1 = await passwordOnly(email);
    for (let i = 0; i < 3; i++) await aal1.auth.mfa.recoveryCodes.verify({ code: "nope" });
    expect((await aal1.auth.mfa.recoveryCodes.regenerate()).error?.code).toBe("insufficient_aal");
    expect((await aal1.auth.mfa.recoveryCodes.generate()).error?.code).toBe(
      "mfa_verified_factor_exists",
    );
    expect((await aal1.auth.mfa.recoveryCodes.unenroll()).error?.code).toBe("insufficient_aal");

    const second = await c.auth.mfa.recoveryCodes.regenerate();
    expect(second.error).toBeNull();
    expect(second.data!.id).toBe(first.data!.id);
    expect(second.data!.codes.some((code) => first.data!.codes.includes(code))).toBe(false);
    const stale = await aal1.auth.mfa.recoveryCodes.verify({ code: first.data!.codes[0]! });
    expect(stale.error?.code).toBe("mfa_verification_failed");
    const fresh = await aal1.auth.mfa.recoveryCodes.verify({ code: second.data!.codes[0]! });
    expect(fresh.error).toBeNull();
  });

  it("codes need another verified factor and go with the last one; delete drops what they lifted", async () => {
    const { c: bare } = await signedIn();
    expect((await bare.auth.mfa.recoveryCodes.generate()).error?.code).toBe(
      "mfa_recovery_codes_sole_factor",
    );
    expect((await bare.auth.mfa.recoveryCodes.getStatus()).error?.code).toBe(
      "mfa_factor_not_found",
    );
    expect((await bare.auth.mfa.recoveryCodes.regenerate()).error?.code).toBe(
      "mfa_factor_not_found",
    );

    const { c, factorId, email: totpEmail } = await withTotp();
    const aal1 = await passwordOnly(totpEmail);
    expect((await aal1.auth.mfa.recoveryCodes.generate()).error?.code).toBe("insufficient_aal");
    await c.auth.mfa.recoveryCodes.generate();
    expect((await c.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await c.auth.mfa.recoveryCodes.getStatus()).error?.code).toBe("mfa_factor_not_found");
    const listed = await c.auth.mfa.listFactors();
    expect(listed.data!.all).toEqual([]);

    // DELETE: the factor goes, and sessions the codes lifted drop to aal1.
    const { c: owner, email } = await withTotp();
    const { data } = await owner.auth.mfa.recoveryCodes.generate();
    const lifted = await passwordOnly(email);
    await lifted.auth.mfa.recoveryCodes.verify({ code: data!.codes[0]! });
    const removed = await owner.auth.mfa.recoveryCodes.unenroll();
    expect(removed.data).toEqual({ id: data!.id });
    const refreshed = await lifted.auth.refreshSession();
    expect(claims(refreshed.data.session!.access_token).aal).toBe("aal1");
    expect((await owner.auth.mfa.recoveryCodes.getStatus()).error?.code).toBe(
      "mfa_factor_not_found",
    );
  });

  it("an admin removing the last other factor removes the codes too", async () => {
    const { c, factorId } = await withTotp();
    await c.auth.mfa.recoveryCodes.generate();
    const user = (await c.auth.getUser()).data.user!;
    const res = await fetch(`${server.url}/auth/v1/admin/users/${user.id}/factors/${factorId}`, {
      method: "DELETE",
      headers: { apikey: ANON, authorization: `Bearer ${server.auth.serviceRoleKey}` },
    });
    expect(res.status).toBe(200);
    const rows = await server.auth.db.query(
      `select 1 from auth.mfa_recovery_code_sets where user_id = $1`,
      [user.id],
    );
    expect(rows).toEqual([]);
    expect(await auditActions(user.id)).toContain("recovery_codes_deleted");
  });

  it("at once: two generates make one set, two uses of one code lift one session", async () => {
    const { c, email } = await withTotp();
    const both = await Promise.all([
      c.auth.mfa.recoveryCodes.generate(),
      c.auth.mfa.recoveryCodes.generate(),
    ]);
    const made = both.filter((r) => !r.error);
    expect(made).toHaveLength(1);
    expect(both.find((r) => r.error)?.error?.code).toBe("mfa_verified_factor_exists");
    const code = made[0]!.data!.codes[0]!;
    const [a, b] = await Promise.all([passwordOnly(email), passwordOnly(email)]);
    const uses = await Promise.all([
      a.auth.mfa.recoveryCodes.verify({ code }),
      b.auth.mfa.recoveryCodes.verify({ code }),
    ]);
    // The other is refused: the code is used, or the winner's lift ended that aal1 session.
    expect(uses.filter((r) => !r.error)).toHaveLength(1);
    expect(uses.filter((r) => r.error && r.error.status! < 500)).toHaveLength(1);
  });

  it("bad input answers 4xx, never 5xx", async () => {
    const { c } = await withTotp();
    await c.auth.mfa.recoveryCodes.generate();
    const token = (await c.auth.getSession()).data.session!.access_token;
    const headers = {
      apikey: ANON,
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    };
    const cases: [string, string, string | undefined][] = [
      ["POST", "/factors/recovery-codes/verify", "{}"],
      ["POST", "/factors/recovery-codes/verify", '{"code": 12}'],
      ["POST", "/factors/recovery-codes/verify", '{"code": "\\u0000"}'],
      ["POST", "/factors/recovery-codes/verify", '{"code": ""}'],
      ["POST", "/factors/recovery-codes/verify", "not json"],
      ["POST", "/factors/recovery-codes/verify", JSON.stringify({ code: "x".repeat(100_000) })],
      ["POST", "/factors/recovery-codes", '{"friendly_name": 5}'],
      ["POST", "/factors/recovery-codes", JSON.stringify({ friendly_name: "n".repeat(500) })],
    ];
    for (const [method, path, body] of cases) {
      const res = await fetch(`${server.url}/auth/v1${path}`, { method, headers, body });
      expect(res.status, `${method} ${path} ${body?.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path} ${body?.slice(0, 40)}`).toBeLessThan(500);
    }
    // Without a session: 401.
    const anon = await fetch(`${server.url}/auth/v1/factors/recovery-codes`, {
      headers: { apikey: ANON },
    });
    expect(anon.status).toBe(401);
    // The recovery-code factor has no challenge.
    const { data } = await c.auth.mfa.recoveryCodes.getStatus();
    const challenge = await c.auth.mfa.challenge({ factorId: data!.id });
    expect(challenge.error?.status).toBe(400);
  });

  it("switched off, they answer GoTrue's errors", async () => {
    const off = await startServer({
      backend,
      env: {
        GOTRUE_MFA_RECOVERY_CODES_ENROLL_ENABLED: "false",
        GOTRUE_MFA_RECOVERY_CODES_VERIFY_ENABLED: "false",
      },
    });
    try {
      const c = client(off);
      await c.auth.signUp({ email: uniqueEmail("rc-off"), password: PASSWORD });
      expect((await c.auth.mfa.recoveryCodes.generate()).error?.code).toBe(
        "mfa_recovery_codes_enroll_not_enabled",
      );
      expect((await c.auth.mfa.recoveryCodes.verify({ code: "abcd" })).error?.code).toBe(
        "mfa_recovery_codes_verify_not_enabled",
      );
    } finally {
      await off.close();
    }
  });
});
