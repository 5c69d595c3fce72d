/**
 * One catalogue of GoTrue's error codes: code -> HTTP status GoTrue uses most + default message.
 * Services throw AuthError(code); `errorResponse` writes the body GoTrue picks by the
 * X-Supabase-Api-Version header and keeps internal causes off the wire.
 */
import { logError } from "./log.ts";

export const errors = {
  validation_failed: { status: 400, message: "Request is not valid" },
  bad_json: { status: 400, message: "Could not parse request body as JSON" },
  request_entity_too_large: { status: 413, message: "Request body too large" },
  invalid_credentials: { status: 400, message: "Invalid login credentials" },
  email_not_confirmed: { status: 400, message: "Email not confirmed" },
  phone_not_confirmed: { status: 400, message: "Phone not confirmed" },
  user_already_exists: { status: 422, message: "User already registered" },
  email_exists: {
    status: 422,
    message: "A user with this email address has already been registered",
  },
  phone_exists: {
    status: 422,
    message: "A user with this phone number has already been registered",
  },
  signup_disabled: { status: 422, message: "Signups not allowed for this instance" },
  anonymous_provider_disabled: { status: 422, message: "Anonymous sign-ins are disabled" },
  email_provider_disabled: { status: 400, message: "Email signups are disabled" },
  phone_provider_disabled: { status: 400, message: "Phone signups are disabled" },
  weak_password: { status: 422, message: "Password is too weak" },
  same_password: {
    status: 422,
    message: "New password should be different from the old password.",
  },
  email_address_invalid: { status: 400, message: "Email address is invalid" },
  no_authorization: { status: 401, message: "This endpoint requires a valid Bearer token" },
  bad_jwt: { status: 403, message: "invalid JWT: unable to parse or verify signature" },
  not_admin: { status: 403, message: "User not allowed" },
  user_not_found: { status: 403, message: "User from sub claim in JWT does not exist" },
  session_not_found: {
    status: 403,
    message: "Session from session_id claim in JWT does not exist",
  },
  session_expired: { status: 403, message: "Session is no longer valid" },
  user_banned: { status: 403, message: "User is banned" },
  refresh_token_not_found: {
    status: 400,
    message: "Invalid Refresh Token: Refresh Token Not Found",
  },
  refresh_token_already_used: { status: 400, message: "Invalid Refresh Token: Already Used" },
  conflict: { status: 409, message: "Conflict, please try again" },
  over_request_rate_limit: { status: 429, message: "Request rate limit reached" },
  over_email_send_rate_limit: { status: 429, message: "email rate limit exceeded" },
  over_sms_send_rate_limit: { status: 429, message: "SMS rate limit exceeded" },
  unexpected_audience: { status: 403, message: "Token audience doesn't match request audience" },
  insufficient_aal: { status: 401, message: "AAL2 session is required" },
  not_found: { status: 404, message: "Not Found" },
  // Features this server does not offer, answered as GoTrue with them switched off
  saml_provider_disabled: { status: 404, message: "SAML 2.0 is disabled" },
  passkey_disabled: { status: 404, message: "Passkeys are disabled" },
  // Passkeys and WebAuthn (GoTrue apierrors, passkey_*.go)
  too_many_passkeys: { status: 422, message: "Maximum number of passkeys reached" },
  webauthn_challenge_not_found: { status: 400, message: "Challenge not found or already used" },
  webauthn_challenge_expired: { status: 400, message: "Challenge has expired" },
  webauthn_verification_failed: { status: 400, message: "Credential verification failed" },
  webauthn_credential_exists: { status: 422, message: "This credential is already registered" },
  manual_linking_disabled: { status: 404, message: "Manual linking is disabled" },
  feature_disabled: { status: 404, message: "This feature is disabled" },
  web3_provider_disabled: { status: 422, message: "Web3 provider is disabled" },
  // MFA (GoTrue mfa.go)
  mfa_factor_name_conflict: {
    status: 422,
    message: "A factor with this friendly name already exists",
  },
  too_many_enrolled_mfa_factors: {
    status: 422,
    message: "Maximum number of verified factors reached, unenroll to continue",
  },
  mfa_factor_not_found: { status: 404, message: "Factor not found" },
  mfa_ip_address_mismatch: { status: 422, message: "Challenge and verify IP addresses mismatch." },
  mfa_challenge_expired: {
    status: 422,
    message:
      "MFA challenge has expired, verify against another challenge or create a new challenge.",
  },
  mfa_verification_failed: { status: 422, message: "Invalid TOTP code entered" },
  mfa_totp_enroll_not_enabled: { status: 422, message: "MFA enroll is disabled for TOTP" },
  mfa_totp_verify_not_enabled: { status: 422, message: "MFA verification is disabled for TOTP" },
  mfa_phone_enroll_not_enabled: { status: 422, message: "MFA enroll is disabled for Phone" },
  mfa_phone_verify_not_enabled: { status: 422, message: "MFA verification is disabled for Phone" },
  mfa_webauthn_enroll_not_enabled: { status: 422, message: "MFA enroll is disabled for WebAuthn" },
  mfa_webauthn_verify_not_enabled: {
    status: 422,
    message: "MFA verification is disabled for WebAuthn",
  },
  mfa_verified_factor_exists: {
    status: 422,
    message: "A verified phone factor already exists, unenroll the existing factor to continue",
  },
  mfa_recovery_codes_enroll_not_enabled: {
    status: 422,
    message: "MFA enroll is disabled for recovery codes",
  },
  mfa_recovery_codes_verify_not_enabled: {
    status: 422,
    message: "MFA verification is disabled for recovery codes",
  },
  mfa_recovery_codes_locked: {
    status: 429,
    message: "Too many wrong recovery codes. Try again later.",
  },
  mfa_recovery_codes_sole_factor: {
    status: 422,
    message: "Recovery codes need another verified factor",
  },
  method_not_allowed: { status: 405, message: "Method Not Allowed" },
  request_timeout: {
    status: 504,
    message: "Processing this request timed out, please retry after a moment.",
  },
  unexpected_failure: {
    status: 500,
    message: "Unexpected failure, please check server logs for more information",
  },
  unknown: { status: 400, message: "Unknown error" },
  // one-time codes, links, PKCE, SMS (issue 10, flows)
  otp_expired: { status: 403, message: "Token has expired or is invalid" },
  otp_disabled: { status: 422, message: "Signups not allowed for otp" },
  flow_state_not_found: { status: 404, message: "invalid flow state, no valid flow state found" },
  flow_state_expired: { status: 422, message: "invalid flow state, flow state has expired" },
  bad_code_verifier: {
    status: 400,
    message: "code challenge does not match previously saved code verifier",
  },
  reauthentication_needed: { status: 400, message: "Password update requires reauthentication" },
  reauthentication_not_valid: { status: 422, message: "Nonce has expired or is invalid" },
  sms_send_failed: { status: 500, message: "Error sending SMS" },
  provider_disabled: { status: 400, message: "Provider is not enabled" },
  // external providers and identities (GoTrue external.go, identity.go)
  bad_oauth_callback: { status: 400, message: "OAuth state parameter missing" },
  bad_oauth_state: { status: 400, message: "OAuth state parameter is invalid" },
  flow_state_already_used: { status: 400, message: "State has already been used" },
  oauth_provider_not_supported: { status: 400, message: "Unsupported provider" },
  provider_email_needs_verification: { status: 422, message: "Unverified email with provider" },
  identity_already_exists: { status: 422, message: "Identity is already linked" },
  identity_not_found: { status: 422, message: "Identity doesn't exist" },
  single_identity_not_deletable: {
    status: 422,
    message: "User must have at least 1 identity after unlinking",
  },
  email_conflict_identity_not_deletable: {
    status: 422,
    message: "Unable to unlink identity due to email conflict",
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errors;

export class AuthError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra top-level body fields (e.g. weak_password: {reasons}). */
  readonly extra: Record<string, unknown> | undefined;
  /** Extra response headers (e.g. WWW-Authenticate). */
  readonly headers: Record<string, string> | undefined;
  constructor(
    code: ErrorCode,
    o: {
      message?: string;
      status?: number;
      cause?: unknown;
      extra?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(o.message ?? errors[code].message, { cause: o.cause });
    this.name = "AuthError";
    this.code = code;
    this.status = o.status ?? errors[code].status;
    this.extra = o.extra;
    this.headers = o.headers;
  }
}

/** OAuth-style error ({error, error_description}, HTTP 400) as GoTrue's token endpoint uses for some grants. */
export class OAuthError extends Error {
  readonly error: string;
  constructor(error: string, description: string) {
    super(description);
    this.name = "OAuthError";
    this.error = error;
  }
}

const API_VERSION_2024 = Date.UTC(2024, 0, 1);

/** GoTrue: the header selects the new format when it parses as a date >= 2024-01-01. */
export function usesNewErrorFormat(apiVersion: string | null | undefined): boolean {
  if (!apiVersion || !/^\d{4}-\d{2}-\d{2}$/.test(apiVersion.trim())) return false;
  const t = Date.parse(`${apiVersion.trim()}T00:00:00Z`);
  return Number.isFinite(t) && t >= API_VERSION_2024;
}

/**
 * The client closed the connection while its body was being read (an aborted upload): nothing
 * failed on our side and nobody is left to read the answer, so it is no unexpected_failure.
 */
function isClientAbort(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown } | null;
  return (
    e?.code === "ECONNRESET" || e?.code === "ERR_STREAM_PREMATURE_CLOSE" || e?.name === "AbortError"
  );
}

export function errorResponse(
  err: unknown,
  apiVersion: string | null | undefined,
  requestId: string,
  /** The request, for the log: its method and path. */
  request?: { method: string; url: string },
): Response {
  if (err instanceof OAuthError) {
    return json(400, { error: err.error, error_description: err.message });
  }
  const e =
    err instanceof AuthError
      ? err
      : isClientAbort(err)
        ? new AuthError("validation_failed", {
            message: "The request body was cut off: the client closed the connection.",
          })
        : new AuthError("unexpected_failure", { cause: err });
  if (e.status >= 500) {
    logError(`[auth-server] ${e.code} (request ${requestId}):`, e.cause ?? e);
  } else if (!(err instanceof AuthError) && isClientAbort(err)) {
    // One line, no stack: nothing failed here, and it says nothing about our code.
    const where = request ? `${request.method} ${new URL(request.url).pathname}` : "a request";
    const why = (err as { code?: unknown }).code ?? (err as Error).message;
    logError(
      `[auth-server] ${where}: the client closed the connection before its body arrived (${String(why)})`,
    );
  }
  const headers: Record<string, string> = { ...e.headers };
  let body: Record<string, unknown>;
  if (usesNewErrorFormat(apiVersion)) {
    headers["x-supabase-api-version"] = "2024-01-01";
    headers["x-sb-error-code"] = e.code;
    body = { code: e.code, message: e.message, ...e.extra };
  } else {
    body = { code: e.status, error_code: e.code, msg: e.message, ...e.extra };
    if (e.status >= 500) body.error_id = requestId;
    headers["x-sb-error-code"] = e.code;
  }
  return json(e.status, body, headers);
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}
