/**
 * Authenticator assurance read from a session, without a network call (the same
 * reading supabase-js's mfa.getAuthenticatorAssuranceLevel makes): the access
 * token's `aal` and `amr` claims, and whether the user has a verified factor. The
 * site treats a session as signed in only when it has reached the level the
 * account needs (aal2 once a factor is verified).
 */
import type { Session, User } from "@supabase/supabase-js";

export type AccessClaims = {
  sub?: string;
  aal?: "aal1" | "aal2";
  session_id?: string;
  iat?: number;
  amr?: { method: string; timestamp: number }[];
};

/** The payload of a JWT, unverified: only for decisions the server checks again. */
export function decodeAccessToken(token: string): AccessClaims {
  const payload = token.split(".")[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims = JSON.parse(json) as unknown;
    return claims && typeof claims === "object" ? (claims as AccessClaims) : {};
  } catch {
    return {};
  }
}

export function hasVerifiedFactor(user: Pick<User, "factors"> | null | undefined): boolean {
  return (user?.factors ?? []).some((factor) => factor.status === "verified");
}

/** A session that still owes its second factor: signed in with the password only. */
export function needsSecondFactor(session: Session | null): boolean {
  if (!session || !hasVerifiedFactor(session.user)) return false;
  return decodeAccessToken(session.access_token).aal !== "aal2";
}

/** How a session was signed in to (its first step; the authenticator app's code is the second). */
export type SignInMethod = "password" | "link" | "code" | "passkey" | "provider" | "recovery";

const methods: Record<string, SignInMethod> = {
  password: "password",
  magiclink: "link",
  "email/signup": "link",
  invite: "link",
  email_change: "link",
  otp: "code",
  passkey: "passkey",
  oauth: "provider",
  recovery: "recovery",
};

/** The method of the session's newest first step, read from the access token's `amr` claim. */
export function signInMethod(session: Session | null): SignInMethod | undefined {
  if (!session) return undefined;
  const steps = (decodeAccessToken(session.access_token).amr ?? [])
    .filter((step) => methods[step.method])
    .sort((a, b) => b.timestamp - a.timestamp);
  return steps[0] ? methods[steps[0].method] : undefined;
}
