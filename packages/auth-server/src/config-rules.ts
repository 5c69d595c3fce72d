/**
 * Settings checked together once the variables parse: Twilio's credentials, the WebAuthn relying party, the
 * database encryption keys; each wrong setting becomes one line of a ConfigError.
 */
import { z } from "zod";
import { schema } from "./config-schema.ts";

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid auth-server configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
    this.issues = issues;
  }
}

/** One provider's settings as GoTrue keeps them (ClientID is a list: the first one signs in, all are accepted audiences). */
export function externalProvider(
  e: z.infer<typeof schema>,
  name: "GOOGLE" | "GITHUB" | "KEYCLOAK",
) {
  return {
    enabled: e[`GOTRUE_EXTERNAL_${name}_ENABLED`],
    clientIds: e[`GOTRUE_EXTERNAL_${name}_CLIENT_ID`],
    secret: e[`GOTRUE_EXTERNAL_${name}_SECRET`] ?? "",
    redirectUri: e[`GOTRUE_EXTERNAL_${name}_REDIRECT_URI`] ?? "",
    url: e[`GOTRUE_EXTERNAL_${name}_URL`] ?? "",
  };
}

/** Settings that are only wrong together: Twilio needs its three credentials. */
export function smsIssues(e: z.infer<typeof schema>): string[] {
  if (e.GOTRUE_SMS_PROVIDER !== "twilio") return [];
  const missing = [
    "GOTRUE_SMS_TWILIO_ACCOUNT_SID",
    "GOTRUE_SMS_TWILIO_AUTH_TOKEN",
    "GOTRUE_SMS_TWILIO_MESSAGE_SERVICE_SID",
  ] as const;
  return missing.filter((k) => !e[k]).map((k) => `${k}: required when GOTRUE_SMS_PROVIDER=twilio`);
}

/** GoTrue's WebAuthnConfiguration.Validate: the relying party is required once WebAuthn factors or passkeys are on. */
export function webAuthnConfig(e: {
  GOTRUE_PASSKEY_ENABLED: boolean;
  GOTRUE_WEBAUTHN_CHALLENGE_EXPIRY_DURATION: number;
  GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED: boolean;
  GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED: boolean;
  GOTRUE_WEBAUTHN_RP_ID: string | undefined;
  GOTRUE_WEBAUTHN_RP_DISPLAY_NAME: string | undefined;
  GOTRUE_WEBAUTHN_RP_ORIGINS: string[];
}) {
  const rp = {
    rpId: e.GOTRUE_WEBAUTHN_RP_ID ?? "",
    rpDisplayName: e.GOTRUE_WEBAUTHN_RP_DISPLAY_NAME ?? "",
    rpOrigins: e.GOTRUE_WEBAUTHN_RP_ORIGINS,
    /** Seconds a passkey challenge stays usable (GoTrue's WebAuthn challenge expiry, 5 minutes). */
    challengeExpiry: e.GOTRUE_WEBAUTHN_CHALLENGE_EXPIRY_DURATION,
  };
  // GoTrue only warns and then fails every ceremony; refusing to start says what is missing at once.
  if (
    e.GOTRUE_PASSKEY_ENABLED ||
    e.GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED ||
    e.GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED
  ) {
    const issues: string[] = [];
    if (!rp.rpId) issues.push("GOTRUE_WEBAUTHN_RP_ID: required when WebAuthn is enabled");
    if (!rp.rpDisplayName)
      issues.push("GOTRUE_WEBAUTHN_RP_DISPLAY_NAME: required when WebAuthn is enabled");
    if (rp.rpOrigins.length === 0)
      issues.push("GOTRUE_WEBAUTHN_RP_ORIGINS: required when WebAuthn is enabled");
    if (issues.length) throw new ConfigError(issues);
  }
  return rp;
}

/**
 * GoTrue's DatabaseEncryptionConfiguration.Validate: the encryption key is 32 bytes of base64url and
 * also among the decryption keys (`id:key` pairs, comma-separated, as GoTrue's map variables).
 */
export function dbEncryptionConfig(e: {
  GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPT: boolean;
  GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY_ID: string | undefined;
  GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY: string | undefined;
  GOTRUE_SECURITY_DB_ENCRYPTION_DECRYPTION_KEYS: string | undefined;
}) {
  const issues: string[] = [];
  const is256Bits = (key: string) =>
    /^[A-Za-z0-9_-]+$/.test(key) && Buffer.from(key, "base64url").length === 32;
  const decryptionKeys: Record<string, string> = {};
  for (const pair of (e.GOTRUE_SECURITY_DB_ENCRYPTION_DECRYPTION_KEYS ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const i = pair.indexOf(":");
    const id = i > 0 ? pair.slice(0, i) : "";
    const key = i > 0 ? pair.slice(i + 1) : "";
    if (!id || !is256Bits(key))
      issues.push(
        `GOTRUE_SECURITY_DB_ENCRYPTION_DECRYPTION_KEYS: "${id || pair}" must be id:key with a 256-bit base64url key`,
      );
    else decryptionKeys[id] = key;
  }
  const encrypt = e.GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPT;
  const keyId = e.GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY_ID ?? "";
  const key = e.GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY ?? "";
  if (encrypt) {
    if (!keyId)
      issues.push(
        "GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY_ID: must be set when encryption is on",
      );
    if (!is256Bits(key))
      issues.push(
        "GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY: must be 256 bits of base64url (43 characters, no padding)",
      );
    if (keyId && decryptionKeys[keyId] !== key) {
      issues.push(
        "GOTRUE_SECURITY_DB_ENCRYPTION_DECRYPTION_KEYS: must also hold the encryption key under its id",
      );
    }
  }
  if (issues.length) throw new ConfigError(issues);
  return { encrypt, encryptionKeyId: keyId, encryptionKey: key, decryptionKeys };
}

export function deepFreeze<T>(o: T): T {
  if (o && typeof o === "object") {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}
