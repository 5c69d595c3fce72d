/** desk.saved_replies and desk.staff_profiles (issue 32): the team's own data. SQL only. */
import type { Queryable } from "./db.ts";
import type { Locale } from "../contract.ts";

export type SavedReplyRow = {
  id: string;
  language: Locale;
  title: string;
  body: string;
  created_by: string | null;
  updated_by: string | null;
  created_at: Date;
  updated_at: Date;
};

const SAVED = `id::text as id, language, title, body, created_by::text as created_by,
  updated_by::text as updated_by, created_at, updated_at`;

export async function savedReplies(q: Queryable): Promise<SavedReplyRow[]> {
  return q.query<SavedReplyRow>(
    `select ${SAVED} from desk.saved_replies order by language, lower(title), id`,
  );
}

export async function insertSavedReply(
  q: Queryable,
  r: Pick<SavedReplyRow, "id" | "language" | "title" | "body" | "created_by" | "created_at">,
): Promise<SavedReplyRow> {
  const rows = await q.query<SavedReplyRow>(
    `insert into desk.saved_replies (id, language, title, body, created_by, updated_by, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5, $6, $6) returning ${SAVED}`,
    [r.id, r.language, r.title, r.body, r.created_by, r.created_at],
  );
  return rows[0]!;
}

/** The reply as changed; undefined when there is none with that id. */
export async function updateSavedReply(
  q: Queryable,
  id: string,
  r: Pick<SavedReplyRow, "language" | "title" | "body" | "updated_by" | "updated_at">,
): Promise<SavedReplyRow | undefined> {
  const rows = await q.query<SavedReplyRow>(
    `update desk.saved_replies set language = $2, title = $3, body = $4, updated_by = $5, updated_at = $6
     where id = $1 returning ${SAVED}`,
    [id, r.language, r.title, r.body, r.updated_by, r.updated_at],
  );
  return rows[0];
}

export async function deleteSavedReply(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query(`delete from desk.saved_replies where id = $1 returning id`, [id]);
  return rows.length === 1;
}

export async function displayNameOf(q: Queryable, userId: string): Promise<string | null> {
  const rows = await q.query<{ display_name: string }>(
    `select display_name from desk.staff_profiles where user_id = $1`,
    [userId],
  );
  return rows[0]?.display_name ?? null;
}

export async function setDisplayName(q: Queryable, userId: string, name: string, now: Date) {
  await q.query(
    `insert into desk.staff_profiles (user_id, display_name, updated_at) values ($1, $2, $3)
     on conflict (user_id) do update set display_name = excluded.display_name, updated_at = excluded.updated_at`,
    [userId, name, now],
  );
}

/**
 * A staff account is gone: its display name goes, and the saved replies it wrote stay the team's
 * without saying who wrote them.
 */
export async function forgetStaff(q: Queryable, userId: string) {
  await q.query(`delete from desk.staff_profiles where user_id = $1`, [userId]);
  await q.query(`update desk.saved_replies set created_by = null where created_by = $1`, [userId]);
  await q.query(`update desk.saved_replies set updated_by = null where updated_by = $1`, [userId]);
}

/** The same, for every account that no longer exists (the daily purge, embedded auth server). */
export async function sweepGoneStaff(q: Queryable) {
  await q.query(
    `delete from desk.staff_profiles p where not exists (select 1 from auth.users u where u.id = p.user_id)`,
  );
  for (const col of ["created_by", "updated_by"])
    await q.query(
      `update desk.saved_replies s set ${col} = null
       where ${col} is not null and not exists (select 1 from auth.users u where u.id = s.${col})`,
    );
}
