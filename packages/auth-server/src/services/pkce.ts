/**
 * PKCE (GoTrue pkce.go, token.go PKCE): a code challenge sent with signup, otp, recover, resend or an
 * email change is kept in auth.flow_state; the mailed token carries the "pkce_" prefix; following
 * the link answers ?code=<auth_code>; POST /token?grant_type=pkce trades code + verifier for a session.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { AuthError } from "../errors.ts";
import type { Queryable } from "../storage/db.ts";
import {
  deleteFlowState,
  flowStateByAuthCode,
  insertFlowState,
  latestFlowState,
  markAuthCodeIssued,
} from "../storage/flow-state.ts";
import { findUserById, touchLastSignIn } from "../storage/users.ts";
import { audit } from "./audit.ts";
import type { Caller, Deps } from "./deps.ts";
import type { SessionJson } from "./serialize.ts";
import { startSession } from "./tokens.ts";

export const PKCE_PREFIX = "pkce_";

export type Pkce = { method: "s256" | "plain"; challenge: string } | undefined;

/** GoTrue validatePKCEParams + ParseCodeChallengeMethod; undefined = implicit flow. */
export function parsePkce(challenge: string | undefined, method: string | undefined): Pkce {
  const c = challenge ?? "";
  const m = method ?? "";
  if ((c === "") !== (m === "")) {
    throw new AuthError("validation_failed", {
      message: "PKCE flow requires code_challenge_method and code_challenge",
    });
  }
  if (c === "") return undefined;
  if (c.length < 43 || c.length > 128) {
    throw new AuthError("validation_failed", {
      message: "code challenge has to be between 43 and 128 characters",
    });
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(c)) {
    throw new AuthError("validation_failed", {
      message:
        "code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes",
    });
  }
  const lower = m.toLowerCase();
  if (lower !== "s256" && lower !== "plain") {
    throw new AuthError("validation_failed", {
      message: `unsupported code_challenge method "${m}"`,
    });
  }
  return { method: lower, challenge: c };
}

/** GoTrue's authentication methods per verification type (models.ParseAuthenticationMethod). */
export function authenticationMethodFor(type: string): string {
  switch (type) {
    case "signup":
      return "email/signup";
    case "magiclink":
      return "magiclink";
    case "recovery":
      return "recovery";
    case "invite":
      return "invite";
    case "email_change":
      return "email_change";
    default:
      throw new AuthError("validation_failed", {
        message: `unsupported authentication method ${type}`,
      });
  }
}

/** Records the challenge (inside the caller's transaction); answers the prefix for the mailed token. */
export async function recordFlowState(
  deps: Deps,
  tx: Queryable,
  userId: string,
  pkce: Pkce,
  type: string,
  providerType: string,
) {
  if (!pkce) return "";
  await insertFlowState(
    tx,
    {
      userId,
      method: pkce.method,
      challenge: pkce.challenge,
      providerType,
      authenticationMethod: authenticationMethodFor(type),
    },
    deps.clock.now(),
  );
  return PKCE_PREFIX;
}

function isExpired(
  deps: Deps,
  f: { created_at: Date | string; auth_code_issued_at: Date | string | null },
) {
  const from = new Date(f.auth_code_issued_at ?? f.created_at).getTime();
  return deps.clock.now().getTime() > from + deps.config.flowStateExpiry * 1000;
}

/** GoTrue issueAuthCode: the auth code of the user's newest flow state for this verification. */
export async function issueAuthCode(
  deps: Deps,
  tx: Queryable,
  userId: string,
  type: string,
): Promise<string> {
  const f = await latestFlowState(tx, userId, authenticationMethodFor(type));
  if (!f)
    throw new AuthError("flow_state_not_found", {
      status: 400,
      message: "No associated flow state found. No valid flow state found for user.",
    });
  if (isExpired(deps, f))
    throw new AuthError("flow_state_not_found", {
      status: 400,
      message: "No associated flow state found. Flow state is expired",
    });
  await markAuthCodeIssued(tx, f.id, deps.clock.now());
  return f.auth_code;
}

function challengeMatches(method: "s256" | "plain", challenge: string, verifier: string): boolean {
  const expected =
    method === "s256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /token?grant_type=pkce. */
export async function pkceGrant(
  deps: Deps,
  input: { auth_code?: string | undefined; code_verifier?: string | undefined },
  caller: Caller,
): Promise<SessionJson> {
  const code = input.auth_code ?? "";
  const verifier = input.code_verifier ?? "";
  if (code === "" || verifier === "") {
    throw new AuthError("validation_failed", {
      message: "invalid request: both auth code and code verifier should be non-empty",
    });
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const f = await flowStateByAuthCode(tx, code);
    if (!f || !f.user_id) return { error: new AuthError("flow_state_not_found") };
    if (isExpired(deps, f)) return { error: new AuthError("flow_state_expired") };
    const user = await findUserById(tx, f.user_id);
    if (!user) return { error: new AuthError("flow_state_not_found") };
    if (!challengeMatches(f.code_challenge_method, f.code_challenge, verifier))
      return { error: new AuthError("bad_code_verifier") };
    await touchLastSignIn(tx, user.id, null, deps.clock.now());
    await audit(deps, tx, {
      actorId: user.id,
      actorUsername: user.email || user.phone || "",
      action: "login",
      traits: { provider_type: f.provider_type },
      ip: caller.ip,
    });
    await deleteFlowState(tx, f.id);
    const fresh = (await findUserById(tx, user.id))!;
    const session = await startSession(deps, tx, fresh, caller, f.authentication_method);
    // An external sign-in hands on the provider's tokens with the session (GoTrue PKCE grant).
    if (f.provider_access_token) session.provider_token = f.provider_access_token;
    if (f.provider_refresh_token) session.provider_refresh_token = f.provider_refresh_token;
    return { session };
  });
  if ("error" in outcome) throw outcome.error;
  return outcome.session;
}
