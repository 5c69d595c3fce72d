/**
 * Mail in the person's language: user_metadata.locale "hi", "bn" or "mr" (from signUp's
 * options.data, or a later updateUser) picks Hindi, Bengali or Marathi subjects and bodies for every
 * kind of mail, configured over HTTP (AUTH_MAILER_TEMPLATES_<KIND>_HI, _BN, _MR) or the server's
 * built-in ones; anything else is English.
 * GoTrue has one template per kind (supabase/auth#80). Through supabase-js over loopback HTTP.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import {
  DEFAULT_BODIES,
  DEFAULT_BODIES_HI,
  createTemplates,
  mailLocale,
  type MailKind,
} from "../src/mailer/templates.ts";
import { LOCALE_MAIL } from "../src/mailer/locale-mail.ts";
import type { Mail } from "../src/mailer/mailer.ts";
import { ANON, BACKENDS, BASE_ENV, startServer, uniqueEmail, type TestServer } from "./helpers.ts";

const DEVANAGARI = /[\u0900-\u097F]/;
const BENGALI = /[\u0980-\u09FF]/;
const linkIn = (m: Mail) => /href="([^"]+)"/.exec(m.html)?.[1]?.replaceAll("&amp;", "&") ?? "";
/** The `{{ .Name }}` variables a template uses, sorted. */
const variablesOf = (t: string) =>
  [...new Set([...t.matchAll(/\{\{-?\s*\.([A-Za-z.0-9_]+)\s*-?\}\}/g)].map((m) => m[1]!))].sort();

function expectHindi(mail: Mail, subject: string) {
  expect(mail.subject).toBe(subject);
  expect(mail.html).toContain('lang="hi"');
  expect(mail.text).toMatch(DEVANAGARI);
}

/** A mail in Bengali or Marathi: its subject, its lang, its script, and no other Indian script. */
function expectIn(locale: "bn" | "mr", mail: Mail, subject: string) {
  // Bengali ends its sentences with the danda it shares with Devanagari (U+0964): not a letter.
  const [script, other] =
    locale === "bn" ? [BENGALI, /[\u0900-\u0963\u0966-\u097F]/] : [DEVANAGARI, BENGALI];
  expect(mail.subject).toBe(subject);
  expect(mail.html).toContain(`lang="${locale}"`);
  expect(mail.text).toMatch(script);
  expect(mail.html).not.toMatch(other);
}

function expectEnglish(mail: Mail, subject: string) {
  expect(mail.subject).toBe(subject);
  expect(mail.html).not.toMatch(DEVANAGARI);
  expect(mail.html).not.toContain('lang="hi"');
}

describe("mailLocale (the only choice of a mail's language)", () => {
  it("honours the languages we write mail in, and nothing else", () => {
    expect(mailLocale({ locale: "hi" })).toBe("hi");
    expect(mailLocale({ locale: "HI" })).toBe("hi");
    expect(mailLocale({ locale: "hi-IN" })).toBe("hi");
    expect(mailLocale({ locale: " hi " })).toBe("hi");
    expect(mailLocale({ locale: "en" })).toBe("en");
    expect(mailLocale({ locale: "bn" })).toBe("bn");
    expect(mailLocale({ locale: "BN" })).toBe("bn");
    expect(mailLocale({ locale: "bn-IN" })).toBe("bn");
    expect(mailLocale({ locale: "mr" })).toBe("mr");
    expect(mailLocale({ locale: "mr-IN" })).toBe("mr");
    for (const locale of [
      "fr",
      "hindi",
      "bengali",
      "marathi",
      "bn-",
      "hi-",
      "hi\u202e",
      "",
      "h".repeat(5000),
      42,
      null,
      true,
      ["hi"],
      { hi: true },
    ])
      expect(mailLocale({ locale }), JSON.stringify(locale)).toBe("en");
    expect(mailLocale({})).toBe("en");
    expect(mailLocale(null)).toBe("en");
    expect(mailLocale(undefined)).toBe("en");
    expect(mailLocale("hi" as unknown as Record<string, unknown>)).toBe("en");
  });
});

describe("the built-in Hindi mail", () => {
  const kinds = Object.keys(DEFAULT_BODIES) as MailKind[];
  const data = {
    SiteURL: "https://saathi.test",
    ConfirmationURL: "https://saathi.test/auth/v1/verify?token=t&type=signup",
    Email: "asha@example.com",
    NewEmail: "asha.new@example.com",
    Token: "123456",
    RemainingCodes: 9,
    Data: { locale: "hi" },
  };

  it("every kind has a Hindi body with the same variables as the English one", () => {
    expect(Object.keys(DEFAULT_BODIES_HI).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) {
      expect(variablesOf(DEFAULT_BODIES_HI[kind]), kind).toEqual(variablesOf(DEFAULT_BODIES[kind]));
      expect(DEFAULT_BODIES_HI[kind], kind).toContain('lang="hi"');
    }
  });

  it("renders every kind in Hindi for locale hi and in English otherwise, with the variables filled", async () => {
    const templates = createTemplates(loadConfig(BASE_ENV), () => {});
    for (const kind of kinds) {
      const hi = await templates.render({ kind, to: "a@b.co", data }, Date.now());
      expect(hi.subject, kind).toMatch(DEVANAGARI);
      expect(hi.text, kind).toMatch(DEVANAGARI);
      expect(hi.html, kind).not.toContain("{{");
      for (const v of variablesOf(DEFAULT_BODIES[kind]))
        expect(hi.html, `${kind} ${v}`).toContain(
          String(data[v as keyof typeof data]).replaceAll("&", "&amp;"),
        );
      const en = await templates.render(
        { kind, to: "a@b.co", data: { ...data, Data: { locale: "xx" } } },
        Date.now(),
      );
      expect(en.subject, kind).not.toMatch(DEVANAGARI);
      expect(en.html, kind).not.toMatch(DEVANAGARI);
    }
    const reauth = await templates.render(
      { kind: "reauthentication", to: "a@b.co", data },
      Date.now(),
    );
    expect(reauth.subject).toBe("123456 आपका वेरिफ़िकेशन कोड है");
  });

  it("a Hindi template that cannot be fetched gives the built-in Hindi, never English", async () => {
    const lines: string[] = [];
    const templates = createTemplates(
      loadConfig({
        ...BASE_ENV,
        // Nothing listens on port 9 of loopback here: the fetch fails at once.
        AUTH_MAILER_TEMPLATES_RECOVERY_HI: "http://127.0.0.1:9/recovery.html",
      }),
      (l) => lines.push(l),
    );
    const mail = await templates.render({ kind: "recovery", to: "a@b.co", data }, Date.now());
    expect(mail.subject).toBe("अपना पासवर्ड रीसेट करें");
    expect(mail.html).toContain("पासवर्ड रीसेट करें");
    expect(lines.join("\n")).toContain("using the built-in default (hi)");
  });
});

describe.each([
  ["bn", BENGALI],
  ["mr", DEVANAGARI],
] as const)("the built-in mail in %s", (locale, script) => {
  const kinds = Object.keys(DEFAULT_BODIES) as MailKind[];
  const data = {
    SiteURL: "https://saathi.test",
    ConfirmationURL: "https://saathi.test/auth/v1/verify?token=t&type=signup",
    Email: "asha@example.com",
    NewEmail: "asha.new@example.com",
    Token: "123456",
    RemainingCodes: 9,
    Data: { locale },
  };

  it("every kind has a subject and a body with the same variables as the English one", () => {
    const { subjects, bodies } = LOCALE_MAIL[locale];
    expect(Object.keys(bodies).sort()).toEqual([...kinds].sort());
    expect(Object.keys(subjects).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) {
      expect(variablesOf(bodies[kind]), kind).toEqual(variablesOf(DEFAULT_BODIES[kind]));
      expect(bodies[kind], kind).toContain(`lang="${locale}"`);
      expect(subjects[kind], kind).toMatch(script);
    }
  });

  it("renders every kind in its script for its locale, the variables filled, the count in its digits", async () => {
    const templates = createTemplates(loadConfig(BASE_ENV), () => {});
    for (const kind of kinds) {
      const mail = await templates.render({ kind, to: "a@b.co", data }, Date.now());
      expect(mail.subject, kind).toMatch(script);
      expect(mail.text, kind).toMatch(script);
      expect(mail.html, kind).not.toContain("{{");
      for (const v of variablesOf(DEFAULT_BODIES[kind]).filter((v) => v !== "RemainingCodes"))
        expect(mail.html, `${kind} ${v}`).toContain(
          String(data[v as keyof typeof data]).replaceAll("&", "&amp;"),
        );
    }
    const used = await templates.render(
      { kind: "mfa_recovery_code_used", to: "a@b.co", data: { ...data, RemainingCodes: 10 } },
      Date.now(),
    );
    expect(used.text).toContain(locale === "bn" ? "১০" : "१०");
    // The code in a subject stays as it is typed: Western digits.
    const reauth = await templates.render(
      { kind: "reauthentication", to: "a@b.co", data },
      Date.now(),
    );
    expect(reauth.subject).toContain("123456");
  });
});

describe.each(BACKENDS)("mail in the person's language, through supabase-js on %s", (backend) => {
  // Served over HTTP as configured templates: English magic link, Hindi recovery.
  const templates = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    if (req.url === "/magic-link.html")
      res.end('<h2>Sign in to Saathi</h2><p><a href="{{ .ConfirmationURL }}">Sign in</a></p>');
    else if (req.url === "/mr/recovery.html")
      res.end(
        '<div lang="mr"><h2>नवीन पासवर्ड निवडा</h2><p><a href="{{ .ConfirmationURL }}">नवीन पासवर्ड निवडा</a></p><p>{{ .Data.locale }}</p></div>',
      );
    else
      res.end(
        '<html lang="hi"><body><h2>नया पासवर्ड चुनें</h2><p><a href="{{ .ConfirmationURL }}">नया पासवर्ड चुनें</a></p><p>{{ .Data.locale }}</p></body></html>',
      );
  });
  let server: TestServer;

  beforeAll(async () => {
    await new Promise<void>((r) => templates.listen(0, "127.0.0.1", () => r()));
    const base = `http://127.0.0.1:${(templates.address() as AddressInfo).port}`;
    server = await startServer({
      backend,
      env: {
        GOTRUE_MAILER_AUTOCONFIRM: "false",
        GOTRUE_SMTP_MAX_FREQUENCY: "0",
        GOTRUE_MAILER_TEMPLATES_MAGIC_LINK: `${base}/magic-link.html`,
        AUTH_MAILER_TEMPLATES_RECOVERY_HI: `${base}/hi/recovery.html`,
        AUTH_MAILER_SUBJECTS_RECOVERY_HI: "साथी: नया पासवर्ड चुनें",
        AUTH_MAILER_TEMPLATES_RECOVERY_MR: `${base}/mr/recovery.html`,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    templates.close();
  });

  function client(): SupabaseClient {
    return createClient(server.url, ANON, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        flowType: "implicit",
        storageKey: `t-${Math.random()}`,
      },
    });
  }

  const sentTo = (to: string) => server.mailer.sent.filter((m) => m.to === to);

  /** The newest mail to `to` after the first `since`, waiting for mail sent after the answer. */
  async function mailTo(to: string, since: number): Promise<Mail> {
    for (let i = 0; i < 100; i++) {
      const found = sentTo(to);
      if (found.length > since) return found[found.length - 1]!;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no mail to ${to}`);
  }

  /** Follows a mailed /verify link as a browser would; the session's access token. */
  async function follow(mail: Mail): Promise<void> {
    const link = linkIn(mail).replace(/^https?:\/\/[^/]+\/auth\/v1/, `${server.url}/auth/v1`);
    const res = await fetch(link, { redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toContain("access_token=");
  }

  /** Signs up with these metadata and confirms by the mailed link; the confirmation mail. */
  async function signedUp(data?: Record<string, unknown>) {
    const email = uniqueEmail("locale");
    const password = "a-long-pass-1";
    const c = client();
    const res = await c.auth.signUp({ email, password, ...(data ? { options: { data } } : {}) });
    expect(res.error).toBeNull();
    const confirmation = await mailTo(email, 0);
    await follow(confirmation);
    return { email, password, confirmation };
  }

  async function signedIn(email: string, password: string) {
    const c = client();
    const { error } = await c.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return c;
  }

  it("a Hindi sign-up (data.locale hi) gets every mail in Hindi", async () => {
    const { email, password, confirmation } = await signedUp({ locale: "hi" });
    expectHindi(confirmation, "अपना ईमेल पक्का करें");
    expect(confirmation.html).toContain("/auth/v1/verify?token=");
    expect(confirmation.text).toContain("ईमेल पक्का करें: ");

    // Magic link: the English template is configured, the Hindi one not: the built-in Hindi.
    const c = client();
    let n = sentTo(email).length;
    expect((await c.auth.signInWithOtp({ email })).error).toBeNull();
    const magic = await mailTo(email, n);
    expectHindi(magic, "आपका साइन इन लिंक");
    expect(magic.html).not.toContain("Sign in to Saathi");
    await follow(magic);

    // Recovery: the configured Hindi template and subject.
    n = sentTo(email).length;
    expect((await c.auth.resetPasswordForEmail(email)).error).toBeNull();
    const recovery = await mailTo(email, n);
    expectHindi(recovery, "साथी: नया पासवर्ड चुनें");
    expect(recovery.html).toContain("<h2>नया पासवर्ड चुनें</h2>");
    expect(recovery.html).toContain("<p>hi</p>");

    // Email change: both the new and the current address hear in Hindi.
    const signed = await signedIn(email, password);
    const newEmail = uniqueEmail("locale-new");
    n = sentTo(email).length;
    expect((await signed.auth.updateUser({ email: newEmail })).error).toBeNull();
    const toNew = await mailTo(newEmail, 0);
    expectHindi(toNew, "अपना नया ईमेल पक्का करें");
    expect(toNew.html).toContain(newEmail);
    expectHindi(await mailTo(email, n), "अपना नया ईमेल पक्का करें");

    // Reauthentication: the code in the Hindi subject.
    n = sentTo(email).length;
    expect((await signed.auth.reauthenticate()).error).toBeNull();
    const reauth = await mailTo(email, n);
    expect(reauth.subject).toMatch(/^\d{6} आपका वेरिफ़िकेशन कोड है$/);
    expectHindi(reauth, reauth.subject);

    // Someone signs up again with the address: the owner is told, in Hindi.
    n = sentTo(email).length;
    expect((await client().auth.signUp({ email, password: "another-pass-2" })).error).toBeNull();
    expectHindi(await mailTo(email, n), "किसी ने इस ईमेल से अकाउंट बनाने की कोशिश की");
  });

  it("a Bengali sign-up (data.locale bn) gets its confirmation and recovery mails in Bengali, the links intact", async () => {
    const { email, confirmation } = await signedUp({ locale: "bn" });
    // signedUp followed the confirmation link: it works as mailed.
    expectIn("bn", confirmation, "আপনার ইমেল ঠিকানা নিশ্চিত করুন");
    expect(confirmation.html).toContain("/auth/v1/verify?token=");
    expect(confirmation.text).toContain("ইমেল ঠিকানা নিশ্চিত করুন: http");

    // Recovery: no Bengali template configured (the Hindi and Marathi ones are): the built-in Bengali.
    const n = sentTo(email).length;
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const recovery = await mailTo(email, n);
    expectIn("bn", recovery, "আপনার পাসওয়ার্ড রিসেট করুন");
    expect(recovery.text).toContain("পাসওয়ার্ড রিসেট করুন: http");
    expect(linkIn(recovery)).toContain("type=recovery");
    await follow(recovery);
  });

  it("a Marathi sign-up (data.locale mr) gets its confirmation and recovery mails in Marathi, the links intact", async () => {
    const { email, confirmation } = await signedUp({ locale: "mr" });
    expectIn("mr", confirmation, "तुमचा ईमेल पत्ता निश्चित करा");
    expect(confirmation.html).toContain("/auth/v1/verify?token=");
    expect(confirmation.text).toContain("ईमेल पत्ता निश्चित करा: http");

    // Recovery: the configured Marathi template (AUTH_MAILER_TEMPLATES_RECOVERY_MR), the built-in subject.
    const n = sentTo(email).length;
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const recovery = await mailTo(email, n);
    expectIn("mr", recovery, "तुमचा पासवर्ड रीसेट करा");
    expect(recovery.html).toContain("<h2>नवीन पासवर्ड निवडा</h2>");
    expect(recovery.html).toContain("<p>mr</p>");
    expect(linkIn(recovery)).toContain("type=recovery");
    await follow(recovery);
  });

  it("an English sign-up (no locale) gets English: GoTrue's subjects, the configured English body", async () => {
    const { email, confirmation } = await signedUp({ name: "Asha" });
    expectEnglish(confirmation, "Confirm your email address");
    const c = client();
    let n = sentTo(email).length;
    expect((await c.auth.signInWithOtp({ email })).error).toBeNull();
    const magic = await mailTo(email, n);
    expectEnglish(magic, "Your sign-in link");
    expect(magic.html).toContain("Sign in to Saathi");
    n = sentTo(email).length;
    expect((await c.auth.resetPasswordForEmail(email)).error).toBeNull();
    expectEnglish(await mailTo(email, n), "Reset your password");
  });

  it.each([["fr"], ["hindi"], [42], [{ hi: true }], [["hi"]], ["hi<script>"]])(
    "an unknown locale (%j) gets English, and signs up as usual",
    async (locale) => {
      const email = uniqueEmail("bogus");
      const res = await client().auth.signUp({
        email,
        password: "a-long-pass-1",
        options: { data: { locale } },
      });
      expect(res.error).toBeNull();
      expect(res.data.user?.user_metadata.locale).toEqual(locale);
      expectEnglish(await mailTo(email, 0), "Confirm your email address");
    },
  );

  it("a one-time code to a new address follows the request's data; to an account, the account's locale", async () => {
    const email = uniqueEmail("otp");
    const c = client();
    expect(
      (await c.auth.signInWithOtp({ email, options: { data: { locale: "hi" } } })).error,
    ).toBeNull();
    // With confirmation on, a new address's sign-in link is its confirmation.
    const first = await mailTo(email, 0);
    expectHindi(first, "अपना ईमेल पक्का करें");
    await follow(first);

    const english = (await signedUp()).email;
    const n = sentTo(english).length;
    expect(
      (await c.auth.signInWithOtp({ email: english, options: { data: { locale: "hi" } } })).error,
    ).toBeNull();
    expectEnglish(await mailTo(english, n), "Your sign-in link");
  });

  it("updating user_metadata.locale switches the mails that follow, both ways", async () => {
    const { email, password } = await signedUp();
    const c = await signedIn(email, password);
    const recoveryMail = async () => {
      const n = sentTo(email).length;
      expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
      return mailTo(email, n);
    };
    expectEnglish(await recoveryMail(), "Reset your password");

    expect((await c.auth.updateUser({ data: { locale: "hi" } })).error).toBeNull();
    expectHindi(await recoveryMail(), "साथी: नया पासवर्ड चुनें");

    expect((await c.auth.updateUser({ data: { locale: "en" } })).error).toBeNull();
    expectEnglish(await recoveryMail(), "Reset your password");

    // A new locale and a new address in one request: the change is confirmed in the new language.
    const newEmail = uniqueEmail("locale-switch");
    expect((await c.auth.updateUser({ email: newEmail, data: { locale: "hi" } })).error).toBeNull();
    expectHindi(await mailTo(newEmail, 0), "अपना नया ईमेल पक्का करें");

    // Deleting the key (null) is English again.
    expect((await c.auth.updateUser({ data: { locale: null } })).error).toBeNull();
    expectEnglish(await recoveryMail(), "Reset your password");
  });
});
