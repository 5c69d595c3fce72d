import type { Session } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { signedInNotice } from "./account-notices.ts";
import { accountCatalogues } from "../../i18n/account-catalogues.ts";
import { signInMethod } from "./assurance.ts";
import { lifetimeInWords } from "./link-lifetime.ts";

const en = accountCatalogues.en;
const hi = accountCatalogues.hi;

function sessionWith(amr: { method: string; timestamp: number }[]): Session {
  const payload = btoa(JSON.stringify({ sub: "u", aal: "aal1", amr })).replace(/=+$/, "");
  return { access_token: `h.${payload}.s`, user: { app_metadata: {} } } as unknown as Session;
}

describe("the signed-in message names the way in", () => {
  it.each([
    ["password", "You signed in with your password."],
    ["passkey", "You signed in with your passkey."],
    ["magiclink", "You signed in with the link in your email."],
    ["otp", "You signed in with the code from your email."],
    ["recovery", "You signed in with your password reset link."],
  ])("%s", (method, words) => {
    const notice = signedInNotice(en, signInMethod(sessionWith([{ method, timestamp: 5 }])));
    expect(notice.title).toBe("You're signed in");
    expect(notice.description).toBe(`${words} Welcome back to Saathi.`);
  });

  it("names the provider, and reads the first step, not the authenticator app's code", () => {
    const session = sessionWith([
      { method: "totp", timestamp: 9 },
      { method: "oauth", timestamp: 5 },
    ]);
    expect(signedInNotice(en, signInMethod(session), "google").description).toBe(
      "You signed in with Google. Welcome back to Saathi.",
    );
    // A passkey after a password: the newest first step counts.
    expect(
      signInMethod(
        sessionWith([
          { method: "password", timestamp: 1 },
          { method: "passkey", timestamp: 4 },
        ]),
      ),
    ).toBe("passkey");
  });

  it("names the way in Hindi on a Hindi page", () => {
    const notice = signedInNotice(
      hi,
      signInMethod(sessionWith([{ method: "passkey", timestamp: 5 }])),
    );
    expect(notice.title).toBe("आप साइन इन हो गए हैं");
    expect(notice.description).toBe("आपने अपनी पासकी से साइन इन किया। Saathi पर फिर से आपका स्वागत है।");
  });

  it("says nothing it cannot tell", () => {
    expect(signedInNotice(en, signInMethod(null)).description).toBe("Welcome back to Saathi.");
    expect(signInMethod(sessionWith([{ method: "anonymous", timestamp: 1 }]))).toBeUndefined();
  });
});

describe("lifetimeInWords", () => {
  it.each([
    [86_400, "24 hours"],
    [3_600, "1 hour"],
    [172_800, "2 days"],
    [600, "10 minutes"],
    [90, "2 minutes"],
    [30, "30 seconds"],
  ])("%i s -> %s", (seconds, words) => {
    expect(lifetimeInWords(en.lifetime, seconds)).toBe(words);
  });

  it("defaults to GoTrue's GOTRUE_MAILER_OTP_EXP default", () => {
    expect(lifetimeInWords(en.lifetime)).toBe("24 hours");
  });

  it("says it in Hindi", () => {
    expect(lifetimeInWords(hi.lifetime)).toBe("24 घंटे");
    expect(lifetimeInWords(hi.lifetime, 3_600)).toBe("1 घंटा");
    expect(lifetimeInWords(hi.lifetime, 600)).toBe("10 मिनट");
  });
});
