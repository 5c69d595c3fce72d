/**
 * What every MFA factor route shares (GoTrue internal/api/mfa.go): the factor id and session checks,
 * each type's on/off switches, the AMR method a factor adds, and dropping recovery codes that lost their last factor.
 */
import { AuthError, type ErrorCode } from "../errors.ts";
import {
  downgradeSessionsOfFactor,
  findOwnedFactor,
  type FactorRow,
  type FactorType,
} from "../storage/factors.ts";
import type { Queryable } from "../storage/db.ts";
import { deleteRecoveryCodesWithoutFactor } from "../storage/recovery-codes.ts";
import { audit } from "./audit.ts";
import type { Principal } from "./auth.ts";
import type { Caller, Deps } from "./deps.ts";

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The AMR method a verified factor of each type adds to the session. */
export const AMR_METHOD: Record<FactorType, string> = {
  totp: "totp",
  phone: "mfa/phone",
  webauthn: "mfa/webauthn",
  recovery_code: "mfa/recovery_code",
};
/** Each type's switches and GoTrue's errors when off. */
export function switches(
  deps: Deps,
  type: FactorType,
): { enroll: boolean; verify: boolean; enrollOff: ErrorCode; verifyOff: ErrorCode } {
  const { totp, phone } = deps.config.mfa;
  if (type === "totp") {
    return {
      enroll: totp.enrollEnabled,
      verify: totp.verifyEnabled,
      enrollOff: "mfa_totp_enroll_not_enabled",
      verifyOff: "mfa_totp_verify_not_enabled",
    };
  }
  if (type === "phone") {
    return {
      enroll: phone.enrollEnabled,
      verify: phone.verifyEnabled,
      enrollOff: "mfa_phone_enroll_not_enabled",
      verifyOff: "mfa_phone_verify_not_enabled",
    };
  }
  if (type === "recovery_code") {
    const { recoveryCodes } = deps.config.mfa;
    return {
      enroll: recoveryCodes.enrollEnabled,
      verify: recoveryCodes.verifyEnabled,
      enrollOff: "mfa_recovery_codes_enroll_not_enabled",
      verifyOff: "mfa_recovery_codes_verify_not_enabled",
    };
  }
  const { webauthn } = deps.config.mfa;
  return {
    enroll: webauthn.enrollEnabled,
    verify: webauthn.verifyEnabled,
    enrollOff: "mfa_webauthn_enroll_not_enabled",
    verifyOff: "mfa_webauthn_verify_not_enabled",
  };
}

export function sessionOf(principal: Principal): string {
  // GoTrue answers 500 here; a token without a session (minted elsewhere) is the caller's problem.
  if (!principal.sessionId) {
    throw new AuthError("session_not_found", {
      message: "A valid session and a registered user are required for MFA",
    });
  }
  return principal.sessionId;
}

function checkFactorId(factorId: string) {
  if (!UUID_RE.test(factorId))
    throw new AuthError("validation_failed", { status: 404, message: "factor_id must be an UUID" });
}

export async function ownedFactor(deps: Deps, userId: string, factorId: string) {
  checkFactorId(factorId);
  const factor = await findOwnedFactor(deps.db, userId, factorId.toLowerCase());
  if (!factor) throw new AuthError("mfa_factor_not_found");
  return factor;
}

/** Recovery codes have no challenge: they are verified at /factors/recovery-codes/verify. */
export function notRecoveryCodes(factor: FactorRow) {
  if (factor.factor_type === "recovery_code") {
    throw new AuthError("validation_failed", {
      message: "Recovery codes are verified with POST /factors/recovery-codes/verify",
    });
  }
}

export function checkVerifyEnabled(deps: Deps, type: FactorType) {
  const s = switches(deps, type);
  if (!s.verify) throw new AuthError(s.verifyOff);
}

export function actor(principal: Principal) {
  return {
    actorId: principal.user.id,
    actorUsername: principal.user.email || principal.user.phone || "",
  };
}

/**
 * Recovery codes never stand alone: once the user's last other verified factor is gone they are
 * deleted too, and sessions they lifted drop to aal1.
 */
export async function dropRecoveryCodesWithoutFactor(
  deps: Deps,
  tx: Queryable,
  userId: string,
  who: { actorId: string; actorUsername: string },
  caller: Caller,
) {
  const dropped = await deleteRecoveryCodesWithoutFactor(tx, userId);
  if (!dropped) return;
  await downgradeSessionsOfFactor(tx, userId, dropped, AMR_METHOD.recovery_code, deps.clock.now());
  await audit(deps, tx, {
    ...who,
    action: "recovery_codes_deleted",
    traits: { factor_id: dropped, reason: "no_other_factor" },
    ip: caller.ip,
  });
}
