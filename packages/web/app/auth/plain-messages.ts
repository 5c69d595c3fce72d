/**
 * Every failure the account pages can meet, said plainly: for each error code the auth
 * server (GoTrue's codes, packages/auth-server/src/errors.ts), supabase-js or the browser's
 * WebAuthn helper can give, what happened and what to do next. The server's own words
 * ("Invalid login credentials", "Token has expired or is invalid") are never shown: a code
 * missing here falls back to a calm generic sentence. plain-messages.test.ts checks that
 * every code in errors.ts has its sentence.
 */
import { lifetimeInWords } from "./link-lifetime.ts";

type Sentence = string | ((serverMessage: string) => string);

const TRY_AGAIN_SOON =
  "Something went wrong on our side, and nothing was changed. Please try again in a minute.";
const SIGN_IN_AGAIN = "Your sign-in has ended. Sign in again, then try once more.";
const NOT_OFFERED = "This way of signing in is not available on Saathi. Use your email instead.";
const NEW_LINK = () =>
  `This link has expired or has already been used. Links and codes work once, for ${lifetimeInWords()}. Ask for a new one.`;

/** The minimum length the server names ("at least 8 characters"), else GoTrue's default, 6. */
const minimumLength = (message: string) => /at least (\d+) characters/i.exec(message)?.[1] ?? "6";
/** The seconds a send limit names ("you can only request this after 42 seconds"). */
const waitSeconds = (message: string) => /after (\d+) seconds?/i.exec(message)?.[1];

export const plainMessages: Record<string, Sentence> = {
  // Signing in and up
  invalid_credentials:
    "That email and password don't match an account. Check both and try again, or choose Forgot password? to set a new password.",
  email_not_confirmed:
    "This email address is not confirmed yet. Open the link in the email we sent when you signed up (check your spam folder too), or choose Email me a sign-in link.",
  phone_not_confirmed:
    "This phone number is not confirmed yet. Use the code we sent it, or sign in with your email.",
  user_already_exists:
    "If this is your email address, you already have an account: sign in, or choose Forgot password? to set a new password.",
  email_exists:
    "This email address is already used by another account. Use a different address, or sign in to that account.",
  phone_exists:
    "This phone number is already used by another account. Use a different number, or sign in to that account.",
  identity_already_exists:
    "That sign-in is already linked to an account. Sign in with it, or use a different one.",
  signup_disabled: "New accounts can't be made right now. If you already have an account, sign in.",
  otp_disabled:
    "We couldn't find an account for that email address. Check it, or choose Sign up to make one.",
  email_provider_disabled: "Signing in with email is turned off on Saathi just now.",
  phone_provider_disabled: "Signing in with a phone number is not available on Saathi.",
  anonymous_provider_disabled: NOT_OFFERED,
  provider_disabled: NOT_OFFERED,
  oauth_provider_not_supported: NOT_OFFERED,
  web3_provider_disabled: NOT_OFFERED,
  saml_provider_disabled: NOT_OFFERED,
  manual_linking_disabled: "Linking another sign-in to your account is not available on Saathi.",
  feature_disabled: "This is not available on Saathi.",
  user_banned:
    "This account can't be used right now. If you think this is a mistake, contact us from the Contact page.",
  provider_email_needs_verification:
    "Your email address needs confirming first: open the link we just emailed you, then sign in.",
  email_address_invalid:
    "That email address can't be used. Check it for typing mistakes, or use another address.",
  email_address_not_authorized:
    "We can't send email to that address. Use a different address, or contact us from the Contact page.",

  // Passwords
  weak_password: (message) =>
    `That password is too easy to guess. Use at least ${minimumLength(message)} characters: a short sentence is easy to remember and hard to guess.`,
  same_password: "That is your current password. Choose a new one.",
  reauthentication_needed:
    "To keep your account safe, we need to check it's you: we've emailed you a code to type here.",
  reauthentication_not_valid:
    "That code is not right, or it has expired. Check the newest email from us, or ask for a new code.",
  current_password_required: "Type your current password too.",
  current_password_invalid: "Your current password is not right. Check it and try again.",

  // Mailed links and codes
  otp_expired: () =>
    `That code or link has expired or has already been used. Codes and links work once, for ${lifetimeInWords()}: ask for a new one and use the newest email.`,
  flow_state_not_found: NEW_LINK,
  flow_state_expired: NEW_LINK,
  flow_state_already_used: NEW_LINK,
  bad_code_verifier:
    "This link was asked for in another browser or window. Open it in the browser where you asked for it, or ask for a new link here.",
  pkce_code_verifier_not_found:
    "This link was asked for in another browser or window. Open it in the browser where you asked for it, or ask for a new link here.",
  bad_oauth_state: "Signing in didn't finish. Please start again.",
  bad_oauth_callback: "Signing in didn't finish. Please start again.",

  // Too many attempts
  over_request_rate_limit: "Too many tries in a short time. Wait a few minutes, then try again.",
  over_email_send_rate_limit: (message) => {
    const seconds = waitSeconds(message);
    return seconds
      ? `We've just sent you an email. Please wait ${seconds} seconds before asking for another, and use the newest one.`
      : "We've sent several emails to this address in a short time. Wait a few minutes, then try again, and use the newest email.";
  },
  over_sms_send_rate_limit: "We've sent several text messages in a short time. Wait a few minutes.",
  sms_send_failed: "We couldn't send the text message. Please try again in a minute.",
  captcha_failed: "We couldn't check that you're a person. Please try again.",

  // Your session
  no_authorization: SIGN_IN_AGAIN,
  bad_jwt: SIGN_IN_AGAIN,
  invalid_jwt: SIGN_IN_AGAIN,
  session_not_found: SIGN_IN_AGAIN,
  session_expired: SIGN_IN_AGAIN,
  refresh_token_not_found: SIGN_IN_AGAIN,
  refresh_token_already_used: SIGN_IN_AGAIN,
  user_not_found: "This account no longer exists. You can make a new one with Sign up.",
  unexpected_audience: SIGN_IN_AGAIN,
  not_admin: "Only an administrator can do that.",
  insufficient_aal:
    "For this, enter the code from your authenticator app first: sign out, sign in again, and type the code when asked.",

  // Two-factor authentication
  mfa_verification_failed:
    "That code is not right. Type the code your authenticator app shows now: it changes every 30 seconds.",
  mfa_verification_rejected: "That code was not accepted. Type the code your app shows now.",
  mfa_challenge_expired:
    "That took too long, so the code could not be checked. Type the code your app shows now.",
  mfa_ip_address_mismatch:
    "Your connection changed while signing in. Type the code your app shows now.",
  mfa_factor_not_found:
    "That authenticator app is no longer set up on your account. Reload the page and try again.",
  mfa_factor_name_conflict:
    "An authenticator app with that name is already set up. Reload the page to see it.",
  too_many_enrolled_mfa_factors:
    "Your account has as many authenticator apps as it can hold. Remove one before adding another.",
  mfa_verified_factor_exists:
    "Your account already has one set up. Remove it before adding another.",
  mfa_recovery_codes_enroll_not_enabled: "Recovery codes can't be made on Saathi just now.",
  mfa_recovery_codes_verify_not_enabled:
    "Recovery codes can't be checked on Saathi just now. Use the code from your authenticator app instead.",
  mfa_recovery_codes_locked:
    "Too many wrong recovery codes. Wait a quarter of an hour, then type one of your codes again, carefully.",
  mfa_recovery_codes_sole_factor:
    "Recovery codes need an authenticator app to back up. Set up the app first, then make your codes.",
  mfa_totp_enroll_not_enabled: "Authenticator apps can't be set up on Saathi just now.",
  mfa_totp_verify_not_enabled: "Authenticator app codes can't be checked on Saathi just now.",
  mfa_phone_enroll_not_enabled: "Codes by text message are not available on Saathi.",
  mfa_phone_verify_not_enabled: "Codes by text message are not available on Saathi.",
  mfa_webauthn_enroll_not_enabled: "Security keys as a second step are not available on Saathi.",
  mfa_webauthn_verify_not_enabled: "Security keys as a second step are not available on Saathi.",

  // Passkeys (the server's codes, then supabase-js's WebAuthn helper's)
  passkey_disabled: "Passkeys are turned off on Saathi just now. Sign in with your email.",
  too_many_passkeys: "Your account has as many passkeys as it can hold. Remove one to add another.",
  webauthn_challenge_not_found: "That took too long. Please try the passkey again.",
  webauthn_challenge_expired: "That took too long. Please try the passkey again.",
  webauthn_verification_failed:
    "That passkey could not be checked. Try again, or sign in with your email and password.",
  webauthn_credential_exists:
    "This device already has a passkey for your account, so you can sign in with it. To add another, use a different phone, computer or security key.",
  // The browser already holds a passkey for this account (WebAuthn's excludeCredentials).
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED:
    "This device already has a passkey for your account, so you can sign in with it. To add another, use a different phone, computer or security key.",
  // The browser's NotAllowedError: the person closed its prompt, or it timed out.
  ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY:
    "No passkey was used: the request was cancelled or timed out. Try again when you are ready.",

  // Linked sign-ins (Google)
  identity_not_found: "That sign-in is no longer linked to your account. Reload the page.",
  single_identity_not_deletable:
    "This is the only way you can sign in, so it can't be removed. Add another way first.",
  email_conflict_identity_not_deletable:
    "This sign-in can't be removed: your email address depends on it. Change your email first.",

  // Requests that could not be handled
  validation_failed:
    "Something in the form could not be used. Check what you typed (a full email address, for example) and try again.",
  bad_json: TRY_AGAIN_SOON,
  request_entity_too_large: "That was too much to send at once. Try something shorter.",
  conflict: "Two changes met at the same moment. Please try again.",
  not_found: TRY_AGAIN_SOON,
  method_not_allowed: TRY_AGAIN_SOON,
  request_timeout: "That took too long. Please try again in a moment.",
  hook_timeout: "That took too long. Please try again in a moment.",
  unexpected_failure: TRY_AGAIN_SOON,
  unknown: TRY_AGAIN_SOON,
};

/** What is shown for a failure with no code we know. */
export const GENERIC_FAILURE =
  "Something went wrong, and nothing was changed. Please try again in a minute; if it keeps happening, contact us from the Contact page.";
/** supabase-js could not reach the server (AuthRetryableFetchError, status 0) or the browser is offline. */
export const OFFLINE_FAILURE =
  "We couldn't reach Saathi. Check your internet connection, then try again.";

/** supabase-js's own failures that carry no code, by name. */
const byName: Record<string, string> = {
  AuthSessionMissingError: SIGN_IN_AGAIN,
  AuthInvalidTokenResponseError: SIGN_IN_AGAIN,
  AuthInvalidJwtError: SIGN_IN_AGAIN,
};

type FailureLike = { message?: string; code?: string | undefined; name?: string; status?: number };

/** The sentence for a failure: from its code, else a network failure, else the generic one. */
export function plainMessage(error: FailureLike | null | undefined): string {
  const message = error?.message ?? "";
  const sentence = error?.code ? plainMessages[error.code] : undefined;
  if (sentence) return typeof sentence === "function" ? sentence(message) : sentence;
  const named = error?.name ? byName[error.name] : undefined;
  if (named) return named;
  if (error?.name === "AuthRetryableFetchError" || error?.status === 0 || /fetch/i.test(message))
    return OFFLINE_FAILURE;
  return GENERIC_FAILURE;
}

/** The same, for a value caught by `catch` (an AuthError, an Error, or anything). */
export function plainCaught(cause: unknown): string {
  return plainMessage(cause && typeof cause === "object" ? (cause as FailureLike) : null);
}
