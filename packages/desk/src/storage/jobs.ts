/** desk.jobs: one row per scheduled job; whoever moves `next_run_at` on runs that occurrence. */
import type { Queryable } from "./db.ts";

export async function ensureJob(q: Queryable, name: string, firstRun: Date) {
  await q.query(
    `insert into desk.jobs (name, next_run_at) values ($1, $2) on conflict (name) do nothing`,
    [name, firstRun],
  );
}

/**
 * Takes the job's due occurrence: true for exactly one caller (the row lock serialises them; a
 * second caller finds `next_run_at` already moved). Run inside the transaction doing the work, so
 * a crash before commit leaves the occurrence due.
 */
export async function claimJob(
  q: Queryable,
  name: string,
  now: Date,
  next: Date,
): Promise<boolean> {
  const rows = await q.query(
    `update desk.jobs set next_run_at = $3, last_run_at = $2 where name = $1 and next_run_at <= $2 returning name`,
    [name, now, next],
  );
  return rows.length === 1;
}

export async function jobRow(q: Queryable, name: string) {
  return (
    await q.query<{ name: string; next_run_at: Date; last_run_at: Date | null }>(
      `select name, next_run_at, last_run_at from desk.jobs where name = $1`,
      [name],
    )
  )[0];
}
