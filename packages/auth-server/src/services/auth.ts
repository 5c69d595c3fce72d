/**
 * Turning a bearer token into a caller, in the order GoTrue checks: a user (requireAuthentication)
 * or an administrator (requireAdminCredentials).
 */
import { timingSafeEqual } from "node:crypto";
import { AuthError } from "../errors.ts";
import { JwtError } from "../crypto/jwt.ts";
import { findUserAndSession, type UserWithIdentities } from "../storage/users.ts";
import type { Deps } from "./deps.ts";

export type Principal = {
  user: UserWithIdentities;
  sessionId: string | null;
  claims: Record<string, unknown>;
};

/** An admin API caller: a JWT whose role is one of GOTRUE_JWT_ADMIN_ROLES, or the secret service-role key. */
export type AdminPrincipal = {
  role: string;
  claims: Record<string, unknown>;
  viaServiceRoleKey: boolean;
};

const NIL_UUID = "00000000-0000-0000-0000-000000000000";
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(authorization: string | null | undefined): string {
  const m = /^bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (!m) throw new AuthError("no_authorization");
  return m[1]!;
}

export async function verifyClaims(deps: Deps, token: string): Promise<Record<string, unknown>> {
  try {
    return (await deps.keys.verify(token)) as Record<string, unknown>;
  } catch (err) {
    const detail = err instanceof JwtError ? err.message : "token is malformed";
    throw new AuthError("bad_jwt", {
      message: `invalid JWT: unable to parse or verify signature, ${detail}`,
    });
  }
}

export async function authenticate(
  deps: Deps,
  authorization: string | null | undefined,
): Promise<Principal> {
  const claims = await verifyClaims(deps, bearerToken(authorization));
  const principal = await loadUserAndSession(deps, claims);
  const bannedUntil = principal.user.banned_until;
  if (bannedUntil && new Date(bannedUntil).getTime() > deps.clock.now().getTime())
    throw new AuthError("user_banned");
  return principal;
}

/** GoTrue maybeLoadUserOrSession: the user first, then the session; the all-zero uuid means "no session". */
async function loadUserAndSession(deps: Deps, claims: Record<string, unknown>): Promise<Principal> {
  const sub = claims.sub;
  if (typeof sub !== "string" || sub === "")
    throw new AuthError("bad_jwt", { message: "invalid claim: missing sub claim" });
  if (!UUID_RE.test(sub))
    throw new AuthError("bad_jwt", {
      status: 400,
      message: "invalid claim: sub claim must be a UUID",
    });
  const sessionId = claimedSessionId(claims);
  const valid = sessionId && UUID_RE.test(sessionId) ? sessionId.toLowerCase() : null;
  const found = await findUserAndSession(deps.db, sub, valid);
  if (!found) throw new AuthError("user_not_found");
  if (sessionId && !valid)
    throw new AuthError("bad_jwt", { message: "invalid claim: session_id claim must be a UUID" });
  if (valid && !found.sessionExists) throw new AuthError("session_not_found");
  return { user: found.user, sessionId: valid, claims };
}

/** The session_id claim as given, or null for none ("", absent, or the all-zero uuid). */
function claimedSessionId(claims: Record<string, unknown>): string | null {
  const sid = claims.session_id;
  if (sid === undefined || sid === null || sid === "" || sid === NIL_UUID) return null;
  return typeof sid === "string" ? sid : String(sid);
}

/**
 * GoTrue requireAdminCredentials: a bearer JWT verified against the server's keys whose `role` is an
 * admin role (and whose session, if it names one, still exists). The secret service-role key itself is accepted too, as hosted Supabase's gateway
 * turns it into a service_role JWT before GoTrue sees it.
 */
export async function authenticateAdmin(
  deps: Deps,
  authorization: string | null | undefined,
): Promise<AdminPrincipal> {
  const token = bearerToken(authorization);
  const t = Buffer.from(token);
  const secret = Buffer.from(deps.serviceRoleKey);
  if (t.length === secret.length && timingSafeEqual(t, secret)) {
    return { role: "service_role", claims: { role: "service_role" }, viaServiceRoleKey: true };
  }
  const claims = await verifyClaims(deps, token);
  // A token naming a session (an admin user's own sign-in) is only good while that session exists.
  if (claimedSessionId(claims)) await loadUserAndSession(deps, claims);
  const role = typeof claims.role === "string" ? claims.role : "";
  if (!deps.config.jwt.adminRoles.includes(role)) throw new AuthError("not_admin");
  return { role, claims, viaServiceRoleKey: false };
}
