/** auth_server.mail_outbox: mail recorded inside a transaction, sent after it commits. */
import type { Mail } from "../mailer/mailer.ts";
import type { Db, Queryable } from "./db.ts";

export type OutboxMail = Mail & { id: string; attempts: number };

/** Records a mail; answers its id. */
export async function insertOutboxMail(q: Queryable, mail: Mail, now: Date): Promise<string> {
  const rows = await q.query<{ id: string }>(
    `insert into auth_server.mail_outbox (created_at, to_address, subject, text_body, html_body, next_attempt_at, log_note)
     values ($1, $2, $3, $4, $5, $1, $6) returning id::text as id`,
    [now, mail.to, mail.subject, mail.text, mail.html, mail.note ?? null],
  );
  return rows[0]!.id;
}

/**
 * Takes these mails, if they exist and are due (committed, not leased by a delivery run or another
 * process), and leases them until `leaseUntil`; in the order they were recorded.
 */
export async function claimMailByIds(
  db: Db,
  ids: string[],
  now: Date,
  leaseUntil: Date,
): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `update auth_server.mail_outbox set attempts = attempts + 1, next_attempt_at = $3
     where id in (select id from auth_server.mail_outbox where id = any($1::bigint[]) and next_attempt_at <= $2 order by id for update skip locked)
     returning id::text as id, to_address as "to", subject, text_body as text, html_body as html, log_note as note, attempts`,
    [ids, now, leaseUntil],
  );
}

/**
 * Takes up to `limit` due mails and leases them until `leaseUntil`, so another process (or a second
 * delivery run) does not send them too. A mail whose sender crashed is due again when the lease ends.
 */
export async function claimDueMail(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `update auth_server.mail_outbox set attempts = attempts + 1, next_attempt_at = $2
     where id in (select id from auth_server.mail_outbox where next_attempt_at <= $1 order by id limit $3 for update skip locked)
     returning id::text as id, to_address as "to", subject, text_body as text, html_body as html, log_note as note, attempts`,
    [now, leaseUntil, limit],
  );
}

export async function deleteOutboxMail(db: Db, id: string) {
  await db.query(`delete from auth_server.mail_outbox where id = $1::bigint`, [id]);
}

export async function rescheduleOutboxMail(db: Db, id: string, at: Date, error: string) {
  await db.query(
    `update auth_server.mail_outbox set next_attempt_at = $2, last_error = $3 where id = $1::bigint`,
    [id, at, error.slice(0, 1000)],
  );
}
