/** desk.audit_log: who viewed or changed which request, when. */
import type { Queryable } from "./db.ts";

export type AuditEntry = {
  request_id: string | null;
  reference: string | null;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  detail: Record<string, unknown>;
  at: Date;
};

export async function insertAudit(q: Queryable, e: AuditEntry) {
  await q.query(
    `insert into desk.audit_log (request_id, reference, actor_id, actor_email, action, detail, at)
     values ($1,$2,$3,$4,$5,$6,$7)`,
    [
      e.request_id,
      e.reference,
      e.actor_id,
      e.actor_email,
      e.action,
      JSON.stringify(e.detail),
      e.at,
    ],
  );
}

export async function auditOf(q: Queryable, requestId: string): Promise<AuditEntry[]> {
  return q.query<AuditEntry>(
    `select request_id::text as request_id, reference, actor_id::text as actor_id, actor_email, action, detail, at
     from desk.audit_log where request_id = $1 order by id`,
    [requestId],
  );
}
