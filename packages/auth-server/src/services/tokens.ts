/** Access-token claims, refresh-token minting and sessions: the parts every sign-in path shares. */
import { randomInt } from "node:crypto";
import type { Queryable } from "../storage/db.ts";
import { createSession, insertRefreshToken, listAmr } from "../storage/sessions.ts";
import type { UserWithIdentities } from "../storage/users.ts";
import type { Caller, Deps } from "./deps.ts";
import { sessionJson, type SessionJson } from "./serialize.ts";
import { METADATA_MAX_BYTES, metadataBytes } from "./validate.ts";

/**
 * Metadata above its cap (only possible for rows imported from elsewhere: this server refuses to
 * write it) is left out of the token as {}, so the token still fits in a request header and the
 * user can still call PUT /user to shrink it. GET /user always shows the full metadata.
 */
function withinCap(
  field: keyof typeof METADATA_MAX_BYTES,
  metadata: Record<string, unknown> | null,
) {
  return metadataBytes(metadata) <= METADATA_MAX_BYTES[field] ? (metadata ?? {}) : {};
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** GoTrue's legacy refresh token: 12 chars of [a-z0-9] (≈62 bits), stored as is. */
export function newRefreshToken(): string {
  let s = "";
  for (let i = 0; i < 12; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

export async function accessTokenFor(
  deps: Deps,
  q: Queryable,
  user: UserWithIdentities,
  sessionId: string,
  amr?: { method: string; ts: number }[],
) {
  const amrRows = amr ?? (await listAmr(q, sessionId));
  const aal = amrRows.some((r) =>
    ["totp", "mfa/phone", "mfa/webauthn", "mfa/recovery_code"].includes(r.method),
  )
    ? "aal2"
    : "aal1";
  const iat = Math.floor(deps.clock.now().getTime() / 1000);
  const exp = iat + deps.config.jwt.exp;
  const claims: Record<string, unknown> = {};
  if (deps.config.jwt.issuer) claims.iss = deps.config.jwt.issuer;
  Object.assign(claims, {
    sub: user.id,
    aud: user.aud ?? deps.config.jwt.aud,
    exp,
    iat,
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: withinCap("app_metadata", user.raw_app_meta_data),
    user_metadata: withinCap("user_metadata", user.raw_user_meta_data),
    role: user.role ?? "",
    aal,
    amr: amrRows.map((r) => ({ method: r.method, timestamp: Number(r.ts) })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return { token: await deps.keys.sign(claims), exp, iat };
}

/** New session + first refresh token + access token, inside the caller's transaction. */
export async function startSession(
  deps: Deps,
  q: Queryable,
  user: UserWithIdentities,
  caller: Caller,
  amr: string,
): Promise<SessionJson> {
  const sessionId = crypto.randomUUID();
  await createSession(
    q,
    { id: sessionId, userId: user.id, userAgent: caller.userAgent, ip: caller.ip, amr },
    deps.clock.now(),
  );
  const refreshToken = newRefreshToken();
  await insertRefreshToken(
    q,
    { token: refreshToken, userId: user.id, sessionId, parent: null },
    deps.clock.now(),
  );
  const at = await accessTokenFor(deps, q, user, sessionId);
  return sessionJson(user, { accessToken: at.token, exp: at.exp, now: at.iat, refreshToken });
}
