import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { CONFIG_VARIABLES, ConfigError, DEFAULT_PUBLISHABLE_KEY, loadConfig } from "./config.ts";

describe("config", () => {
  it("has GoTrue-like defaults and is frozen", () => {
    const c = loadConfig({});
    expect(c.jwt.exp).toBe(3600);
    expect(c.password.minLength).toBe(8);
    expect(c.mailer.autoconfirm).toBe(true);
    expect(c.refreshToken.reuseInterval).toBe(10);
    expect(c.apiKeys.anon).toEqual([DEFAULT_PUBLISHABLE_KEY]);
    expect(Object.isFrozen(c.jwt)).toBe(true);
  });

  it("reads Go durations and booleans", () => {
    const c = loadConfig({
      GOTRUE_SMTP_MAX_FREQUENCY: "1m30s",
      GOTRUE_MAILER_AUTOCONFIRM: "false",
      GOTRUE_MAILER_OTP_EXP: "3600",
    });
    expect(c.smtpMaxFrequency).toBe(90);
    expect(c.mailer.autoconfirm).toBe(false);
    expect(c.mailer.otpExp).toBe(3600);
  });

  it("fails fast with a readable list of every problem", () => {
    let err: unknown;
    try {
      loadConfig({
        GOTRUE_JWT_EXP: "soon",
        GOTRUE_PASSWORD_MIN_LENGTH: "3",
        GOTRUE_MAILER_AUTOCONFIRM: "maybe",
        GOTRUE_SITE_URL: "not a url",
        GOTRUE_JWT_KEYS: '[{"kty":"EC"}]',
      });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const issues = (err as ConfigError).issues.join("\n");
    for (const name of [
      "GOTRUE_JWT_EXP",
      "GOTRUE_PASSWORD_MIN_LENGTH",
      "GOTRUE_MAILER_AUTOCONFIRM",
      "GOTRUE_SITE_URL",
      "GOTRUE_JWT_KEYS",
    ]) {
      expect(issues).toContain(name);
    }
    expect((err as Error).message).toMatch(/^Invalid auth-server configuration:\n {2}- /);
  });

  it("checks the encryption keys as GoTrue does (256-bit base64url, encryption key among the decryption keys)", () => {
    const key = Buffer.alloc(32, 9).toString("base64url");
    const ok = loadConfig({
      GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPT: "true",
      GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY_ID: "k1",
      GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY: key,
      GOTRUE_SECURITY_DB_ENCRYPTION_DECRYPTION_KEYS: `k0:${Buffer.alloc(32, 1).toString("base64url")},k1:${key}`,
    });
    expect(ok.dbEncryption).toMatchObject({
      encrypt: true,
      encryptionKeyId: "k1",
      decryptionKeys: { k1: key },
    });
    expect(Object.keys(ok.dbEncryption.decryptionKeys)).toEqual(["k0", "k1"]);
    const bad = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (e) {
        return (e as ConfigError).issues.join("\n");
      }
      return "";
    };
    expect(bad({ GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPT: "true" })).toContain(
      "GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY_ID",
    );
    expect(
      bad({
        GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPT: "true",
        GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY_ID: "k1",
        GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY: "short",
      }),
    ).toContain("256 bits");
    expect(
      bad({
        GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPT: "true",
        GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY_ID: "k1",
        GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY: key,
      }),
    ).toContain("GOTRUE_SECURITY_DB_ENCRYPTION_DECRYPTION_KEYS");
    expect(bad({ GOTRUE_SECURITY_DB_ENCRYPTION_DECRYPTION_KEYS: "k1=abc" })).toContain("id:key");
  });

  it("WebAuthn needs its relying party once switched on (GoTrue WebAuthnConfiguration.Validate)", () => {
    expect(() => loadConfig({ GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED: "true" })).toThrow(
      /GOTRUE_WEBAUTHN_RP_ID[\s\S]*RP_DISPLAY_NAME[\s\S]*RP_ORIGINS/,
    );
    const c = loadConfig({
      GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED: "true",
      GOTRUE_WEBAUTHN_RP_ID: "saathi.example",
      GOTRUE_WEBAUTHN_RP_DISPLAY_NAME: "Saathi",
      GOTRUE_WEBAUTHN_RP_ORIGINS: "https://saathi.example, https://www.saathi.example",
    });
    expect(c.webauthn.rpOrigins).toEqual(["https://saathi.example", "https://www.saathi.example"]);
  });

  it("documents every variable in the root .env.example, which loads as is", () => {
    const text = readFileSync(new URL("../../../.env.example", import.meta.url), "utf8");
    const env: Record<string, string> = {};
    for (const line of text.split("\n")) {
      const m = /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (m) env[m[1]!] = m[2]!;
    }
    for (const name of CONFIG_VARIABLES) expect(Object.keys(env), name).toContain(name);
    const active = Object.fromEntries(
      text
        .split("\n")
        .flatMap((l) => (/^([A-Z][A-Z0-9_]*)=(.*)$/.exec(l) ? [[RegExp.$1, RegExp.$2]] : [])),
    );
    expect(() => loadConfig(active)).not.toThrow();
  });
});
