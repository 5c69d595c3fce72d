/**
 * Exam reminders (issue 24): a signed-in person asks for a mail a chosen number of days before an
 * exam of the site's calendar. The exams and their dates are the site's data (`deps.exams`); a
 * reminder for an exam that is only expected waits, and is mailed once a deploy announces the date
 * (at once if the date comes later than the reminder would have gone). Mail goes out through the
 * desk's outbox from the `exam-reminders` job (jobs.ts), once per exam day: the row records the day
 * it was mailed for, in the same transaction as the mail.
 */
import { randomUUID } from "node:crypto";
import { localeOr, type Locale, type ReminderExam } from "../config.ts";
import type { Queryable } from "../storage/db.ts";
import {
  countRemindersOfUser,
  deleteReminder,
  dueReminders,
  insertReminder,
  markReminderSent,
  refreshReminderContact,
  remindersOfUser,
  type ExamDay,
  type ReminderRow,
} from "../storage/reminders.ts";
import type { AuthUser } from "./auth.ts";
import type { DeskDeps } from "./deps.ts";
import { istDate } from "./hours.ts";
import { readUuid } from "./ids.ts";
import { reminderMail } from "./mail-text.ts";
import { str, type Fields } from "./validate.ts";
import { DeskError } from "./words.ts";

/** How many days before an exam a reminder may be asked for. */
export const REMINDER_DAYS = [1, 3, 7, 14, 30] as const;

/** Every exam has at most one reminder per choice of days, so this only stops a runaway script. */
const MAX_PER_USER = 100;
const DAY_MS = 24 * 3600_000;

/** The IST calendar day `days` days before `day` ("YYYY-MM-DD"). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`, both "YYYY-MM-DD". */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type ReminderState =
  /** The exam's date is not announced yet: it waits for it. */
  | "waiting_for_date"
  /** It will be mailed on `remind_on` (or at the next run, when that day has come). */
  | "scheduled"
  /** Mailed for the exam's current date. */
  | "sent"
  /** The exam has begun. */
  | "past"
  /** The exam is no longer in the calendar. */
  | "unknown_exam";

/**
 * What a reminder is waiting for on `today`: the due rule the job's query applies too (storage
 * reminders.ts `dueReminders`): an announced exam after today, at most `days_before` days away,
 * not yet mailed for that day.
 */
export function reminderState(
  r: Pick<ReminderRow, "days_before" | "sent_for">,
  exam: Pick<ReminderExam, "start"> | undefined,
  today: string,
): { state: ReminderState; remindOn: string | null; due: boolean } {
  if (!exam) return { state: "unknown_exam", remindOn: null, due: false };
  if (!exam.start) return { state: "waiting_for_date", remindOn: null, due: false };
  if (exam.start <= today) return { state: "past", remindOn: null, due: false };
  const remindOn = daysBefore(exam.start, r.days_before);
  if (r.sent_for === exam.start) return { state: "sent", remindOn, due: false };
  return { state: "scheduled", remindOn, due: remindOn <= today };
}

function localeOfUser(user: AuthUser, fallback: Locale): Locale {
  return localeOr(user.user_metadata?.locale, fallback);
}

function examsById(deps: DeskDeps) {
  return new Map(deps.exams().map((e) => [e.id, e]));
}

function view(r: ReminderRow, exam: ReminderExam | undefined, today: string) {
  const { state, remindOn } = reminderState(r, exam, today);
  return {
    id: r.id,
    exam_id: r.exam_id,
    days_before: r.days_before,
    state,
    remind_on: remindOn,
    exam_start: exam?.start ?? null,
    created_at: new Date(r.created_at).toISOString(),
    sent_at: r.sent_at ? new Date(r.sent_at).toISOString() : null,
  };
}

/** GET /me/reminders: the person's reminders, with the choices the form offers. */
export async function myReminders(deps: DeskDeps, user: AuthUser) {
  const exams = examsById(deps);
  const today = istDate(deps.now());
  const rows = await remindersOfUser(deps.db, user.id);
  // The account's address may have changed since: mail goes to the one it has now.
  if (user.email && rows.length > 0)
    await refreshReminderContact(
      deps.db,
      user.id,
      user.email,
      localeOfUser(user, localeOr(rows[0]!.locale, "en")),
    );
  return {
    days: [...REMINDER_DAYS],
    reminders: rows.map((r) => view(r, exams.get(r.exam_id), today)),
  };
}

/** POST /me/reminders `{ exam_id, days_before, locale? }`: 201 with the reminder (the same one again if it exists). */
export async function addReminder(deps: DeskDeps, user: AuthUser, fields: Fields) {
  const examId = str(fields, "exam_id").trim();
  const exam = examsById(deps).get(examId);
  if (!exam) throw new DeskError("invalid_exam", { field: "exam_id" });
  const days = Number(str(fields, "days_before").trim());
  if (!(REMINDER_DAYS as readonly number[]).includes(days))
    throw new DeskError("invalid_field", { field: "days_before" });
  const today = istDate(deps.now());
  if (exam.start && exam.start <= today) throw new DeskError("exam_over", { field: "exam_id" });
  if (!user.email) throw new DeskError("email_required");
  const bodyLocale = localeOr(str(fields, "locale"), "en");
  const row = await deps.db.transaction(async (tx) => {
    if ((await countRemindersOfUser(tx, user.id)) >= MAX_PER_USER)
      throw new DeskError("invalid_field", { field: "exam_id" });
    return insertReminder(tx, {
      id: randomUUID(),
      user_id: user.id,
      exam_id: exam.id,
      days_before: days,
      email: user.email!,
      locale: localeOfUser(user, bodyLocale),
      created_at: deps.now(),
    });
  });
  return { reminder: view(row, exam, today) };
}

/** DELETE /me/reminders/:id (or `?id=`): 200 `{ deleted: true }`, 404 when the person has no such reminder. */
export async function removeReminder(deps: DeskDeps, user: AuthUser, id: string) {
  const reminderId = readUuid(id);
  if (!reminderId || !(await deleteReminder(deps.db, user.id, reminderId)))
    throw new DeskError("reminder_not_found");
  return { deleted: true };
}

/** The announced exams' first days, as the due query takes them. */
export function announcedDays(exams: readonly ReminderExam[]): ExamDay[] {
  return exams.flatMap((e) => (e.start ? [{ id: e.id, start: e.start }] : []));
}

/**
 * The `exam-reminders` job's work, inside the transaction that claimed its occurrence: every due
 * reminder's mail into the outbox, and the reminder marked as mailed for that exam day (rows another
 * process holds are skipped, and it mails them). Returns how many it queued.
 */
export async function sendDueReminders(deps: DeskDeps, tx: Queryable, now: Date): Promise<number> {
  const exams = examsById(deps);
  const days = announcedDays([...exams.values()]);
  const today = istDate(now);
  if (deps.sweepDeletedAccounts) {
    // The embedded accounts are in this database: mail follows the address and language an
    // account has now, and an account deleted by another path takes its reminders with it.
    await tx.query(
      `delete from desk.exam_reminders r where not exists (select 1 from auth.users u where u.id = r.user_id)`,
    );
    await tx.query(
      `update desk.exam_reminders r
         set email = u.email,
             locale = case when u.raw_user_meta_data->>'locale' in ('en', 'hi') then u.raw_user_meta_data->>'locale' else r.locale end
       from auth.users u
       where u.id = r.user_id and u.email is not null and u.email <> ''
         and (r.email <> u.email or r.locale <> coalesce(nullif(u.raw_user_meta_data->>'locale', ''), r.locale))`,
    );
  }
  let queued = 0;
  for (;;) {
    const due = await dueReminders(tx, days, today, 200);
    for (const r of due) {
      const exam = exams.get(r.exam_id)!;
      const locale = localeOr(r.locale, "en");
      await deps.outbox.enqueue(
        tx,
        reminderMail(deps.cfg, r.email, locale, exam, daysBetween(today, r.start)),
      );
      await markReminderSent(tx, r.id, r.start, now);
      queued += 1;
    }
    if (due.length < 200) return queued;
  }
}
