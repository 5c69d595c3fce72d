import { describe, expect, it } from "vitest";
import { errors } from "../../../../auth-server/src/errors.ts";
import { accountCatalogues } from "../../i18n/account-catalogues.ts";
import { locales } from "../../i18n/locales.ts";
import { plainMessage, plainMessages } from "./plain-messages.ts";

const serverCodes = Object.keys(errors) as (keyof typeof errors)[];
const en = accountCatalogues.en;
const hi = accountCatalogues.hi;
/** Devanagari: a Hindi sentence is written in it (brand names aside). */
const DEVANAGARI = /[\u0900-\u097F]/;

describe("plainMessage", () => {
  it("has a sentence of its own for every error code the auth server can answer with", () => {
    const missing = serverCodes.filter((code) => !(code in plainMessages));
    expect(missing).toEqual([]);
  });

  describe.each(locales)("in %s", (locale) => {
    const t = accountCatalogues[locale];
    it.each(serverCodes)("%s: never the server's own words, and a whole sentence", (code) => {
      const { message } = errors[code];
      const sentence = plainMessage({ code, message }, t);
      expect(sentence).not.toBe(t.errors.generic);
      expect(sentence.toLowerCase()).not.toContain(message.toLowerCase());
      if (locale === "en") expect(sentence).toMatch(/^[A-Z].*[.?!]$/);
      // Hindi and Bengali end a sentence with the danda; Marathi, as it is written today, with a full stop.
      else expect(sentence).toMatch(locale === "mr" ? /[.?!]$/ : /[।?!]$/);
    });
  });

  it("says every server code in Hindi: Devanagari, and never the English sentence", () => {
    for (const code of serverCodes) {
      const message = errors[code].message;
      const hindi = plainMessage({ code, message }, hi);
      expect(hindi, code).toMatch(DEVANAGARI);
      expect(hindi, code).not.toBe(plainMessage({ code, message }, en));
    }
    for (const fallback of [null, { name: "AuthRetryableFetchError", status: 0 }]) {
      expect(plainMessage(fallback, hi)).toMatch(DEVANAGARI);
    }
  });

  it("says what to do about the failures people meet most", () => {
    expect(
      plainMessage({ code: "invalid_credentials", message: "Invalid login credentials" }, en),
    ).toBe(
      "That email and password don't match an account. Check both and try again, or choose Forgot password? to set a new password.",
    );
    expect(
      plainMessage({ code: "otp_expired", message: "Token has expired or is invalid" }, en),
    ).toContain("work once, for 24 hours");
    expect(
      plainMessage({ code: "otp_expired", message: "Token has expired or is invalid" }, hi),
    ).toContain("24 घंटे तक काम करते हैं");
  });

  it("keeps the figures the server names: the password's length, the wait before another email", () => {
    const weak = { code: "weak_password", message: "Password should be at least 8 characters." };
    expect(plainMessage(weak, en)).toContain("at least 8 characters");
    expect(plainMessage(weak, hi)).toContain("कम से कम 8 अक्षर");
    const wait = {
      code: "over_email_send_rate_limit",
      message: "For security purposes, you can only request this after 42 seconds.",
    };
    expect(plainMessage(wait, en)).toContain("wait 42 seconds");
    expect(plainMessage(wait, hi)).toContain("42 सेकंड रुकें");
  });

  it("falls back to a calm generic sentence for a code it does not know, never the raw text", () => {
    expect(plainMessage({ code: "something_new", message: "Internal thing happened" }, en)).toBe(
      en.errors.generic,
    );
    expect(plainMessage({ message: "weird" }, en)).toBe(en.errors.generic);
    expect(plainMessage(null, en)).toBe(en.errors.generic);
    expect(plainMessage(null, hi)).toBe(hi.errors.generic);
  });

  it("tells a network failure apart", () => {
    const offline = { name: "AuthRetryableFetchError", message: "Failed to fetch", status: 0 };
    expect(plainMessage(offline, en)).toBe(en.errors.offline);
    expect(plainMessage(offline, hi)).toBe(hi.errors.offline);
  });
});
