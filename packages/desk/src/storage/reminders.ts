/** desk.exam_reminders: a person's exam reminders. SQL only; `now` comes from the caller. */
import { isUuid } from "../services/ids.ts";
import type { Queryable } from "./db.ts";

export type ReminderRow = {
  id: string;
  user_id: string;
  exam_id: string;
  days_before: number;
  email: string;
  locale: string;
  created_at: Date;
  /** The exam day ("YYYY-MM-DD") it was last mailed for. */
  sent_for: string | null;
  sent_at: Date | null;
};

const COLUMNS = `id::text as id, user_id::text as user_id, exam_id, days_before, email, locale, created_at,
  to_char(sent_for, 'YYYY-MM-DD') as sent_for, sent_at`;

/** Adds the reminder, or keeps the one the person already has for that exam and day count. */
export async function insertReminder(
  q: Queryable,
  r: Omit<ReminderRow, "sent_for" | "sent_at">,
): Promise<ReminderRow> {
  await q.query(
    `insert into desk.exam_reminders (id, user_id, exam_id, days_before, email, locale, created_at)
     values ($1,$2,$3,$4,$5,$6,$7)
     on conflict (user_id, exam_id, days_before) do update set email = excluded.email, locale = excluded.locale`,
    [r.id, r.user_id, r.exam_id, r.days_before, r.email, r.locale, r.created_at],
  );
  return (
    await q.query<ReminderRow>(
      `select ${COLUMNS} from desk.exam_reminders where user_id = $1 and exam_id = $2 and days_before = $3`,
      [r.user_id, r.exam_id, r.days_before],
    )
  )[0]!;
}

export async function remindersOfUser(q: Queryable, userId: string): Promise<ReminderRow[]> {
  return q.query<ReminderRow>(
    `select ${COLUMNS} from desk.exam_reminders where user_id = $1 order by exam_id, days_before desc`,
    [userId],
  );
}

export async function countRemindersOfUser(q: Queryable, userId: string): Promise<number> {
  const rows = await q.query<{ n: number }>(
    `select count(*)::int as n from desk.exam_reminders where user_id = $1`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** The account's current address and language on its reminders (they are mailed there). */
export async function refreshReminderContact(
  q: Queryable,
  userId: string,
  email: string,
  locale: string,
) {
  await q.query(
    `update desk.exam_reminders set email = $2, locale = $3
     where user_id = $1 and (email <> $2 or locale <> $3)`,
    [userId, email, locale],
  );
}

/** Deletes one of the person's reminders; false when they have none with that id. */
export async function deleteReminder(q: Queryable, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await q.query(
    `delete from desk.exam_reminders where id = $1 and user_id = $2 returning id`,
    [id, userId],
  );
  return rows.length === 1;
}

export async function deleteRemindersOfUser(q: Queryable, userId: string) {
  await q.query(`delete from desk.exam_reminders where user_id = $1`, [userId]);
}

/** An announced exam's first day, for the due query. */
export type ExamDay = { id: string; start: string };

/**
 * The reminders due on `today` (an IST calendar day, "YYYY-MM-DD"): their exam is announced, its
 * first day is after today and at most `days_before` days away, and they have not been mailed for
 * that day yet. Locked, and skipped by another process that holds them.
 */
export async function dueReminders(
  q: Queryable,
  exams: readonly ExamDay[],
  today: string,
  limit: number,
): Promise<(ReminderRow & { start: string })[]> {
  if (exams.length === 0) return [];
  return q.query<ReminderRow & { start: string }>(
    `select r.id::text as id, r.user_id::text as user_id, r.exam_id, r.days_before, r.email, r.locale,
            r.created_at, to_char(r.sent_for, 'YYYY-MM-DD') as sent_for, r.sent_at,
            to_char(e.start, 'YYYY-MM-DD') as start
     from desk.exam_reminders r
     join (select unnest($1::text[]) as id, unnest($2::date[]) as start) e on e.id = r.exam_id
     where e.start > $3::date and e.start - r.days_before <= $3::date
       and (r.sent_for is null or r.sent_for <> e.start)
     order by r.id
     limit $4
     for update of r skip locked`,
    [exams.map((e) => e.id), exams.map((e) => e.start), today, limit],
  );
}

export async function markReminderSent(q: Queryable, id: string, start: string, now: Date) {
  await q.query(`update desk.exam_reminders set sent_for = $2::date, sent_at = $3 where id = $1`, [
    id,
    start,
    now,
  ]);
}

/** Reminders whose exam (announced) began before `today`: nothing left to remind of. */
export async function purgePastReminders(q: Queryable, exams: readonly ExamDay[], today: string) {
  const past = exams.filter((e) => e.start < today).map((e) => e.id);
  if (past.length === 0) return;
  await q.query(`delete from desk.exam_reminders where exam_id = any($1::text[])`, [past]);
}
