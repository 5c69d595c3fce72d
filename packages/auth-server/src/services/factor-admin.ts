/**
 * The admin factor routes: GET /admin/users/{id}/factors, PUT|DELETE /admin/users/{id}/factors/{factor_id}.
 */
import { AuthError } from "../errors.ts";
import { deleteFactor, downgradeSessionsOfFactor, updateFactor } from "../storage/factors.ts";
import { findUserById } from "../storage/users.ts";
import { audit } from "./audit.ts";
import type { Caller, Deps } from "./deps.ts";
import { factorJson } from "./serialize.ts";
import { validatePhone } from "./validate.ts";
import {
  AMR_METHOD,
  UUID_RE,
  dropRecoveryCodesWithoutFactor,
  ownedFactor,
} from "./factor-rules.ts";

/** The user an admin route names (GoTrue loadUser): 404 for a malformed id or a missing user. */
export async function adminUser(deps: Deps, userId: string) {
  if (!UUID_RE.test(userId))
    throw new AuthError("validation_failed", { status: 404, message: "user_id must be an UUID" });
  const user = await findUserById(deps.db, userId.toLowerCase());
  if (!user) throw new AuthError("user_not_found", { status: 404, message: "User not found" });
  return user;
}

export async function adminListFactors(deps: Deps, userId: string) {
  const user = await adminUser(deps, userId);
  return user.factors.map(factorJson);
}

export async function adminDeleteFactor(
  deps: Deps,
  userId: string,
  factorId: string,
  caller: Caller,
) {
  const user = await adminUser(deps, userId);
  const factor = await ownedFactor(deps, user.id, factorId);
  await deps.db.transaction(async (tx) => {
    await audit(deps, tx, {
      actorId: user.id,
      actorUsername: user.email || user.phone || "",
      action: "factor_deleted",
      traits: { user_id: user.id, factor_id: factor.id },
      ip: caller.ip,
    });
    await deleteFactor(tx, factor.id);
    await downgradeSessionsOfFactor(
      tx,
      user.id,
      factor.id,
      AMR_METHOD[factor.factor_type],
      deps.clock.now(),
    );
    await dropRecoveryCodesWithoutFactor(
      deps,
      tx,
      user.id,
      { actorId: user.id, actorUsername: user.email || user.phone || "" },
      caller,
    );
  });
  return factorJson(factor);
}

export async function adminUpdateFactor(
  deps: Deps,
  userId: string,
  factorId: string,
  input: { friendly_name?: string | undefined; phone?: string | undefined },
  caller: Caller,
) {
  const user = await adminUser(deps, userId);
  const factor = await ownedFactor(deps, user.id, factorId);
  const change: { friendlyName?: string; phone?: string } = {};
  if (input.friendly_name) {
    if (user.factors.some((f) => f.id !== factor.id && f.friendly_name === input.friendly_name)) {
      throw new AuthError("mfa_factor_name_conflict", {
        message: `A factor with the friendly name ${JSON.stringify(input.friendly_name)} for this user already exists`,
      });
    }
    change.friendlyName = input.friendly_name;
  }
  if (input.phone && factor.factor_type === "phone") change.phone = validatePhone(input.phone);
  return deps.db.transaction(async (tx) => {
    const updated = await updateFactor(tx, factor.id, change, deps.clock.now());
    await audit(deps, tx, {
      actorId: user.id,
      actorUsername: user.email || user.phone || "",
      action: "factor_updated",
      traits: { user_id: user.id, factor_id: factor.id, factor_type: factor.factor_type },
      ip: caller.ip,
    });
    return factorJson(updated);
  });
}
