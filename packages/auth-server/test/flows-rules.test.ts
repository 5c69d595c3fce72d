/**
 * The rules around one-time tokens, in-process: expiry, single use, hashed storage, per-user send
 * frequency, per-IP buckets, phone change by SMS, the console mailer's log line, templates and
 * settings, and start-up validation of the new variables. PGlite and PostgreSQL.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { createAuthServer } from "../src/server.ts";
import { fillTemplate, templateUrl } from "../src/mailer/templates.ts";
import {
  ANON,
  BACKENDS,
  BASE_ENV,
  snapshotDb,
  startServer,
  uniqueEmail,
  type TestServer,
} from "./helpers.ts";

const ENV = {
  GOTRUE_MAILER_AUTOCONFIRM: "false",
  // The code in the subject makes it easy to read from the memory mailer.
  GOTRUE_MAILER_SUBJECTS_MAGIC_LINK: "Code {{ .Token }}",
  GOTRUE_MAILER_SUBJECTS_CONFIRMATION: "Confirm {{ .Token }}",
  GOTRUE_EXTERNAL_PHONE_ENABLED: "true",
  GOTRUE_SMS_TEST_OTP: "919999900001:111111,919999900002:222222",
  GOTRUE_MAILER_OTP_EXP: "600",
  GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: "true",
  GOTRUE_MAILER_SUBJECTS_EMAIL_CHANGE: "Change {{ .Token }}",
};

describe.each(BACKENDS)("one-time token rules on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend, listen: false, env: ENV });
  });
  afterAll(async () => {
    await server?.close();
  });

  const lastMailTo = (to: string) => server.mailer.sent.filter((m) => m.to === to).at(-1)!;
  const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

  async function confirmedUser() {
    const email = uniqueEmail();
    await server.call("/signup", { json: { email, password: "secret-pass-1" } });
    const code = /Confirm (\d{6})/.exec(lastMailTo(email).subject)![1]!;
    const res = await server.call("/verify", { json: { type: "signup", email, token: code } });
    expect(res.status).toBe(200);
    return email;
  }

  it("stores only sha224(address + code), in the user's column and auth.one_time_tokens", async () => {
    const email = uniqueEmail();
    await server.call("/signup", { json: { email, password: "secret-pass-1" } });
    const code = /Confirm (\d{6})/.exec(lastMailTo(email).subject)![1]!;
    const rows = await server.auth.db.query<{ confirmation_token: string; token_hash: string }>(
      `select u.confirmation_token, t.token_hash from auth.users u join auth.one_time_tokens t on t.user_id = u.id
       where u.email = $1 and t.token_type = 'confirmation_token'`,
      [email],
    );
    const expected = createHash("sha224")
      .update(email + code)
      .digest("hex");
    expect(rows).toEqual([{ confirmation_token: expected, token_hash: expected }]);
  });

  it("codes expire after GOTRUE_MAILER_OTP_EXP and work once", async () => {
    const email = await confirmedUser();
    await server.call("/otp", { json: { email } });
    const code = /Code (\d{6})/.exec(lastMailTo(email).subject)![1]!;
    server.clock.offsetMs += 601_000;
    try {
      const late = await server.call("/verify", {
        json: { type: "magiclink", email, token: code },
      });
      expect(late.status).toBe(403);
      expect(await json(late)).toMatchObject({
        code: "otp_expired",
        message: "Token has expired or is invalid",
      });
    } finally {
      server.clock.offsetMs -= 601_000;
    }
    const ok = await server.call("/verify", { json: { type: "magiclink", email, token: code } });
    expect(ok.status).toBe(200);
    const again = await server.call("/verify", { json: { type: "magiclink", email, token: code } });
    expect(again.status).toBe(403);
    const rows = await server.auth.db.query(
      `select 1 from auth.one_time_tokens t join auth.users u on u.id = t.user_id where u.email = $1`,
      [email],
    );
    expect(rows).toEqual([]);
  });

  it("send frequency is per user and per kind of mail (429 with GoTrue's message)", async () => {
    const email = await confirmedUser();
    expect((await server.call("/recover", { json: { email } })).status).toBe(200);
    const second = await server.call("/recover", { json: { email } });
    expect(second.status).toBe(429);
    expect(await json(second)).toMatchObject({
      code: "over_email_send_rate_limit",
      message: expect.stringMatching(
        /^For security purposes, you can only request this after (59|60) seconds\.$/,
      ),
    });
    // Another user is not held back, and the wait ends after GOTRUE_SMTP_MAX_FREQUENCY.
    expect((await server.call("/recover", { json: { email: await confirmedUser() } })).status).toBe(
      200,
    );
    server.clock.offsetMs += 61_000;
    try {
      expect((await server.call("/recover", { json: { email } })).status).toBe(200);
    } finally {
      server.clock.offsetMs -= 61_000;
    }
  });

  it("phone sign-in with a test number, then a phone change confirmed by an SMS code", async () => {
    const sent = await server.call("/otp", { json: { phone: "+919999900001" } });
    expect(sent.status).toBe(200);
    const v = await server.call("/verify", {
      json: { type: "sms", phone: "919999900001", token: "111111" },
    });
    expect(v.status).toBe(200);
    const session = (await json(v)) as { access_token: string };
    const auth = { authorization: `Bearer ${session.access_token}` };
    const put = await server.call("/user", {
      method: "PUT",
      json: { phone: "919999900002" },
      headers: auth,
    });
    expect(put.status).toBe(200);
    expect(await json(put)).toMatchObject({ phone: "919999900001", new_phone: "919999900002" });
    const wrong = await server.call("/verify", {
      json: { type: "phone_change", phone: "919999900002", token: "999999" },
    });
    expect(wrong.status).toBe(403);
    const ok = await server.call("/verify", {
      json: { type: "phone_change", phone: "919999900002", token: "222222" },
    });
    expect(ok.status).toBe(200);
    expect(((await json(ok)) as { user: { phone: string } }).user.phone).toBe("919999900002");
  });

  it("an anonymous user adding an email becomes a regular user with an email identity once it is confirmed", async () => {
    const anon = (await json(await server.call("/signup", { json: {} }))) as {
      access_token: string;
    };
    const email = uniqueEmail("anon");
    const put = await server.call("/user", {
      method: "PUT",
      json: { email },
      headers: { authorization: `Bearer ${anon.access_token}` },
    });
    expect(put.status).toBe(200);
    expect(await json(put)).toMatchObject({ new_email: email, is_anonymous: true });
    const code = /Change (\d{6})/.exec(lastMailTo(email).subject)![1]!;
    const ok = await server.call("/verify", { json: { type: "email_change", email, token: code } });
    expect(ok.status).toBe(200);
    const user = (
      (await json(ok)) as {
        user: { email: string; is_anonymous: boolean; identities: { provider: string }[] };
      }
    ).user;
    expect(user.email).toBe(email);
    expect(user.is_anonymous).toBe(false);
    expect(user.identities.map((i) => i.provider)).toEqual(["email"]);
  });

  it("/otp has its own per-IP bucket (GOTRUE_RATE_LIMIT_OTP, burst 30)", async () => {
    const limited = await startServer({
      backend,
      listen: false,
      env: { ...ENV, AUTH_RATE_LIMIT_DISABLED: "false", GOTRUE_RATE_LIMIT_EMAIL_SENT: "1000" },
    });
    try {
      const hit = () => limited.call("/otp", { json: {} });
      for (let i = 0; i < 30; i++) expect((await hit()).status).toBe(400);
      const res = await hit();
      expect(res.status).toBe(429);
      expect((await json(res)).code).toBe("over_request_rate_limit");
      // Other buckets are untouched.
      expect((await limited.call("/recover", { json: {} })).status).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it("/settings reports the SMS provider and what is enabled", async () => {
    const res = await server.call("/settings");
    expect(await json(res)).toMatchObject({
      external: { email: true, phone: true },
      mailer_autoconfirm: false,
      sms_provider: "",
    });
  });
});

describe("Twilio refusing a message", () => {
  it("answers GoTrue's 500 sms_send_failed with Twilio's reason, and withdraws the code", async () => {
    const { createServer } = await import("node:http");
    const twilio = createServer((_req, res) => {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          code: 21211,
          message: "The 'To' number is not a valid phone number.",
          status: 400,
        }),
      );
    });
    await new Promise<void>((r) => twilio.listen(0, "127.0.0.1", () => r()));
    const server = await startServer({
      listen: false,
      env: {
        GOTRUE_EXTERNAL_PHONE_ENABLED: "true",
        GOTRUE_SMS_PROVIDER: "twilio",
        GOTRUE_SMS_TWILIO_ACCOUNT_SID: "AC1",
        GOTRUE_SMS_TWILIO_AUTH_TOKEN: "t",
        GOTRUE_SMS_TWILIO_MESSAGE_SERVICE_SID: "MG1",
        AUTH_SMS_TWILIO_API_URL: `http://127.0.0.1:${(twilio.address() as { port: number }).port}`,
      },
    });
    try {
      for (let i = 0; i < 2; i++) {
        // The second attempt reaches Twilio again: a refused SMS does not count for the send frequency.
        const res = await server.call("/otp", { json: { phone: "15551234567" } });
        expect(res.status).toBe(500);
        expect(await res.json()).toMatchObject({
          code: "sms_send_failed",
          message:
            "Error sending confirmation OTP to provider: The 'To' number is not a valid phone number.",
        });
      }
      const rows = await server.auth.db.query<{ confirmation_token: string }>(
        `select confirmation_token from auth.users where phone = '15551234567'`,
      );
      expect(rows).toEqual([{ confirmation_token: "" }]);
    } finally {
      await server.close();
      twilio.close();
    }
  });
});

describe("mail templates and the console mailer", () => {
  it("GoTrue's variables; a template value not starting with http is a path under the site URL", () => {
    const config = loadConfig({
      ...BASE_ENV,
      GOTRUE_SITE_URL: "https://saathi.test/app",
      GOTRUE_MAILER_TEMPLATES_INVITE: "mail/invite.html",
    });
    expect(templateUrl(config, "invite")).toBe("https://saathi.test/app/mail/invite.html");
    expect(templateUrl(config, "recovery")).toBeUndefined();
    const out = fillTemplate(
      "{{ .Email }} {{.Token}} {{ .Data.name }} {{ .Missing }}",
      {
        SiteURL: "s",
        Email: "a@b.co",
        Token: "123456",
        Data: { name: "<Asha>" },
      },
      (s) => s.replace(/</g, "&lt;"),
    );
    expect(out).toBe("a@b.co 123456 &lt;Asha> ");
  });

  it("without SMTP the log shows each mail's link and code on a line of its own", async () => {
    const lines: string[] = [];
    const auth = await createAuthServer({
      env: { ...BASE_ENV, GOTRUE_MAILER_AUTOCONFIRM: "false" },
      db: await snapshotDb(),
      log: (l) => lines.push(l),
    });
    try {
      const email = uniqueEmail();
      const res = await auth.fetch(
        new Request("http://x/auth/v1/signup", {
          method: "POST",
          headers: { "content-type": "application/json", apikey: ANON },
          body: JSON.stringify({ email, password: "secret-pass-1" }),
        }),
      );
      expect(res.status).toBe(200);
      await auth.mailSettled(); // the mail goes out after the answer
      const line = lines.find((l) => l.includes(`to=${email}`))!;
      expect(line).toMatch(
        />>> link: http:\/\/127\.0\.0\.1:9999\/auth\/v1\/verify\?token=[0-9a-f]{56}&type=signup&redirect_to=\S+ {2}code: \d{6}/,
      );
    } finally {
      await auth.close();
    }
  });
});

describe("start-up validation of the new variables", () => {
  it("lists every bad value at once", () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({
        ...BASE_ENV,
        GOTRUE_SMS_TEST_OTP: "919999900001=123456,abc:1",
        GOTRUE_SMS_PROVIDER: "carrier-pigeon",
        GOTRUE_SMS_OTP_EXP: "soon",
        GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION: "x",
        GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: "maybe",
      });
    } catch (err) {
      error = err as ConfigError;
    }
    const text = error?.issues.join("\n") ?? "";
    for (const name of [
      "GOTRUE_SMS_TEST_OTP",
      "GOTRUE_SMS_PROVIDER",
      "GOTRUE_SMS_OTP_EXP",
      "GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION",
      "GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION",
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toContain('"919999900001=123456" is not number:code');
  });

  it("Twilio needs its three credentials", () => {
    expect(() =>
      loadConfig({
        ...BASE_ENV,
        GOTRUE_SMS_PROVIDER: "twilio",
        GOTRUE_SMS_TWILIO_ACCOUNT_SID: "AC1",
      }),
    ).toThrow(
      /GOTRUE_SMS_TWILIO_AUTH_TOKEN: required[\s\S]*GOTRUE_SMS_TWILIO_MESSAGE_SERVICE_SID: required/,
    );
  });
});
