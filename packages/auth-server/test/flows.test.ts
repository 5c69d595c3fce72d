/**
 * Issue 10's flows through the unmodified supabase-js over loopback HTTP: mail is received by a real
 * SMTP server (smtp-server) on loopback, parsed with mailparser, and its link or code is used.
 * SMS go to a tiny loopback HTTP server standing in for Twilio's API.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";

type Received = { to: string; subject: string; html: string; text: string };

function smtpInbox() {
  const mails: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((m) => {
          const to = Array.isArray(m.to) ? m.to[0]?.text : m.to?.text;
          mails.push({
            to: to ?? "",
            subject: m.subject ?? "",
            html: typeof m.html === "string" ? m.html : "",
            text: m.text ?? "",
          });
          done();
        })
        .catch(done);
    },
  });
  return {
    server,
    mails,
    /** The newest mail to this address, waiting for it to arrive. */
    async latest(to: string, since = 0): Promise<Received> {
      for (let i = 0; i < 100; i++) {
        const found = mails.filter((m) => m.to.includes(to));
        if (found.length > since) return found[found.length - 1]!;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail to ${to}`);
    },
    count: (to: string) => mails.filter((m) => m.to.includes(to)).length,
  };
}

const linkIn = (m: Received) => /href="([^"]+)"/.exec(m.html)?.[1]?.replaceAll("&amp;", "&") ?? "";
const codeIn = (m: Received) => /\b(\d{6})\b/.exec(m.text)?.[1] ?? "";

describe.each(BACKENDS)("flows through supabase-js on %s", (backend) => {
  const inbox = smtpInbox();
  const sms: { to: string; body: string; auth: string }[] = [];
  const twilio = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      sms.push({
        to: form.get("To") ?? "",
        body: form.get("Body") ?? "",
        auth: req.headers.authorization ?? "",
      });
      res.writeHead(201, { "content-type": "application/json" });
      res.end(JSON.stringify({ sid: `SM${sms.length}`, status: "queued", error_code: null }));
    });
  });
  // The magic-link template with a code, served over HTTP as GOTRUE_MAILER_TEMPLATES_MAGIC_LINK.
  const templates = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(
      '<h2>Sign in</h2><p><a href="{{ .ConfirmationURL }}">Sign in</a></p><p>Code: {{ .Token }}</p><p>Hi {{ .Data.name }}</p>',
    );
  });
  let server: TestServer;
  const PHONE_TEST = "919999900001";

  beforeAll(async () => {
    await new Promise<void>((r) => inbox.server.listen(0, "127.0.0.1", () => r()));
    await new Promise<void>((r) => twilio.listen(0, "127.0.0.1", () => r()));
    await new Promise<void>((r) => templates.listen(0, "127.0.0.1", () => r()));
    const smtpPort = (inbox.server.server.address() as AddressInfo).port;
    server = await startServer({
      backend,
      // Real SMTP: the server's nodemailer transport to the loopback SMTP server.
      env: {
        GOTRUE_MAILER_AUTOCONFIRM: "false",
        GOTRUE_SMTP_HOST: "127.0.0.1",
        GOTRUE_SMTP_PORT: String(smtpPort),
        GOTRUE_SMTP_ADMIN_EMAIL: "auth@saathi.test",
        GOTRUE_SMTP_MAX_FREQUENCY: "0",
        GOTRUE_SMS_MAX_FREQUENCY: "0",
        GOTRUE_EXTERNAL_PHONE_ENABLED: "true",
        GOTRUE_SMS_PROVIDER: "twilio",
        GOTRUE_SMS_TWILIO_ACCOUNT_SID: "AC123",
        GOTRUE_SMS_TWILIO_AUTH_TOKEN: "secret",
        GOTRUE_SMS_TWILIO_MESSAGE_SERVICE_SID: "MG123",
        AUTH_SMS_TWILIO_API_URL: `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`,
        GOTRUE_SMS_TEST_OTP: `${PHONE_TEST}:123456`,
        GOTRUE_MAILER_TEMPLATES_MAGIC_LINK: `http://127.0.0.1:${(templates.address() as AddressInfo).port}/magic.html`,
        GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: "true",
      },
      smtp: true,
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((r) => inbox.server.close(() => r()));
    twilio.close();
    templates.close();
  });

  function client(flowType: "implicit" | "pkce" = "implicit"): SupabaseClient {
    return createClient(server.url, ANON, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        flowType,
        storageKey: `t-${Math.random()}`,
      },
    });
  }

  /** Follows a mailed /verify link without the API key, as a browser would; answers the Location. */
  async function follow(link: string): Promise<URL> {
    const res = await fetch(link.replace(/^https?:\/\/[^/]+\/auth\/v1/, `${server.url}/auth/v1`), {
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    return new URL(res.headers.get("location")!);
  }

  async function confirmedUser(password = "first-pass-1") {
    const email = uniqueEmail();
    const c = client();
    expect((await c.auth.signUp({ email, password })).error).toBeNull();
    const mail = await inbox.latest(email);
    expect(mail.subject).toBe("Confirm your email address");
    const loc = await follow(linkIn(mail));
    expect(new URLSearchParams(loc.hash.slice(1)).get("type")).toBe("signup");
    return { email, password };
  }

  it("sign-up confirmation link: 303 to the site with the session in the fragment; the link works once", async () => {
    const email = uniqueEmail();
    const c = client();
    const { data } = await c.auth.signUp({ email, password: "secret-pass-1" });
    expect(data.session).toBeNull();
    const mail = await inbox.latest(email);
    expect(mail.text).toContain("Confirm email address: ");
    const link = linkIn(mail);
    expect(link).toContain("/auth/v1/verify?token=");
    const loc = await follow(link);
    const frag = new URLSearchParams(loc.hash.slice(1));
    expect(loc.origin).toBe("http://127.0.0.1:8080");
    const { data: u } = await c.auth.getUser(frag.get("access_token")!);
    expect(u.user?.email).toBe(email);
    expect(u.user?.email_confirmed_at).toBeTruthy();
    const again = new URLSearchParams((await follow(link)).hash.slice(1));
    expect(again.get("error_code")).toBe("otp_expired");
    expect(again.get("error")).toBe("access_denied");
    expect(again.get("error_description")).toBe("Email link is invalid or has expired");
  });

  it("magic link and email code sign-in (signInWithOtp + verifyOtp), template fetched over HTTP", async () => {
    const { email } = await confirmedUser();
    const c = client();
    const before = inbox.count(email);
    expect((await c.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await inbox.latest(email, before);
    expect(mail.subject).toBe("Your sign-in link");
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    const { data, error } = await c.auth.verifyOtp({ email, token: code, type: "email" });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const reused = await c.auth.verifyOtp({ email, token: code, type: "email" });
    expect(reused.error?.code).toBe("otp_expired");
    expect(reused.error?.status).toBe(403);

    // The link of a second mail signs in too.
    const n = inbox.count(email);
    await c.auth.signInWithOtp({ email });
    const loc = await follow(linkIn(await inbox.latest(email, n)));
    expect(new URLSearchParams(loc.hash.slice(1)).get("type")).toBe("magiclink");

    // shouldCreateUser: false for an unknown address.
    const none = await c.auth.signInWithOtp({
      email: uniqueEmail(),
      options: { shouldCreateUser: false },
    });
    expect(none.error?.code).toBe("otp_disabled");
  });

  it("phone code sign-in: a test number answers without sending; other numbers go through Twilio", async () => {
    const c = client();
    expect((await c.auth.signInWithOtp({ phone: `+${PHONE_TEST}` })).error).toBeNull();
    const { data, error } = await c.auth.verifyOtp({
      phone: `+${PHONE_TEST}`,
      token: "123456",
      type: "sms",
    });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe(PHONE_TEST);
    expect(sms.some((s) => s.to.includes(PHONE_TEST))).toBe(false);

    const phone = `9198${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const sent = await c.auth.signInWithOtp({ phone: `+${phone}` });
    expect(sent.error).toBeNull();
    const msg = sms.find((s) => s.to === `+${phone}`)!;
    expect(msg.auth).toBe(`Basic ${Buffer.from("AC123:secret").toString("base64")}`);
    const code = /(\d{6})/.exec(msg.body)![1]!;
    const wrong = await c.auth.verifyOtp({
      phone,
      token: code === "000000" ? "111111" : "000000",
      type: "sms",
    });
    expect(wrong.error?.code).toBe("otp_expired");
    const ok = await c.auth.verifyOtp({ phone, token: code, type: "sms" });
    expect(ok.data.user?.phone_confirmed_at).toBeTruthy();

    const wa = `9197${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    expect(
      (await c.auth.signInWithOtp({ phone: wa, options: { channel: "whatsapp" } })).error,
    ).toBeNull();
    expect(sms.some((s) => s.to === `whatsapp:+${wa}`)).toBe(true);

    const bad = await c.auth.signInWithOtp({ phone: "+0123 not a number" });
    expect(bad.error?.message).toBe("Invalid phone number format (E.164 required)");
  });

  it("recovery: resetPasswordForEmail, the link, updateUser({ password }), sign-in with the new password", async () => {
    const { email } = await confirmedUser();
    const c = client();
    const n = inbox.count(email);
    expect((await c.auth.resetPasswordForEmail(email)).data).toEqual({});
    expect((await c.auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull();
    const mail = await inbox.latest(email, n);
    expect(mail.subject).toBe("Reset your password");
    const frag = new URLSearchParams((await follow(linkIn(mail))).hash.slice(1));
    expect(frag.get("type")).toBe("recovery");
    await c.auth.setSession({
      access_token: frag.get("access_token")!,
      refresh_token: frag.get("refresh_token")!,
    });
    // A fresh session (< 24 h) needs no nonce even with reauthentication required.
    expect((await c.auth.updateUser({ password: "second-pass-2" })).error).toBeNull();
    const signIn = await client().auth.signInWithPassword({ email, password: "second-pass-2" });
    expect(signIn.error).toBeNull();
  });

  it("resend of a sign-up confirmation sends a new working mail; unknown addresses get {}", async () => {
    const email = uniqueEmail();
    const c = client();
    await c.auth.signUp({ email, password: "secret-pass-1" });
    const first = await inbox.latest(email);
    expect((await c.auth.resend({ type: "signup", email })).error).toBeNull();
    const second = await inbox.latest(email, 1);
    expect(linkIn(second)).not.toBe(linkIn(first));
    expect(new URLSearchParams((await follow(linkIn(first))).hash.slice(1)).get("error_code")).toBe(
      "otp_expired",
    );
    expect(
      new URLSearchParams((await follow(linkIn(second))).hash.slice(1)).get("access_token"),
    ).toBeTruthy();
    expect((await c.auth.resend({ type: "signup", email: uniqueEmail() })).error).toBeNull();
  });

  it("reauthenticate + nonce: an old session needs the mailed code to change the password", async () => {
    const { email, password } = await confirmedUser();
    const c = client();
    await c.auth.signInWithPassword({ email, password });
    server.clock.offsetMs += 25 * 3600_000;
    try {
      const denied = await c.auth.updateUser({ password: "third-pass-3" });
      expect(denied.error?.code).toBe("reauthentication_needed");
      const n = inbox.count(email);
      expect((await c.auth.reauthenticate()).error).toBeNull();
      const mail = await inbox.latest(email, n);
      const nonce = codeIn(mail);
      expect(mail.subject).toBe(`${nonce} is your verification code`);
      const wrong = await c.auth.updateUser({
        password: "third-pass-3",
        nonce: "000000" === nonce ? "111111" : "000000",
      });
      expect(wrong.error?.code).toBe("reauthentication_not_valid");
      expect((await c.auth.updateUser({ password: "third-pass-3", nonce })).error).toBeNull();
    } finally {
      server.clock.offsetMs -= 25 * 3600_000;
    }
    expect(
      (await client().auth.signInWithPassword({ email, password: "third-pass-3" })).error,
    ).toBeNull();
  });

  it("secure email change: both addresses must confirm", async () => {
    const { email, password } = await confirmedUser();
    const c = client();
    await c.auth.signInWithPassword({ email, password });
    const newEmail = uniqueEmail("new");
    const n = inbox.count(email);
    const { data, error } = await c.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);
    const toNew = await inbox.latest(newEmail);
    const toOld = await inbox.latest(email, n);
    expect(toNew.subject).toBe("Confirm your new email address");
    const half = await follow(linkIn(toOld));
    expect(new URLSearchParams(half.hash.slice(1)).get("message")).toBe(
      "Confirmation link accepted. Please proceed to confirm link sent to the other email",
    );
    expect((await c.auth.getUser()).data.user?.email).toBe(email);
    const done = new URLSearchParams((await follow(linkIn(toNew))).hash.slice(1));
    expect(done.get("type")).toBe("email_change");
    expect((await c.auth.getUser(done.get("access_token")!)).data.user?.email).toBe(newEmail);
  });

  it("PKCE: sign-up confirmation and recovery through exchangeCodeForSession; wrong verifier refused", async () => {
    const email = uniqueEmail("pkce");
    const c = client("pkce");
    await c.auth.signUp({ email, password: "secret-pass-1" });
    const link = linkIn(await inbox.latest(email));
    expect(link).toContain("token=pkce_");
    const loc = await follow(link);
    const code = loc.searchParams.get("code")!;
    expect(code).toBeTruthy();
    const wrong = await server.call("/token?grant_type=pkce", {
      json: { auth_code: code, code_verifier: "w".repeat(43) },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe("bad_code_verifier");
    const { data, error } = await c.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const used = await server.call("/token?grant_type=pkce", {
      json: { auth_code: code, code_verifier: "w".repeat(43) },
    });
    expect(((await used.json()) as { code: string }).code).toBe("flow_state_not_found");

    const r = client("pkce");
    const n = inbox.count(email);
    await r.auth.resetPasswordForEmail(email);
    const rloc = await follow(linkIn(await inbox.latest(email, n)));
    const exchanged = await r.auth.exchangeCodeForSession(rloc.searchParams.get("code")!);
    expect(exchanged.error).toBeNull();
    expect((await r.auth.updateUser({ password: "pkce-new-pass" })).error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: "pkce-new-pass" })).error,
    ).toBeNull();
  });

  it("PKCE email change: the first link is accepted, the second answers ?code= for exchangeCodeForSession", async () => {
    const { email, password } = await confirmedUser();
    const c = client("pkce");
    await c.auth.signInWithPassword({ email, password });
    const newEmail = uniqueEmail("pkce-new");
    const n = inbox.count(email);
    expect((await c.auth.updateUser({ email: newEmail })).error).toBeNull();
    const toNew = await inbox.latest(newEmail);
    const toOld = await inbox.latest(email, n);
    expect(linkIn(toNew)).toContain("token=pkce_");
    const half = await follow(linkIn(toNew));
    expect(half.searchParams.get("message")).toBe(
      "Confirmation link accepted. Please proceed to confirm link sent to the other email",
    );
    const done = await follow(linkIn(toOld));
    const { data, error } = await c.auth.exchangeCodeForSession(done.searchParams.get("code")!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(newEmail);
  });

  it("admin: generateLink (each type) and inviteUserByEmail; a user token is refused", async () => {
    const admin = createClient(server.url, server.auth.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const email = uniqueEmail("gen");
    const signup = await admin.auth.admin.generateLink({
      type: "signup",
      email,
      password: "secret-pass-1",
    });
    expect(signup.error).toBeNull();
    expect(signup.data.properties?.verification_type).toBe("signup");
    expect(signup.data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(signup.data.user?.email).toBe(email);
    const verified = await client().auth.verifyOtp({
      token_hash: signup.data.properties!.hashed_token,
      type: "signup",
    });
    expect(verified.error).toBeNull();

    const magic = await admin.auth.admin.generateLink({ type: "magiclink", email });
    const loc = await follow(magic.data.properties!.action_link);
    expect(new URLSearchParams(loc.hash.slice(1)).get("access_token")).toBeTruthy();
    const recovery = await admin.auth.admin.generateLink({ type: "recovery", email });
    expect(
      (
        await client().auth.verifyOtp({
          email,
          token: recovery.data.properties!.email_otp,
          type: "recovery",
        })
      ).error,
    ).toBeNull();
    const change = await admin.auth.admin.generateLink({
      type: "email_change_new",
      email,
      newEmail: uniqueEmail("chg"),
    });
    expect(change.data.properties?.verification_type).toBe("email_change_new");
    const missing = await admin.auth.admin.generateLink({ type: "recovery", email: uniqueEmail() });
    expect(missing.error?.status).toBe(404);

    const invited = uniqueEmail("invited");
    const inv = await admin.auth.admin.inviteUserByEmail(invited, { data: { name: "Asha" } });
    expect(inv.error).toBeNull();
    expect(inv.data.user?.invited_at).toBeTruthy();
    const mail = await inbox.latest(invited);
    expect(mail.subject).toBe("You've been invited");
    const frag = new URLSearchParams((await follow(linkIn(mail))).hash.slice(1));
    expect(frag.get("type")).toBe("invite");

    const user = client();
    const session = await user.auth.signInWithPassword({ email, password: "secret-pass-1" });
    const refused = await server.call("/invite", {
      json: { email: uniqueEmail() },
      headers: { authorization: `Bearer ${session.data.session!.access_token}` },
    });
    expect(refused.status).toBe(403);
  });

  it("PKCE grant errors, web3 and id_token grants answer GoTrue's errors", async () => {
    const grant = (g: string, json: unknown) => server.call(`/token?grant_type=${g}`, { json });
    const empty = await grant("pkce", {});
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe(
      "invalid request: both auth code and code verifier should be non-empty",
    );
    expect((await grant("pkce", { auth_code: "nope", code_verifier: "x".repeat(43) })).status).toBe(
      404,
    );
    const web3 = await grant("web3", {});
    expect(web3.status).toBe(422);
    expect(((await web3.json()) as { message: string }).message).toBe("Web3 provider is disabled");
    const idt = await grant("id_token", {});
    expect(await idt.json()).toEqual({
      error: "invalid request",
      error_description: "id_token required",
    });
    const google = await grant("id_token", { id_token: "x", provider: "google" });
    expect(((await google.json()) as { code: string }).code).toBe("provider_disabled");
  });
});
