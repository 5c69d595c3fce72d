/**
 * The service desk (issue 23, decision 0022): `createDesk` migrates its schema in the auth server's
 * database, starts its outbox and scheduler, and gives the Hono app the site server mounts at
 * /api/desk, plus what the site's account API needs (erasure with the account).
 */
import type { ChecklistSource, DeskConfig, DigestSource, ExamSource } from "./config.ts";
import { createDeskApp, DESK_BASE_PATH } from "./http/app.ts";
import { forgetUser } from "./services/account.ts";
import { createAuthGate, type AuthGateOptions } from "./services/auth.ts";
import type { DeskDeps } from "./services/deps.ts";
import { runDueJobs, startScheduler } from "./services/jobs.ts";
import { createLiveHub } from "./services/live.ts";
import {
  consoleDeskMailer,
  smtpDeskMailer,
  type DeskMailer,
  type SmtpSettings,
} from "./services/mailer.ts";
import { createOutbox } from "./services/outbox.ts";
import { createRateLimiter } from "./services/rate-limit.ts";
import { recordPageViews } from "./services/page-views.ts";
import { addDownloads, countedFigures, type CountedFigures } from "./storage/counters.ts";
import type { Db } from "./storage/db.ts";
import { migrateDesk } from "./storage/migrate.ts";
import { deskSecret } from "./storage/secrets.ts";

export type {
  ChecklistSource,
  DeskConfig,
  DigestGuide,
  DigestSource,
  ExamSource,
  Locale,
  ReminderExam,
  SupportHours,
} from "./config.ts";
export { REMINDER_DAYS } from "./services/reminders.ts";
export {
  CLOSE_INACTIVE_MONTHS,
  LOCALES,
  LOCALE_NAMES,
  byLocale,
  deskEnvOverrides,
  isLocale,
} from "./config.ts";
export { DESK_BASE_PATH };
export type { CountedFigures };
export { KINDS, STATUSES, ERRORS, kindNames } from "./services/words.ts";
export { memoryDeskMailer, type DeskMailer } from "./services/mailer.ts";
export { REFERENCE_ALPHABET, normalizeReference } from "./services/reference.ts";
export { openDaysInWords } from "./services/hours.ts";
export {
  createPageViewCounter,
  PAGE_VIEWS_FLUSH_MS,
  PAGE_VIEWS_KEEP_DAYS,
  type PageViewCounter,
} from "./services/page-views.ts";

export type DeskOptions = {
  /** The auth server's database handle (`authServer.db`): the desk opens no database of its own. */
  db: Db;
  config: DeskConfig;
  /** How the desk asks the auth server who a caller is (GET /user) and about users (admin API). */
  auth: AuthGateOptions;
  /** The auth server's SMTP settings (`authServer.config.smtp`); none: mail is written to the log. */
  smtp?: SmtpSettings | undefined;
  /** Tests: capture mail instead. */
  mailer?: DeskMailer;
  /** The weekly digest's guides, per language. */
  digest: DigestSource;
  /** The exam calendar's exams, for reminders (none: every reminder is refused as `invalid_exam`). */
  exams?: ExamSource;
  /** The site's checklists (ids and item counts): ticks of anything else are refused. */
  checklists?: ChecklistSource;
  /** Sweep desk rows of accounts deleted by another path (the embedded auth server only). */
  sweepDeletedAccounts?: boolean;
  /** Tests: a movable clock, faster timers, no scheduler. */
  now?: () => Date;
  pollEveryMs?: number;
  /** Tests: a live stream's re-authorisation interval (15 s) and longest life (1 hour). */
  streamCheckEveryMs?: number;
  streamMaxMs?: number;
  scheduler?: boolean;
  log?: (line: string) => void;
};

export type Desk = {
  /** Handles every request under /api/desk (pass the node bindings for the client address). */
  fetch(request: Request, env?: unknown): Promise<Response>;
  /** After the account is deleted: erase its requests and subscriptions. */
  forgetUser(userId: string, email: string | null): Promise<void>;
  /** Tests and tools: run the scheduled jobs that are due, and send due mail now. */
  runDueJobs(): Promise<string[]>;
  deliverMail(): Promise<void>;
  pollLive(): Promise<void>;
  /** The counted figures the site may show (issue 29, item 1): totals only, nothing about anyone. */
  countedFigures(): Promise<CountedFigures>;
  /** Adds downloads the site server counted since it last called (path to count). */
  addDownloads(counts: ReadonlyMap<string, number>): Promise<void>;
  /**
   * Adds page views the site server counted since it last called (path to count) to today's rows
   * (issue 32): a number per page and day, nothing about who read it.
   */
  addPageViews(counts: ReadonlyMap<string, number>): Promise<void>;
  close(): Promise<void>;
};

/** Every live stream is authorised again this often, and ends after this long (the client reconnects). */
export const STREAM_CHECK_EVERY_MS = 15_000;
export const STREAM_MAX_MS = 3600_000;

export async function createDesk(o: DeskOptions): Promise<Desk> {
  const log = o.log ?? ((l: string) => console.log(l));
  const now = o.now ?? (() => new Date());
  await migrateDesk(o.db);
  const secret = await deskSecret(o.db, "link_key", now());
  // PGlite is one process's database: a lease in the outbox can only be a dead process's (the one
  // this start replaces, e.g. after kill -9), so its mail is due now, not when the lease ends.
  if (o.db.kind === "pglite")
    await o.db.query(
      `update desk.mail_outbox set next_attempt_at = $1 where next_attempt_at > $1`,
      [now()],
    );
  const mailer = o.mailer ?? (o.smtp ? smtpDeskMailer(o.smtp) : consoleDeskMailer(log));
  const outbox = createOutbox({ db: o.db, mailer, now, log });
  const live = createLiveHub(o.db, log, o.pollEveryMs ?? 1000);
  const deps: DeskDeps = {
    db: o.db,
    cfg: o.config,
    now,
    outbox,
    secret,
    live,
    streams: {
      checkEveryMs: o.streamCheckEveryMs ?? STREAM_CHECK_EVERY_MS,
      maxMs: o.streamMaxMs ?? STREAM_MAX_MS,
    },
    auth: createAuthGate(o.auth),
    limits: createRateLimiter(now),
    digest: o.digest,
    exams: o.exams ?? (() => []),
    checklists: o.checklists,
    sweepDeletedAccounts: o.sweepDeletedAccounts ?? false,
    log,
  };
  const app = createDeskApp(deps);
  const stopScheduler = o.scheduler === false ? () => {} : startScheduler(deps);
  let closed = false;
  return {
    fetch: async (request, env) => app.fetch(request, env as never),
    forgetUser: (userId, email) => forgetUser(deps, userId, email),
    runDueJobs: () => runDueJobs(deps),
    deliverMail: () => outbox.deliver(),
    pollLive: () => live.poll(),
    countedFigures: () => countedFigures(o.db),
    addDownloads: (counts) => addDownloads(o.db, counts),
    addPageViews: (counts) => recordPageViews(deps, counts),
    async close() {
      if (closed) return;
      closed = true;
      stopScheduler();
      live.close();
      await outbox.close();
    },
  };
}
