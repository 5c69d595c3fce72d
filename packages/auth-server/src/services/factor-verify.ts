/**
 * POST /factors/{id}/verify (GoTrue VerifyFactor): a TOTP or phone code, or a WebAuthn response, lifts the
 * caller's session to aal2 and answers it anew (answerLiftedSession serves recovery codes too).
 */
import { timingSafeEqual } from "node:crypto";
import { verify as verifyTotp } from "otplib";
import { openSecret, sealSecret } from "../crypto/encrypted-string.ts";
import { AuthError } from "../errors.ts";
import {
  deleteChallenge,
  findChallenge,
  findCredentialOwner,
  listWebAuthnCredentials,
  recordVerification,
  saveWebAuthnCredential,
  updateFactorSecret,
  type FactorRow,
} from "../storage/factors.ts";
import {
  findActiveRefreshToken,
  insertRefreshToken,
  rotateRefreshToken,
} from "../storage/sessions.ts";
import type { Queryable } from "../storage/db.ts";
import { findUserById } from "../storage/users.ts";
import {
  verifyAuthentication,
  verifyRegistration,
  type SessionData,
  type StoredCredential,
} from "./webauthn.ts";
import { attemptCode, type Attempt } from "./attempts.ts";
import { audit } from "./audit.ts";
import type { Principal } from "./auth.ts";
import type { Caller, Deps } from "./deps.ts";
import { sessionJson, type SessionJson } from "./serialize.ts";
import { accessTokenFor, newRefreshToken } from "./tokens.ts";
import {
  AMR_METHOD,
  UUID_RE,
  actor,
  checkVerifyEnabled,
  notRecoveryCodes,
  ownedFactor,
  sessionOf,
} from "./factor-rules.ts";
import { challengeIp } from "./factor-challenge.ts";

/** GoTrue's TOTP parameters: SHA1, 6 digits, 30 s, one step of skew either way. */
const TOTP = { period: 30, digits: 6, skewSeconds: 30 } as const;
export type VerifyInput = {
  challenge_id?: string | undefined;
  code?: string | undefined;
  webauthn?: { type?: string | undefined; credential_response?: unknown } | undefined;
};

/** POST /factors/{id}/verify: a correct code lifts the caller's session to aal2 and answers it anew. */
export async function verifyFactor(
  deps: Deps,
  principal: Principal,
  factorId: string,
  input: VerifyInput,
  caller: Caller,
): Promise<SessionJson> {
  const sessionId = sessionOf(principal);
  const factor = await ownedFactor(deps, principal.user.id, factorId);
  notRecoveryCodes(factor);
  const code = input.code ?? "";
  if (code === "" && factor.factor_type !== "webauthn")
    throw new AuthError("validation_failed", { message: "Code needs to be non-empty" });
  checkVerifyEnabled(deps, factor.factor_type);
  const webauthnType = input.webauthn?.type;
  if (factor.factor_type === "webauthn") {
    if (!input.webauthn)
      throw new AuthError("validation_failed", { message: "WebAuthn config required" });
    if (webauthnType !== "create" && webauthnType !== "request") {
      throw new AuthError("validation_failed", {
        message: "WebAuthn type must be create or request",
      });
    }
    if (input.webauthn.credential_response === undefined)
      throw new AuthError("validation_failed", { message: "credential_response required" });
  }

  const challengeId = input.challenge_id ?? "";
  const challenge = UUID_RE.test(challengeId)
    ? await findChallenge(deps.db, factor.id, challengeId.toLowerCase())
    : undefined;
  if (!challenge)
    throw new AuthError("mfa_factor_not_found", {
      status: 422,
      message: "MFA factor with the provided challenge ID not found",
    });
  if (challenge.verified_at || challenge.ip !== challengeIp(caller))
    throw new AuthError("mfa_ip_address_mismatch");
  const now = deps.clock.now();
  if (
    new Date(challenge.created_at).getTime() + deps.config.mfa.challengeExpiry * 1000 <
    now.getTime()
  ) {
    await deleteChallenge(deps.db, challenge.id);
    throw new AuthError("mfa_challenge_expired", {
      message: `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    });
  }

  // Each challenge takes AUTH_CODE_MAX_ATTEMPTS codes at most; the last wrong one deletes it.
  const attempt = (check: () => boolean | Promise<boolean>): Attempt => ({
    key: `mfa:${challenge.id}`,
    check,
    burn: (q) => deleteChallenge(q, challenge.id),
    actor: { id: principal.user.id, username: actor(principal).actorUsername },
    kind: "mfa_challenge",
    ip: caller.ip,
  });
  const enc = deps.config.dbEncryption;
  let reseal = false;
  let secret = "";
  let newCredential: { credential: StoredCredential; aaguid: string | null } | undefined;
  if (factor.factor_type === "webauthn") {
    newCredential = await checkWebAuthnResponse(
      deps,
      principal.user.id,
      factor,
      challenge,
      webauthnType!,
      input.webauthn!.credential_response,
    );
    // GoTrue consumes a WebAuthn challenge once its response has been checked.
    await deleteChallenge(deps.db, challenge.id);
    if (!newCredential)
      throw new AuthError("mfa_verification_failed", {
        message: "Invalid WebAuthn credential response",
      });
  } else if (factor.factor_type === "phone") {
    const sent = openSecret(enc, challenge.id, challenge.otp_code ?? "").plaintext;
    if (
      !(await attemptCode(
        deps,
        deps.db,
        attempt(() => sameCode(sent, code)),
      ))
    )
      throw new AuthError("mfa_verification_failed", { message: "Invalid MFA Phone code entered" });
  } else {
    ({ plaintext: secret, reseal } = openSecret(enc, factor.id, factor.secret ?? ""));
    if (
      !(await attemptCode(
        deps,
        deps.db,
        attempt(() => totpMatches(secret, code, now)),
      ))
    ) {
      if (reseal)
        await updateFactorSecret(deps.db, factor.id, sealSecret(enc, factor.id, secret), now);
      throw new AuthError("mfa_verification_failed");
    }
  }

  return deps.db.transaction(async (tx) => {
    await audit(deps, tx, {
      ...actor(principal),
      action: "verification_attempted",
      traits: { factor_id: factor.id, challenge_id: challenge.id, factor_type: factor.factor_type },
      ip: caller.ip,
    });
    await recordVerification(
      tx,
      {
        challengeId: challenge.id,
        factorId: factor.id,
        factorType: factor.factor_type,
        userId: principal.user.id,
        sessionId,
        amrMethod: AMR_METHOD[factor.factor_type],
      },
      now,
    );
    if (reseal) await updateFactorSecret(tx, factor.id, sealSecret(enc, factor.id, secret), now);
    if (newCredential) {
      const owner = await findCredentialOwner(tx, principal.user.id, newCredential.credential.id);
      await saveWebAuthnCredential(
        tx,
        owner ?? factor.id,
        newCredential.credential,
        newCredential.aaguid,
        now,
      );
    }
    return answerLiftedSession(deps, tx, principal.user.id, sessionId, caller, now);
  });
}

/**
 * The answer to a verification that lifted the session (inside its transaction): GoTrue swaps the
 * refresh token and issues an access token carrying the new AMR claims.
 */
export async function answerLiftedSession(
  deps: Deps,
  tx: Queryable,
  userId: string,
  sessionId: string,
  caller: Caller,
  now: Date,
): Promise<SessionJson> {
  const user = (await findUserById(tx, userId))!;
  // GoTrue swaps the refresh token: the one issued at aal1 is revoked, the session goes on with a new one.
  const current = await findActiveRefreshToken(tx, sessionId);
  const refreshToken = newRefreshToken();
  let amr: { method: string; ts: number }[] | undefined;
  if (current) {
    amr = await rotateRefreshToken(
      tx,
      {
        usedTokenId: current.id,
        newToken: refreshToken,
        parent: current.token,
        userId: user.id,
        sessionId,
        userAgent: caller.userAgent,
        ip: caller.ip,
        audit: null,
      },
      now,
    );
  } else {
    await insertRefreshToken(
      tx,
      { token: refreshToken, userId: user.id, sessionId, parent: null },
      now,
    );
  }
  const at = await accessTokenFor(deps, tx, user, sessionId, amr);
  return sessionJson(user, { accessToken: at.token, exp: at.exp, now: at.iat, refreshToken });
}

/**
 * The credential a WebAuthn response proves: a new one for "create" (only for an unverified
 * factor), or one of the user's with its new counter for "request"; undefined when it does not verify.
 */
async function checkWebAuthnResponse(
  deps: Deps,
  userId: string,
  factor: FactorRow & { web_authn_credential: unknown },
  challenge: { web_authn_session_data: unknown },
  type: string,
  response: unknown,
): Promise<{ credential: StoredCredential; aaguid: string | null } | undefined> {
  const raw = challenge.web_authn_session_data;
  const session = (typeof raw === "string" ? JSON.parse(raw) : raw) as SessionData | null;
  if (!session?.challenge || response === null || typeof response !== "object") return undefined;
  if (type === "create") {
    if (factor.status === "verified") return undefined;
    return verifyRegistration(deps.config.webauthn, session, response);
  }
  const credentials = (await listWebAuthnCredentials(deps.db, userId)) as StoredCredential[];
  const credential = await verifyAuthentication(
    deps.config.webauthn,
    session,
    response,
    credentials,
  );
  return credential ? { credential, aaguid: null } : undefined;
}

function sameCode(sent: string, given: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(given);
  return sent !== "" && a.length === b.length && timingSafeEqual(a, b);
}

async function totpMatches(secret: string, code: string, now: Date): Promise<boolean> {
  if (!/^\d{6}$/.test(code) || secret === "") return false;
  try {
    const r = await verifyTotp({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOTP.skewSeconds,
      period: TOTP.period,
      digits: TOTP.digits,
      algorithm: "sha1",
    });
    return r.valid;
  } catch {
    return false;
  }
}
