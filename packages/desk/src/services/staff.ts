/**
 * The staff desk's rules: who may use it (role staff at aal2), the queue, a request with its whole
 * thread and audit, assign, reply (mailed to the person and shown on their page), internal notes,
 * status. Every view and change is written to desk.audit_log with who and when.
 */
import { auditOf, insertAudit } from "../storage/audit.ts";
import { countFirstReply } from "../storage/counters.ts";
import type { Queryable } from "../storage/db.ts";
import type { EventRow } from "../storage/events.ts";
import { forgetPresence, markPresent, anyonePresentSince } from "../storage/presence.ts";
import {
  insertMessage,
  lockRequest,
  messagesOf,
  queue,
  requestById,
  updateRequest,
  type MessageRow,
  type QueueRow,
  type RequestRow,
} from "../storage/requests.ts";
import { displayName, isStaff, type Caller } from "./auth.ts";
import type { DeskDeps } from "./deps.ts";
import { replyDue } from "./hours.ts";
import { readCursor, readUuid } from "./ids.ts";
import { closedMail, staffReplyMail } from "./mail-text.ts";
import { helpedView, replyName, targetOf, targetSql } from "./staff-tools.ts";
import { DUE_SOON_HOURS, replyTargets } from "../config.ts";
import { assignedOf, emit, publicMessage, PRESENCE_WINDOW_MS, tokenOf } from "./requests.ts";
import { SUPPORT_TYPES } from "../contract.ts";
import { DeskError, KINDS, STATUSES, type Status } from "./words.ts";

export type Staff = { id: string; email: string; name: string };

/** Role staff, stored now, and a token at aal2; else 403 (the caller was already authenticated). */
export function staffOf(caller: Caller): Staff {
  if (!isStaff(caller.user)) throw new DeskError("not_staff");
  if (caller.aal !== "aal2") throw new DeskError("insufficient_aal");
  return { id: caller.user.id, email: caller.user.email ?? "", name: displayName(caller.user) };
}

export async function markOnDesk(deps: DeskDeps, staff: Staff) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const wasLive = await anyonePresentSince(tx, new Date(now.getTime() - PRESENCE_WINDOW_MS));
    await markPresent(tx, staff.id, staff.name, now);
    if (!wasLive)
      await emit(tx, deps, {
        request_id: null,
        audience: "both",
        type: "presence",
        payload: { live: true },
      });
  });
}

export async function leaveDesk(deps: DeskDeps, staff: Staff) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await forgetPresence(tx, staff.id);
    const stillLive = await anyonePresentSince(tx, new Date(now.getTime() - PRESENCE_WINDOW_MS));
    if (!stillLive)
      await emit(tx, deps, {
        request_id: null,
        audience: "both",
        type: "presence",
        payload: { live: false },
      });
  });
}

const AGES: Record<string, [number | undefined, number | undefined]> = {
  "1h": [0, 3600],
  "4h": [0, 4 * 3600],
  "24h": [0, 24 * 3600],
  "7d": [0, 7 * 24 * 3600],
  older: [7 * 24 * 3600, undefined],
};

export type QueueQuery = {
  kind?: string | undefined;
  support?: string | undefined;
  status?: string | undefined;
  age?: string | undefined;
  assigned?: string | undefined;
  sort?: string | undefined;
  /** Reply-time targets (issue 32): "soon" (due within DUE_SOON_HOURS) or "overdue". */
  due?: string | undefined;
  limit?: string | undefined;
  before?: string | undefined;
};

function summary(deps: DeskDeps, r: RequestRow | QueueRow) {
  const now = deps.now().getTime();
  const waiting = r.waiting_since !== null && r.status !== "closed";
  return {
    id: r.id,
    reference: r.reference,
    kind: r.kind,
    status: r.status,
    name: r.name,
    language: r.language,
    subject: r.subject,
    support_type: r.support_type,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
    waiting_since: waiting ? new Date(r.waiting_since!).toISOString() : null,
    reply_due_at: waiting && r.reply_due_at ? new Date(r.reply_due_at).toISOString() : null,
    reply_due_in_seconds:
      waiting && r.reply_due_at
        ? Math.round((new Date(r.reply_due_at).getTime() - now) / 1000)
        : null,
    assigned_to: assignedOf(r),
    possible_risk: r.possible_risk,
    ...targetOf(deps, r),
    read_at: r.read_at ? new Date(r.read_at).toISOString() : null,
    helped: helpedView(r),
  };
}

export async function listQueue(deps: DeskDeps, staff: Staff, q: QueueQuery) {
  if (q.kind && !(KINDS as readonly string[]).includes(q.kind))
    throw new DeskError("invalid_kind", { field: "kind" });
  if (q.support && !(SUPPORT_TYPES as readonly string[]).includes(q.support))
    throw new DeskError("invalid_field", { field: "support" });
  const status = q.status || "open";
  const statuses =
    status === "open"
      ? ["new", "in-progress", "waiting"]
      : status === "all"
        ? [...STATUSES]
        : (STATUSES as readonly string[]).includes(status)
          ? [status]
          : undefined;
  if (!statuses) throw new DeskError("invalid_status", { field: "status" });
  const assigned = q.assigned || "any";
  if (!["me", "unassigned", "any"].includes(assigned))
    throw new DeskError("invalid_field", { field: "assigned" });
  const sort = q.sort || "waiting";
  if (!["waiting", "newest"].includes(sort))
    throw new DeskError("invalid_field", { field: "sort" });
  const now = deps.now().getTime();
  let createdAfter: Date | undefined;
  let createdBefore: Date | undefined;
  if (q.age) {
    const range = AGES[q.age];
    if (!range) throw new DeskError("invalid_field", { field: "age" });
    if (range[1] !== undefined) createdAfter = new Date(now - range[1] * 1000);
    if (range[0]) createdBefore = new Date(now - range[0] * 1000);
  }
  if (q.due && q.due !== "soon" && q.due !== "overdue")
    throw new DeskError("invalid_field", { field: "due" });
  const limit = Math.min(100, Math.max(1, Number(q.limit) || 50));
  let after: { key: Date; id: string } | undefined;
  if (q.before) {
    after = readCursor(q.before);
    if (!after) throw new DeskError("invalid_field", { field: "before" });
  }
  const rows = await queue(deps.db, {
    kind: q.kind || undefined,
    supportType: q.support || undefined,
    statuses,
    createdAfter,
    createdBefore,
    assigned: assigned as "me" | "unassigned" | "any",
    me: staff.id,
    sort: sort as "waiting" | "newest",
    ...(q.due
      ? {
          due: {
            which: q.due as "soon" | "overdue",
            now: deps.now(),
            soonUntil: new Date(now + DUE_SOON_HOURS * 3600_000),
            targetsJson: JSON.stringify(replyTargets(deps.cfg)),
            sql: targetSql,
          },
        }
      : {}),
    limit: limit + 1,
    after,
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  // One entry per listing: who saw which requests' names and states, under which filters.
  await insertAudit(deps.db, {
    request_id: null,
    reference: null,
    actor_id: staff.id,
    actor_email: staff.email,
    action: "listed",
    detail: {
      query: {
        kind: q.kind || null,
        status,
        age: q.age || null,
        assigned,
        sort,
        due: q.due || null,
        limit,
      },
      references: page.map((r) => r.reference),
    },
    at: deps.now(),
  });
  return {
    requests: page.map((r) => ({
      ...summary(deps, r),
      last_message: r.last_at ? { from: r.last_from, at: new Date(r.last_at).toISOString() } : null,
    })),
    next_before:
      rows.length > limit && last ? `${new Date(last.sort_key).toISOString()}_${last.id}` : null,
  };
}

function staffMessage(m: MessageRow, r: RequestRow, team: string) {
  if (m.author_kind === "note")
    return {
      id: m.id,
      from: "note" as const,
      author: m.author_name ?? "",
      author_id: m.author_id,
      body: m.body,
      created_at: new Date(m.created_at).toISOString(),
    };
  return { ...publicMessage(m, r, team), author_id: m.author_id };
}

async function audit(
  tx: Queryable,
  deps: DeskDeps,
  r: Pick<RequestRow, "id" | "reference">,
  staff: Staff,
  action: string,
  detail: Record<string, unknown> = {},
) {
  await insertAudit(tx, {
    request_id: r.id,
    reference: r.reference,
    actor_id: staff.id,
    actor_email: staff.email,
    action,
    detail,
    at: deps.now(),
  });
}

/**
 * What a staff member's live stream sent, one entry per batch: each event's number, type and
 * request. Presence alone (no request in it) is not recorded.
 */
export async function auditStreamed(deps: DeskDeps, staff: Staff, events: EventRow[]) {
  const about = events.filter((e) => e.type !== "presence");
  if (about.length === 0) return;
  await insertAudit(deps.db, {
    request_id: null,
    reference: null,
    actor_id: staff.id,
    actor_email: staff.email,
    action: "streamed",
    detail: {
      events: about.map((e) => ({
        id: e.id,
        type: e.type,
        reference: typeof e.payload.reference === "string" ? e.payload.reference : null,
      })),
    },
    at: deps.now(),
  });
}

/** The request id of a staff route: a UUID, else 404 before any query. */
export function requestIdOf(value: string): string {
  const id = readUuid(value);
  if (!id) throw new DeskError("not_found");
  return id;
}

export async function viewRequest(deps: DeskDeps, staff: Staff, id: string) {
  const r = await requestById(deps.db, requestIdOf(id));
  if (!r) throw new DeskError("not_found");
  await audit(deps.db, deps, r, staff, "viewed");
  // The person's page says "Read by the desk" from the first time a staff member opens it.
  if (!r.read_at) {
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const first = await tx.query(
        `update desk.requests set read_at = $2 where id = $1 and read_at is null returning id`,
        [r.id, now],
      );
      // An open private page says so at once (its live stream).
      if (first.length === 1)
        await emit(tx, deps, {
          request_id: r.id,
          audience: "both",
          type: "request.read",
          payload: { id: r.id, reference: r.reference },
          person_payload: { read_by_desk: true },
        });
    });
    void deps.live.poll();
    return detailOf(deps, { ...r, read_at: now });
  }
  return detailOf(deps, r);
}

async function detailOf(deps: DeskDeps, r: RequestRow, q: Queryable = deps.db) {
  const [messages, entries] = await Promise.all([messagesOf(q, [r.id], true), auditOf(q, r.id)]);
  return {
    ...summary(deps, r),
    email: r.email,
    phone: r.phone,
    best_time: r.best_time,
    details: r.details,
    source: r.source_path,
    consent_at: new Date(r.consent_at).toISOString(),
    user_id: r.user_id,
    closed_at: r.closed_at ? new Date(r.closed_at).toISOString() : null,
    messages: messages.map((m) => staffMessage(m, r, deps.cfg.teamName)),
    audit: entries.map((e) => ({
      at: new Date(e.at).toISOString(),
      actor: e.actor_email,
      action: e.action,
      detail: e.detail,
    })),
  };
}

async function change<T>(
  deps: DeskDeps,
  id: string,
  fn: (tx: Queryable, r: RequestRow, now: Date) => Promise<T>,
): Promise<T> {
  const requestId = requestIdOf(id);
  const out = await deps.db.transaction(async (tx) => {
    const r = await lockRequest(tx, requestId);
    if (!r) throw new DeskError("not_found");
    return fn(tx, r, deps.now());
  });
  void deps.outbox.deliver();
  void deps.live.poll();
  return out;
}

async function updated(tx: Queryable, deps: DeskDeps, r: RequestRow) {
  await emit(tx, deps, {
    request_id: r.id,
    audience: "both",
    type: "request.updated",
    payload: { id: r.id, reference: r.reference, status: r.status, assigned_to: assignedOf(r) },
    person_payload: { reference: r.reference, status: r.status },
  });
}

export async function assign(deps: DeskDeps, staff: Staff, id: string, assignee: unknown) {
  let target: { id: string; name: string } | null;
  if (assignee === null || assignee === "" || assignee === undefined) target = null;
  else if (assignee === "me") target = { id: staff.id, name: staff.name };
  else if (typeof assignee === "string") {
    const user = await deps.auth.userById(assignee);
    if (!user || !isStaff(user)) throw new DeskError("invalid_assignee", { field: "assignee" });
    target = { id: user.id, name: displayName(user) };
  } else throw new DeskError("invalid_assignee", { field: "assignee" });
  return change(deps, id, async (tx, r, now) => {
    const next = {
      ...r,
      assigned_to: target?.id ?? null,
      assigned_name: target?.name ?? null,
      updated_at: now,
    };
    await updateRequest(tx, r.id, {
      assigned_to: next.assigned_to,
      assigned_name: next.assigned_name,
      updated_at: now,
    });
    await audit(tx, deps, r, staff, "assigned", { to: target?.id ?? null, from: r.assigned_to });
    await updated(tx, deps, next);
    return detailOf(deps, next, tx);
  });
}

function readStatus(value: unknown): Status {
  if (typeof value !== "string" || !(STATUSES as readonly string[]).includes(value))
    throw new DeskError("invalid_status", { field: "status" });
  return value as Status;
}

/** Moves a request to `status`, keeping the waiting clock right: the team's move starts it, theirs stops it. */
function statusChange(deps: DeskDeps, r: RequestRow, status: Status, now: Date) {
  const set: Parameters<typeof updateRequest>[2] = { status, updated_at: now };
  if (status === "closed") {
    set.closed_at = now;
    set.waiting_since = null;
    set.reply_due_at = null;
  } else {
    set.closed_at = null;
    if (status === "waiting") {
      set.waiting_since = null;
      set.reply_due_at = null;
    } else if (!r.waiting_since) {
      set.waiting_since = now;
      set.reply_due_at = replyDue(now, deps.cfg.hours, deps.cfg.replyWithinHours);
    }
  }
  return set;
}

/**
 * Closing a request flagged "possible risk" takes a note (issue 32): refused without one
 * (`note_required`), else the note joins the thread as an internal note and the step is audited
 * as `closed_with_note`. Any other change: nothing.
 */
async function closingNote(
  tx: Queryable,
  deps: DeskDeps,
  r: RequestRow,
  staff: Staff,
  status: Status,
  note: string,
  now: Date,
) {
  if (status !== "closed" || r.status === "closed" || !r.possible_risk) return;
  if (!note) throw new DeskError("note_required", { field: "note" });
  const m = await insertMessage(tx, {
    request_id: r.id,
    author_kind: "note",
    author_id: staff.id,
    author_name: staff.name,
    body: note,
    created_at: now,
  });
  await audit(tx, deps, r, staff, "closed_with_note", { message_id: m.id });
  await emit(tx, deps, {
    request_id: r.id,
    audience: "staff",
    type: "message.created",
    payload: { id: r.id, reference: r.reference, message: staffMessage(m, r, deps.cfg.teamName) },
  });
}

/** The team closed an open request: the person's mail says so and asks "Did this help?" (issue 32). */
async function closedByTeam(tx: Queryable, deps: DeskDeps, r: RequestRow, status: Status) {
  if (status !== "closed" || r.status === "closed" || !r.email) return;
  await deps.outbox.enqueue(tx, closedMail(deps.cfg, r, tokenOf(deps, r)));
}

export async function setStatus(
  deps: DeskDeps,
  staff: Staff,
  id: string,
  value: unknown,
  note = "",
) {
  const status = readStatus(value);
  return change(deps, id, async (tx, r, now) => {
    await closingNote(tx, deps, r, staff, status, note, now);
    const set = statusChange(deps, r, status, now);
    await updateRequest(tx, r.id, set);
    const next = { ...r, ...set } as RequestRow;
    await audit(tx, deps, r, staff, "status_changed", { from: r.status, to: status });
    await updated(tx, deps, next);
    await closedByTeam(tx, deps, r, status);
    return detailOf(deps, next, tx);
  });
}

export async function reply(
  deps: DeskDeps,
  staff: Staff,
  id: string,
  body: string,
  statusValue: unknown,
  closeNote = "",
) {
  const status =
    statusValue === undefined || statusValue === "" ? "waiting" : readStatus(statusValue);
  return change(deps, id, async (tx, r, now) => {
    if (r.status === "closed")
      throw new DeskError("request_closed", { extra: { reference: r.reference } });
    // Signed with the staff member's display name, set before the first reply (issue 32).
    const signedAs = await replyName(tx, staff);
    await closingNote(tx, deps, r, staff, status, closeNote, now);
    const m = await insertMessage(tx, {
      request_id: r.id,
      author_kind: "staff",
      author_id: staff.id,
      author_name: signedAs,
      body,
      created_at: now,
    });
    await countFirstReply(tx, r.id, m.id);
    const set = statusChange(deps, r, status, now);
    // A reply answers what was waiting: the clock stops unless the status says the team goes on.
    if (status !== "closed" && status !== "waiting") {
      set.waiting_since = null;
      set.reply_due_at = null;
    }
    await updateRequest(tx, r.id, set);
    const next = { ...r, ...set } as RequestRow;
    await audit(tx, deps, r, staff, "replied", { message_id: m.id, status });
    const message = publicMessage(m, r, deps.cfg.teamName);
    await emit(tx, deps, {
      request_id: r.id,
      audience: "both",
      type: "message.created",
      payload: { id: r.id, reference: r.reference, message: { ...message, author_id: staff.id } },
      person_payload: { message },
    });
    if (status !== r.status) await updated(tx, deps, next);
    if (r.email)
      await deps.outbox.enqueue(tx, staffReplyMail(deps.cfg, r, tokenOf(deps, r), signedAs, body));
    await closedByTeam(tx, deps, r, status);
    return { message: { ...message, author_id: staff.id } };
  });
}

export async function note(deps: DeskDeps, staff: Staff, id: string, body: string) {
  return change(deps, id, async (tx, r, now) => {
    const m = await insertMessage(tx, {
      request_id: r.id,
      author_kind: "note",
      author_id: staff.id,
      author_name: staff.name,
      body,
      created_at: now,
    });
    await audit(tx, deps, r, staff, "noted", { message_id: m.id });
    const message = staffMessage(m, r, deps.cfg.teamName);
    await emit(tx, deps, {
      request_id: r.id,
      audience: "staff",
      type: "message.created",
      payload: { id: r.id, reference: r.reference, message },
    });
    return { message };
  });
}
