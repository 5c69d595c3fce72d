/** auth_server.code_attempts: how many times each code or challenge has been tried (services/attempts.ts). */
import type { Queryable } from "./db.ts";

/** Counts one attempt at `key` and answers the count including it (atomic: concurrent attempts each get their own number). */
export async function countAttempt(q: Queryable, key: string, now: Date): Promise<number> {
  const rows = await q.query<{ attempts: number }>(
    `insert into auth_server.code_attempts (key, attempts, updated_at) values ($1, 1, $2::timestamptz)
     on conflict (key) do update set attempts = auth_server.code_attempts.attempts + 1, updated_at = $2::timestamptz
     returning attempts`,
    [key, now],
  );
  return Number(rows[0]!.attempts);
}

export async function forgetAttempts(q: Queryable, key: string) {
  await q.query(`delete from auth_server.code_attempts where key = $1`, [key]);
}

/** Drops the counts of codes last tried before `before` (their codes have expired by then). */
export async function pruneAttempts(q: Queryable, before: Date) {
  await q.query(`delete from auth_server.code_attempts where updated_at < $1::timestamptz`, [
    before,
  ]);
}

/**
 * A send gap kept in the same table (`key` names the mail and the account): true, and the time
 * recorded, when nothing was recorded for `key` in the last `gapSeconds`.
 */
export async function claimSendSlot(
  q: Queryable,
  key: string,
  now: Date,
  gapSeconds: number,
): Promise<boolean> {
  const rows = await q.query(
    `insert into auth_server.code_attempts (key, attempts, updated_at) values ($1, 0, $2::timestamptz)
     on conflict (key) do update set updated_at = $2::timestamptz
       where auth_server.code_attempts.updated_at <= $2::timestamptz - make_interval(secs => $3)
     returning key`,
    [key, now, gapSeconds],
  );
  return rows.length > 0;
}
