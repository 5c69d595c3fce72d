/** desk.requests and desk.messages: the requests and their threads. SQL only; `now` comes from the caller. */
import { isUuid } from "../services/ids.ts";
import type { Queryable } from "./db.ts";

export type RequestRow = {
  id: string;
  reference: string;
  kind: string;
  status: string;
  name: string;
  email: string | null;
  phone: string | null;
  language: string;
  best_time: string | null;
  subject: string | null;
  support_type: string | null;
  details: Record<string, string>;
  source_path: string | null;
  consent_at: Date;
  user_id: string | null;
  token_salt: string;
  token_hash: string;
  assigned_to: string | null;
  assigned_name: string | null;
  created_at: Date;
  updated_at: Date;
  waiting_since: Date | null;
  reply_due_at: Date | null;
  closed_at: Date | null;
  /** The request's text speaks of an acute danger (crisis-terms.ts `isPossibleRisk`). */
  possible_risk: boolean;
  /** When a staff member first opened it (issue 32: "Read by the desk"). */
  read_at: Date | null;
  /** When the missed reply-time target was mailed to the operator (once per request). */
  target_missed_at: Date | null;
  /** "Did this help?" once closed: null until answered. */
  helped: boolean | null;
  helped_words: string | null;
  helped_at: Date | null;
};

export type MessageRow = {
  id: string;
  request_id: string;
  author_kind: "person" | "staff" | "note";
  author_id: string | null;
  author_name: string | null;
  body: string;
  created_at: Date;
};

const NAMES = [
  "id::text as id",
  "reference",
  "kind",
  "status",
  "name",
  "email",
  "phone",
  "language",
  "best_time",
  "subject",
  "support_type",
  "details",
  "source_path",
  "consent_at",
  "user_id::text as user_id",
  "token_salt",
  "token_hash",
  "assigned_to::text as assigned_to",
  "assigned_name",
  "created_at",
  "updated_at",
  "waiting_since",
  "reply_due_at",
  "closed_at",
  "possible_risk",
  "read_at",
  "target_missed_at",
  "helped",
  "helped_words",
  "helped_at",
];
const columns = (alias = "") => NAMES.map((n) => alias + n).join(", ");
const COLUMNS = columns();
const MESSAGE_COLUMNS = `id::text as id, request_id::text as request_id, author_kind, author_id::text as author_id,
  author_name, body, created_at`;

/** Inserts the request; false when the reference is taken (the caller picks another). */
export async function insertRequest(q: Queryable, r: RequestRow): Promise<boolean> {
  const rows = await q.query(
    `insert into desk.requests (id, reference, kind, status, name, email, phone, language, best_time, details,
       source_path, consent_at, user_id, token_salt, token_hash, created_at, updated_at, waiting_since, reply_due_at,
       possible_risk, subject, support_type)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$16,$17,$18,$19,$20,$21)
     on conflict (reference) do nothing returning id`,
    [
      r.id,
      r.reference,
      r.kind,
      r.status,
      r.name,
      r.email,
      r.phone,
      r.language,
      r.best_time,
      JSON.stringify(r.details),
      r.source_path,
      r.consent_at,
      r.user_id,
      r.token_salt,
      r.token_hash,
      r.created_at,
      r.waiting_since,
      r.reply_due_at,
      r.possible_risk,
      r.subject,
      r.support_type,
    ],
  );
  return rows.length === 1;
}

export async function requestById(q: Queryable, id: string): Promise<RequestRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await q.query<RequestRow>(`select ${COLUMNS} from desk.requests where id = $1`, [id]))[0];
}

export async function requestByTokenHash(
  q: Queryable,
  hash: string,
  lock = false,
): Promise<RequestRow | undefined> {
  return (
    await q.query<RequestRow>(
      `select ${COLUMNS} from desk.requests where token_hash = $1${lock ? " for update" : ""}`,
      [hash],
    )
  )[0];
}

export async function lockRequest(q: Queryable, id: string): Promise<RequestRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (
    await q.query<RequestRow>(`select ${COLUMNS} from desk.requests where id = $1 for update`, [id])
  )[0];
}

export async function requestsOfUser(q: Queryable, userId: string): Promise<RequestRow[]> {
  return q.query<RequestRow>(
    `select ${COLUMNS} from desk.requests where user_id = $1 order by created_at desc`,
    [userId],
  );
}

/** The advisory-lock space of the per-address limit (two-key locks never meet the one-key ones). */
const ADDRESS_LOCK_SPACE = 7368273;

/**
 * Holds, until the transaction ends, a lock on each of the request's addresses (lower-cased email,
 * phone), in one order so two transactions never wait on each other: a second request from the same
 * address counts only after the first has committed or rolled back.
 */
export async function lockAddresses(q: Queryable, email: string | null, phone: string | null) {
  const keys = [email ? `email:${email.toLowerCase()}` : "", phone ? `phone:${phone}` : ""]
    .filter(Boolean)
    .sort();
  for (const key of keys)
    await q.query(`select pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}, hashtext($1))`, [key]);
}

/** How many requests this email or phone made since `since` (the per-address limit, across processes). */
export async function countRecentByAddress(
  q: Queryable,
  email: string | null,
  phone: string | null,
  since: Date,
): Promise<number> {
  const rows = await q.query<{ n: number }>(
    `select count(*)::int as n from desk.requests
     where created_at >= $3 and ((email is not null and lower(email) = lower($1)) or (phone is not null and phone = $2))`,
    [email, phone, since],
  );
  return rows[0]?.n ?? 0;
}

export async function updateRequest(
  q: Queryable,
  id: string,
  set: Partial<
    Pick<
      RequestRow,
      | "status"
      | "assigned_to"
      | "assigned_name"
      | "waiting_since"
      | "reply_due_at"
      | "closed_at"
      | "updated_at"
      | "possible_risk"
      | "read_at"
      | "target_missed_at"
      | "helped"
      | "helped_words"
      | "helped_at"
    >
  >,
) {
  const keys = Object.keys(set) as (keyof typeof set)[];
  if (keys.length === 0) return;
  const assignments = keys.map((k, i) => `${k} = $${i + 2}`).join(", ");
  await q.query(`update desk.requests set ${assignments} where id = $1`, [
    id,
    ...keys.map((k) => set[k]),
  ]);
}

export async function deleteRequest(q: Queryable, id: string) {
  await q.query(`delete from desk.requests where id = $1`, [id]);
}

export async function insertMessage(q: Queryable, m: Omit<MessageRow, "id">): Promise<MessageRow> {
  const rows = await q.query<MessageRow>(
    `insert into desk.messages (request_id, author_kind, author_id, author_name, body, created_at)
     values ($1,$2,$3,$4,$5,$6) returning ${MESSAGE_COLUMNS}`,
    [m.request_id, m.author_kind, m.author_id, m.author_name, m.body, m.created_at],
  );
  return rows[0]!;
}

export async function messagesOf(
  q: Queryable,
  requestIds: string[],
  withNotes: boolean,
): Promise<MessageRow[]> {
  if (requestIds.length === 0) return [];
  return q.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from desk.messages where request_id = any($1::uuid[])
     ${withNotes ? "" : "and author_kind <> 'note'"} order by messages.id`,
    [requestIds],
  );
}

/** The person's messages on a request since `since`: how many, and when the first of them was sent. */
export async function personMessagesSince(q: Queryable, requestId: string, since: Date) {
  const rows = await q.query<{ n: number; first: Date | null }>(
    `select count(*)::int as n, min(created_at) as first from desk.messages
     where request_id = $1 and author_kind = 'person' and created_at >= $2`,
    [requestId, since],
  );
  return { count: rows[0]?.n ?? 0, first: rows[0]?.first ? new Date(rows[0].first) : null };
}

export type QueueFilter = {
  kind?: string | undefined;
  /** Who the help is for (student, patient, general): routes a request to who handles it. */
  supportType?: string | undefined;
  statuses: string[];
  createdAfter?: Date | undefined;
  createdBefore?: Date | undefined;
  assigned: "me" | "unassigned" | "any";
  me: string;
  sort: "waiting" | "newest";
  /** Reply-time targets (issue 32): due within the window, or past. */
  due?: {
    which: "soon" | "overdue";
    now: Date;
    soonUntil: Date;
    targetsJson: string;
    sql: (param: number) => string;
  };
  limit: number;
  /** Keyset cursor: the sort key and id of the last row of the previous page. */
  after?: { key: Date; id: string } | undefined;
};

export type QueueRow = RequestRow & {
  last_from: string | null;
  last_at: Date | null;
  sort_key: Date;
};

/**
 * The staff queue. "waiting": oldest waiting_since first (requests not waiting on the team after
 * them, by last change); "newest": newest first; "possible risk" first in both. Keyset pagination
 * on (sort_key, id).
 */
export async function queue(q: Queryable, f: QueueFilter): Promise<QueueRow[]> {
  const params: unknown[] = [f.statuses];
  const where = [`r.status = any($1::text[])`];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace("?", `$${params.length}`));
  };
  if (f.kind) add("r.kind = ?", f.kind);
  if (f.supportType) add("r.support_type = ?", f.supportType);
  if (f.createdAfter) add("r.created_at >= ?", f.createdAfter);
  if (f.createdBefore) add("r.created_at < ?", f.createdBefore);
  if (f.assigned === "me") add("r.assigned_to = ?", f.me);
  if (f.assigned === "unassigned") where.push("r.assigned_to is null");
  if (f.due) {
    params.push(f.due.targetsJson);
    const target = f.due.sql(params.length);
    where.push("r.waiting_since is not null");
    add(`${target} < ?`, f.due.which === "overdue" ? f.due.now : f.due.soonUntil);
    if (f.due.which === "soon") add(`${target} >= ?`, f.due.now);
  }
  // A request flagged "possible risk" comes before every other, in either order (its key moved
  // 1,000 years towards the front), so keyset pagination keeps working on one key.
  const key =
    f.sort === "waiting"
      ? "coalesce(r.waiting_since, r.updated_at + interval '100 years') - case when r.possible_risk then interval '1000 years' else interval '0 seconds' end"
      : "r.created_at + case when r.possible_risk then interval '1000 years' else interval '0 seconds' end";
  const dir = f.sort === "waiting" ? "asc" : "desc";
  if (f.after) {
    params.push(f.after.key, f.after.id);
    const op = dir === "asc" ? ">" : "<";
    where.push(
      `(${key}, r.id) ${op} ($${params.length - 1}::timestamptz, $${params.length}::uuid)`,
    );
  }
  params.push(f.limit);
  return q.query<QueueRow>(
    `select ${columns("r.")},
       lm.author_kind as last_from, lm.created_at as last_at, ${key} as sort_key
     from desk.requests r
     left join lateral (select author_kind, created_at from desk.messages m
       where m.request_id = r.id and m.author_kind <> 'note' order by m.id desc limit 1) lm on true
     where ${where.join(" and ")}
     order by ${key} ${dir}, r.id ${dir}
     limit $${params.length}`,
    params,
  );
}

/**
 * Open requests with no activity since `before` (no change to the request and no message, a note
 * included), locked: the daily job closes them.
 */
export async function inactiveOpenRequests(q: Queryable, before: Date): Promise<RequestRow[]> {
  return q.query<RequestRow>(
    `select ${columns("r.")} from desk.requests r
     where r.status <> 'closed' and r.updated_at < $1
       and not exists (select 1 from desk.messages m where m.request_id = r.id and m.created_at >= $1)
     order by r.updated_at
     for update of r`,
    [before],
  );
}

/** Closed requests past retention, and rows of accounts that no longer exist. */
export async function purgeClosedBefore(
  q: Queryable,
  before: Date,
): Promise<{ id: string; reference: string }[]> {
  return q.query(
    `delete from desk.requests where closed_at is not null and closed_at < $1 returning id::text as id, reference`,
    [before],
  );
}

export async function deleteRequestsOfUser(q: Queryable, userId: string) {
  return q.query<{ id: string; reference: string }>(
    `delete from desk.requests where user_id = $1 returning id::text as id, reference`,
    [userId],
  );
}
