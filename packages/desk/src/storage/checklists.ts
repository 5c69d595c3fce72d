/** desk.checklist_ticks: each item a signed-in person ticked or unticked, with the time of that change. */
import type { Queryable } from "./db.ts";

export type TickRow = { checklist: string; item: string; ticked: boolean; updated_at: Date };

export async function ticksOfUser(q: Queryable, userId: string): Promise<TickRow[]> {
  return q.query<TickRow>(
    `select checklist, item, ticked, updated_at from desk.checklist_ticks
      where user_id = $1 order by checklist, item`,
    [userId],
  );
}

export async function countTicksOfUser(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.query<{ n: number | string }>(
    `select count(*) as n from desk.checklist_ticks where user_id = $1`,
    [userId],
  );
  return Number(row?.n ?? 0);
}

/**
 * Writes one change unless the row already holds a later one: the newer change of an item wins,
 * whichever device sent it and in whatever order they arrive. On the same instant a tick beats an
 * untick, so every device that merges the same two changes ends with the same answer.
 */
export async function mergeTick(q: Queryable, userId: string, t: TickRow): Promise<void> {
  await q.query(
    `insert into desk.checklist_ticks as c (user_id, checklist, item, ticked, updated_at)
       values ($1, $2, $3, $4, $5)
     on conflict (user_id, checklist, item) do update
       set ticked = excluded.ticked, updated_at = excluded.updated_at
       where c.updated_at < excluded.updated_at
          or (c.updated_at = excluded.updated_at and excluded.ticked and not c.ticked)`,
    [userId, t.checklist, t.item, t.ticked, t.updated_at],
  );
}

export async function deleteTicksOfUser(q: Queryable, userId: string): Promise<void> {
  await q.query(`delete from desk.checklist_ticks where user_id = $1`, [userId]);
}

/** Deletes these rows of one account (by checklist and item). */
export async function deleteTicks(
  q: Queryable,
  userId: string,
  rows: readonly Pick<TickRow, "checklist" | "item">[],
): Promise<void> {
  await q.query(
    `delete from desk.checklist_ticks
      where user_id = $1 and (checklist, item) in (select * from unnest($2::text[], $3::text[]))`,
    [userId, rows.map((r) => r.checklist), rows.map((r) => r.item)],
  );
}
