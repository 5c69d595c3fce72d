/**
 * The desk dashboard (issue 32, item 6): open requests by kind and by age, the median time to the
 * first staff reply this week and last week, the requests waiting past their kind's reply-time
 * target, the "Did this help?" answers of this week and last, and every request marked "possible
 * risk" in the last 30 days with how fast it was first answered. Times are wall-clock (not support
 * hours), as the targets are.
 */
import { insertAudit } from "../storage/audit.ts";
import type { DeskDeps } from "./deps.ts";
import type { Staff } from "./staff.ts";
import { replyTargets } from "../config.ts";
import { targetSql } from "./staff-tools.ts";
import { KINDS } from "./words.ts";

const HOUR = 3600;
const DAY = 24 * HOUR;
const WEEK_MS = 7 * DAY * 1000;

/** Open requests' age buckets (since sent), each up to its limit in seconds; the last has none. */
export const AGE_BUCKETS = [
  { id: "under-4h", upTo: 4 * HOUR },
  { id: "4h-24h", upTo: DAY },
  { id: "1d-7d", upTo: 7 * DAY },
  { id: "over-7d", upTo: Infinity },
] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number]["id"];

/** Possible-risk requests of this many days are listed. */
export const RISK_DAYS = 30;
export const RISK_SHOWN = 50;
export const OVERDUE_SHOWN = 50;

const OPEN = ["new", "in-progress", "waiting"];

export function ageBucket(seconds: number): AgeBucket {
  return AGE_BUCKETS.find((b) => seconds < b.upTo)!.id;
}

function emptyBuckets(): Record<AgeBucket, number> {
  return Object.fromEntries(AGE_BUCKETS.map((b) => [b.id, 0])) as Record<AgeBucket, number>;
}

type Num = number | string | null;
const num = (v: Num) => (v === null ? null : Number(v));

export async function dashboard(deps: DeskDeps, staff: Staff) {
  const now = deps.now();
  const q = deps.db;

  const open = await q.query<{ kind: string; created_at: Date }>(
    `select kind, created_at from desk.requests where status = any($1::text[])`,
    [OPEN],
  );
  const byKind = new Map<string, Record<AgeBucket, number>>();
  const byAge = emptyBuckets();
  for (const r of open) {
    const bucket = ageBucket((now.getTime() - new Date(r.created_at).getTime()) / 1000);
    const row = byKind.get(r.kind) ?? emptyBuckets();
    row[bucket] += 1;
    byKind.set(r.kind, row);
    byAge[bucket] += 1;
  }
  const kinds = [...byKind.entries()]
    .map(([kind, ages]) => ({
      kind,
      total: Object.values(ages).reduce((a, b) => a + b, 0),
      ages,
    }))
    .sort(
      (a, b) =>
        b.total - a.total ||
        (KINDS as readonly string[]).indexOf(a.kind) - (KINDS as readonly string[]).indexOf(b.kind),
    );

  // The first staff reply of each request, by when it was sent: this week's and last week's.
  const week = async (from: Date, to: Date) => {
    const [row] = await q.query<{ n: Num; median: Num }>(
      `with firsts as (
         select r.created_at, min(m.created_at) as first_at
           from desk.requests r join desk.messages m on m.request_id = r.id and m.author_kind = 'staff'
          group by r.id, r.created_at)
       select count(*) as n,
              percentile_cont(0.5) within group (order by extract(epoch from first_at - created_at)) as median
         from firsts where first_at >= $1 and first_at < $2`,
      [from, to],
    );
    const median = num(row?.median ?? null);
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      answered: Number(row?.n ?? 0),
      median_seconds: median === null ? null : Math.round(median),
    };
  };
  const thisWeekFrom = new Date(now.getTime() - WEEK_MS);
  const firstReply = {
    this_week: await week(thisWeekFrom, now),
    last_week: await week(new Date(now.getTime() - 2 * WEEK_MS), thisWeekFrom),
  };

  // Each kind's reply-time target (DESK_REPLY_TARGETS, staff-tools.ts), on the clock since the
  // request began waiting for the team, as the queue shows it.
  const hours = replyTargets(deps.cfg);
  const overdue = await q.query<{
    id: string;
    reference: string;
    kind: string;
    possible_risk: boolean;
    waiting_since: Date;
    due_at: Date;
  }>(
    `select r.id::text as id, r.reference, r.kind, r.possible_risk, r.waiting_since,
            ${targetSql(3)} as due_at
       from desk.requests r
      where r.status = any($1::text[]) and r.waiting_since is not null and ${targetSql(3)} < $2
      order by due_at asc, r.id`,
    [OPEN, now, JSON.stringify(hours)],
  );

  // "Did this help?" (staff-tools.ts): the answers given in each week.
  const helpedIn = async (from: Date, to: Date) => {
    const [row] = await q.query<{ yes: number; no: number }>(
      `select count(*) filter (where helped)::int as yes, count(*) filter (where not helped)::int as no
         from desk.requests where helped_at >= $1 and helped_at < $2`,
      [from, to],
    );
    return { yes: row?.yes ?? 0, no: row?.no ?? 0 };
  };
  const didItHelp = {
    this_week: await helpedIn(thisWeekFrom, now),
    last_week: await helpedIn(new Date(now.getTime() - 2 * WEEK_MS), thisWeekFrom),
  };

  const risk = await q.query<{
    id: string;
    reference: string;
    kind: string;
    status: string;
    created_at: Date;
    first_reply_at: Date | null;
  }>(
    `select r.id::text as id, r.reference, r.kind, r.status, r.created_at,
            (select min(m.created_at) from desk.messages m
              where m.request_id = r.id and m.author_kind = 'staff') as first_reply_at
       from desk.requests r
      where r.possible_risk and r.created_at >= $1
      order by r.created_at desc, r.id
      limit $2`,
    [new Date(now.getTime() - RISK_DAYS * DAY * 1000), RISK_SHOWN],
  );
  const seconds = (from: Date, to: Date) =>
    Math.round((new Date(to).getTime() - new Date(from).getTime()) / 1000);

  const answer = {
    at: now.toISOString(),
    open: { total: open.length, by_age: byAge, by_kind: kinds },
    first_reply: firstReply,
    targets: {
      /** Each kind's reply-time target in hours, on the clock since the request began waiting. */
      hours,
      missed: overdue.length,
      requests: overdue.slice(0, OVERDUE_SHOWN).map((r) => ({
        id: r.id,
        reference: r.reference,
        kind: r.kind,
        possible_risk: r.possible_risk,
        waiting_since: new Date(r.waiting_since).toISOString(),
        due_at: new Date(r.due_at).toISOString(),
        late_seconds: seconds(r.due_at, now),
      })),
    },
    did_it_help: didItHelp,
    possible_risk: {
      days: RISK_DAYS,
      requests: risk.map((r) => ({
        id: r.id,
        reference: r.reference,
        kind: r.kind,
        status: r.status,
        created_at: new Date(r.created_at).toISOString(),
        first_reply_at: r.first_reply_at ? new Date(r.first_reply_at).toISOString() : null,
        first_reply_seconds: r.first_reply_at ? seconds(r.created_at, r.first_reply_at) : null,
        waiting_seconds: r.first_reply_at ? null : seconds(r.created_at, now),
      })),
    },
  };
  // As the queue's listing: who saw which requests named, and when.
  await insertAudit(q, {
    request_id: null,
    reference: null,
    actor_id: staff.id,
    actor_email: staff.email,
    action: "viewed_dashboard",
    detail: {
      references: [...answer.targets.requests, ...answer.possible_risk.requests].map(
        (r) => r.reference,
      ),
    },
    at: now,
  });
  return answer;
}
