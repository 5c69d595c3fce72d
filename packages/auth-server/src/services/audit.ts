import { writeAudit } from "../storage/audit.ts";
import type { Queryable } from "../storage/db.ts";
import type { Deps } from "./deps.ts";

/** Writes an audit entry unless GOTRUE_AUDIT_LOG_DISABLE_POSTGRES is set. */
export async function audit(deps: Deps, q: Queryable, entry: Parameters<typeof writeAudit>[1]) {
  if (deps.config.auditLogToPostgres) await writeAudit(q, entry, deps.clock.now());
}
