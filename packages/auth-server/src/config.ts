/**
 * Every setting, read once from the environment (GoTrue's variable names where GoTrue has the
 * setting), validated, frozen. Nothing else in the server reads process.env.
 */
import { z } from "zod";
import { DEFAULT_PUBLISHABLE_KEY } from "./public.ts";

export { DEFAULT_PUBLISHABLE_KEY };

/** An empty variable (KEY=) means "unset", as in a copied .env.example. */
const blankIsUnset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const bool = (def: boolean) =>
  z.preprocess(
    blankIsUnset,
    z
      .enum(["true", "false", "1", "0", "yes", "no", "TRUE", "FALSE", "True", "False"], {
        error: "must be true or false",
      })
      .optional()
      .transform((v) => (v === undefined ? def : ["true", "1", "yes", "TRUE", "True"].includes(v))),
  );

const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return def;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `must be an integer between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });

/** Seconds, as a number ("60") or a Go duration ("60s", "1m", "1h30m"), as GoTrue accepts. */
const duration = (defSeconds: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return defSeconds;
      if (/^\d+(\.\d+)?$/.test(v)) return Number(v);
      const re = /(\d+(?:\.\d+)?)(h|ms|m|s)/gy;
      let total = 0;
      let m: RegExpExecArray | null;
      let consumed = 0;
      while ((m = re.exec(v))) {
        const n = Number(m[1]);
        total += m[2] === "h" ? n * 3600 : m[2] === "m" ? n * 60 : m[2] === "s" ? n : n / 1000;
        consumed = re.lastIndex;
      }
      if (consumed !== v.length) {
        ctx.addIssue({
          code: "custom",
          message: 'must be seconds ("60") or a duration ("60s", "1m")',
        });
        return z.NEVER;
      }
      return total;
    });

const str = (def: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === "" ? def : v));
const optStr = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v));
const list = (def: string[]) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v.trim() === ""
        ? def
        : v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
    );
const url = (def?: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = v === undefined || v === "" ? def : v;
      if (value === undefined) return undefined;
      try {
        new URL(value);
      } catch {
        ctx.addIssue({ code: "custom", message: "must be an absolute URL" });
        return z.NEVER;
      }
      return value.replace(/\/+$/, "");
    });

const jwk = z.looseObject({
  kty: z.string(),
  kid: z.string().optional(),
  alg: z.string().optional(),
  key_ops: z.array(z.string()).optional(),
  use: z.string().optional(),
});
export type JwkInput = z.infer<typeof jwk>;

const jwtKeys = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === "") return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: "custom", message: "must be a JSON array of JWKs" });
      return z.NEVER;
    }
    const keys = z
      .array(jwk)
      .min(1)
      .safeParse(Array.isArray(parsed) ? parsed : (parsed as { keys?: unknown })?.keys);
    if (!keys.success) {
      ctx.addIssue({ code: "custom", message: "must be a JSON array of JWKs (each with kty)" });
      return z.NEVER;
    }
    const signing = keys.data.filter((k) => k.key_ops?.includes("sign"));
    if (signing.length !== 1) {
      ctx.addIssue({
        code: "custom",
        message: `exactly one key needs key_ops ["sign"] (found ${signing.length})`,
      });
      return z.NEVER;
    }
    return keys.data;
  });

const schema = z.object({
  // process / storage
  PORT: int(9999, 1, 65535),
  GOTRUE_API_HOST: str("127.0.0.1"),
  API_EXTERNAL_URL: url(),
  DATABASE_URL: optStr,
  AUTH_DATA_DIR: str("./.data"),
  // site and redirects
  GOTRUE_SITE_URL: url("http://127.0.0.1:8080"),
  GOTRUE_URI_ALLOW_LIST: list([]),
  // CORS: origins (scheme://host[:port]) allowed to call the API from a browser; empty = any (GoTrue).
  AUTH_CORS_ALLOWED_ORIGINS: list([]).transform((origins, ctx) => {
    const out: string[] = [];
    for (const o of origins) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(o);
      } catch {
        parsed = undefined;
      }
      if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== o.replace(/\/$/, "")) {
        ctx.addIssue({
          code: "custom",
          message: `"${o}" is not an origin (scheme://host[:port], no path)`,
        });
        return z.NEVER;
      }
      out.push(parsed.origin);
    }
    return out;
  }),
  // JWT
  GOTRUE_JWT_EXP: int(3600, 30, 604800),
  GOTRUE_JWT_AUD: str("authenticated"),
  GOTRUE_JWT_DEFAULT_GROUP_NAME: str("authenticated"),
  GOTRUE_JWT_ADMIN_ROLES: list(["service_role", "supabase_admin"]),
  GOTRUE_JWT_ISSUER: optStr,
  GOTRUE_JWT_KEYS: jwtKeys,
  GOTRUE_JWT_SECRET: optStr.refine(
    (v) => v === undefined || v.length >= 16,
    "must be at least 16 characters",
  ),
  GOTRUE_JWT_KEY_ID: optStr,
  AUTH_JWT_ALGORITHM: z.preprocess(
    blankIsUnset,
    z.enum(["ES256", "RS256"]).optional().default("ES256"),
  ),
  // API keys (the gateway's job in hosted Supabase; ours here)
  AUTH_REQUIRE_API_KEY: bool(true),
  AUTH_ANON_KEY: list([DEFAULT_PUBLISHABLE_KEY]),
  AUTH_SERVICE_ROLE_KEY: optStr.refine(
    (v) => v === undefined || v.length >= 32,
    "must be at least 32 characters",
  ),
  // sign-up and providers
  GOTRUE_DISABLE_SIGNUP: bool(false),
  GOTRUE_EXTERNAL_EMAIL_ENABLED: bool(true),
  GOTRUE_EXTERNAL_PHONE_ENABLED: bool(false),
  GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: bool(false),
  GOTRUE_MAILER_AUTOCONFIRM: bool(true),
  GOTRUE_SMS_AUTOCONFIRM: bool(false),
  GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED: bool(true),
  GOTRUE_MAILER_OTP_EXP: duration(86400),
  GOTRUE_MAILER_OTP_LENGTH: int(6, 6, 10),
  GOTRUE_MAILER_URLPATHS_CONFIRMATION: str("/verify"),
  GOTRUE_MAILER_URLPATHS_EMAIL_CHANGE: str("/verify"),
  // --- one-time codes, links, PKCE, mail templates, SMS (issue 10, flows) ---
  GOTRUE_MAILER_URLPATHS_INVITE: str("/verify"),
  GOTRUE_MAILER_URLPATHS_RECOVERY: str("/verify"),
  // GoTrue's current default subjects (internal/mailer/templatemailer).
  GOTRUE_MAILER_SUBJECTS_CONFIRMATION: str("Confirm your email address"),
  GOTRUE_MAILER_SUBJECTS_INVITE: str("You've been invited"),
  GOTRUE_MAILER_SUBJECTS_RECOVERY: str("Reset your password"),
  GOTRUE_MAILER_SUBJECTS_MAGIC_LINK: str("Your sign-in link"),
  GOTRUE_MAILER_SUBJECTS_EMAIL_CHANGE: str("Confirm your new email address"),
  GOTRUE_MAILER_SUBJECTS_REAUTHENTICATION: str("{{ .Token }} is your verification code"),
  GOTRUE_MAILER_SUBJECTS_MFA_RECOVERY_CODE_USED_NOTIFICATION: str(
    "A recovery code was used to sign in",
  ),
  // A URL, or a path under GOTRUE_SITE_URL, fetched over HTTP (as GoTrue); unset = GoTrue's default body.
  GOTRUE_MAILER_TEMPLATES_CONFIRMATION: optStr,
  GOTRUE_MAILER_TEMPLATES_INVITE: optStr,
  GOTRUE_MAILER_TEMPLATES_RECOVERY: optStr,
  GOTRUE_MAILER_TEMPLATES_MAGIC_LINK: optStr,
  GOTRUE_MAILER_TEMPLATES_EMAIL_CHANGE: optStr,
  GOTRUE_MAILER_TEMPLATES_REAUTHENTICATION: optStr,
  GOTRUE_MAILER_TEMPLATES_MFA_RECOVERY_CODE_USED_NOTIFICATION: optStr,
  GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION: duration(300),
  GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: bool(false),
  GOTRUE_SMS_PROVIDER: z.preprocess(
    blankIsUnset,
    z.enum(["twilio", "log"], { error: "must be twilio or log" }).optional(),
  ),
  GOTRUE_SMS_OTP_EXP: duration(60),
  GOTRUE_SMS_OTP_LENGTH: int(6, 6, 10),
  GOTRUE_SMS_TEMPLATE: str("Your code is {{ .Code }}"),
  GOTRUE_SMS_MAX_FREQUENCY: duration(60),
  GOTRUE_SMS_TEST_OTP: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const out: Record<string, string> = {};
      if (v === undefined || v.trim() === "") return out;
      for (const pair of v.split(",")) {
        const [phone, code, ...rest] = pair.trim().split(":");
        if (
          !phone ||
          !code ||
          rest.length > 0 ||
          !/^\+?[1-9][0-9]{1,14}$/.test(phone) ||
          !/^[0-9]{1,10}$/.test(code)
        ) {
          ctx.addIssue({
            code: "custom",
            message: `"${pair.trim()}" is not number:code (e.g. 919999900001:123456)`,
          });
          continue;
        }
        out[phone.replace(/^\+/, "")] = code;
      }
      return out;
    }),
  GOTRUE_SMS_TEST_OTP_VALID_UNTIL: optStr.refine(
    (v) => v === undefined || !Number.isNaN(Date.parse(v)),
    "must be a date (RFC 3339)",
  ),
  GOTRUE_SMS_TWILIO_ACCOUNT_SID: optStr,
  GOTRUE_SMS_TWILIO_AUTH_TOKEN: optStr,
  GOTRUE_SMS_TWILIO_MESSAGE_SERVICE_SID: optStr,
  AUTH_SMS_TWILIO_API_URL: url("https://api.twilio.com"),
  GOTRUE_RATE_LIMIT_SMS_SENT: int(30, 0),
  // --- end of flows block ---
  // passwords
  GOTRUE_PASSWORD_MIN_LENGTH: int(8, 6, 72),
  GOTRUE_PASSWORD_REQUIRED_CHARACTERS: optStr,
  // refresh tokens
  GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED: bool(true),
  GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: int(10, 0, 86400),
  // rate limits (per client IP; per 5 minutes unless noted)
  AUTH_RATE_LIMIT_DISABLED: bool(false),
  GOTRUE_RATE_LIMIT_HEADER: optStr,
  GOTRUE_RATE_LIMIT_TOKEN_REFRESH: int(150, 0),
  GOTRUE_RATE_LIMIT_OTP: int(30, 0),
  GOTRUE_RATE_LIMIT_VERIFY: int(30, 0),
  GOTRUE_RATE_LIMIT_ANONYMOUS_USERS: int(30, 0),
  GOTRUE_RATE_LIMIT_EMAIL_SENT: int(30, 0),
  // mail
  GOTRUE_SMTP_HOST: optStr,
  GOTRUE_SMTP_PORT: int(587, 1, 65535),
  GOTRUE_SMTP_USER: optStr,
  GOTRUE_SMTP_PASS: optStr,
  GOTRUE_SMTP_ADMIN_EMAIL: str("noreply@localhost"),
  GOTRUE_SMTP_SENDER_NAME: optStr,
  GOTRUE_SMTP_MAX_FREQUENCY: duration(60),
  // audit
  GOTRUE_AUDIT_LOG_DISABLE_POSTGRES: bool(false),
  // hardening (issue 13): not GoTrue settings
  AUTH_RATE_LIMIT_SIGN_IN: int(150, 0),
  AUTH_PASSWORD_REFUSE_COMMON: bool(true),
  AUTH_SIGNUP_CONCEAL_EXISTING: bool(false),
  // wrong attempts that burn a typed code, MFA challenge or reauthentication nonce (issue 21, item 5)
  AUTH_CODE_MAX_ATTEMPTS: int(5, 1, 1000),
  // the mail to an account's owner when someone signs up with its address (issue 20, item 7)
  AUTH_MAILER_SUBJECTS_EXISTING_ACCOUNT: str("Someone tried to make an account with this address"),
  AUTH_MAILER_TEMPLATES_EXISTING_ACCOUNT: optStr,
  // Mail in Hindi, for users whose user_metadata.locale is "hi" (GoTrue has one subject and body per
  // kind, whatever the user's language: supabase/auth#80). Subjects default to the server's own Hindi;
  // a body left unset is the server's built-in Hindi one (src/mailer/templates.ts), never English.
  AUTH_MAILER_SUBJECTS_CONFIRMATION_HI: str("अपना ईमेल पक्का करें"),
  AUTH_MAILER_SUBJECTS_INVITE_HI: str("आपको न्योता मिला है"),
  AUTH_MAILER_SUBJECTS_RECOVERY_HI: str("अपना पासवर्ड रीसेट करें"),
  AUTH_MAILER_SUBJECTS_MAGIC_LINK_HI: str("आपका साइन इन लिंक"),
  AUTH_MAILER_SUBJECTS_EMAIL_CHANGE_HI: str("अपना नया ईमेल पक्का करें"),
  AUTH_MAILER_SUBJECTS_REAUTHENTICATION_HI: str("{{ .Token }} आपका वेरिफ़िकेशन कोड है"),
  AUTH_MAILER_SUBJECTS_MFA_RECOVERY_CODE_USED_NOTIFICATION_HI: str(
    "साइन इन के लिए एक रिकवरी कोड इस्तेमाल हुआ",
  ),
  AUTH_MAILER_SUBJECTS_EXISTING_ACCOUNT_HI: str("किसी ने इस ईमेल से अकाउंट बनाने की कोशिश की"),
  AUTH_MAILER_TEMPLATES_CONFIRMATION_HI: optStr,
  AUTH_MAILER_TEMPLATES_INVITE_HI: optStr,
  AUTH_MAILER_TEMPLATES_RECOVERY_HI: optStr,
  AUTH_MAILER_TEMPLATES_MAGIC_LINK_HI: optStr,
  AUTH_MAILER_TEMPLATES_EMAIL_CHANGE_HI: optStr,
  AUTH_MAILER_TEMPLATES_REAUTHENTICATION_HI: optStr,
  AUTH_MAILER_TEMPLATES_MFA_RECOVERY_CODE_USED_NOTIFICATION_HI: optStr,
  AUTH_MAILER_TEMPLATES_EXISTING_ACCOUNT_HI: optStr,
  // MFA (GoTrue conf.MFAConfiguration) and encryption of secrets at rest (conf.DatabaseEncryptionConfiguration)
  GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION: duration(300),
  GOTRUE_MFA_FACTOR_EXPIRY_DURATION: duration(300),
  GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: int(15, 0),
  GOTRUE_MFA_MAX_ENROLLED_FACTORS: int(10, 0),
  GOTRUE_MFA_MAX_VERIFIED_FACTORS: int(10, 0),
  GOTRUE_MFA_TOTP_ENROLL_ENABLED: bool(true),
  GOTRUE_MFA_TOTP_VERIFY_ENABLED: bool(true),
  GOTRUE_MFA_PHONE_ENROLL_ENABLED: bool(false),
  GOTRUE_MFA_PHONE_VERIFY_ENABLED: bool(false),
  GOTRUE_MFA_PHONE_OTP_LENGTH: int(6, 0),
  GOTRUE_MFA_PHONE_MAX_FREQUENCY: duration(60),
  GOTRUE_MFA_PHONE_TEMPLATE: str("Your code is {{ .Code }}"),
  GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED: bool(false),
  GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED: bool(false),
  // Recovery codes (supabase-js mfa.recoveryCodes): switches named as GoTrue's config.MFA.RecoveryCodes;
  // wrong codes per user before verification locks, and for how long.
  GOTRUE_MFA_RECOVERY_CODES_ENROLL_ENABLED: bool(true),
  GOTRUE_MFA_RECOVERY_CODES_VERIFY_ENABLED: bool(true),
  AUTH_MFA_RECOVERY_CODES_MAX_ATTEMPTS: int(5, 1, 100),
  AUTH_MFA_RECOVERY_CODES_LOCKOUT_DURATION: duration(900),
  GOTRUE_WEBAUTHN_RP_ID: optStr,
  GOTRUE_WEBAUTHN_RP_DISPLAY_NAME: optStr,
  GOTRUE_WEBAUTHN_RP_ORIGINS: list([]),
  GOTRUE_WEBAUTHN_CHALLENGE_EXPIRY_DURATION: duration(300),
  // passkeys (GoTrue conf.PasskeyConfiguration; the relying party is the WebAuthn one above)
  GOTRUE_PASSKEY_ENABLED: bool(false),
  GOTRUE_PASSKEY_MAX_PASSKEYS_PER_USER: int(10, 0),
  GOTRUE_RATE_LIMIT_PASSKEY: int(30, 0),
  GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPT: bool(false),
  GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY_ID: optStr,
  GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY: optStr,
  GOTRUE_SECURITY_DB_ENCRYPTION_DECRYPTION_KEYS: optStr,
  // external OAuth/OIDC providers (GoTrue conf.ProviderConfiguration) and identity linking
  ...externalProviderVariables("GOOGLE"),
  ...externalProviderVariables("GITHUB"),
  ...externalProviderVariables("KEYCLOAK"),
  AUTH_EXTERNAL_GOOGLE_ISSUER: url("https://accounts.google.com"),
  GOTRUE_SECURITY_MANUAL_LINKING_ENABLED: bool(false),
  AUTH_LINKING_BIND_BROWSER: bool(true),
});

/** GoTrue's OAuthProviderConfiguration variables for one provider (GOTRUE_EXTERNAL_<NAME>_*). */
function externalProviderVariables<N extends string>(name: N) {
  return {
    [`GOTRUE_EXTERNAL_${name}_ENABLED`]: bool(false),
    [`GOTRUE_EXTERNAL_${name}_CLIENT_ID`]: list([]),
    [`GOTRUE_EXTERNAL_${name}_SECRET`]: optStr,
    [`GOTRUE_EXTERNAL_${name}_REDIRECT_URI`]: url(),
    [`GOTRUE_EXTERNAL_${name}_URL`]: url(),
  } as {
    [K in `GOTRUE_EXTERNAL_${N}_ENABLED`]: ReturnType<typeof bool>;
  } & { [K in `GOTRUE_EXTERNAL_${N}_CLIENT_ID`]: ReturnType<typeof list> } & {
    [K in `GOTRUE_EXTERNAL_${N}_SECRET`]: typeof optStr;
  } & {
    [K in `GOTRUE_EXTERNAL_${N}_REDIRECT_URI` | `GOTRUE_EXTERNAL_${N}_URL`]: ReturnType<typeof url>;
  };
}

/** Every environment variable the server reads. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(schema.shape);

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid auth-server configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
    this.issues = issues;
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const res = schema.safeParse(env);
  const issues = res.success
    ? []
    : res.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  if (res.success) issues.push(...smsIssues(res.data));
  if (!res.success || issues.length > 0) throw new ConfigError(issues);
  const e = res.data;
  const dbEncryption = dbEncryptionConfig(e);
  const webauthn = webAuthnConfig(e);
  const externalUrl = e.API_EXTERNAL_URL ?? `http://127.0.0.1:${e.PORT}/auth/v1`;
  const config = {
    port: e.PORT,
    host: e.GOTRUE_API_HOST,
    externalUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.AUTH_DATA_DIR,
    siteUrl: e.GOTRUE_SITE_URL as string,
    uriAllowList: e.GOTRUE_URI_ALLOW_LIST,
    /** Browser origins allowed by CORS; empty = every origin is reflected, as GoTrue does. */
    corsAllowedOrigins: e.AUTH_CORS_ALLOWED_ORIGINS,
    jwt: {
      exp: e.GOTRUE_JWT_EXP,
      aud: e.GOTRUE_JWT_AUD,
      defaultGroup: e.GOTRUE_JWT_DEFAULT_GROUP_NAME,
      adminRoles: e.GOTRUE_JWT_ADMIN_ROLES,
      issuer: e.GOTRUE_JWT_ISSUER ?? externalUrl,
      keys: e.GOTRUE_JWT_KEYS,
      secret: e.GOTRUE_JWT_SECRET,
      keyId: e.GOTRUE_JWT_KEY_ID,
      generatedAlg: e.AUTH_JWT_ALGORITHM,
    },
    apiKeys: {
      required: e.AUTH_REQUIRE_API_KEY,
      anon: e.AUTH_ANON_KEY,
      serviceRole: e.AUTH_SERVICE_ROLE_KEY,
    },
    disableSignup: e.GOTRUE_DISABLE_SIGNUP,
    emailEnabled: e.GOTRUE_EXTERNAL_EMAIL_ENABLED,
    phoneEnabled: e.GOTRUE_EXTERNAL_PHONE_ENABLED,
    anonymousEnabled: e.GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED,
    mailer: {
      autoconfirm: e.GOTRUE_MAILER_AUTOCONFIRM,
      secureEmailChange: e.GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED,
      otpExp: e.GOTRUE_MAILER_OTP_EXP,
      otpLength: e.GOTRUE_MAILER_OTP_LENGTH,
      urlPaths: {
        confirmation: e.GOTRUE_MAILER_URLPATHS_CONFIRMATION,
        emailChange: e.GOTRUE_MAILER_URLPATHS_EMAIL_CHANGE,
        invite: e.GOTRUE_MAILER_URLPATHS_INVITE,
        recovery: e.GOTRUE_MAILER_URLPATHS_RECOVERY,
      },
      subjects: {
        confirmation: e.GOTRUE_MAILER_SUBJECTS_CONFIRMATION,
        invite: e.GOTRUE_MAILER_SUBJECTS_INVITE,
        recovery: e.GOTRUE_MAILER_SUBJECTS_RECOVERY,
        magic_link: e.GOTRUE_MAILER_SUBJECTS_MAGIC_LINK,
        email_change: e.GOTRUE_MAILER_SUBJECTS_EMAIL_CHANGE,
        reauthentication: e.GOTRUE_MAILER_SUBJECTS_REAUTHENTICATION,
        mfa_recovery_code_used: e.GOTRUE_MAILER_SUBJECTS_MFA_RECOVERY_CODE_USED_NOTIFICATION,
        existing_account: e.AUTH_MAILER_SUBJECTS_EXISTING_ACCOUNT,
      },
      templates: {
        confirmation: e.GOTRUE_MAILER_TEMPLATES_CONFIRMATION,
        invite: e.GOTRUE_MAILER_TEMPLATES_INVITE,
        recovery: e.GOTRUE_MAILER_TEMPLATES_RECOVERY,
        magic_link: e.GOTRUE_MAILER_TEMPLATES_MAGIC_LINK,
        email_change: e.GOTRUE_MAILER_TEMPLATES_EMAIL_CHANGE,
        reauthentication: e.GOTRUE_MAILER_TEMPLATES_REAUTHENTICATION,
        mfa_recovery_code_used: e.GOTRUE_MAILER_TEMPLATES_MFA_RECOVERY_CODE_USED_NOTIFICATION,
        existing_account: e.AUTH_MAILER_TEMPLATES_EXISTING_ACCOUNT,
      },
      /** Subjects and bodies in the other languages (the ones above are English). */
      locales: {
        hi: {
          subjects: {
            confirmation: e.AUTH_MAILER_SUBJECTS_CONFIRMATION_HI,
            invite: e.AUTH_MAILER_SUBJECTS_INVITE_HI,
            recovery: e.AUTH_MAILER_SUBJECTS_RECOVERY_HI,
            magic_link: e.AUTH_MAILER_SUBJECTS_MAGIC_LINK_HI,
            email_change: e.AUTH_MAILER_SUBJECTS_EMAIL_CHANGE_HI,
            reauthentication: e.AUTH_MAILER_SUBJECTS_REAUTHENTICATION_HI,
            mfa_recovery_code_used: e.AUTH_MAILER_SUBJECTS_MFA_RECOVERY_CODE_USED_NOTIFICATION_HI,
            existing_account: e.AUTH_MAILER_SUBJECTS_EXISTING_ACCOUNT_HI,
          },
          templates: {
            confirmation: e.AUTH_MAILER_TEMPLATES_CONFIRMATION_HI,
            invite: e.AUTH_MAILER_TEMPLATES_INVITE_HI,
            recovery: e.AUTH_MAILER_TEMPLATES_RECOVERY_HI,
            magic_link: e.AUTH_MAILER_TEMPLATES_MAGIC_LINK_HI,
            email_change: e.AUTH_MAILER_TEMPLATES_EMAIL_CHANGE_HI,
            reauthentication: e.AUTH_MAILER_TEMPLATES_REAUTHENTICATION_HI,
            mfa_recovery_code_used: e.AUTH_MAILER_TEMPLATES_MFA_RECOVERY_CODE_USED_NOTIFICATION_HI,
            existing_account: e.AUTH_MAILER_TEMPLATES_EXISTING_ACCOUNT_HI,
          },
        },
      },
    },
    flowStateExpiry: e.GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION,
    updatePasswordRequireReauthentication:
      e.GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION,
    sms: {
      provider: e.GOTRUE_SMS_PROVIDER,
      otpExp: e.GOTRUE_SMS_OTP_EXP,
      otpLength: e.GOTRUE_SMS_OTP_LENGTH,
      template: e.GOTRUE_SMS_TEMPLATE,
      maxFrequency: e.GOTRUE_SMS_MAX_FREQUENCY,
      testOtp: e.GOTRUE_SMS_TEST_OTP,
      testOtpValidUntil: e.GOTRUE_SMS_TEST_OTP_VALID_UNTIL
        ? new Date(e.GOTRUE_SMS_TEST_OTP_VALID_UNTIL).getTime()
        : undefined,
      twilio: {
        accountSid: e.GOTRUE_SMS_TWILIO_ACCOUNT_SID ?? "",
        authToken: e.GOTRUE_SMS_TWILIO_AUTH_TOKEN ?? "",
        messageServiceSid: e.GOTRUE_SMS_TWILIO_MESSAGE_SERVICE_SID ?? "",
        apiUrl: e.AUTH_SMS_TWILIO_API_URL as string,
      },
    },
    smsAutoconfirm: e.GOTRUE_SMS_AUTOCONFIRM,
    password: {
      minLength: e.GOTRUE_PASSWORD_MIN_LENGTH,
      requiredCharacters: e.GOTRUE_PASSWORD_REQUIRED_CHARACTERS?.split(":").filter(Boolean) ?? [],
      refuseCommon: e.AUTH_PASSWORD_REFUSE_COMMON,
    },
    concealExistingUsers: e.AUTH_SIGNUP_CONCEAL_EXISTING,
    codeMaxAttempts: e.AUTH_CODE_MAX_ATTEMPTS,
    refreshToken: {
      rotation: e.GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED,
      reuseInterval: e.GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL,
    },
    rateLimit: {
      enabled: !e.AUTH_RATE_LIMIT_DISABLED,
      header: e.GOTRUE_RATE_LIMIT_HEADER,
      tokenRefresh: e.GOTRUE_RATE_LIMIT_TOKEN_REFRESH,
      signIn: e.AUTH_RATE_LIMIT_SIGN_IN,
      otp: e.GOTRUE_RATE_LIMIT_OTP,
      verify: e.GOTRUE_RATE_LIMIT_VERIFY,
      anonymousUsers: e.GOTRUE_RATE_LIMIT_ANONYMOUS_USERS,
      emailSent: e.GOTRUE_RATE_LIMIT_EMAIL_SENT,
      smsSent: e.GOTRUE_RATE_LIMIT_SMS_SENT,
      mfaChallengeAndVerify: e.GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY,
      passkey: e.GOTRUE_RATE_LIMIT_PASSKEY,
    },
    smtp: e.GOTRUE_SMTP_HOST
      ? {
          host: e.GOTRUE_SMTP_HOST,
          port: e.GOTRUE_SMTP_PORT,
          user: e.GOTRUE_SMTP_USER,
          pass: e.GOTRUE_SMTP_PASS,
          adminEmail: e.GOTRUE_SMTP_ADMIN_EMAIL,
          senderName: e.GOTRUE_SMTP_SENDER_NAME,
        }
      : undefined,
    smtpAdminEmail: e.GOTRUE_SMTP_ADMIN_EMAIL,
    smtpMaxFrequency: e.GOTRUE_SMTP_MAX_FREQUENCY,
    auditLogToPostgres: !e.GOTRUE_AUDIT_LOG_DISABLE_POSTGRES,
    mfa: {
      challengeExpiry: e.GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION,
      factorExpiry: e.GOTRUE_MFA_FACTOR_EXPIRY_DURATION,
      maxEnrolledFactors: e.GOTRUE_MFA_MAX_ENROLLED_FACTORS,
      maxVerifiedFactors: e.GOTRUE_MFA_MAX_VERIFIED_FACTORS,
      totp: {
        enrollEnabled: e.GOTRUE_MFA_TOTP_ENROLL_ENABLED,
        verifyEnabled: e.GOTRUE_MFA_TOTP_VERIFY_ENABLED,
      },
      phone: {
        enrollEnabled: e.GOTRUE_MFA_PHONE_ENROLL_ENABLED,
        verifyEnabled: e.GOTRUE_MFA_PHONE_VERIFY_ENABLED,
        // GoTrue: a length outside 6-10 becomes 6, a zero frequency one minute.
        otpLength:
          e.GOTRUE_MFA_PHONE_OTP_LENGTH >= 6 && e.GOTRUE_MFA_PHONE_OTP_LENGTH <= 10
            ? e.GOTRUE_MFA_PHONE_OTP_LENGTH
            : 6,
        maxFrequency: e.GOTRUE_MFA_PHONE_MAX_FREQUENCY || 60,
        template: e.GOTRUE_MFA_PHONE_TEMPLATE,
      },
      webauthn: {
        enrollEnabled: e.GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED,
        verifyEnabled: e.GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED,
      },
      recoveryCodes: {
        enrollEnabled: e.GOTRUE_MFA_RECOVERY_CODES_ENROLL_ENABLED,
        verifyEnabled: e.GOTRUE_MFA_RECOVERY_CODES_VERIFY_ENABLED,
        maxAttempts: e.AUTH_MFA_RECOVERY_CODES_MAX_ATTEMPTS,
        lockoutSeconds: e.AUTH_MFA_RECOVERY_CODES_LOCKOUT_DURATION,
      },
    },
    dbEncryption,
    webauthn,
    external: {
      google: { ...externalProvider(e, "GOOGLE"), issuer: e.AUTH_EXTERNAL_GOOGLE_ISSUER as string },
      github: externalProvider(e, "GITHUB"),
      keycloak: externalProvider(e, "KEYCLOAK"),
    },
    manualLinkingEnabled: e.GOTRUE_SECURITY_MANUAL_LINKING_ENABLED,
    /** A linking flow finishes only in the browser that started it (a cookie; issue 21 item 11). */
    linkingBindBrowser: e.AUTH_LINKING_BIND_BROWSER,
    passkey: {
      enabled: e.GOTRUE_PASSKEY_ENABLED,
      maxPerUser: e.GOTRUE_PASSKEY_MAX_PASSKEYS_PER_USER,
    },
    maxBodyBytes: 1024 * 1024,
  };
  return deepFreeze(config);
}

export type Config = ReturnType<typeof loadConfig>;

/** One provider's settings as GoTrue keeps them (ClientID is a list: the first one signs in, all are accepted audiences). */
function externalProvider(e: z.infer<typeof schema>, name: "GOOGLE" | "GITHUB" | "KEYCLOAK") {
  return {
    enabled: e[`GOTRUE_EXTERNAL_${name}_ENABLED`],
    clientIds: e[`GOTRUE_EXTERNAL_${name}_CLIENT_ID`],
    secret: e[`GOTRUE_EXTERNAL_${name}_SECRET`] ?? "",
    redirectUri: e[`GOTRUE_EXTERNAL_${name}_REDIRECT_URI`] ?? "",
    url: e[`GOTRUE_EXTERNAL_${name}_URL`] ?? "",
  };
}

/** Settings that are only wrong together: Twilio needs its three credentials. */
function smsIssues(e: z.infer<typeof schema>): string[] {
  if (e.GOTRUE_SMS_PROVIDER !== "twilio") return [];
  const missing = [
    "GOTRUE_SMS_TWILIO_ACCOUNT_SID",
    "GOTRUE_SMS_TWILIO_AUTH_TOKEN",
    "GOTRUE_SMS_TWILIO_MESSAGE_SERVICE_SID",
  ] as const;
  return missing.filter((k) => !e[k]).map((k) => `${k}: required when GOTRUE_SMS_PROVIDER=twilio`);
}

/** GoTrue's WebAuthnConfiguration.Validate: the relying party is required once WebAuthn factors or passkeys are on. */
function webAuthnConfig(e: {
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
function dbEncryptionConfig(e: {
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

function deepFreeze<T>(o: T): T {
  if (o && typeof o === "object") {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}
