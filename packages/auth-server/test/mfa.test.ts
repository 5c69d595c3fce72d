/**
 * MFA (TOTP) through the unmodified supabase-js over real HTTP, on PGlite and PostgreSQL: codes are
 * computed here from the secret the server hands out, as an authenticator app would.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SmsService } from "../src/services/sms.ts";
import { insertChallenge } from "../src/storage/factors.ts";
import { ANON, BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";
import { SoftAuthenticator } from "./soft-authenticator.ts";

const PASSWORD = "secret-pass-1";

function client(server: TestServer): SupabaseClient {
  return createClient(server.url, ANON, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `mfa-${Math.random().toString(36).slice(2)}`,
    },
  });
}

function claims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()) as Record<
    string,
    unknown
  >;
}

/** The code an authenticator app shows for the secret at the server's (movable) time. */
function codeFor(server: TestServer, secret: string, offsetSeconds = 0) {
  return generate({
    secret,
    epoch: Math.floor((Date.now() + server.clock.offsetMs) / 1000) + offsetSeconds,
  });
}

/** A code for the secret that is wrong now (outside the ±1 step window). */
async function wrongCode(server: TestServer, secret: string) {
  const now = await codeFor(server, secret);
  const near = new Set([
    now,
    await codeFor(server, secret, -30),
    await codeFor(server, secret, 30),
  ]);
  for (let i = 0; ; i++) {
    const c = String((Number(now) + 1 + i) % 1_000_000).padStart(6, "0");
    if (!near.has(c)) return c;
  }
}

describe.each(BACKENDS)("MFA TOTP through supabase-js on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signedIn() {
    const email = uniqueEmail("mfa");
    const c = client(server);
    const { error } = await c.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { c, email };
  }

  /** Enrol a TOTP factor and verify it; the client ends up at aal2. */
  async function withVerifiedFactor() {
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

  it("enrol answers an SVG QR code, the secret and the otpauth URI; the factor is unverified", async () => {
    const { c, email } = await signedIn();
    const { data, error } = await c.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: "Asha's phone",
      issuer: "Saathi",
    });
    expect(error).toBeNull();
    const d = data as {
      id: string;
      type: string;
      friendly_name: string;
      totp: { qr_code: string; secret: string; uri: string };
    };
    expect(d.type).toBe("totp");
    expect(d.friendly_name).toBe("Asha's phone");
    // supabase-js turns GoTrue's raw SVG markup into a data: URI.
    expect(d.totp.qr_code.startsWith("data:image/svg+xml;utf-8,<svg")).toBe(true);
    expect(d.totp.qr_code).not.toContain("#");
    expect(d.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(d.totp.uri).toBe(
      `otpauth://totp/Saathi:${email}?algorithm=SHA1&digits=6&issuer=Saathi&period=30&secret=${d.totp.secret}`,
    );
    const factors = await c.auth.mfa.listFactors();
    expect(factors.data?.all.map((f) => [f.id, f.status, f.factor_type])).toEqual([
      [d.id, "unverified", "totp"],
    ]);
    expect(factors.data?.totp).toEqual([]);
    const aal = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
  });

  it("without an issuer the site's host is the issuer", async () => {
    const { c } = await signedIn();
    const { data } = await c.auth.mfa.enroll({ factorType: "totp" });
    expect((data as { totp: { uri: string } }).totp.uri).toContain("issuer=127.0.0.1%3A8080");
  });

  it("challenge and verify: a new session at aal2 with totp and password in amr; refresh keeps aal2", async () => {
    const { c } = await signedIn();
    const before = (await c.auth.getSession()).data.session!;
    const enrolled = await c.auth.mfa.enroll({ factorType: "totp" });
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
    const challenge = await c.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.type).toBe("totp");
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(challenge.data!.expires_at).toBeGreaterThanOrEqual(nowSeconds + 299);
    expect(challenge.data!.expires_at).toBeLessThanOrEqual(nowSeconds + 301);

    const verified = await c.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: await codeFor(server, totp.secret),
    });
    expect(verified.error).toBeNull();
    const at = claims(verified.data!.access_token);
    expect(at.aal).toBe("aal2");
    expect((at.amr as { method: string }[]).map((a) => a.method)).toEqual(["totp", "password"]);
    expect(at.session_id).toBe(claims(before.access_token).session_id);
    expect(verified.data!.refresh_token).not.toBe(before.refresh_token);
    expect(verified.data!.user.factors?.[0]?.status).toBe("verified");

    const aal = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
    expect(
      aal.data?.currentAuthenticationMethods.map((m) => (typeof m === "string" ? m : m.method)),
    ).toEqual(["totp", "password"]);
    expect((await c.auth.mfa.listFactors()).data?.totp.map((f) => f.id)).toEqual([factorId]);

    const refreshed = await c.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claims(refreshed.data.session!.access_token).aal).toBe("aal2");
  });

  it("a password sign-in of a user with a verified factor is aal1 with next level aal2, then the code lifts it", async () => {
    const { email, secret, factorId } = await withVerifiedFactor();
    const c = client(server);
    const signIn = await c.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(claims(signIn.data.session!.access_token).aal).toBe("aal1");
    const aal = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    // The same answer when a JWT is passed (supabase-js then asks GET /user for the factors).
    const viaJwt = await client(server).auth.mfa.getAuthenticatorAssuranceLevel(
      signIn.data.session!.access_token,
    );
    expect(viaJwt.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });

    const lifted = await c.auth.mfa.challengeAndVerify({
      factorId,
      code: await codeFor(server, secret),
    });
    expect(lifted.error).toBeNull();
    expect((await c.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal2",
      nextLevel: "aal2",
    });
  });

  it("with a verified factor, changing the password or email needs aal2 (401); metadata does not", async () => {
    const { c, email } = await withVerifiedFactor();
    const low = client(server);
    await low.auth.signInWithPassword({ email, password: PASSWORD });
    for (const attrs of [{ password: "another-pass-2" }, { email: uniqueEmail("new") }]) {
      const r = await low.auth.updateUser(attrs);
      expect(r.error?.status).toBe(401);
      expect(r.error?.code).toBe("insufficient_aal");
      expect(r.error?.message).toBe(
        "AAL2 session is required to update email or password when MFA is enabled.",
      );
    }
    expect((await low.auth.updateUser({ data: { name: "Asha" } })).error).toBeNull();
    expect((await c.auth.updateUser({ password: "another-pass-2" })).error).toBeNull();
  });

  it("verifying ends the user's other sessions still at aal1", async () => {
    const { c, email } = await signedIn();
    const other = client(server);
    const otherSignIn = await other.auth.signInWithPassword({ email, password: PASSWORD });
    expect(otherSignIn.error).toBeNull();
    const { data } = await c.auth.mfa.enroll({ factorType: "totp" });
    const { id: factorId, totp } = data as { id: string; totp: { secret: string } };
    expect(
      (await c.auth.mfa.challengeAndVerify({ factorId, code: await codeFor(server, totp.secret) }))
        .error,
    ).toBeNull();
    // The aal1 session is gone: its access token and its refresh token are refused.
    // (supabase-js reports 403 session_not_found as AuthSessionMissingError.)
    const staleUser = await other.auth.getUser();
    expect(staleUser.error?.name).toBe("AuthSessionMissingError");
    const staleRefresh = await client(server).auth.refreshSession({
      refresh_token: otherSignIn.data.session!.refresh_token,
    });
    expect(staleRefresh.error?.code).toBe("refresh_token_not_found");
    expect((await c.auth.getUser()).error).toBeNull();
  });

  it("a wrong code is 422 Invalid TOTP code entered; an empty code 400; an unknown challenge 422", async () => {
    const { c } = await signedIn();
    const { data } = await c.auth.mfa.enroll({ factorType: "totp" });
    const { id: factorId, totp } = data as { id: string; totp: { secret: string } };
    const challenge = (await c.auth.mfa.challenge({ factorId })).data!;
    const wrong = await c.auth.mfa.verify({
      factorId,
      challengeId: challenge.id,
      code: await wrongCode(server, totp.secret),
    });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe("mfa_verification_failed");
    expect(wrong.error?.message).toBe("Invalid TOTP code entered");
    const empty = await c.auth.mfa.verify({ factorId, challengeId: challenge.id, code: "" });
    expect(empty.error?.status).toBe(400);
    expect(empty.error?.message).toBe("Code needs to be non-empty");
    const unknown = await c.auth.mfa.verify({
      factorId,
      challengeId: crypto.randomUUID(),
      code: "123456",
    });
    expect(unknown.error?.status).toBe(422);
    expect(unknown.error?.code).toBe("mfa_factor_not_found");
    // The challenge survives a wrong code; the right one still works, and only once.
    const right = await c.auth.mfa.verify({
      factorId,
      challengeId: challenge.id,
      code: await codeFor(server, totp.secret),
    });
    expect(right.error).toBeNull();
    const again = await c.auth.mfa.verify({
      factorId,
      challengeId: challenge.id,
      code: await codeFor(server, totp.secret),
    });
    expect(again.error?.code).toBe("mfa_ip_address_mismatch");
  });

  it("codes one step old or ahead are accepted, two steps are not", async () => {
    const { c } = await signedIn();
    const { data } = await c.auth.mfa.enroll({ factorType: "totp" });
    const { id: factorId, totp } = data as { id: string; totp: { secret: string } };
    const challenge = (await c.auth.mfa.challenge({ factorId })).data!;
    const twoAhead = await codeFor(server, totp.secret, 61);
    const near = new Set([
      await codeFor(server, totp.secret),
      await codeFor(server, totp.secret, -30),
      await codeFor(server, totp.secret, 30),
    ]);
    if (!near.has(twoAhead)) {
      const r = await c.auth.mfa.verify({ factorId, challengeId: challenge.id, code: twoAhead });
      expect(r.error?.code).toBe("mfa_verification_failed");
    }
    const oneBack = await c.auth.mfa.verify({
      factorId,
      challengeId: challenge.id,
      code: await codeFor(server, totp.secret, -30),
    });
    expect(oneBack.error).toBeNull();
  });

  it("a challenge expires after 300 s", async () => {
    const { c } = await signedIn();
    const { data } = await c.auth.mfa.enroll({ factorType: "totp" });
    const { id: factorId, totp } = data as { id: string; totp: { secret: string } };
    const challenge = (await c.auth.mfa.challenge({ factorId })).data!;
    server.clock.offsetMs = 301_000;
    try {
      const late = await c.auth.mfa.verify({
        factorId,
        challengeId: challenge.id,
        code: await codeFor(server, totp.secret),
      });
      expect(late.error?.status).toBe(422);
      expect(late.error?.code).toBe("mfa_challenge_expired");
      expect(late.error?.message).toBe(
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
      // The expired challenge is gone.
      const gone = await c.auth.mfa.verify({
        factorId,
        challengeId: challenge.id,
        code: await codeFor(server, totp.secret),
      });
      expect(gone.error?.code).toBe("mfa_factor_not_found");
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it("friendly names are unique per user (the empty name too): 422 mfa_factor_name_conflict", async () => {
    const { c } = await signedIn();
    expect(
      (await c.auth.mfa.enroll({ factorType: "totp", friendlyName: "work" })).error,
    ).toBeNull();
    const dup = await c.auth.mfa.enroll({ factorType: "totp", friendlyName: "work" });
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.code).toBe("mfa_factor_name_conflict");
    expect(dup.error?.message).toBe(
      'A factor with the friendly name "work" for this user already exists',
    );
    expect((await c.auth.mfa.enroll({ factorType: "totp" })).error).toBeNull();
    expect((await c.auth.mfa.enroll({ factorType: "totp" })).error?.code).toBe(
      "mfa_factor_name_conflict",
    );
  });

  it("with a verified factor, enrolling another needs aal2 (403); at aal2 it works", async () => {
    const { c, email } = await withVerifiedFactor();
    const low = client(server);
    await low.auth.signInWithPassword({ email, password: PASSWORD });
    const refused = await low.auth.mfa.enroll({ factorType: "totp", friendlyName: "second" });
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe("insufficient_aal");
    expect(refused.error?.message).toBe("AAL2 required to enroll a new factor");
    expect(
      (await c.auth.mfa.enroll({ factorType: "totp", friendlyName: "second" })).error,
    ).toBeNull();
  });

  it("removing a verified factor needs aal2 (422); at aal2 it works and the session drops to aal1", async () => {
    const { c, email, factorId } = await withVerifiedFactor();
    const low = client(server);
    await low.auth.signInWithPassword({ email, password: PASSWORD });
    const refused = await low.auth.mfa.unenroll({ factorId });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe("insufficient_aal");
    expect(refused.error?.message).toBe("AAL2 required to unenroll verified factor");

    const removed = await c.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    const refreshed = await c.auth.refreshSession();
    const at = claims(refreshed.data.session!.access_token);
    expect(at.aal).toBe("aal1");
    expect((at.amr as { method: string }[]).map((a) => a.method)).toEqual(["password"]);
    expect(refreshed.data.user?.factors ?? []).toEqual([]);
    expect((await c.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal1",
    });
  });

  it("an unverified factor can be removed at aal1", async () => {
    const { c } = await signedIn();
    const { data } = await c.auth.mfa.enroll({ factorType: "totp" });
    expect((await c.auth.mfa.unenroll({ factorId: data!.id })).error).toBeNull();
    expect((await c.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it("factors of other users are not found; factor ids must be UUIDs", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const { data } = await a.c.auth.mfa.enroll({ factorType: "totp" });
    for (const r of [
      await b.c.auth.mfa.challenge({ factorId: data!.id }),
      await b.c.auth.mfa.unenroll({ factorId: data!.id }),
    ]) {
      expect(r.error?.status).toBe(404);
      expect(r.error?.code).toBe("mfa_factor_not_found");
      expect(r.error?.message).toBe("Factor not found");
    }
    const bad = await b.c.auth.mfa.challenge({ factorId: "not-a-uuid" });
    expect(bad.error?.status).toBe(404);
    expect(bad.error?.message).toBe("factor_id must be an UUID");
  });

  it("phone and WebAuthn factors answer as GoTrue with them switched off; other types 400", async () => {
    const { c } = await signedIn();
    const phone = await c.auth.mfa.enroll({ factorType: "phone", phone: "+15555550100" });
    expect(phone.error?.status).toBe(422);
    expect(phone.error?.code).toBe("mfa_phone_enroll_not_enabled");
    expect(phone.error?.message).toBe("MFA enroll is disabled for Phone");
    const webauthn = await c.auth.mfa.enroll({ factorType: "webauthn" } as never);
    expect(webauthn.error?.code).toBe("mfa_webauthn_enroll_not_enabled");
    const other = await c.auth.mfa.enroll({ factorType: "sms" } as never);
    expect(other.error?.status).toBe(400);
    expect(other.error?.message).toBe("factor_type needs to be totp, phone, or webauthn");
  });

  it("admin API: list, rename and delete a user's factors; deleting drops the user's sessions to aal1", async () => {
    const { c, factorId } = await withVerifiedFactor();
    const userId = (await c.auth.getUser()).data.user!.id;
    const admin = {
      authorization: `Bearer ${server.auth.serviceRoleKey}`,
      "content-type": "application/json",
    };
    const list = await server.call(`/admin/users/${userId}/factors`, { headers: admin });
    expect(list.status).toBe(200);
    expect(
      ((await list.json()) as { id: string; status: string }[]).map((f) => [f.id, f.status]),
    ).toEqual([[factorId, "verified"]]);

    const renamed = await server.call(`/admin/users/${userId}/factors/${factorId}`, {
      method: "PUT",
      headers: admin,
      body: JSON.stringify({ friendly_name: "renamed" }),
    });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { friendly_name: string }).friendly_name).toBe("renamed");

    const deleted = await server.call(`/admin/users/${userId}/factors/${factorId}`, {
      method: "DELETE",
      headers: admin,
    });
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as { id: string }).id).toBe(factorId);
    expect(claims((await c.auth.refreshSession()).data.session!.access_token).aal).toBe("aal1");

    const missing = await server.call(`/admin/users/${crypto.randomUUID()}/factors`, {
      headers: admin,
    });
    expect(missing.status).toBe(404);
    const notAdmin = await server.call(`/admin/users/${userId}/factors`, {
      headers: {
        authorization: `Bearer ${(await c.auth.getSession()).data.session!.access_token}`,
      },
    });
    expect(notAdmin.status).toBe(403);
  });
});

describe("MFA rules that need their own server settings", () => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  async function start(env: Record<string, string>) {
    await server?.close();
    server = await startServer({ env });
    return server;
  }

  async function signedIn(s: TestServer) {
    const c = client(s);
    expect(
      (await c.auth.signUp({ email: uniqueEmail("mfa"), password: PASSWORD })).error,
    ).toBeNull();
    return c;
  }

  it("anonymous users may not enrol (403)", async () => {
    const s = await start({ GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: "true" });
    const c = client(s);
    expect((await c.auth.signInAnonymously()).error).toBeNull();
    const r = await c.auth.mfa.enroll({ factorType: "totp" });
    expect(r.error?.status).toBe(403);
    expect(r.error?.code).toBe("no_authorization");
    expect(r.error?.message).toBe("Anonymous user not allowed to perform these actions");
  });

  it("limits on enrolled factors; unverified factors never challenged are cleaned up after 300 s", async () => {
    const s = await start({ GOTRUE_MFA_MAX_ENROLLED_FACTORS: "2" });
    const c = await signedIn(s);
    const first = (await c.auth.mfa.enroll({ factorType: "totp", friendlyName: "one" })).data!;
    const second = (await c.auth.mfa.enroll({ factorType: "totp", friendlyName: "two" })).data!;
    await c.auth.mfa.challenge({ factorId: second.id });
    const third = await c.auth.mfa.enroll({ factorType: "totp", friendlyName: "three" });
    expect(third.error?.status).toBe(422);
    expect(third.error?.code).toBe("too_many_enrolled_mfa_factors");
    s.clock.offsetMs = 301_000;
    try {
      // The first (never challenged) is gone; the second had a challenge and stays.
      expect(
        (await c.auth.mfa.enroll({ factorType: "totp", friendlyName: "three" })).error,
      ).toBeNull();
      const names = (await c.auth.mfa.listFactors()).data!.all.map((f) => f.friendly_name);
      expect(names).toEqual(["two", "three"]);
      expect(names).not.toContain(first.friendly_name);
    } finally {
      s.clock.offsetMs = 0;
    }
  });

  it("switched off: enrolling and verifying TOTP answer GoTrue's 422", async () => {
    let s = await start({ GOTRUE_MFA_TOTP_ENROLL_ENABLED: "false" });
    let c = await signedIn(s);
    const enroll = await c.auth.mfa.enroll({ factorType: "totp" });
    expect(enroll.error?.code).toBe("mfa_totp_enroll_not_enabled");
    expect(enroll.error?.message).toBe("MFA enroll is disabled for TOTP");
    s = await start({ GOTRUE_MFA_TOTP_VERIFY_ENABLED: "false" });
    c = await signedIn(s);
    const { data } = await c.auth.mfa.enroll({ factorType: "totp" });
    const challenge = await c.auth.mfa.challenge({ factorId: data!.id });
    expect(challenge.error?.code).toBe("mfa_totp_verify_not_enabled");
    expect(challenge.error?.message).toBe("MFA verification is disabled for TOTP");
  });

  it("a challenge must be verified from the address that created it", async () => {
    const s = await start({ GOTRUE_RATE_LIMIT_HEADER: "X-Forwarded-For" });
    const c = await signedIn(s);
    const token = (await c.auth.getSession()).data.session!.access_token;
    const { data } = await c.auth.mfa.enroll({ factorType: "totp" });
    const { id: factorId, totp } = data as { id: string; totp: { secret: string } };
    const headers = (ip: string) => ({
      authorization: `Bearer ${token}`,
      "x-forwarded-for": ip,
      "content-type": "application/json",
    });
    const ch = await s.call(`/factors/${factorId}/challenge`, {
      method: "POST",
      headers: headers("203.0.113.1"),
      body: "{}",
    });
    const challengeId = ((await ch.json()) as { id: string }).id;
    const body = JSON.stringify({ challenge_id: challengeId, code: await codeFor(s, totp.secret) });
    const other = await s.call(`/factors/${factorId}/verify`, {
      method: "POST",
      headers: headers("203.0.113.2"),
      body,
    });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { code: string }).code).toBe("mfa_ip_address_mismatch");
    const same = await s.call(`/factors/${factorId}/verify`, {
      method: "POST",
      headers: headers("203.0.113.1"),
      body,
    });
    expect(same.status).toBe(200);
  });

  it("challenges are rate limited per IP: burst 30, then 429", async () => {
    const s = await start({
      AUTH_RATE_LIMIT_DISABLED: "false",
      GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: "15",
    });
    const c = await signedIn(s);
    const token = (await c.auth.getSession()).data.session!.access_token;
    const { data } = await c.auth.mfa.enroll({ factorType: "totp" });
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const r = await s.call(`/factors/${data!.id}/challenge`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      });
      statuses.push(r.status);
    }
    // 30 at once, then 15 a minute (one every 4 s): the loop takes far less than 8 s.
    expect(statuses.slice(0, 30).every((x) => x === 200)).toBe(true);
    expect(statuses.filter((x) => x === 200).length).toBeLessThanOrEqual(32);
    expect(statuses.at(-1)).toBe(429);
  });

  it("two factors challenged in the same millisecond both get their challenge (migration 0005)", async () => {
    const s = await start({});
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const c = await signedIn(s);
      ids.push((await c.auth.mfa.enroll({ factorType: "totp" })).data!.id);
    }
    const now = new Date();
    for (const factorId of ids) {
      await insertChallenge(
        s.auth.db,
        {
          id: crypto.randomUUID(),
          factorId,
          ip: "127.0.0.1",
          otpCode: null,
          webAuthnSession: null,
        },
        now,
      );
    }
    const rows = await s.auth.db.query(
      `select 1 from auth.mfa_factors where last_challenged_at = $1::timestamptz`,
      [now],
    );
    expect(rows).toHaveLength(2);
  });

  it("with GOTRUE_SECURITY_DB_ENCRYPTION_* the secret is stored encrypted, and verifies", async () => {
    const key = Buffer.alloc(32, 7).toString("base64url");
    const s = await start({
      GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPT: "true",
      GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY_ID: "k1",
      GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY: key,
      GOTRUE_SECURITY_DB_ENCRYPTION_DECRYPTION_KEYS: `k1:${key}`,
    });
    const c = await signedIn(s);
    const { data } = await c.auth.mfa.enroll({ factorType: "totp" });
    const { id: factorId, totp } = data as { id: string; totp: { secret: string } };
    const [row] = await s.auth.db.query<{ secret: string }>(
      `select secret from auth.mfa_factors where id = $1`,
      [factorId],
    );
    expect(row!.secret).not.toContain(totp.secret);
    expect(JSON.parse(row!.secret)).toMatchObject({ key_id: "k1", alg: "aes-gcm-hkdf" });
    expect(
      (await c.auth.mfa.challengeAndVerify({ factorId, code: await codeFor(s, totp.secret) }))
        .error,
    ).toBeNull();
  });
});

describe.each(BACKENDS)("MFA phone factors through supabase-js on %s", (backend) => {
  let server: TestServer;
  const sent: { to: string; message: string; channel: string }[] = [];
  const sms: SmsService = {
    provider: "test",
    testOtp: () => undefined,
    async send(to, message, channel) {
      sent.push({ to, message, channel });
      return undefined;
    },
  };
  beforeAll(async () => {
    server = await startServer({
      backend,
      sms,
      env: {
        GOTRUE_MFA_PHONE_ENROLL_ENABLED: "true",
        GOTRUE_MFA_PHONE_VERIFY_ENABLED: "true",
        GOTRUE_MFA_PHONE_OTP_LENGTH: "8",
        GOTRUE_MFA_PHONE_TEMPLATE: "Saathi code: {{ .Code }}",
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  function randomPhone() {
    return `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
  }

  async function signedIn() {
    const c = client(server);
    expect(
      (await c.auth.signUp({ email: uniqueEmail("phone-mfa"), password: PASSWORD })).error,
    ).toBeNull();
    return c;
  }

  /** The code in the last SMS to that number. */
  function lastCode(phone: string) {
    const m = [...sent].reverse().find((s) => s.to === phone.replace("+", ""));
    return /^Saathi code: (\d{8})$/.exec(m?.message ?? "")?.[1];
  }

  it("enrol, challenge (the code goes out by SMS), verify: aal2 with mfa/phone", async () => {
    const c = await signedIn();
    const phone = randomPhone();
    const enrolled = await c.auth.mfa.enroll({
      factorType: "phone",
      phone,
      friendlyName: "my phone",
    });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data).toMatchObject({ type: "phone", friendly_name: "my phone", phone });
    const factorId = enrolled.data!.id;
    const challenge = await c.auth.mfa.challenge({ factorId, channel: "sms" });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.type).toBe("phone");
    const code = lastCode(phone);
    expect(code).toMatch(/^\d{8}$/);
    expect(sent.at(-1)?.channel).toBe("sms");

    const wrong = await c.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: code === "00000000" ? "11111111" : "00000000",
    });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe("mfa_verification_failed");
    expect(wrong.error?.message).toBe("Invalid MFA Phone code entered");

    const ok = await c.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: code! });
    expect(ok.error).toBeNull();
    const at = claims(ok.data!.access_token);
    expect(at.aal).toBe("aal2");
    expect((at.amr as { method: string }[]).map((a) => a.method)).toEqual([
      "mfa/phone",
      "password",
    ]);
    const factors = (await c.auth.mfa.listFactors()).data!;
    expect(factors.phone.map((f) => [f.id, (f as { phone?: string }).phone])).toEqual([
      [factorId, phone.replace("+", "")],
    ]);
  });

  it("one code per factor a minute (429), WhatsApp refused without a Twilio provider (400)", async () => {
    const c = await signedIn();
    const { data } = await c.auth.mfa.enroll({ factorType: "phone", phone: randomPhone() });
    expect((await c.auth.mfa.challenge({ factorId: data!.id })).error).toBeNull();
    const again = await c.auth.mfa.challenge({ factorId: data!.id });
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe("over_sms_send_rate_limit");
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
    server.clock.offsetMs = 61_000;
    try {
      expect((await c.auth.mfa.challenge({ factorId: data!.id })).error).toBeNull();
    } finally {
      server.clock.offsetMs = 0;
    }
    const whatsapp = await c.auth.mfa.challenge({ factorId: data!.id, channel: "whatsapp" });
    expect(whatsapp.error?.status).toBe(400);
    expect(whatsapp.error?.message).toContain(
      "Invalid channel, supported values are 'sms' or 'whatsapp'.",
    );
  });

  it("a number is enrolled once: an unverified duplicate is replaced, a verified one refused (422)", async () => {
    const c = await signedIn();
    const phone = randomPhone();
    const first = (await c.auth.mfa.enroll({ factorType: "phone", phone })).data!;
    const second = (await c.auth.mfa.enroll({ factorType: "phone", phone })).data!;
    expect((await c.auth.mfa.listFactors()).data!.all.map((f) => f.id)).toEqual([second.id]);
    expect(first.id).not.toBe(second.id);
    const ch = (await c.auth.mfa.challenge({ factorId: second.id })).data!;
    expect(
      (await c.auth.mfa.verify({ factorId: second.id, challengeId: ch.id, code: lastCode(phone)! }))
        .error,
    ).toBeNull();
    const dup = await c.auth.mfa.enroll({ factorType: "phone", phone, friendlyName: "again" });
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.code).toBe("mfa_verified_factor_exists");
  });

  it("a phone number is required and must be E.164", async () => {
    const c = await signedIn();
    const missing = await c.auth.mfa.enroll({ factorType: "phone", phone: "" });
    expect(missing.error?.status).toBe(400);
    expect(missing.error?.message).toBe("Phone number required to enroll Phone factor");
    const bad = await c.auth.mfa.enroll({ factorType: "phone", phone: "call me" });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.message).toBe("Invalid phone number format (E.164 required)");
  });
});

describe.each(BACKENDS)(
  "MFA WebAuthn factors through supabase-js (software authenticator) on %s",
  (backend) => {
    const ORIGIN = "http://localhost:8080";
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer({
        backend,
        env: {
          GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED: "true",
          GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED: "true",
          GOTRUE_WEBAUTHN_RP_ID: "localhost",
          GOTRUE_WEBAUTHN_RP_DISPLAY_NAME: "Saathi",
          GOTRUE_WEBAUTHN_RP_ORIGINS: ORIGIN,
        },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    type PublicKeyOptions = {
      rp: { id?: string };
      rpId?: string;
      challenge: ArrayBuffer;
      allowCredentials?: { id: ArrayBuffer }[];
    };

    async function challenge(c: SupabaseClient, factorId: string) {
      const r = await c.auth.mfa.challenge({ factorId });
      expect(r.error).toBeNull();
      const data = r.data as unknown as {
        id: string;
        type: string;
        webauthn: { type: string; credential_options: { publicKey: PublicKeyOptions } };
      };
      return data;
    }

    function verify(
      c: SupabaseClient,
      factorId: string,
      challengeId: string,
      type: "create" | "request",
      credential: unknown,
    ) {
      return c.auth.mfa.verify({
        factorId,
        challengeId,
        webauthn: { type, credential_response: credential, rpId: "localhost", rpOrigins: [ORIGIN] },
      } as never);
    }

    /** Sign up, enrol a WebAuthn factor and register the authenticator's credential with it. */
    async function registered() {
      const email = uniqueEmail("webauthn");
      const c = client(server);
      expect((await c.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
      const enrolled = await c.auth.mfa.enroll({
        factorType: "webauthn",
        friendlyName: "key",
      } as never);
      expect(enrolled.error).toBeNull();
      expect(enrolled.data).toMatchObject({ type: "webauthn", friendly_name: "key" });
      const factorId = (enrolled.data as { id: string }).id;
      const authenticator = new SoftAuthenticator(ORIGIN);
      const ch = await challenge(c, factorId);
      expect(ch.type).toBe("webauthn");
      expect(ch.webauthn.type).toBe("create");
      expect(ch.webauthn.credential_options.publicKey.rp.id).toBe("localhost");
      const done = await verify(
        c,
        factorId,
        ch.id,
        "create",
        authenticator.create(ch.webauthn.credential_options.publicKey),
      );
      expect(done.error).toBeNull();
      return { c, email, factorId, authenticator, session: done.data as { access_token: string } };
    }

    it("register a credential: aal2 with mfa/webauthn, stored in GoTrue's credential shape", async () => {
      const { c, factorId, authenticator, session } = await registered();
      const at = claims(session.access_token);
      expect(at.aal).toBe("aal2");
      expect((at.amr as { method: string }[]).map((a) => a.method)).toEqual([
        "mfa/webauthn",
        "password",
      ]);
      expect((await c.auth.mfa.listFactors()).data?.webauthn.map((f) => f.id)).toEqual([factorId]);
      const [row] = await server.auth.db.query<{ cred: unknown; aaguid: string }>(
        `select web_authn_credential as cred, web_authn_aaguid::text as aaguid from auth.mfa_factors where id = $1`,
        [factorId],
      );
      const cred = (typeof row!.cred === "string" ? JSON.parse(row!.cred) : row!.cred) as {
        id: string;
        attestationType: string;
      };
      expect(cred.id).toBe(authenticator.credentialId.toString("base64"));
      expect(cred.attestationType).toBe("none");
      expect(row!.aaguid.replace(/-/g, "")).toBe(authenticator.aaguid.toString("hex"));
    });

    it("a later password sign-in is aal1 with next level aal2; an assertion lifts it", async () => {
      const { email, factorId, authenticator } = await registered();
      const c = client(server);
      await c.auth.signInWithPassword({ email, password: PASSWORD });
      expect((await c.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
        currentLevel: "aal1",
        nextLevel: "aal2",
      });
      const ch = await challenge(c, factorId);
      expect(ch.webauthn.type).toBe("request");
      const allowed = ch.webauthn.credential_options.publicKey.allowCredentials!.map((a) =>
        Buffer.from(a.id).toString("base64url"),
      );
      expect(allowed).toEqual([authenticator.credentialId.toString("base64url")]);
      const done = await verify(
        c,
        factorId,
        ch.id,
        "request",
        authenticator.get(ch.webauthn.credential_options.publicKey),
      );
      expect(done.error).toBeNull();
      expect((await c.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
        currentLevel: "aal2",
        nextLevel: "aal2",
      });
    });

    it("an assertion from another key, or for another origin, is refused; the challenge is used up", async () => {
      const { email, factorId, authenticator } = await registered();
      const c = client(server);
      await c.auth.signInWithPassword({ email, password: PASSWORD });
      const ch = await challenge(c, factorId);
      const stranger = new SoftAuthenticator(ORIGIN);
      const refused = await verify(
        c,
        factorId,
        ch.id,
        "request",
        stranger.get(ch.webauthn.credential_options.publicKey),
      );
      expect(refused.error?.status).toBe(422);
      expect(refused.error?.code).toBe("mfa_verification_failed");
      const reused = await verify(
        c,
        factorId,
        ch.id,
        "request",
        authenticator.get(ch.webauthn.credential_options.publicKey),
      );
      expect(reused.error?.code).toBe("mfa_factor_not_found");

      const ch2 = await challenge(c, factorId);
      const pk = ch2.webauthn.credential_options.publicKey;
      const wrongOrigin = await verify(
        c,
        factorId,
        ch2.id,
        "request",
        authenticator.get(pk, { origin: "http://evil.example" }),
      );
      expect(wrongOrigin.error?.code).toBe("mfa_verification_failed");
      const ch3 = await challenge(c, factorId);
      const wrongRp = await verify(
        c,
        factorId,
        ch3.id,
        "request",
        authenticator.get(ch3.webauthn.credential_options.publicKey, { rpId: "evil.example" }),
      );
      expect(wrongRp.error?.code).toBe("mfa_verification_failed");
      expect(claims((await c.auth.getSession()).data.session!.access_token).aal).toBe("aal1");
      // The genuine assertion still works.
      const ch4 = await challenge(c, factorId);
      expect(
        (
          await verify(
            c,
            factorId,
            ch4.id,
            "request",
            authenticator.get(ch4.webauthn.credential_options.publicKey),
          )
        ).error,
      ).toBeNull();
    });

    it("GoTrue's 400s for a missing or malformed webauthn body", async () => {
      const c = client(server);
      await c.auth.signUp({ email: uniqueEmail("webauthn"), password: PASSWORD });
      const { data } = await c.auth.mfa.enroll({ factorType: "webauthn" } as never);
      const factorId = (data as { id: string }).id;
      const token = (await c.auth.getSession()).data.session!.access_token;
      const ch = await challenge(c, factorId);
      const post = (body: unknown) =>
        server.call(`/factors/${factorId}/verify`, {
          json: body,
          headers: { authorization: `Bearer ${token}` },
        });
      for (const [body, message] of [
        [{ challenge_id: ch.id }, "WebAuthn config required"],
        [
          { challenge_id: ch.id, webauthn: { type: "other", credential_response: {} } },
          "WebAuthn type must be create or request",
        ],
        [{ challenge_id: ch.id, webauthn: { type: "create" } }, "credential_response required"],
      ] as const) {
        const r = await post(body);
        expect(r.status).toBe(400);
        expect(((await r.json()) as { message: string }).message).toBe(message);
      }
      const garbage = await post({
        challenge_id: ch.id,
        webauthn: { type: "create", credential_response: { id: 1, response: "x" } },
      });
      expect(garbage.status).toBe(422);
    });
  },
);

describe("MFA endpoints under random input, every factor type on: never a 5xx (seeded fuzz)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      sms: {
        provider: "test",
        testOtp: () => undefined,
        async send() {
          return undefined;
        },
      },
      env: {
        GOTRUE_MFA_PHONE_ENROLL_ENABLED: "true",
        GOTRUE_MFA_PHONE_VERIFY_ENABLED: "true",
        GOTRUE_MFA_PHONE_MAX_FREQUENCY: "0",
        GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED: "true",
        GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED: "true",
        GOTRUE_WEBAUTHN_RP_ID: "localhost",
        GOTRUE_WEBAUTHN_RP_DISPLAY_NAME: "Saathi",
        GOTRUE_WEBAUTHN_RP_ORIGINS: "http://localhost:8080",
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("random bodies on enrol, challenge, verify and unenrol of each factor type", async () => {
    const c = client(server);
    await c.auth.signUp({ email: uniqueEmail("fuzz"), password: PASSWORD });
    const token = (await c.auth.getSession()).data.session!.access_token;
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const factorIds: string[] = [];
    for (const body of [
      { factor_type: "totp", friendly_name: "t" },
      { factor_type: "phone", phone: "+15555550123", friendly_name: "p" },
      { factor_type: "webauthn", friendly_name: "k" },
    ]) {
      const r = await server.call("/factors", {
        method: "POST",
        headers: auth,
        body: JSON.stringify(body),
      });
      expect(r.status).toBe(200);
      factorIds.push(((await r.json()) as { id: string }).id);
    }
    const challengeIds: string[] = [];
    for (const id of factorIds) {
      const r = await server.call(`/factors/${id}/challenge`, {
        method: "POST",
        headers: auth,
        body: "{}",
      });
      expect(r.status).toBe(200);
      challengeIds.push(((await r.json()) as { id: string }).id);
    }
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const values: unknown[] = [
      null,
      true,
      0,
      -1,
      1e308,
      "",
      "x",
      "123456",
      "totp",
      "phone",
      "webauthn",
      "sms",
      "whatsapp",
      "create",
      "request",
      "+15555550123",
      "é🙂",
      "x".repeat(5000),
      [],
      [1, "a"],
      {},
      ...challengeIds,
      { type: "create", credential_response: {} },
      { type: "request", credential_response: { id: "AAAA", response: {} } },
      {
        type: "create",
        credential_response: {
          id: "x",
          rawId: "x",
          type: "public-key",
          response: { clientDataJSON: "e30", attestationObject: "oA" },
        },
      },
      { type: "request", credential_response: null },
    ];
    const fields = [
      "factor_type",
      "friendly_name",
      "issuer",
      "phone",
      "channel",
      "challenge_id",
      "code",
      "webauthn",
    ];
    for (let i = 0; i < 200; i++) {
      const body: Record<string, unknown> = {};
      for (let j = 0; j < 1 + Math.floor(rnd() * 4); j++) body[pick(fields)] = pick(values);
      const id = pick([...factorIds, crypto.randomUUID(), "nope"]);
      const [method, path] = pick([
        ["POST", "/factors"],
        ["POST", `/factors/${id}/challenge`],
        ["POST", `/factors/${id}/verify`],
        ["POST", `/factors/${id}/verify`],
        ["DELETE", `/factors/${pick([crypto.randomUUID(), "nope"])}`],
      ] as const);
      const text = rnd() < 0.1 ? JSON.stringify(body).slice(0, -2) : JSON.stringify(body);
      const res = await server.call(path, { method, headers: auth, body: text });
      expect(res.status, `${method} ${path} ${text.slice(0, 300)}`).toBeLessThan(500);
    }
  }, 120_000);
});
