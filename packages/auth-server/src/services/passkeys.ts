/**
 * Passkeys are not offered (the /passkeys endpoints answer 404 passkey_disabled, as GoTrue with
 * GOTRUE_PASSKEY_ENABLED off), so no user has one. GoTrue's admin passkey routes are not behind
 * that switch; here they answer what its tables would hold: nothing.
 */
import { AuthError } from "../errors.ts";
import type { Deps } from "./deps.ts";
import { adminUser } from "./factors.ts";

/** GET /admin/users/{id}/passkeys. */
export async function adminListPasskeys(deps: Deps, userId: string): Promise<unknown[]> {
  await adminUser(deps, userId);
  return [];
}

/** DELETE /admin/users/{id}/passkeys/{passkey_id}: GoTrue's 404 for a passkey the user does not have. */
export async function adminDeletePasskey(deps: Deps, userId: string): Promise<never> {
  await adminUser(deps, userId);
  throw new AuthError("validation_failed", { status: 404, message: "Passkey not found" });
}
