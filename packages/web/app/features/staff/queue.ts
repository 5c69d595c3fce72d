/**
 * The staff queue's rules, apart from the screen (so they are tested on their own): the filters
 * and the query they make (docs/decisions/0022-service-desk.md, `GET /api/desk/staff/requests`),
 * the time left to the promised reply, whether a request still belongs in the list shown, and its
 * order, which a live update keeps as the server would give it until the list is fetched again.
 */
import { isMailbox } from "@saathi/auth-server/public";
import type { StaffMessages } from "../../i18n/staff.ts";

export type Kind = keyof StaffMessages["kinds"];
export type Status = keyof StaffMessages["statuses"];
// The desk's kinds and statuses (@saathi/desk/contract), copied rather than imported so that the
// contract stays inside the forms' chunk; queue.test.ts holds the copy to the contract.
export const KINDS = [
  "message",
  "counselling",
  "guidance",
  "appointment-companion",
  "ward-support",
  "night-attendant",
  "therapist-match",
  "support-group",
  "careers",
  "partnership",
  "other",
] as const satisfies readonly Kind[];
export const STATUSES = ["new", "in-progress", "waiting", "closed"] as const satisfies Status[];
export const AGES = ["1h", "4h", "24h", "7d", "older"] as const;
/** Who the help is for (the home form's support type; @saathi/desk/contract SUPPORT_TYPES). */
export const SUPPORT_TYPES = ["student", "patient", "general"] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];
export type Age = (typeof AGES)[number];

export type Assignee = { id: string; name: string | null };

/** One request as the queue lists it. */
export type QueueRow = {
  id: string;
  reference: string;
  kind: Kind;
  status: Status;
  name: string;
  language: string;
  /** The home and /contact form's subject and support type; null from the request form. */
  subject: string | null;
  support_type: SupportType | null;
  created_at: string;
  updated_at: string;
  waiting_since: string | null;
  reply_due_at: string | null;
  /** At the time the list was fetched; negative = late; null when the team is not the one to answer. */
  reply_due_in_seconds: number | null;
  assigned_to: Assignee | null;
  last_message: { from: "person" | "staff"; at: string } | null;
  /**
   * The request's words speak of an acute danger (@saathi/desk/crisis-terms): listed first and
   * marked (issue 30).
   */
  possible_risk?: boolean;
  /**
   * The reply-time target of its kind (issue 32), counted from when it began waiting for the
   * team: seconds left when the list was fetched (negative = missed); null when not waiting.
   */
  target_left_seconds?: number | null;
  /** When a staff member first opened it ("Read by the desk" on the person's page). */
  read_at?: string | null;
  /** "Did this help?" once closed: null until the person answered. */
  helped?: { helped: boolean; words: string | null; at: string | null } | null;
};

export type Filters = {
  kind: Kind | "";
  support: SupportType | "";
  status: "open" | "all" | Status;
  age: Age | "";
  assigned: "any" | "me" | "unassigned";
  sort: "waiting" | "newest";
  /** Reply-time targets (issue 32): due within 2 hours, or missed. */
  due: "" | "soon" | "overdue";
};

export const DEFAULT_FILTERS: Filters = {
  kind: "",
  support: "",
  status: "open",
  age: "",
  assigned: "any",
  sort: "waiting",
  due: "",
};

/**
 * The query string of `GET /staff/requests` for these filters (defaults left out), with a page's
 * cursor and size when given.
 */
export function queueQuery(
  filters: Filters,
  page: { before?: string | null; limit?: number } = {},
): string {
  const query = new URLSearchParams();
  for (const key of ["kind", "support", "status", "age", "assigned", "sort", "due"] as const)
    if (filters[key] && filters[key] !== DEFAULT_FILTERS[key]) query.set(key, filters[key]);
  if (page.before) query.set("before", page.before);
  if (page.limit) query.set("limit", String(page.limit));
  return query.toString();
}

const AGE_SECONDS: Record<Age, [number, number]> = {
  "1h": [0, 3600],
  "4h": [0, 4 * 3600],
  "24h": [0, 24 * 3600],
  "7d": [0, 7 * 24 * 3600],
  older: [7 * 24 * 3600, Number.POSITIVE_INFINITY],
};

/** Whether a request (as it is now) belongs in the list these filters show, as the server decides. */
export function matchesFilters(
  row: Pick<QueueRow, "kind" | "status" | "assigned_to" | "created_at"> &
    Partial<Pick<QueueRow, "support_type">>,
  filters: Filters,
  me: string,
  now: number,
): boolean {
  if (filters.kind && row.kind !== filters.kind) return false;
  if (filters.support && row.support_type !== filters.support) return false;
  if (filters.status === "open") {
    if (row.status === "closed") return false;
  } else if (filters.status !== "all" && row.status !== filters.status) return false;
  if (filters.assigned === "me" && row.assigned_to?.id !== me) return false;
  if (filters.assigned === "unassigned" && row.assigned_to) return false;
  if (filters.age) {
    const age = (now - Date.parse(row.created_at)) / 1000;
    const [min, max] = AGE_SECONDS[filters.age];
    if (age < min || age > max) return false;
  }
  return true;
}

/**
 * The server's order ("possible risk" first): waiting longest first (the team's oldest unanswered wait first, then those
 * not waiting on the team, least recently changed first), or newest first. Ties by id.
 */
export function sortRows(rows: readonly QueueRow[], sort: Filters["sort"]): QueueRow[] {
  const key = (row: QueueRow) =>
    sort === "newest"
      ? -Date.parse(row.created_at)
      : row.waiting_since
        ? Date.parse(row.waiting_since)
        : // As the server: not waiting on the team sorts after every wait, by when it last changed.
          Date.parse(row.updated_at) + 100 * 365.25 * 24 * 3600_000;
  // As the server: a request flagged "possible risk" before every other, in either order.
  const risk = (row: QueueRow) => (row.possible_risk ? 0 : 1);
  return [...rows].sort(
    (a, b) =>
      risk(a) - risk(b) ||
      key(a) - key(b) ||
      (sort === "newest" ? b.id.localeCompare(a.id) : a.id.localeCompare(b.id)),
  );
}

type Clock = Pick<QueueRow, "status" | "waiting_since" | "reply_due_at" | "reply_due_in_seconds">;

/**
 * A request moved to `status` here, before the server's next answer: the promised-reply clock runs
 * only while the team owes an answer, so "waiting" (the person's turn) or "closed" stops it.
 */
export function withStatus<R extends Clock>(row: R, status: Status): R {
  return status === "waiting" || status === "closed"
    ? { ...row, status, waiting_since: null, reply_due_at: null, reply_due_in_seconds: null }
    : { ...row, status };
}

/** A live `request.updated` (status, who has it): the row changed, dropped when it leaves the filters. */
export function applyUpdate(
  rows: readonly QueueRow[],
  update: { id: string; status: Status; assigned_to: Assignee | null },
  filters: Filters,
  me: string,
  now: number,
): QueueRow[] {
  return rows.flatMap((row) => {
    if (row.id !== update.id) return [row];
    const next = { ...withStatus(row, update.status), assigned_to: update.assigned_to };
    return matchesFilters(next, filters, me, now) ? [next] : [];
  });
}

export type TimeLeft =
  /** Past the promised reply: `seconds` late. */
  | { tone: "late"; seconds: number }
  /** Due within half an hour. */
  | { tone: "soon"; seconds: number }
  | { tone: "ok"; seconds: number }
  /** The team answered; the person's turn. */
  | { tone: "waiting"; seconds: null }
  | { tone: "closed"; seconds: null }
  | { tone: "none"; seconds: null };

const SOON_SECONDS = 30 * 60;

/**
 * The time left to the promised reply at `now`, from the seconds the server counted when the list
 * was fetched (`fetchedAt`): the browser's clock only measures the time since, so a wrong clock on
 * the desk's computer does not move deadlines.
 */
export function timeLeft(
  row: Pick<QueueRow, "status" | "reply_due_in_seconds">,
  fetchedAt: number,
  now: number,
): TimeLeft {
  if (row.status === "closed") return { tone: "closed", seconds: null };
  if (row.status === "waiting") return { tone: "waiting", seconds: null };
  if (row.reply_due_in_seconds === null) return { tone: "none", seconds: null };
  const left = row.reply_due_in_seconds - Math.max(0, now - fetchedAt) / 1000;
  if (left <= 0) return { tone: "late", seconds: -left };
  return { tone: left <= SOON_SECONDS ? "soon" : "ok", seconds: left };
}

/**
 * The time left to the reply-time target at `now` (issue 32), from the server's count when the
 * list was fetched: `missed` once past; null when the request is not waiting for the team.
 */
export function targetLeft(
  row: Pick<QueueRow, "status" | "target_left_seconds">,
  fetchedAt: number,
  now: number,
): { missed: boolean; seconds: number } | null {
  if (row.status === "closed" || row.status === "waiting") return null;
  if (row.target_left_seconds === null || row.target_left_seconds === undefined) return null;
  const left = row.target_left_seconds - Math.max(0, now - fetchedAt) / 1000;
  return left < 0 ? { missed: true, seconds: -left } : { missed: false, seconds: left };
}

/** A length of time in words: "45 min", "1 h 5 min", "2 d 3 h" (rounded up to the minute, at least 1). */
export function formatDuration(seconds: number, words: StaffMessages["due"]): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return words.minutes(String(minutes));
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return words.hoursMinutes(String(hours), String(minutes % 60));
  return words.daysHours(String(Math.floor(hours / 24)), String(hours % 24));
}

/** The words for a time left: "Reply due in 1 h 5 min", "Late by 12 min", "Waiting for the person". */
export function timeLeftText(left: TimeLeft, words: StaffMessages["due"]): string | null {
  switch (left.tone) {
    case "late":
      return words.late(formatDuration(left.seconds, words));
    case "soon":
    case "ok":
      return words.dueIn(formatDuration(left.seconds, words));
    case "waiting":
      return words.waitingPerson;
    case "closed":
      return words.closed;
    default:
      return null;
  }
}

/** A message added to a thread once, in order (a live event may bring one the page already has). */
export function withMessage<M extends { id: string; created_at: string }>(
  messages: readonly M[],
  message: M,
): M[] {
  if (messages.some((m) => m.id === message.id)) return [...messages];
  return [...messages, message].sort(
    (a, b) =>
      Date.parse(a.created_at) - Date.parse(b.created_at) ||
      Number(a.id) - Number(b.id) ||
      a.id.localeCompare(b.id),
  );
}

/**
 * A `mailto:` link to the person's address (RFC 6068): its local part and domain percent-encoded,
 * so nothing in it can add a header or a body to the mail; undefined for an address that is not a
 * plain mailbox (one stored before the check was strict), which is then shown as text only.
 */
export function mailtoHref(email: string): string | undefined {
  if (!isMailbox(email)) return undefined;
  const at = email.lastIndexOf("@");
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}
