/**
 * Issue 21, items 4-6 and issue 20 item 7 (server): the attempt limit on typed codes, client-IP
 * headers that are not addresses, hiding who has an account, the pre-account hijack, and the
 * "someone tried to make an account" mail. In-process, PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SmsService } from "../src/services/sms.ts";
import { BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";

const PASSWORD = "secret-pass-1";

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A test SMS provider that keeps every message. */
function memorySms() {
  const sent: { to: string; message: string }[] = [];
  const sms: SmsService = {
    provider: "test",
    testOtp: () => undefined,
    async send(to, message) {
      sent.push({ to, message });
      return undefined;
    },
  };
  const lastCode = (phone: string) =>
    /(\d{6,10})\s*$/.exec(
      [...sent].reverse().find((s) => s.to === phone.replace("+", ""))?.message ?? "",
    )?.[1] ?? "";
  return { sms, lastCode };
}

const randomPhone = () => `1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;

/** A six-digit code that is not `code`. */
const other = (code: string, i = 0) =>
  String((Number(code) + 1 + i) % 10 ** code.length).padStart(code.length, "0");

describe.each(BACKENDS)(
  "issue 21 item 5: codes burn after AUTH_CODE_MAX_ATTEMPTS on %s",
  (backend) => {
    let server: TestServer;
    const phones = memorySms();
    beforeAll(async () => {
      server = await startServer({
        backend,
        listen: false,
        sms: phones.sms,
        env: {
          GOTRUE_MAILER_AUTOCONFIRM: "false",
          GOTRUE_MAILER_SUBJECTS_MAGIC_LINK: "Code {{ .Token }}",
          GOTRUE_MAILER_SUBJECTS_CONFIRMATION: "Confirm {{ .Token }}",
          GOTRUE_MAILER_SUBJECTS_RECOVERY: "Reset {{ .Token }}",
          GOTRUE_MAILER_SUBJECTS_EMAIL_CHANGE: "Change {{ .Token }}",
          GOTRUE_EXTERNAL_PHONE_ENABLED: "true",
          GOTRUE_MFA_PHONE_ENROLL_ENABLED: "true",
          GOTRUE_MFA_PHONE_VERIFY_ENABLED: "true",
          GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: "true",
        },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    const lastMail = (to: string) => server.mailer.sent.filter((m) => m.to === to).at(-1)!;
    const codeIn = (to: string, word: string) =>
      new RegExp(`${word} (\\d{6})`).exec(lastMail(to).subject)![1]!;
    const verify = (body: Json) => server.call("/verify", { json: body });

    /** Five wrong codes, then the right one: the right one no longer works. */
    async function fiveWrongThenRight(body: Json, code: string) {
      for (let i = 0; i < 5; i++) {
        const wrong = await verify({ ...body, token: other(code, i) });
        expect(wrong.status).toBe(403);
        expect((await json(wrong)).code).toBe("otp_expired");
      }
      const right = await verify({ ...body, token: code });
      expect(right.status).toBe(403);
      expect(await json(right)).toMatchObject({
        code: "otp_expired",
        message: "Token has expired or is invalid",
      });
    }

    async function confirmedSession(email = uniqueEmail("burn")) {
      await server.call("/signup", { json: { email, password: PASSWORD } });
      const res = await verify({ type: "signup", email, token: codeIn(email, "Confirm") });
      expect(res.status).toBe(200);
      return {
        email,
        session: (await json(res)) as { access_token: string; refresh_token: string },
      };
    }

    async function auditActions(email: string) {
      const rows = await server.auth.db.query<{ action: string; kind: string }>(
        `select payload->>'action' as action, payload->'traits'->>'kind' as kind
       from auth.audit_log_entries where payload->>'actor_username' = $1 order by created_at`,
        [email],
      );
      return rows.filter((r) => r.action === "code_attempts_exceeded").map((r) => r.kind);
    }

    it("four wrong codes still leave the right one working", async () => {
      const email = uniqueEmail("four");
      await server.call("/signup", { json: { email, password: PASSWORD } });
      const code = codeIn(email, "Confirm");
      for (let i = 0; i < 4; i++)
        expect((await verify({ type: "signup", email, token: other(code, i) })).status).toBe(403);
      expect((await verify({ type: "signup", email, token: code })).status).toBe(200);
    });

    it("sign-up confirmation code, with an audit entry", async () => {
      const email = uniqueEmail("confirm");
      await server.call("/signup", { json: { email, password: PASSWORD } });
      await fiveWrongThenRight({ type: "signup", email }, codeIn(email, "Confirm"));
      expect(await auditActions(email)).toEqual(["confirmation"]);
      // A new code (after the mail gap) works again.
      server.clock.offsetMs += 61_000;
      try {
        await server.call("/resend", { json: { type: "signup", email } });
        expect(
          (await verify({ type: "signup", email, token: codeIn(email, "Confirm") })).status,
        ).toBe(200);
      } finally {
        server.clock.offsetMs -= 61_000;
      }
    });

    it("email OTP (magic link code) and recovery code", async () => {
      const { email } = await confirmedSession();
      await server.call("/otp", { json: { email } });
      await fiveWrongThenRight({ type: "email", email }, codeIn(email, "Code"));
      server.clock.offsetMs += 61_000;
      try {
        await server.call("/recover", { json: { email } });
        await fiveWrongThenRight({ type: "recovery", email }, codeIn(email, "Reset"));
      } finally {
        server.clock.offsetMs -= 61_000;
      }
      expect(await auditActions(email)).toEqual(["recovery", "recovery"]);
    });

    it("email change code", async () => {
      const { session } = await confirmedSession();
      const next = uniqueEmail("next");
      const put = await server.call("/user", {
        method: "PUT",
        headers: bearer(session.access_token),
        json: { email: next },
      });
      expect(put.status).toBe(200);
      await fiveWrongThenRight({ type: "email_change", email: next }, codeIn(next, "Change"));
    });

    it("phone OTP", async () => {
      const phone = randomPhone();
      expect((await server.call("/otp", { json: { phone } })).status).toBe(200);
      await fiveWrongThenRight({ type: "sms", phone }, phones.lastCode(phone));
    });

    it("reauthentication nonce", async () => {
      const { email, session } = await confirmedSession();
      // The session must be older than a day for the nonce to be needed.
      server.clock.offsetMs += 25 * 3600_000;
      try {
        const refreshed = await server.call("/token?grant_type=refresh_token", {
          json: { refresh_token: session.refresh_token },
        });
        const at = ((await json(refreshed)) as { access_token: string }).access_token;
        expect((await server.call("/reauthenticate", { headers: bearer(at) })).status).toBe(200);
        const nonce = /^(\d{6}) is your verification code$/.exec(lastMail(email).subject)![1]!;
        const change = (n: string, i: number) =>
          server.call("/user", {
            method: "PUT",
            headers: bearer(at),
            json: { password: `another-pass-${i}`, nonce: n },
          });
        for (let i = 0; i < 5; i++) {
          const wrong = await change(other(nonce, i), i);
          expect(wrong.status).toBe(422);
          expect((await json(wrong)).code).toBe("reauthentication_not_valid");
        }
        const right = await change(nonce, 9);
        expect(right.status).toBe(422);
        expect((await json(right)).code).toBe("reauthentication_not_valid");
        expect(await auditActions(email)).toEqual(["reauthentication"]);
      } finally {
        server.clock.offsetMs -= 25 * 3600_000;
      }
    });

    it("TOTP challenge", async () => {
      const { email, session } = await confirmedSession();
      const auth = bearer(session.access_token);
      const enrolled = await json(
        await server.call("/factors", { headers: auth, json: { factor_type: "totp" } }),
      );
      const factorId = enrolled.id as string;
      const secret = (enrolled.totp as { secret: string }).secret;
      const challenge = await json(
        await server.call(`/factors/${factorId}/challenge`, { headers: auth, json: {} }),
      );
      const code = await generate({
        secret,
        epoch: Math.floor((Date.now() + server.clock.offsetMs) / 1000),
      });
      const near = new Set<string>();
      for (const s of [-30, 0, 30])
        near.add(
          await generate({
            secret,
            epoch: Math.floor((Date.now() + server.clock.offsetMs) / 1000) + s,
          }),
        );
      const wrongCodes: string[] = [];
      for (let i = 0; wrongCodes.length < 5; i++)
        if (!near.has(other(code, i))) wrongCodes.push(other(code, i));
      const verifyFactor = (c: string) =>
        server.call(`/factors/${factorId}/verify`, {
          headers: auth,
          json: { challenge_id: challenge.id, code: c },
        });
      for (const c of wrongCodes) {
        const wrong = await verifyFactor(c);
        expect(wrong.status).toBe(422);
        expect((await json(wrong)).code).toBe("mfa_verification_failed");
      }
      const right = await verifyFactor(code);
      expect(right.status).toBe(422);
      expect((await json(right)).code).not.toBe(undefined);
      expect(await auditActions(email)).toEqual(["mfa_challenge"]);
    });

    it("phone MFA challenge", async () => {
      const { session } = await confirmedSession();
      const auth = bearer(session.access_token);
      const phone = `+${randomPhone()}`;
      const enrolled = await json(
        await server.call("/factors", { headers: auth, json: { factor_type: "phone", phone } }),
      );
      const factorId = enrolled.id as string;
      const challenge = await json(
        await server.call(`/factors/${factorId}/challenge`, { headers: auth, json: {} }),
      );
      const code = phones.lastCode(phone);
      expect(code).toMatch(/^\d{6}$/);
      const verifyFactor = (c: string) =>
        server.call(`/factors/${factorId}/verify`, {
          headers: auth,
          json: { challenge_id: challenge.id, code: c },
        });
      for (let i = 0; i < 5; i++) expect((await verifyFactor(other(code, i))).status).toBe(422);
      const right = await verifyFactor(code);
      expect(right.status).toBe(422);
    });
  },
);

describe.each(BACKENDS)(
  "issue 21 item 5: a client-IP header that is not an address on %s",
  (backend) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer({
        backend,
        listen: false,
        env: { AUTH_RATE_LIMIT_DISABLED: "false", GOTRUE_RATE_LIMIT_HEADER: "X-Client-IP" },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    it("falls back to the socket address instead of switching every limit off", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await server.call("/verify", {
          headers: { "x-client-ip": "x" },
          json: { type: "signup", email: "nobody@example.com", token: "123456" },
        });
        statuses.push(res.status);
      }
      // Burst 30, then 429 (GoTrue's bucket shape).
      expect(statuses.slice(0, 30).every((s) => s === 403)).toBe(true);
      expect(statuses[30]).toBe(429);
      // A real address in the header is still its own bucket.
      const other = await server.call("/verify", {
        headers: { "x-client-ip": "203.0.113.9" },
        json: { type: "signup", email: "nobody@example.com", token: "123456" },
      });
      expect(other.status).toBe(403);
    });
  },
);

describe.each(BACKENDS)("issue 21 item 6: pre-account hijack on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      backend,
      listen: false,
      env: {
        GOTRUE_MAILER_AUTOCONFIRM: "false",
        GOTRUE_MAILER_SUBJECTS_CONFIRMATION: "Confirm {{ .Token }}",
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const lastCode = (to: string) =>
    /Confirm (\d{6})/.exec(server.mailer.sent.filter((m) => m.to === to).at(-1)!.subject)![1]!;
  const signIn = (email: string, password: string) =>
    server.call("/token?grant_type=password", { json: { email, password } });
  /** Runs `fn` a mail gap later (GOTRUE_SMTP_MAX_FREQUENCY), then moves the clock back. */
  async function later<T>(fn: () => Promise<T>): Promise<T> {
    server.clock.offsetMs += 61_000;
    try {
      return await fn();
    } finally {
      server.clock.offsetMs -= 61_000;
    }
  }

  it("the victim signs up after the attacker and confirms: only the victim's password signs in", async () => {
    const email = uniqueEmail("victim");
    expect(
      (await server.call("/signup", { json: { email, password: "attacker-pass-1" } })).status,
    ).toBe(200);
    await later(async () => {
      const again = await server.call("/signup", { json: { email, password: "victim-pass-1" } });
      expect(again.status).toBe(200);
      const ok = await server.call("/verify", {
        json: { type: "signup", email, token: lastCode(email) },
      });
      expect(ok.status).toBe(200);
      expect((await signIn(email, "attacker-pass-1")).status).toBe(400);
      expect((await signIn(email, "victim-pass-1")).status).toBe(200);
    });
  });

  it("the victim confirms with a sign-in link instead: the attacker's password no longer signs in", async () => {
    const email = uniqueEmail("victim-otp");
    await server.call("/signup", { json: { email, password: "attacker-pass-1" } });
    await later(async () => {
      expect((await server.call("/otp", { json: { email } })).status).toBe(200);
      const ok = await server.call("/verify", {
        json: { type: "email", email, token: lastCode(email) },
      });
      expect(ok.status).toBe(200);
      expect((await signIn(email, "attacker-pass-1")).status).toBe(400);
    });
  });

  it("confirming ends the sessions and factors made before it", async () => {
    const email = uniqueEmail("victim-sessions");
    await server.call("/signup", { json: { email, password: "attacker-pass-1" } });
    // However the attacker got in before the confirmation (here: the row marked confirmed for a moment).
    const db = server.auth.db;
    await db.query(`update auth.users set email_confirmed_at = now() where email = $1`, [email]);
    const session = (await json(await signIn(email, "attacker-pass-1"))) as {
      access_token: string;
      refresh_token: string;
    };
    const factor = await server.call("/factors", {
      headers: bearer(session.access_token),
      json: { factor_type: "totp" },
    });
    expect(factor.status).toBe(200);
    await db.query(`update auth.users set email_confirmed_at = null where email = $1`, [email]);

    await later(async () => {
      await server.call("/signup", { json: { email, password: "victim-pass-1" } });
      const ok = await server.call("/verify", {
        json: { type: "signup", email, token: lastCode(email) },
      });
      expect(ok.status).toBe(200);
      const refresh = await server.call("/token?grant_type=refresh_token", {
        json: { refresh_token: session.refresh_token },
      });
      expect(refresh.status).toBe(400);
      const user = await json(
        await server.call("/user", {
          headers: bearer(((await json(ok)) as { access_token: string }).access_token),
        }),
      );
      expect(user.factors ?? []).toEqual([]);
    });
  });
});
