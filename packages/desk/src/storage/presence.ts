/** desk.staff_presence: when each staff member last had the desk open (so "live" holds across processes). */
import type { Queryable } from "./db.ts";

export async function markPresent(q: Queryable, userId: string, name: string, now: Date) {
  await q.query(
    `insert into desk.staff_presence (user_id, name, seen_at) values ($1,$2,$3)
     on conflict (user_id) do update set name = excluded.name, seen_at = excluded.seen_at`,
    [userId, name, now],
  );
}

export async function anyonePresentSince(q: Queryable, since: Date): Promise<boolean> {
  const rows = await q.query(`select 1 from desk.staff_presence where seen_at >= $1 limit 1`, [
    since,
  ]);
  return rows.length > 0;
}

export async function forgetPresence(q: Queryable, userId: string) {
  await q.query(`delete from desk.staff_presence where user_id = $1`, [userId]);
}
