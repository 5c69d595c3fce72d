/**
 * Scheduled jobs: the weekly digest (Mondays 09:00 IST), the daily purge (03:00 IST), the exam
 * reminders (every hour from 07:00 to 21:00 IST) and missed reply-time targets (every 5 minutes). Each has a
 * row in desk.jobs; every process looks once a minute, and the one whose update moves `next_run_at`
 * on runs that occurrence, in the same transaction (so it runs once across processes, and a crash
 * before commit leaves it due for the next look, after a restart too).
 */
import { CLOSE_INACTIVE_MONTHS, byLocale, localeOr, type Locale } from "../config.ts";
import type { Queryable } from "../storage/db.ts";
import { deleteEventsOfRequest, purgeEventsBefore } from "../storage/events.ts";
import { claimJob, ensureJob } from "../storage/jobs.ts";
import { purgePageViewsBefore } from "../storage/page-views.ts";
import { purgePastReminders } from "../storage/reminders.ts";
import { inactiveOpenRequests, purgeClosedBefore, updateRequest } from "../storage/requests.ts";
import { confirmedSubscriptions, purgeUnconfirmedBefore } from "../storage/subscriptions.ts";
import { insertAudit } from "../storage/audit.ts";
import type { DeskDeps } from "./deps.ts";
import { istDate } from "./hours.ts";
import { digestMail } from "./mail-text.ts";
import { PAGE_VIEWS_KEEP_DAYS } from "./page-views.ts";
import { announcedDays, sendDueReminders } from "./reminders.ts";
import { assignedOf, emit } from "./requests.ts";
import { CONFIRM_VALID_MS } from "./subscriptions.ts";
import { unsubscribeToken } from "./tokens.ts";
import { mailMissedTargets } from "./staff-tools.ts";
import { sweepGoneStaff } from "../storage/staff-tools.ts";

const IST_OFFSET_MS = 5.5 * 3600_000;
const DAY = 24 * 3600_000;
/** How often missed reply-time targets are looked for. */
const MISSED_EVERY_MS = 5 * 60_000;

/** The next instant after `t` that is `hour`:00 IST on an ISO weekday (any day when undefined). */
export function nextIst(t: Date, hour: number, weekday?: number): Date {
  const ist = new Date(t.getTime() + IST_OFFSET_MS);
  let candidate =
    Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), hour) - IST_OFFSET_MS;
  for (let i = 0; i < 9; i++) {
    const day = ((new Date(candidate + IST_OFFSET_MS).getUTCDay() + 6) % 7) + 1;
    if (candidate > t.getTime() && (weekday === undefined || day === weekday))
      return new Date(candidate);
    candidate += DAY;
  }
  return new Date(candidate);
}

export { istDate };

type Job = {
  name: string;
  next: (t: Date) => Date;
  run: (deps: DeskDeps, tx: Queryable, now: Date) => Promise<void>;
};

/**
 * The next whole hour after `t` from `first`:00 to `last`:00 IST: reminders go out in the day, within
 * the hour a reminder becomes due (or is asked for, when its day has already come), never at night.
 */
export function nextDaytimeHour(t: Date, first = 7, last = 21): Date {
  const HOUR = 3600_000;
  // Whole hours of the IST clock (IST is UTC+5:30, so not UTC's).
  let candidate = Math.floor((t.getTime() + IST_OFFSET_MS) / HOUR) * HOUR + HOUR - IST_OFFSET_MS;
  for (let i = 0; i < 25; i++) {
    const hour = new Date(candidate + IST_OFFSET_MS).getUTCHours();
    if (hour >= first && hour <= last) break;
    candidate += HOUR;
  }
  return new Date(candidate);
}

export const JOBS: Job[] = [
  { name: "weekly-digest", next: (t) => nextIst(t, 9, 1), run: weeklyDigest },
  { name: "daily-purge", next: (t) => nextIst(t, 3), run: dailyPurge },
  {
    name: "exam-reminders",
    next: (t) => nextDaytimeHour(t),
    run: async (deps, tx, now) => void (await sendDueReminders(deps, tx, now)),
  },
  {
    // Issue 32: one mail to the operator per request whose reply-time target is missed.
    name: "missed-targets",
    next: (t) => new Date((Math.floor(t.getTime() / MISSED_EVERY_MS) + 1) * MISSED_EVERY_MS),
    run: async (deps, tx, now) => void (await mailMissedTargets(deps, tx, now)),
  },
];

/** The guides of `locale` reviewed in the 7 IST days before `now`'s date. */
export function guidesOfWeek(deps: DeskDeps, locale: Locale, now: Date) {
  const today = istDate(now);
  const weekAgo = istDate(new Date(now.getTime() - 7 * DAY));
  return deps.digest(locale).filter((g) => g.reviewed >= weekAgo && g.reviewed < today);
}

async function weeklyDigest(deps: DeskDeps, tx: Queryable, now: Date) {
  const guides = byLocale((l) => guidesOfWeek(deps, l, now));
  for (const s of await confirmedSubscriptions(tx)) {
    const locale = localeOr(s.locale, "en");
    if (guides[locale].length === 0) continue;
    await deps.outbox.enqueue(
      tx,
      digestMail(deps.cfg, s.email, locale, guides[locale], unsubscribeToken(deps.secret, s.id)),
    );
  }
}

/** `now` less `months` calendar months. */
function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/**
 * Open requests nobody touched for `closeInactiveMonths` are closed, as a staff member would close
 * them (the private link ends, its stream is told), so retention's clock then runs for them too.
 */
async function closeInactive(deps: DeskDeps, tx: Queryable, now: Date) {
  const months = deps.cfg.closeInactiveMonths ?? CLOSE_INACTIVE_MONTHS;
  for (const r of await inactiveOpenRequests(tx, monthsBefore(now, months))) {
    await updateRequest(tx, r.id, {
      status: "closed",
      closed_at: now,
      waiting_since: null,
      reply_due_at: null,
      updated_at: now,
    });
    await insertAudit(tx, {
      request_id: r.id,
      reference: r.reference,
      actor_id: null,
      actor_email: null,
      action: "closed_inactive",
      detail: { from: r.status, months },
      at: now,
    });
    await emit(tx, deps, {
      request_id: r.id,
      audience: "both",
      type: "request.updated",
      payload: { id: r.id, reference: r.reference, status: "closed", assigned_to: assignedOf(r) },
      person_payload: { reference: r.reference, status: "closed" },
    });
  }
}

async function dailyPurge(deps: DeskDeps, tx: Queryable, now: Date) {
  await closeInactive(deps, tx, now);
  const cutoff = monthsBefore(now, deps.cfg.retentionMonths);
  const purged = await purgeClosedBefore(tx, cutoff);
  for (const r of purged) {
    await insertAudit(tx, {
      request_id: null,
      reference: r.reference,
      actor_id: null,
      actor_email: null,
      action: "purged",
      detail: {},
      at: now,
    });
  }
  if (deps.sweepDeletedAccounts) {
    const gone = await tx.query<{ id: string; reference: string }>(
      `delete from desk.requests r where r.user_id is not null
         and not exists (select 1 from auth.users u where u.id = r.user_id)
       returning r.id::text as id, r.reference`,
    );
    // As when the account is deleted through the site (forgetUser): the events go, the audit says so.
    for (const r of gone) {
      await deleteEventsOfRequest(tx, r.id);
      await insertAudit(tx, {
        request_id: null,
        reference: r.reference,
        actor_id: null,
        actor_email: null,
        action: "deleted_with_account",
        detail: { by: "daily-purge" },
        at: now,
      });
      await emit(tx, deps, {
        request_id: null,
        audience: "staff",
        type: "request.deleted",
        payload: r,
      });
    }
    await tx.query(
      `delete from desk.subscriptions s where s.user_id is not null and not exists (select 1 from auth.users u where u.id = s.user_id)`,
    );
    await tx.query(
      `delete from desk.exam_reminders r where not exists (select 1 from auth.users u where u.id = r.user_id)`,
    );
    await tx.query(
      `delete from desk.checklist_ticks c where not exists (select 1 from auth.users u where u.id = c.user_id)`,
    );
    await sweepGoneStaff(tx);
  }
  await purgePastReminders(tx, announcedDays(deps.exams()), istDate(now));
  await purgeUnconfirmedBefore(tx, new Date(now.getTime() - CONFIRM_VALID_MS));
  await purgeEventsBefore(tx, new Date(now.getTime() - DAY));
  // Page views (issue 32): the last PAGE_VIEWS_KEEP_DAYS IST days, today included.
  await purgePageViewsBefore(
    tx,
    istDate(new Date(now.getTime() - (PAGE_VIEWS_KEEP_DAYS - 1) * DAY)),
  );
  await tx.query(`delete from desk.staff_presence where seen_at < $1`, [
    new Date(now.getTime() - DAY),
  ]);
}

/** Runs every job that is due now; returns the names that ran here. */
export async function runDueJobs(deps: DeskDeps): Promise<string[]> {
  const ran: string[] = [];
  for (const job of JOBS) {
    const now = deps.now();
    await ensureJob(deps.db, job.name, job.next(now));
    const claimed = await deps.db.transaction(async (tx) => {
      if (!(await claimJob(tx, job.name, now, job.next(now)))) return false;
      await job.run(deps, tx, now);
      return true;
    });
    if (claimed) ran.push(job.name);
  }
  if (ran.length) void deps.outbox.deliver();
  return ran;
}

export function startScheduler(deps: DeskDeps, everyMs = 60_000): () => void {
  const tick = () =>
    void runDueJobs(deps).catch((err: unknown) =>
      deps.log(`[desk] scheduled job failed: ${(err as Error).message}`),
    );
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
