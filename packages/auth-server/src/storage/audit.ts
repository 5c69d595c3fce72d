/** auth.audit_log_entries, in GoTrue's payload shape. */
import type { Queryable } from "./db.ts";

export type AuditAction =
  | "user_signedup"
  | "user_repeated_signup"
  | "user_confirmation_requested"
  | "login"
  | "logout"
  | "token_refreshed"
  | "token_revoked"
  | "user_modified"
  | "user_updated_password"
  | "user_recovery_requested"
  | "user_reauthenticate"
  | "user_invited"
  | "user_deleted"
  | "factor_in_progress"
  | "challenge_created"
  | "verification_attempted"
  | "factor_unenrolled"
  | "factor_deleted"
  | "factor_updated"
  | "identity_linked"
  | "identity_unlinked"
  | "passkey_created"
  | "passkey_updated"
  | "passkey_deleted"
  | "recovery_codes_generated"
  | "recovery_codes_regenerated"
  | "recovery_codes_deleted"
  | "recovery_code_used"
  | "recovery_code_verification_failed"
  | "recovery_codes_locked"
  | "code_attempts_exceeded";

const LOG_TYPE: Record<AuditAction, string> = {
  user_signedup: "team",
  user_repeated_signup: "user",
  user_confirmation_requested: "user",
  login: "account",
  logout: "account",
  token_refreshed: "token",
  token_revoked: "token",
  user_modified: "user",
  user_recovery_requested: "user",
  user_reauthenticate: "user",
  user_invited: "team",
  user_deleted: "team",
  user_updated_password: "user",
  factor_in_progress: "factor",
  challenge_created: "factor",
  verification_attempted: "factor",
  factor_unenrolled: "factor",
  factor_deleted: "factor",
  factor_updated: "factor",
  identity_linked: "user",
  identity_unlinked: "user",
  passkey_created: "user",
  passkey_updated: "user",
  passkey_deleted: "user",
  recovery_codes_generated: "factor",
  recovery_codes_regenerated: "factor",
  recovery_codes_deleted: "factor",
  recovery_code_used: "factor",
  recovery_code_verification_failed: "factor",
  recovery_codes_locked: "factor",
  code_attempts_exceeded: "user",
};

export function auditPayload(e: {
  actorId: string;
  actorUsername: string;
  action: AuditAction;
  traits?: Record<string, unknown> | undefined;
}): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    actor_id: e.actorId,
    actor_username: e.actorUsername,
    actor_via_sso: false,
    action: e.action,
    log_type: LOG_TYPE[e.action],
  };
  if (e.traits) payload.traits = e.traits;
  return payload;
}

export async function writeAudit(
  q: Queryable,
  e: {
    actorId: string;
    actorUsername: string;
    actorName?: string | undefined;
    action: AuditAction;
    traits?: Record<string, unknown> | undefined;
    ip: string | null;
  },
  now: Date,
) {
  const payload: Record<string, unknown> = {
    actor_id: e.actorId,
    actor_username: e.actorUsername,
    actor_via_sso: false,
    action: e.action,
    log_type: LOG_TYPE[e.action],
  };
  if (e.actorName) payload.actor_name = e.actorName;
  if (e.traits) payload.traits = e.traits;
  await q.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), $1::text::json, $3::timestamptz, $2)`,
    [JSON.stringify(payload), (e.ip ?? "").slice(0, 64), now],
  );
}
