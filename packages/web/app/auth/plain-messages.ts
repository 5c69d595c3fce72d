/**
 * The few messages from the auth server and supabase-js's WebAuthn helper that read as
 * jargon ("Invalid TOTP code entered", "The authenticator was previously registered", a
 * browser's cancelled-request text with a spec URL), said plainly. Every other message is
 * the server's own, shown as it comes.
 */
const plain: Record<string, string> = {
  // The server's error_code for a wrong or old authenticator-app code.
  mfa_verification_failed:
    "That code is not right. Type the code your authenticator app shows now: it changes every 30 seconds.",
  // The browser already holds a passkey for this account (WebAuthn's excludeCredentials).
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED:
    "This device already has a passkey for your account, so you can sign in with it. To add another, use a different phone, computer or security key.",
  // The browser's NotAllowedError: the person closed its prompt, or it timed out.
  ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY:
    "No passkey was used: the request was cancelled or timed out. Try again when you are ready.",
};

export function plainMessage(error: { message: string; code?: string | undefined }): string {
  return (error.code && plain[error.code]) || error.message;
}
