/**
 * MFA recovery codes (supabase-js `auth.mfa.recoveryCodes`, GoTrue's recovery-codes factor):
 * GET/POST/DELETE /factors/recovery-codes, POST /factors/recovery-codes/verify and /regenerate.
 *
 * A user has at most one factor of type `recovery_code`, created verified, holding one set of
 * RECOVERY_CODE_COUNT single-use codes, and only while another factor is verified. Codes are 16
 * characters of Crockford's base32 (80 random bits), shown once in canonical form (lowercase, no
 * separators); input ignores case, spaces and `-`, and reads o as 0 and i/l as 1.
 *
 * Storage: HMAC-SHA256 of the canonical code under a random 256-bit key kept with the set. A fast
 * keyed hash is enough because the codes are random, not chosen: 2^80 guesses per code are out of
 * reach offline even with the key, and the per-set key stops one table of guesses serving every set.
 * A slow hash (bcrypt) would buy nothing here and cost ~60 ms of CPU per unused code on every attempt,
 * since salted slow hashes cannot be looked up; HMAC lets the code be found with one indexed query.
 *
 * Attempts: wrong codes are counted per user on the set (a small local counter: the general
 * attempt-counting of issue 21 item 5 is not on this branch); after AUTH_MFA_RECOVERY_CODES_MAX_ATTEMPTS
 * (5) in a row verification is locked for AUTH_MFA_RECOVERY_CODES_LOCKOUT_DURATION (15 min), answering
 * 429 `mfa_recovery_codes_locked`, as supabase-js documents. A right code resets the count; regenerating
 * clears a lockout. Verifications of one user are serialized by a row lock on the set.
 */
import { createHmac, randomBytes, randomInt } from "node:crypto";
import { AuthError } from "../errors.ts";
import { downgradeSessionsOfFactor, recordVerification, sessionAal } from "../storage/factors.ts";
import {
  clearRecoveryCodeFailures,
  consumeRecoveryCode,
  deleteRecoveryCodeFactor,
  findRecoveryCodeSet,
  hasOtherVerifiedFactor,
  insertRecoveryCodeFactor,
  recordRecoveryCodeFailure,
  replaceRecoveryCodes,
  type RecoveryCodeSet,
} from "../storage/recovery-codes.ts";
import type { Queryable } from "../storage/db.ts";
import { audit } from "./audit.ts";
import type { Principal } from "./auth.ts";
import type { Caller, Deps } from "./deps.ts";
import { answerLiftedSession } from "./factor-verify.ts";
import type { SessionJson } from "./serialize.ts";

export const RECOVERY_CODE_COUNT = 10;
const CODE_LENGTH = 16;
/** Crockford's base32: no i, l, o or u, so nothing reads as something else. */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const AMR = "mfa/recovery_code";
const DEFAULT_NAME = "Recovery codes";
/** A friendly name is stored in a varchar-less text column; keep it to what a person types. */
const MAX_NAME_LENGTH = 120;

/** Lowercase, without whitespace and `-`; Crockford's look-alikes read as digits. */
export function canonicalCode(input: string): string {
  return input
    .toLowerCase()
    .replace(/[\s-]+/g, "")
    .replace(/o/g, "0")
    .replace(/[il]/g, "1");
}

function newCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

function hashCode(key: string, canonical: string): string {
  return createHmac("sha256", Buffer.from(key, "base64")).update(canonical).digest("hex");
}

function newSet(): { key: string; codes: string[]; hashes: string[] } {
  const key = randomBytes(32).toString("base64");
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  const list = [...codes];
  return { key, codes: list, hashes: list.map((c) => hashCode(key, c)) };
}

function sessionOf(principal: Principal): string {
  if (!principal.sessionId) {
    throw new AuthError("session_not_found", {
      message: "A valid session and a registered user are required for MFA",
    });
  }
  return principal.sessionId;
}

function actor(principal: Principal) {
  return {
    actorId: principal.user.id,
    actorUsername: principal.user.email || principal.user.phone || "",
  };
}

function notFound(): AuthError {
  return new AuthError("mfa_factor_not_found", {
    message: "Recovery codes have not been generated for this user",
  });
}

async function requireAal2(tx: Queryable, sessionId: string, what: string) {
  if ((await sessionAal(tx, sessionId)) !== "aal2") {
    throw new AuthError("insufficient_aal", {
      status: 403,
      message: `AAL2 required to ${what} recovery codes`,
    });
  }
}

function enrollEnabled(deps: Deps) {
  if (!deps.config.mfa.recoveryCodes.enrollEnabled)
    throw new AuthError("mfa_recovery_codes_enroll_not_enabled");
}

/** GET /factors/recovery-codes: counts only, at any level. */
export async function recoveryCodesStatus(deps: Deps, principal: Principal) {
  sessionOf(principal);
  const set = await findRecoveryCodeSet(deps.db, principal.user.id);
  if (!set) throw notFound();
  return statusJson(set);
}

function statusJson(set: RecoveryCodeSet) {
  return {
    id: set.mfa_factor_id,
    type: "recovery_code" as const,
    total: set.total,
    remaining: set.remaining,
  };
}

/** POST /factors/recovery-codes: the factor and its codes, answered once. */
export async function generateRecoveryCodes(
  deps: Deps,
  principal: Principal,
  input: { friendly_name?: string | undefined },
  caller: Caller,
) {
  const sessionId = sessionOf(principal);
  enrollEnabled(deps);
  const friendlyName = (input.friendly_name ?? "").trim() || DEFAULT_NAME;
  if (friendlyName.length > MAX_NAME_LENGTH) {
    throw new AuthError("validation_failed", {
      message: `friendly_name must be at most ${MAX_NAME_LENGTH} characters`,
    });
  }
  const userId = principal.user.id;
  const fresh = newSet();
  const factorId = crypto.randomUUID();
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    if (await findRecoveryCodeSet(tx, userId, true)) {
      throw new AuthError("mfa_verified_factor_exists", {
        message: "Recovery codes already exist, regenerate them to get a new set",
      });
    }
    if (!(await hasOtherVerifiedFactor(tx, userId)))
      throw new AuthError("mfa_recovery_codes_sole_factor");
    await requireAal2(tx, sessionId, "generate");
    const taken = await tx.query<{ id: string }>(
      `select id from auth.mfa_factors where user_id = $1 and friendly_name = $2`,
      [userId, friendlyName],
    );
    if (taken.length > 0) {
      throw new AuthError("mfa_factor_name_conflict", {
        message: `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
      });
    }
    const setId = crypto.randomUUID();
    await insertRecoveryCodeFactor(
      tx,
      { factorId, setId, userId, friendlyName, hashKey: fresh.key },
      now,
    );
    await replaceRecoveryCodes(tx, setId, fresh.key, fresh.hashes, now);
    await audit(deps, tx, {
      ...actor(principal),
      action: "recovery_codes_generated",
      traits: { factor_id: factorId, total: RECOVERY_CODE_COUNT },
      ip: caller.ip,
    });
  });
  return {
    id: factorId,
    type: "recovery_code" as const,
    friendly_name: friendlyName,
    total: RECOVERY_CODE_COUNT,
    codes: fresh.codes,
  };
}

/** POST /factors/recovery-codes/regenerate: a new set under the same factor; the old codes stop working. */
export async function regenerateRecoveryCodes(deps: Deps, principal: Principal, caller: Caller) {
  const sessionId = sessionOf(principal);
  enrollEnabled(deps);
  const fresh = newSet();
  const set = await deps.db.transaction(async (tx) => {
    const existing = await findRecoveryCodeSet(tx, principal.user.id, true);
    if (!existing) throw notFound();
    await requireAal2(tx, sessionId, "regenerate");
    await replaceRecoveryCodes(tx, existing.id, fresh.key, fresh.hashes, deps.clock.now());
    await audit(deps, tx, {
      ...actor(principal),
      action: "recovery_codes_regenerated",
      traits: { factor_id: existing.mfa_factor_id, total: RECOVERY_CODE_COUNT },
      ip: caller.ip,
    });
    return existing;
  });
  return {
    id: set.mfa_factor_id,
    type: "recovery_code" as const,
    friendly_name: set.friendly_name ?? DEFAULT_NAME,
    total: RECOVERY_CODE_COUNT,
    codes: fresh.codes,
  };
}

/** DELETE /factors/recovery-codes: the factor and its codes; sessions it lifted drop to aal1. */
export async function deleteRecoveryCodes(deps: Deps, principal: Principal, caller: Caller) {
  const sessionId = sessionOf(principal);
  const userId = principal.user.id;
  return deps.db.transaction(async (tx) => {
    const set = await findRecoveryCodeSet(tx, userId, true);
    if (!set) throw notFound();
    await requireAal2(tx, sessionId, "delete");
    await deleteRecoveryCodeFactor(tx, set.mfa_factor_id);
    await downgradeSessionsOfFactor(tx, userId, set.mfa_factor_id, AMR, deps.clock.now());
    await audit(deps, tx, {
      ...actor(principal),
      action: "recovery_codes_deleted",
      traits: { factor_id: set.mfa_factor_id },
      ip: caller.ip,
    });
    return { id: set.mfa_factor_id };
  });
}

type VerifyOutcome = { ok: true; session: SessionJson } | { ok: false; error: AuthError };

/**
 * POST /factors/recovery-codes/verify: one unused code lifts the caller's session to aal2 (AMR
 * `mfa/recovery_code`), ends the user's other aal1 sessions and mails the account. A failure is
 * counted and committed before it is answered.
 */
export async function verifyRecoveryCode(
  deps: Deps,
  principal: Principal,
  input: { code?: string | undefined },
  caller: Caller,
): Promise<SessionJson> {
  const sessionId = sessionOf(principal);
  if (!deps.config.mfa.recoveryCodes.verifyEnabled)
    throw new AuthError("mfa_recovery_codes_verify_not_enabled");
  const canonical = canonicalCode(input.code ?? "");
  if (canonical === "") {
    throw new AuthError("mfa_verification_failed", { message: "Recovery code is required" });
  }
  const { maxAttempts, lockoutSeconds } = deps.config.mfa.recoveryCodes;
  const userId = principal.user.id;
  const outcome = await deps.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const now = deps.clock.now();
    const set = await findRecoveryCodeSet(tx, userId, true);
    if (!set) return { ok: false, error: invalidCode() };
    const lockedUntil = set.verification_locked_until
      ? new Date(set.verification_locked_until).getTime()
      : 0;
    if (lockedUntil > now.getTime()) return { ok: false, error: locked(lockedUntil, now) };

    const used = await consumeRecoveryCode(tx, set.id, hashCode(set.hash_key, canonical), now);
    if (!used) {
      // A lockout that has run out starts a fresh count.
      const count = (lockedUntil ? 0 : set.failed_verification_count) + 1;
      const lock = count >= maxAttempts ? new Date(now.getTime() + lockoutSeconds * 1000) : null;
      await recordRecoveryCodeFailure(tx, set.id, lock ? 0 : count, lock, now);
      await audit(deps, tx, {
        ...actor(principal),
        action: lock ? "recovery_codes_locked" : "recovery_code_verification_failed",
        traits: { factor_id: set.mfa_factor_id, failed_attempts: count },
        ip: caller.ip,
      });
      return { ok: false, error: lock ? locked(lock.getTime(), now) : invalidCode() };
    }

    await clearRecoveryCodeFailures(tx, set.id, now);
    const remaining = set.remaining - 1;
    await audit(deps, tx, {
      ...actor(principal),
      action: "recovery_code_used",
      traits: { factor_id: set.mfa_factor_id, remaining },
      ip: caller.ip,
    });
    await recordVerification(
      tx,
      {
        challengeId: null,
        factorId: set.mfa_factor_id,
        factorType: "recovery_code",
        userId,
        sessionId,
        amrMethod: AMR,
      },
      now,
    );
    await mailAccount(deps, tx, principal, remaining);
    return {
      ok: true,
      session: await answerLiftedSession(deps, tx, userId, sessionId, caller, now),
    };
  });
  if (!outcome.ok) throw outcome.error;
  deps.mail.afterCommit();
  return outcome.session;
}

function invalidCode(): AuthError {
  return new AuthError("mfa_verification_failed", { message: "Invalid recovery code entered" });
}

function locked(untilMs: number, now: Date): AuthError {
  const minutes = Math.max(1, Math.ceil((untilMs - now.getTime()) / 60_000));
  return new AuthError("mfa_recovery_codes_locked", {
    message: `Too many wrong recovery codes. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  });
}

/** The account hears of every use (through the outbox); the server's mail budget never blocks a sign-in. */
async function mailAccount(deps: Deps, tx: Queryable, principal: Principal, remaining: number) {
  const email = principal.user.email;
  if (!email) return;
  try {
    await deps.mail.enqueue(tx, {
      kind: "mfa_recovery_code_used",
      to: email,
      data: {
        SiteURL: deps.config.siteUrl,
        Email: email,
        RemainingCodes: remaining,
        Data: principal.user.raw_user_meta_data ?? {},
      },
    });
  } catch (err) {
    if (!(err instanceof AuthError && err.code === "over_email_send_rate_limit")) throw err;
  }
}
