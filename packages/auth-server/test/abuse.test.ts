/**
 * Issue 21, items 4-6 and issue 20 item 7 (server): the attempt limit on typed codes, client-IP
 * headers that are not addresses, hiding who has an account, the pre-account hijack, and the
 * "someone tried to make an account" mail. In-process, PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mail } from "../src/mailer/mailer.ts";
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
      // The burned challenge is gone: the right code finds nothing to verify.
      expect((await json(right)).code).toBe("mfa_factor_not_found");
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
      expect((await json(right)).code).toBe("mfa_factor_not_found");
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

/** A mailer that takes `ms` per mail, as SMTP does. */
function slowMailer(ms: number) {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail: Mail) {
      await new Promise((r) => setTimeout(r, ms));
      sent.push(mail);
    },
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** Waits until `ok()` holds (mail sent after the answer), or fails after `ms`. */
async function until(ok: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(BACKENDS)(
  "issue 21 item 4: AUTH_SIGNUP_CONCEAL_EXISTING hides who has an account on %s",
  (backend) => {
    let server: TestServer;
    const mailer = slowMailer(60);
    const admin = () => ({
      apikey: server.auth.serviceRoleKey,
      authorization: `Bearer ${server.auth.serviceRoleKey}`,
    });
    beforeAll(async () => {
      server = await startServer({
        backend,
        listen: false,
        mailer,
        env: { AUTH_SIGNUP_CONCEAL_EXISTING: "true" },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    async function existing() {
      const email = uniqueEmail("known");
      const res = await server.call("/admin/users", {
        headers: admin(),
        json: { email, password: PASSWORD, email_confirm: true },
      });
      expect(res.status).toBe(200);
      return email;
    }

    it("a second /recover, /magiclink or /otp inside the mail gap: 200 for a known and an unknown address", async () => {
      const known = await existing();
      const unknown = uniqueEmail("unknown");
      for (const path of ["/recover", "/magiclink", "/otp"]) {
        for (const email of [known, unknown]) {
          for (let i = 0; i < 2; i++) {
            const res = await server.call(path, { json: { email } });
            expect([path, email, i, res.status]).toEqual([path, email, i, 200]);
            expect(await json(res)).toEqual({});
          }
        }
      }
      // The mail work still happens, after the answer: one mail, as the sign-in link shares the
      // recovery mail's gap (GoTrue's recovery_sent_at).
      await until(() => mailer.sent.some((m) => m.to === known));
      await new Promise((r) => setTimeout(r, 300));
      expect(mailer.sent.filter((m) => m.to === known).map((m) => m.subject)).toEqual([
        "Reset your password",
      ]);
    });

    it("/otp with create_user: false answers 200 {} for an unknown address too, and creates nobody", async () => {
      const unknown = uniqueEmail("nobody");
      const res = await server.call("/otp", { json: { email: unknown, create_user: false } });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({});
      const known = await server.call("/otp", {
        json: { email: await existing(), create_user: false },
      });
      expect(known.status).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      const rows = await server.auth.db.query(`select 1 from auth.users where email = $1`, [
        unknown,
      ]);
      expect(rows).toEqual([]);
    });

    for (const path of ["/recover", "/otp"]) {
      it(`${path} takes about as long for a known address as for an unknown one (medians of 12, mail at 60 ms)`, async () => {
        const known: string[] = [];
        for (let i = 0; i < 12; i++) known.push(await existing());
        const times = { known: [] as number[], unknown: [] as number[] };
        const timed = async (email: string) => {
          const t0 = performance.now();
          const res = await server.call(path, {
            json: path === "/otp" ? { email, create_user: false } : { email },
            settle: false,
          });
          const ms = performance.now() - t0;
          expect(res.status).toBe(200);
          return ms;
        };
        for (let i = 0; i < known.length; i++) {
          // Alternating which goes first, so load on the machine falls on both alike.
          if (i % 2 === 0) {
            times.known.push(await timed(known[i]!));
            times.unknown.push(await timed(uniqueEmail("unknown")));
          } else {
            times.unknown.push(await timed(uniqueEmail("unknown")));
            times.known.push(await timed(known[i]!));
          }
        }
        // Sending one mail takes 60 ms here: an answer that waited for it would differ by more than 30.
        expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(30);
      });
    }

    it("with confirmation on, a repeated sign-up answers like a new one (identities included)", async () => {
      const confirming = await startServer({
        backend,
        listen: false,
        env: { AUTH_SIGNUP_CONCEAL_EXISTING: "true", GOTRUE_MAILER_AUTOCONFIRM: "false" },
      });
      try {
        const email = uniqueEmail("repeat");
        const created = await confirming.call("/admin/users", {
          headers: {
            apikey: confirming.auth.serviceRoleKey,
            authorization: `Bearer ${confirming.auth.serviceRoleKey}`,
          },
          json: { email, password: PASSWORD, email_confirm: true },
        });
        expect(created.status).toBe(200);
        const again = await json(
          await confirming.call("/signup", { json: { email, password: PASSWORD } }),
        );
        const fresh = await json(
          await confirming.call("/signup", {
            json: { email: uniqueEmail("fresh"), password: PASSWORD },
          }),
        );
        expect(Object.keys(again).sort()).toEqual(Object.keys(fresh).sort());
        expect((again.identities as unknown[]).length).toBe(1);
        expect((fresh.identities as unknown[]).length).toBe(1);
        expect(Object.keys((again.identities as Json[])[0]!).sort()).toEqual(
          Object.keys((fresh.identities as Json[])[0]!).sort(),
        );
        expect(again.confirmation_sent_at).toBeTruthy();
        expect(fresh.confirmation_sent_at).toBeTruthy();
        // The new account's confirmation still goes out, after the answer.
        await until(() => confirming.mailer.sent.some((m) => m.to === fresh.email));
      } finally {
        await confirming.close();
      }
    });
  },
);

describe.each(BACKENDS)(
  "issue 20 item 7: the owner hears that someone tried to sign up with the address on %s",
  (backend) => {
    const subject = "Someone tried to make an account with this address";
    const envs: Record<string, string>[] = [
      { AUTH_SIGNUP_CONCEAL_EXISTING: "true" },
      { AUTH_SIGNUP_CONCEAL_EXISTING: "true", GOTRUE_MAILER_AUTOCONFIRM: "false" },
      { GOTRUE_MAILER_AUTOCONFIRM: "false" },
    ];
    for (const env of envs) {
      it(`confirmed, unconfirmed and password-less accounts with ${JSON.stringify(env)}`, async () => {
        const server = await startServer({ backend, listen: false, env });
        try {
          const create = async (body: Json) => {
            const email = uniqueEmail("owner");
            const res = await server.call("/admin/users", {
              headers: {
                apikey: server.auth.serviceRoleKey,
                authorization: `Bearer ${server.auth.serviceRoleKey}`,
              },
              json: { email, ...body },
            });
            expect(res.status).toBe(200);
            return email;
          };
          const withPassword = await create({ password: PASSWORD, email_confirm: true });
          // As an account made by a provider sign-in: confirmed, no password.
          const noPassword = await create({ email_confirm: true });
          const owners = [withPassword, noPassword];
          const concealing = env.AUTH_SIGNUP_CONCEAL_EXISTING === "true";
          const autoconfirm = env.GOTRUE_MAILER_AUTOCONFIRM !== "false";
          // An unconfirmed account gets this notice where it would get no confirmation mail.
          if (concealing && autoconfirm) owners.push(await create({ password: PASSWORD }));
          for (const email of owners) {
            for (let i = 0; i < 2; i++) {
              const res = await server.call("/signup", {
                json: { email, password: "someone-else-1" },
              });
              expect(res.status).toBe(200);
            }
          }
          const notices = (to: string) =>
            server.mailer.sent.filter((m) => m.to === to && m.subject === subject);
          await until(() => owners.every((o) => notices(o).length >= 1));
          await new Promise((r) => setTimeout(r, 200));
          for (const o of owners) {
            // Once per mail gap, though two sign-ups came.
            expect(notices(o)).toHaveLength(1);
            const text = notices(o)[0]!.text;
            expect(text).toContain("already has an account");
            expect(text).toContain("If this was you, sign in, or reset your password");
            expect(text).toContain("If it was not you, you can ignore this email");
          }
          // The account is unchanged: its password still signs in.
          const signIn = await server.call("/token?grant_type=password", {
            json: { email: withPassword, password: PASSWORD },
          });
          expect(signIn.status).toBe(200);
        } finally {
          await server.close();
        }
      });
    }
  },
);
