/**
 * Every environment variable the auth server reads, with its default (GoTrue's variable names where GoTrue
 * has the setting).
 */
import { z } from "zod";
import {
  LOCALE_MAIL,
  MAIL_KIND_VARIABLES,
  OTHER_MAIL_LOCALES,
  type OtherMailLocale,
} from "./mailer/locale-mail.ts";
import type { MailKind } from "./mailer/templates.ts";
import { DEFAULT_PUBLISHABLE_KEY } from "./public.ts";
import {
  blankIsUnset,
  bool,
  duration,
  int,
  jwtKeys,
  list,
  optStr,
  str,
  url,
} from "./config-values.ts";

export const schema = z.object({
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
  // Mail in Hindi, Bengali and Marathi, for users whose user_metadata.locale is "hi", "bn" or "mr"
  // (GoTrue has one subject and body per kind, whatever the user's language: supabase/auth#80):
  // AUTH_MAILER_SUBJECTS_<KIND>_<LANG> and AUTH_MAILER_TEMPLATES_<KIND>_<LANG>, one set per entry of
  // src/mailer/locale-mail.ts. Subjects default to the server's own words in that language; a body
  // left unset is the server's built-in one of that language, never English.
  ...localeMailVariables(),
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

type KindVariable = (typeof MAIL_KIND_VARIABLES)[keyof typeof MAIL_KIND_VARIABLES];
type LangSuffix = Uppercase<OtherMailLocale>;

/** The subject and template variables of every language besides English, from LOCALE_MAIL. */
function localeMailVariables() {
  const out: Record<string, z.ZodType> = {};
  for (const locale of OTHER_MAIL_LOCALES) {
    const suffix = locale.toUpperCase();
    for (const [kind, name] of Object.entries(MAIL_KIND_VARIABLES) as [MailKind, KindVariable][]) {
      out[`AUTH_MAILER_SUBJECTS_${name}_${suffix}`] = str(LOCALE_MAIL[locale].subjects[kind]);
      out[`AUTH_MAILER_TEMPLATES_${name}_${suffix}`] = optStr;
    }
  }
  return out as {
    [K in `AUTH_MAILER_SUBJECTS_${KindVariable}_${LangSuffix}`]: ReturnType<typeof str>;
  } & { [K in `AUTH_MAILER_TEMPLATES_${KindVariable}_${LangSuffix}`]: typeof optStr };
}

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
