/** desk.mail_outbox: mail recorded inside a transaction, sent after it commits (the auth server's pattern). */
import type { Db, Queryable } from "./db.ts";

export type DeskMail = {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  /**
   * A mail whose sending is written to the audit log (issue 32: the on-call mail): the request
   * and the step, "<step>_sent" once it went out, "<step>_failed" at each failed attempt.
   */
  audit?: MailAudit;
};
export type MailAudit = { request_id: string; reference: string; step: string };
export type OutboxMail = Omit<DeskMail, "audit"> & {
  id: string;
  attempts: number;
  audit: MailAudit | null;
};

export async function insertOutboxMail(q: Queryable, mail: DeskMail, now: Date) {
  await q.query(
    `insert into desk.mail_outbox (created_at, to_address, subject, text_body, headers, next_attempt_at, audit)
     values ($1, $2, $3, $4, $5, $1, $6)`,
    [
      now,
      mail.to,
      mail.subject,
      mail.text,
      JSON.stringify(mail.headers ?? {}),
      mail.audit ? JSON.stringify(mail.audit) : null,
    ],
  );
}

/** Takes up to `limit` due mails and leases them until `leaseUntil` (another process skips them). */
export async function claimDueMail(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `update desk.mail_outbox set attempts = attempts + 1, next_attempt_at = $2
     where id in (select id from desk.mail_outbox where next_attempt_at <= $1 order by id limit $3 for update skip locked)
     returning id::text as id, to_address as "to", subject, text_body as text, headers, attempts,
       audit`,
    [now, leaseUntil, limit],
  );
}

export async function deleteOutboxMail(db: Db, id: string) {
  await db.query(`delete from desk.mail_outbox where id = $1::bigint`, [id]);
}

export async function rescheduleOutboxMail(db: Db, id: string, at: Date, error: string) {
  await db.query(
    `update desk.mail_outbox set next_attempt_at = $2, last_error = $3 where id = $1::bigint`,
    [id, at, error.slice(0, 1000)],
  );
}

/** Mail not yet sent to an address (a person who deleted their request or account: nothing more goes out). */
export async function deleteOutboxMailTo(q: Queryable, addresses: string[]) {
  if (addresses.length === 0) return;
  await q.query(`delete from desk.mail_outbox where lower(to_address) = any($1::text[])`, [
    addresses.map((a) => a.toLowerCase()),
  ]);
}
