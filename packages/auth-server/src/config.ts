/**
 * Every setting, read once from the environment (GoTrue's variable names where GoTrue has the
 * setting), validated, frozen. Nothing else in the server reads process.env.
 */
import { DEFAULT_PUBLISHABLE_KEY } from "./public.ts";
import { schema } from "./config-schema.ts";
import {
  MAIL_KIND_VARIABLES,
  OTHER_MAIL_LOCALES,
  type OtherMailLocale,
} from "./mailer/locale-mail.ts";
import type { MailKind } from "./mailer/templates.ts";
import {
  ConfigError,
  dbEncryptionConfig,
  deepFreeze,
  externalProvider,
  smsIssues,
  webAuthnConfig,
} from "./config-rules.ts";

export { ConfigError, DEFAULT_PUBLISHABLE_KEY };

type MailSettings = {
  subjects: Record<MailKind, string>;
  templates: Record<MailKind, string | undefined>;
};

/** Each language's AUTH_MAILER_SUBJECTS_<KIND>_<LANG> and AUTH_MAILER_TEMPLATES_<KIND>_<LANG>. */
function localeMailSettings(e: Record<string, unknown>): Record<OtherMailLocale, MailSettings> {
  const settings = (locale: OtherMailLocale): MailSettings => {
    const suffix = locale.toUpperCase();
    const subjects = {} as Record<MailKind, string>;
    const templates = {} as Record<MailKind, string | undefined>;
    for (const [kind, name] of Object.entries(MAIL_KIND_VARIABLES) as [MailKind, string][]) {
      subjects[kind] = e[`AUTH_MAILER_SUBJECTS_${name}_${suffix}`] as string;
      templates[kind] = e[`AUTH_MAILER_TEMPLATES_${name}_${suffix}`] as string | undefined;
    }
    return { subjects, templates };
  };
  return Object.fromEntries(OTHER_MAIL_LOCALES.map((l) => [l, settings(l)])) as Record<
    OtherMailLocale,
    MailSettings
  >;
}

/** Every environment variable the server reads. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(schema.shape);

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
      locales: localeMailSettings(e),
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
