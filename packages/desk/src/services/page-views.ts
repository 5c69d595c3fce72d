/**
 * What the pages teach (issue 32, item 5). The site server counts each page it sends in memory
 * (`createPageViewCounter`) and adds the counts to desk.page_views in batches: one row per page
 * and day with a number, nothing about who read it. The staff's Pages view (`pagesReport`) puts
 * beside each page's views its "Was this page useful?" answers, the words of its No answers, the
 * requests sent from it, and GOV.UK's contact rate: (No answers + requests) per 1,000 views.
 */
import {
  feedbackPathLocale,
  isFeedbackPath,
  byLocale,
  localePrefix,
  PAGE_VIEWS_KEEP_DAYS,
  type Locale,
} from "../contract.ts";
import type { Queryable } from "../storage/db.ts";
import { addPageViews, viewsSince } from "../storage/page-views.ts";
import type { DeskDeps } from "./deps.ts";
import { istDate } from "./hours.ts";
import { DeskError } from "./words.ts";

/** Page views are kept this many days (the daily purge deletes older rows; README "Service desk"). */
export { PAGE_VIEWS_KEEP_DAYS };
/** The Pages view's periods, in days. */
export const PAGE_PERIODS = [7, 30] as const;
/** The counter adds its counts to the database this often (and when the server stops). */
export const PAGE_VIEWS_FLUSH_MS = 5000;
/** Distinct paths held between flushes; a page beyond them waits for the next batch's room. */
export const PAGE_VIEWS_MAX_PATHS = 5000;

const DAY_MS = 24 * 3600_000;

/** Adds a batch of counts (path to views) to today's rows (IST); paths not of a page's shape are dropped. */
export async function recordPageViews(
  deps: Pick<DeskDeps, "db" | "now">,
  counts: ReadonlyMap<string, number>,
): Promise<void> {
  const kept = new Map<string, number>();
  for (const [path, n] of counts)
    if (isFeedbackPath(path) && Number.isInteger(n) && n > 0) kept.set(path, n);
  await addPageViews(deps.db, istDate(deps.now()), kept);
}

export type PageViewCounter = {
  /** One more view of `path` (memory only; never waits, never touches the database). */
  count(path: string): void;
  /** Adds the counts held so far in one batch; a failed batch is kept for the next. */
  flush(): Promise<void>;
  /** Stops the timer and flushes what is left. */
  stop(): Promise<void>;
  /** Views counted and not yet added (tests). */
  pending(): number;
};

/**
 * Counts in memory, adds to the database every `everyMs` (one statement per batch), so serving a
 * page never waits on, or writes to, the database. Holds at most `maxPaths` distinct paths.
 */
export function createPageViewCounter(o: {
  add: (counts: ReadonlyMap<string, number>) => Promise<void>;
  everyMs?: number;
  maxPaths?: number;
  log?: (line: string) => void;
}): PageViewCounter {
  const maxPaths = o.maxPaths ?? PAGE_VIEWS_MAX_PATHS;
  let held = new Map<string, number>();
  let running: Promise<void> | undefined;

  async function run() {
    if (held.size === 0) return;
    const batch = held;
    held = new Map();
    try {
      await o.add(batch);
    } catch (error) {
      // Kept for the next batch: a database that is away for a moment loses no count.
      for (const [path, n] of batch) held.set(path, (held.get(path) ?? 0) + n);
      o.log?.(`[desk] page views not yet added: ${String(error)}`);
    }
  }
  const flush = (): Promise<void> => (running ??= run().finally(() => (running = undefined)));
  const timer = setInterval(() => void flush(), o.everyMs ?? PAGE_VIEWS_FLUSH_MS);
  timer.unref();
  return {
    count(path) {
      const n = held.get(path);
      if (n !== undefined) held.set(path, n + 1);
      else if (held.size < maxPaths) held.set(path, 1);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await running;
      await flush();
    },
    pending: () => [...held.values()].reduce((a, b) => a + b, 0),
  };
}

/** The period of the Pages view: `days` is 7 (default) or 30; anything else is a 400. */
export function readPeriod(value: string | undefined): number {
  if (value === undefined || value === "") return 7;
  const days = Number(value);
  if (!(PAGE_PERIODS as readonly number[]).includes(days))
    throw new DeskError("invalid_field", { field: "days" });
  return days;
}

/** "/hi/study-tips", "/bn/study-tips" and "/study-tips" are one page in several languages: the page without its prefix. */
export function pageOf(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? "";
  const prefix = localePrefix(feedbackPathLocale(bare));
  if (!prefix) return bare || "/";
  return bare.slice(prefix.length) || "/";
}

export type NoAnswer = {
  at: string;
  locale: Locale;
  reason: string | null;
  comment: string | null;
};

export type PageFigures = {
  path: string;
  views: number;
  yes: number;
  no: number;
  requests: number;
  /** (No answers + requests) per 1,000 views, one decimal; null without views. */
  contact_rate: number | null;
  /** Views per language ("en", "hi", "bn", "mr"). */
  views_by_locale: Record<Locale, number>;
  no_answers: NoAnswer[];
};

/** The No answers' words kept per page in the view (newest first). */
export const NO_ANSWERS_SHOWN = 50;

/** The first moment of the IST day `day` ("YYYY-MM-DD"). */
function istDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/**
 * Each page's figures over the last `days` IST days (today included): a page is its path without
 * the language prefix, both languages added up (views are also given per language). Pages with
 * views, answers or requests in the period; worst contact rate first.
 */
export async function pagesReport(deps: DeskDeps, daysParam: string | undefined) {
  const days = readPeriod(daysParam);
  const now = deps.now();
  const fromDay = istDate(new Date(now.getTime() - (days - 1) * DAY_MS));
  const from = istDayStart(fromDay);
  const q: Queryable = deps.db;
  const views = await viewsSince(q, fromDay);
  const votes = await q.query<{ path: string; yes: number | string; no: number | string }>(
    `select path, count(*) filter (where useful) as yes, count(*) filter (where not useful) as no
       from desk.page_feedback where created_at >= $1 group by path`,
    [from],
  );
  // The newest No answers with a reason or words, at most NO_ANSWERS_SHOWN per path.
  const words = await q.query<{
    path: string;
    locale: Locale;
    reason: string | null;
    comment: string | null;
    created_at: Date;
  }>(
    `select path, locale, reason, comment, created_at from (
       select f.*, row_number() over (partition by path order by created_at desc, id desc) as n
         from desk.page_feedback f
        where created_at >= $1 and not useful and (reason is not null or comment is not null)) w
      where n <= $2
      order by created_at desc, id desc`,
    [from, NO_ANSWERS_SHOWN],
  );
  const requests = await q.query<{ source_path: string; n: number | string }>(
    `select source_path, count(*) as n from desk.requests
      where source_path is not null and created_at >= $1 group by source_path`,
    [from],
  );

  const pages = new Map<string, PageFigures>();
  const page = (path: string) => {
    const key = pageOf(path);
    let p = pages.get(key);
    if (!p) {
      p = {
        path: key,
        views: 0,
        yes: 0,
        no: 0,
        requests: 0,
        contact_rate: null,
        views_by_locale: byLocale(() => 0),
        no_answers: [],
      };
      pages.set(key, p);
    }
    return p;
  };
  for (const [path, n] of views) {
    const p = page(path);
    p.views += n;
    p.views_by_locale[feedbackPathLocale(path)] += n;
  }
  for (const v of votes) {
    const p = page(v.path);
    p.yes += Number(v.yes);
    p.no += Number(v.no);
  }
  for (const w of words) {
    const p = page(w.path);
    // Both languages' paths make one page: still at most NO_ANSWERS_SHOWN of them.
    if (p.no_answers.length < NO_ANSWERS_SHOWN)
      p.no_answers.push({
        at: new Date(w.created_at).toISOString(),
        locale: w.locale,
        reason: w.reason,
        comment: w.comment,
      });
  }
  for (const r of requests) page(r.source_path).requests += Number(r.n);
  for (const p of pages.values())
    p.contact_rate = p.views > 0 ? Math.round(((p.no + p.requests) * 10_000) / p.views) / 10 : null;

  const rows = [...pages.values()].sort(
    (a, b) =>
      (b.contact_rate ?? -1) - (a.contact_rate ?? -1) ||
      b.no + b.requests - (a.no + a.requests) ||
      a.path.localeCompare(b.path),
  );
  return { days, from: fromDay, to: istDate(now), pages: rows };
}
