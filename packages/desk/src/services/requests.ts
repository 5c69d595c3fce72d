/**
 * Requests from the person's side: create (stored, then acknowledged), read and answer by the
 * private token, delete. Each change writes its events and its mail in the same transaction, and
 * mail goes out after commit.
 */
import { randomUUID } from "node:crypto";
import { isPossibleRisk } from "../crisis-terms.ts";
import { insertAudit } from "../storage/audit.ts";
import type { Queryable } from "../storage/db.ts";
import { deleteEventsOfRequest, insertEvent, type EventRow } from "../storage/events.ts";
import {
  countRecentByAddress,
  deleteRequest,
  insertMessage,
  insertRequest,
  lockAddresses,
  messagesOf,
  personMessagesSince,
  requestByTokenHash,
  updateRequest,
  type MessageRow,
  type RequestRow,
} from "../storage/requests.ts";
import { anyonePresentSince } from "../storage/presence.ts";
import type { DeskDeps } from "./deps.ts";
import { isOpen, replyDue } from "./hours.ts";
import {
  acknowledgementMail,
  hasOwnOnCall,
  onCallMail,
  operatorMail,
  privatePath,
} from "./mail-text.ts";
import { newReference } from "./reference.ts";
import { isTokenShape, newSalt, requestToken, sha256 } from "./tokens.ts";
import type { RequestInput } from "./validate.ts";
import { DeskError } from "./words.ts";

export const PRESENCE_WINDOW_MS = 90_000;

export type PublicMessage = {
  id: string;
  from: "person" | "staff";
  author: string;
  body: string;
  created_at: string;
};

export function publicMessage(
  m: MessageRow,
  r: Pick<RequestRow, "name">,
  team: string,
): PublicMessage {
  return {
    id: m.id,
    from: m.author_kind === "staff" ? "staff" : "person",
    author: m.author_kind === "staff" ? m.author_name || team : r.name,
    body: m.body,
    created_at: new Date(m.created_at).toISOString(),
  };
}

export function tokenOf(deps: DeskDeps, r: Pick<RequestRow, "id" | "token_salt">): string {
  return requestToken(deps.secret, r.id, r.token_salt);
}

/** Whether someone answers live now: within support hours and a staff member has the desk open. */
export async function isLive(deps: DeskDeps, q: Queryable = deps.db): Promise<boolean> {
  const now = deps.now();
  if (!isOpen(now, deps.cfg.hours)) return false;
  return anyonePresentSince(q, new Date(now.getTime() - PRESENCE_WINDOW_MS));
}

export async function emit(
  q: Queryable,
  deps: DeskDeps,
  e: Pick<EventRow, "request_id" | "audience" | "type" | "payload"> & {
    person_payload?: Record<string, unknown> | null;
  },
) {
  await insertEvent(q, { ...e, created_at: deps.now() });
}

export type Created = { row: RequestRow; token: string };

export async function createRequest(
  deps: DeskDeps,
  input: RequestInput,
  o: { userId: string | null; ip: string | null },
): Promise<Created> {
  const { cfg, now: clock } = deps;
  const now = clock();
  // The per-address limit is counted in the insert's transaction, under a lock on the address
  // (below); this first look only spares the per-IP budget a request that is refused anyway.
  const overAddressLimit = async (q: Queryable) =>
    cfg.limits.requestsPerAddress > 0 &&
    (await countRecentByAddress(
      q,
      input.email,
      input.phone,
      new Date(now.getTime() - 24 * 3600_000),
    )) >= cfg.limits.requestsPerAddress;
  if (await overAddressLimit(deps.db)) throw new DeskError("rate_limited_address");
  if (o.ip) {
    const taken = deps.limits.take(`request:${o.ip}`, cfg.limits.requestsPerIp, 10 * 60_000);
    if (!taken.ok) throw new DeskError("rate_limited_ip", { retryAfter: taken.retryAfter });
  }
  const { message, ...details } = input.details;
  const id = randomUUID();
  const salt = newSalt();
  const token = requestToken(deps.secret, id, salt);
  const row: RequestRow = {
    id,
    reference: "",
    kind: input.kind,
    status: "new",
    name: input.name,
    email: input.email,
    phone: input.phone,
    language: input.language,
    best_time: input.best_time,
    subject: input.subject,
    support_type: input.support_type,
    details,
    source_path: input.source_path,
    consent_at: now,
    user_id: o.userId,
    token_salt: salt,
    token_hash: sha256(token),
    assigned_to: null,
    assigned_name: null,
    created_at: now,
    updated_at: now,
    waiting_since: now,
    reply_due_at: replyDue(now, cfg.hours, cfg.replyWithinHours),
    closed_at: null,
    // The words search answers with the urgent lines, of the acute kinds (crisis-terms.ts).
    possible_risk: isPossibleRisk(
      [input.subject ?? "", message ?? "", ...Object.values(details)].join("\n"),
    ),
    read_at: null,
    target_missed_at: null,
    helped: null,
    helped_words: null,
    helped_at: null,
  };
  await deps.db.transaction(async (tx) => {
    if (cfg.limits.requestsPerAddress > 0) {
      await lockAddresses(tx, input.email, input.phone);
      if (await overAddressLimit(tx)) throw new DeskError("rate_limited_address");
    }
    for (let attempt = 0; ; attempt++) {
      row.reference = newReference(attempt < 6 ? 4 : 5);
      if (await insertRequest(tx, row)) break;
      if (attempt > 12) throw new Error("no free reference");
    }
    if (message) {
      await insertMessage(tx, {
        request_id: id,
        author_kind: "person",
        author_id: o.userId,
        author_name: null,
        body: message,
        created_at: now,
      });
    }
    await insertAudit(tx, {
      request_id: id,
      reference: row.reference,
      actor_id: o.userId,
      actor_email: null,
      action: "created",
      detail: { kind: row.kind },
      at: now,
    });
    if (row.possible_risk) await flagged(deps, tx, row, "request", now);
    await emit(tx, deps, {
      request_id: id,
      audience: "staff",
      type: "request.created",
      payload: { id, reference: row.reference, kind: row.kind },
    });
    // The urgent mail first: the outbox sends in the order mail was recorded.
    if (row.possible_risk && hasOwnOnCall(cfg))
      await deps.outbox.enqueue(tx, onCallMail(cfg, row, "request", now));
    if (row.email) await deps.outbox.enqueue(tx, acknowledgementMail(cfg, row, token, now));
    await deps.outbox.enqueue(tx, operatorMail(cfg, row, message));
  });
  void deps.outbox.deliver();
  void deps.live.poll();
  return { row, token };
}

async function byToken(deps: DeskDeps, q: Queryable, token: string, lock = false) {
  if (!isTokenShape(token)) throw new DeskError("not_found");
  const r = await requestByTokenHash(q, sha256(token), lock);
  if (!r) throw new DeskError("not_found");
  return r;
}

export type PersonView = {
  reference: string;
  kind: string;
  status: string;
  created_at: string;
  updated_at: string;
  reply_by: string | null;
  name: string;
  language: string;
  details: Record<string, string>;
  source: string | null;
  live: boolean;
  /**
   * The page gives the urgent-help lines first, Tele-MANAS leading (issue 32): set for a request
   * whose words speak of an acute danger. The person is never told why.
   */
  urgent_lines_first: boolean;
  /** A staff member has opened the request (issue 32: "Read by the desk"). */
  read_by_desk: boolean;
  messages: PublicMessage[];
};

export function personView(
  deps: DeskDeps,
  r: RequestRow,
  messages: MessageRow[],
  live: boolean,
): PersonView {
  return {
    reference: r.reference,
    kind: r.kind,
    status: r.status,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
    reply_by: r.waiting_since && r.reply_due_at ? new Date(r.reply_due_at).toISOString() : null,
    name: r.name,
    language: r.language,
    details: r.details,
    source: r.source_path,
    live,
    urgent_lines_first: r.possible_risk,
    read_by_desk: r.read_at !== null,
    messages: messages
      .filter((m) => m.author_kind !== "note")
      .map((m) => publicMessage(m, r, deps.cfg.teamName)),
  };
}

/**
 * What a closed request's 410 says besides its reference (issue 32): "Did this help?" is asked
 * (`helped_question`), and the answer once given (`helped`: { helped, words, at }).
 */
export function closedExtra(r: RequestRow) {
  return {
    reference: r.reference,
    helped_question: true,
    helped: helpedView(r),
  };
}

/** A request's "Did this help?" answer, or null while there is none. */
export function helpedView(r: Pick<RequestRow, "helped" | "helped_words" | "helped_at">) {
  return r.helped === null
    ? null
    : {
        helped: r.helped,
        words: r.helped_words,
        at: r.helped_at ? new Date(r.helped_at).toISOString() : null,
      };
}

/** The request a private link opens; 410 once closed. */
export async function requestForToken(
  deps: DeskDeps,
  token: string,
): Promise<{ row: RequestRow; view: PersonView }> {
  const r = await byToken(deps, deps.db, token);
  if (r.status === "closed") throw new DeskError("request_closed", { extra: closedExtra(r) });
  const messages = await messagesOf(deps.db, [r.id], false);
  return { row: r, view: personView(deps, r, messages, await isLive(deps)) };
}

export async function personReply(
  deps: DeskDeps,
  token: string,
  body: string,
): Promise<{ message: PublicMessage; urgent_lines_first: boolean }> {
  const now = deps.now();
  const out = await deps.db.transaction(async (tx) => {
    const r = await byToken(deps, tx, token, true);
    if (r.status === "closed")
      throw new DeskError("request_closed", { extra: { reference: r.reference } });
    // Per request, whoever sends: the wait is until the first of the hour's messages is an hour old.
    const recent = await personMessagesSince(tx, r.id, new Date(now.getTime() - 3600_000));
    if (recent.count >= deps.cfg.limits.repliesPerRequest) {
      const freeAt = (recent.first ?? now).getTime() + 3600_000;
      throw new DeskError("rate_limited_request", {
        retryAfter: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
      });
    }
    const m = await insertMessage(tx, {
      request_id: r.id,
      author_kind: "person",
      author_id: r.user_id,
      author_name: null,
      body,
      created_at: now,
    });
    const status = r.status === "waiting" ? "in-progress" : r.status;
    const waitingSince = r.waiting_since ?? now;
    // A later message can show a danger the first did not; the flag is never taken away here.
    const newlyFlagged = !r.possible_risk && isPossibleRisk(body);
    await updateRequest(tx, r.id, {
      status,
      updated_at: now,
      ...(newlyFlagged ? { possible_risk: true } : {}),
      waiting_since: waitingSince,
      reply_due_at: r.waiting_since
        ? r.reply_due_at
        : replyDue(now, deps.cfg.hours, deps.cfg.replyWithinHours),
    });
    await insertAudit(tx, {
      request_id: r.id,
      reference: r.reference,
      actor_id: r.user_id,
      actor_email: null,
      action: "replied_by_person",
      detail: { message_id: m.id },
      at: now,
    });
    if (newlyFlagged) {
      const next = { ...r, possible_risk: true };
      await flagged(deps, tx, next, "message", now);
      await deps.outbox.enqueue(tx, onCallMail(deps.cfg, next, "message", now));
    }
    const message = publicMessage(m, r, deps.cfg.teamName);
    await emit(tx, deps, {
      request_id: r.id,
      audience: "both",
      type: "message.created",
      payload: { id: r.id, reference: r.reference, message: { ...message, from: "person" } },
      person_payload: { message },
    });
    if (status !== r.status) {
      await emit(tx, deps, {
        request_id: r.id,
        audience: "both",
        type: "request.updated",
        payload: { id: r.id, reference: r.reference, status, assigned_to: assignedOf(r) },
        person_payload: { reference: r.reference, status },
      });
    }
    // The page gives the urgent lines first from now on (issue 32), never saying why.
    return { message, urgent_lines_first: r.possible_risk || newlyFlagged };
  });
  void deps.outbox.deliver();
  void deps.live.poll();
  return out;
}

/**
 * A request flagged "possible risk" (issue 32): the step in the audit log, with what flagged it
 * and where its urgent mail goes. The words that matched are not written down.
 */
async function flagged(
  deps: DeskDeps,
  tx: Queryable,
  r: Pick<RequestRow, "id" | "reference">,
  by: "request" | "message",
  now: Date,
) {
  await insertAudit(tx, {
    request_id: r.id,
    reference: r.reference,
    actor_id: null,
    actor_email: null,
    action: "flagged_possible_risk",
    detail: { by, oncall: deps.cfg.onCallInbox ?? deps.cfg.operatorInbox },
    at: now,
  });
}

export function assignedOf(r: Pick<RequestRow, "assigned_to" | "assigned_name">) {
  return r.assigned_to ? { id: r.assigned_to, name: r.assigned_name } : null;
}

/** The person deletes their request: it, its thread and its events go; the audit keeps the reference. */
export async function deleteByToken(deps: DeskDeps, token: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const r = await byToken(deps, tx, token, true);
    await removeRequest(deps, tx, r, "deleted_by_person", now);
  });
  void deps.live.poll();
}

export async function removeRequest(
  deps: DeskDeps,
  tx: Queryable,
  r: Pick<RequestRow, "id" | "reference" | "user_id">,
  action: string,
  now: Date,
) {
  await deleteEventsOfRequest(tx, r.id);
  await deleteRequest(tx, r.id);
  await insertAudit(tx, {
    request_id: null,
    reference: r.reference,
    actor_id: null,
    actor_email: null,
    action,
    detail: {},
    at: now,
  });
  await emit(tx, deps, {
    request_id: null,
    audience: "staff",
    type: "request.deleted",
    payload: { id: r.id, reference: r.reference },
  });
}

export { privatePath };
