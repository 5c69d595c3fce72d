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
