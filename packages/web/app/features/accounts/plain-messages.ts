/**
 * Every failure the account pages can meet, said plainly, in the page's language: for each
 * error code the auth server (GoTrue's codes, packages/auth-server/src/errors.ts), supabase-js
 * or the browser's WebAuthn helper can give, which sentence of the account messages
 * (i18n/<code>/account.ts `errors`) says what happened and what to do next. The server's own
 * words ("Invalid login credentials", "Token has expired or is invalid") are never shown: a
 * code missing here falls back to a calm generic sentence. plain-messages.test.ts checks that
 * every code in errors.ts has its sentence, in every language.
 */
import type { AccountMessages } from "../../i18n/account.ts";
import { lifetimeInWords } from "./link-lifetime.ts";

type Errors = AccountMessages["errors"];
/** Picks a code's sentence from a language's messages; `message` is the server's text (for its figures). */
type Sentence = (t: AccountMessages, message: string) => string;

/** The sentence of `key`, for the codes that share it. */
const say =
  (key: { [K in keyof Errors]: Errors[K] extends string ? K : never }[keyof Errors]): Sentence =>
  (t) =>
    t.errors[key];

const SIGN_IN_AGAIN = say("signInAgain");
const TRY_AGAIN_SOON = say("tryAgainSoon");
const NOT_OFFERED = say("notOffered");
const NEW_LINK: Sentence = (t) => t.errors.newLink(lifetimeInWords(t.lifetime));

/** The minimum length the server names ("at least 8 characters"), else GoTrue's default, 6. */
const minimumLength = (message: string) => /at least (\d+) characters/i.exec(message)?.[1] ?? "6";
/** The seconds a send limit names ("you can only request this after 42 seconds"). */
const waitSeconds = (message: string) => /after (\d+) seconds?/i.exec(message)?.[1];

export const plainMessages: Record<string, Sentence> = {
  // Signing in and up
  invalid_credentials: say("invalidCredentials"),
  email_not_confirmed: say("emailNotConfirmed"),
  phone_not_confirmed: say("phoneNotConfirmed"),
  user_already_exists: say("userAlreadyExists"),
  email_exists: say("emailExists"),
  phone_exists: say("phoneExists"),
  identity_already_exists: say("identityAlreadyExists"),
  signup_disabled: say("signupDisabled"),
  otp_disabled: say("otpDisabled"),
  email_provider_disabled: say("emailProviderDisabled"),
  phone_provider_disabled: say("phoneProviderDisabled"),
  anonymous_provider_disabled: NOT_OFFERED,
  provider_disabled: NOT_OFFERED,
  oauth_provider_not_supported: NOT_OFFERED,
  web3_provider_disabled: NOT_OFFERED,
  saml_provider_disabled: NOT_OFFERED,
  manual_linking_disabled: say("manualLinkingDisabled"),
  feature_disabled: say("featureDisabled"),
  user_banned: say("userBanned"),
  provider_email_needs_verification: say("providerEmailNeedsVerification"),
  email_address_invalid: say("emailAddressInvalid"),
  email_address_not_authorized: say("emailAddressNotAuthorized"),

  // Passwords
  weak_password: (t, message) => t.errors.weakPassword(minimumLength(message)),
  same_password: say("samePassword"),
  reauthentication_needed: say("reauthenticationNeeded"),
  reauthentication_not_valid: say("reauthenticationNotValid"),
  current_password_required: say("currentPasswordRequired"),
  current_password_invalid: say("currentPasswordInvalid"),

  // Mailed links and codes
  otp_expired: (t) => t.errors.otpExpired(lifetimeInWords(t.lifetime)),
  flow_state_not_found: NEW_LINK,
  flow_state_expired: NEW_LINK,
  flow_state_already_used: NEW_LINK,
  bad_code_verifier: say("otherBrowser"),
  pkce_code_verifier_not_found: say("otherBrowser"),
  bad_oauth_state: say("signInUnfinished"),
  bad_oauth_callback: say("signInUnfinished"),

  // Too many attempts
  over_request_rate_limit: say("overRequestRateLimit"),
  over_email_send_rate_limit: (t, message) => {
    const seconds = waitSeconds(message);
    return seconds ? t.errors.emailSendWait(seconds) : t.errors.emailSendLimit;
  },
  over_sms_send_rate_limit: say("overSmsSendRateLimit"),
  sms_send_failed: say("smsSendFailed"),
  captcha_failed: say("captchaFailed"),

  // Your session
  no_authorization: SIGN_IN_AGAIN,
  bad_jwt: SIGN_IN_AGAIN,
  invalid_jwt: SIGN_IN_AGAIN,
  session_not_found: SIGN_IN_AGAIN,
  session_expired: SIGN_IN_AGAIN,
  refresh_token_not_found: SIGN_IN_AGAIN,
  refresh_token_already_used: SIGN_IN_AGAIN,
  user_not_found: say("userNotFound"),
  unexpected_audience: SIGN_IN_AGAIN,
  not_admin: say("notAdmin"),
  insufficient_aal: say("insufficientAal"),

  // Two-factor authentication
  mfa_verification_failed: say("mfaVerificationFailed"),
  mfa_verification_rejected: say("mfaVerificationRejected"),
  mfa_challenge_expired: say("mfaChallengeExpired"),
  mfa_ip_address_mismatch: say("mfaIpAddressMismatch"),
  mfa_factor_not_found: say("mfaFactorNotFound"),
  mfa_factor_name_conflict: say("mfaFactorNameConflict"),
  too_many_enrolled_mfa_factors: say("tooManyEnrolledMfaFactors"),
  mfa_verified_factor_exists: say("mfaVerifiedFactorExists"),
  mfa_recovery_codes_enroll_not_enabled: say("recoveryCodesEnrollOff"),
  mfa_recovery_codes_verify_not_enabled: say("recoveryCodesVerifyOff"),
  mfa_recovery_codes_locked: say("recoveryCodesLocked"),
  mfa_recovery_codes_sole_factor: say("recoveryCodesSoleFactor"),
  mfa_totp_enroll_not_enabled: say("totpEnrollOff"),
  mfa_totp_verify_not_enabled: say("totpVerifyOff"),
  mfa_phone_enroll_not_enabled: say("smsCodesOff"),
  mfa_phone_verify_not_enabled: say("smsCodesOff"),
  mfa_webauthn_enroll_not_enabled: say("securityKeysOff"),
  mfa_webauthn_verify_not_enabled: say("securityKeysOff"),

  // Passkeys (the server's codes, then supabase-js's WebAuthn helper's)
  passkey_disabled: say("passkeyDisabled"),
  too_many_passkeys: say("tooManyPasskeys"),
  webauthn_challenge_not_found: say("passkeyTooSlow"),
  webauthn_challenge_expired: say("passkeyTooSlow"),
  webauthn_verification_failed: say("passkeyNotChecked"),
  webauthn_credential_exists: say("passkeyExists"),
  // The browser already holds a passkey for this account (WebAuthn's excludeCredentials).
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: say("passkeyExists"),
  // The browser's NotAllowedError: the person closed its prompt, or it timed out.
  ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY: say("passkeyCancelled"),

  // Linked sign-ins (Google)
  identity_not_found: say("identityNotFound"),
  single_identity_not_deletable: say("singleIdentityNotDeletable"),
  email_conflict_identity_not_deletable: say("emailConflictIdentityNotDeletable"),

  // Requests that could not be handled
  validation_failed: say("validationFailed"),
  bad_json: TRY_AGAIN_SOON,
  request_entity_too_large: say("tooLarge"),
  conflict: say("conflict"),
  not_found: TRY_AGAIN_SOON,
  method_not_allowed: TRY_AGAIN_SOON,
  request_timeout: say("tooSlow"),
  hook_timeout: say("tooSlow"),
  unexpected_failure: TRY_AGAIN_SOON,
  unknown: TRY_AGAIN_SOON,
};

/**
 * The codes whose sentence already offers a new link or code: on the page a failed link led to
 * (auth-redirect.ts explainFailedLink), no "ask for a new one below" is added to them.
 */
export const offersNewLink: ReadonlySet<string> = new Set([
  "otp_expired",
  "flow_state_not_found",
  "flow_state_expired",
  "flow_state_already_used",
  "bad_code_verifier",
  "pkce_code_verifier_not_found",
  "reauthentication_not_valid",
]);

/** supabase-js's own failures that carry no code, by name. */
const byName: Record<string, Sentence> = {
  AuthSessionMissingError: SIGN_IN_AGAIN,
  AuthInvalidTokenResponseError: SIGN_IN_AGAIN,
  AuthInvalidJwtError: SIGN_IN_AGAIN,
};

export type FailureLike = {
  message?: string;
  code?: string | undefined;
  name?: string;
  status?: number;
};

/** The sentence for a failure, in `t`'s language: from its code, else a network failure, else the generic one. */
export function plainMessage(error: FailureLike | null | undefined, t: AccountMessages): string {
  const message = error?.message ?? "";
  const sentence =
    (error?.code ? plainMessages[error.code] : undefined) ??
    (error?.name ? byName[error.name] : undefined);
  if (sentence) return sentence(t, message);
  if (error?.name === "AuthRetryableFetchError" || error?.status === 0 || /fetch/i.test(message))
    return t.errors.offline;
  return t.errors.generic;
}

/** The same, for a value caught by `catch` (an AuthError, an Error, or anything). */
export function plainCaught(cause: unknown, t: AccountMessages): string {
  return plainMessage(cause && typeof cause === "object" ? (cause as FailureLike) : null, t);
}
