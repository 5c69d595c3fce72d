/**
 * Staff tools (issue 32, item 3): saved replies per language, the display name replies are signed
 * with, reply-time targets per kind (time left, "due soon", "overdue", one mail to the operator
 * when missed); and "Did this help?" (item 4), answered once on a closed request's page.
 */
import { randomUUID } from "node:crypto";
import { DUE_SOON_HOURS, replyTargets } from "../config.ts";
import { insertAudit } from "../storage/audit.ts";
import type { Queryable } from "../storage/db.ts";
import { requestByTokenHash, updateRequest, type RequestRow } from "../storage/requests.ts";
import {
  deleteSavedReply,
  displayNameOf,
  insertSavedReply,
  savedReplies,
  setDisplayName,
  updateSavedReply,
  type SavedReplyRow,
} from "../storage/staff-tools.ts";
import type { DeskDeps } from "./deps.ts";
import { readUuid } from "./ids.ts";
import { targetMissedMail } from "./mail-text.ts";
import { emit, helpedView } from "./requests.ts";
import type { Staff } from "./staff.ts";
import { isTokenShape, sha256 } from "./tokens.ts";
import { readDisplayName, readHelped, readSavedReply, type Fields } from "./validate.ts";
import { DeskError, type Kind } from "./words.ts";

const HOUR = 3600_000;

function savedView(r: SavedReplyRow) {
  return {
    id: r.id,
    language: r.language,
    title: r.title,
    body: r.body,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

async function staffAudit(
  q: Queryable,
  deps: DeskDeps,
  staff: Staff,
  action: string,
  detail: Record<string, unknown>,
) {
  await insertAudit(q, {
    request_id: null,
    reference: null,
    actor_id: staff.id,
    actor_email: staff.email,
    action,
    detail,
    at: deps.now(),
  });
}

export async function listSavedReplies(deps: DeskDeps) {
  return { saved_replies: (await savedReplies(deps.db)).map(savedView) };
}

export async function createSavedReply(deps: DeskDeps, staff: Staff, fields: Fields) {
  const input = readSavedReply(fields);
  return deps.db.transaction(async (tx) => {
    const row = await insertSavedReply(tx, {
      id: randomUUID(),
      ...input,
      created_by: staff.id,
      created_at: deps.now(),
    });
    await staffAudit(tx, deps, staff, "saved_reply_created", { id: row.id });
    return savedView(row);
  });
}

function savedIdOf(value: string): string {
  const id = readUuid(value);
  if (!id) throw new DeskError("saved_reply_not_found");
  return id;
}

export async function editSavedReply(deps: DeskDeps, staff: Staff, id: string, fields: Fields) {
  const replyId = savedIdOf(id);
  const input = readSavedReply(fields);
  return deps.db.transaction(async (tx) => {
    const row = await updateSavedReply(tx, replyId, {
      ...input,
      updated_by: staff.id,
      updated_at: deps.now(),
    });
    if (!row) throw new DeskError("saved_reply_not_found");
    await staffAudit(tx, deps, staff, "saved_reply_changed", { id: row.id });
    return savedView(row);
  });
}

export async function removeSavedReply(deps: DeskDeps, staff: Staff, id: string) {
  const replyId = savedIdOf(id);
  return deps.db.transaction(async (tx) => {
    if (!(await deleteSavedReply(tx, replyId))) throw new DeskError("saved_reply_not_found");
    await staffAudit(tx, deps, staff, "saved_reply_deleted", { id: replyId });
    return { deleted: true };
  });
}

/**
 * A saved reply's text for one request: `{name}` is the person's name and `{reference}` the
 * request's reference (a placeholder the text does not know stays as written).
 */
export function fillPlaceholders(body: string, r: { name: string; reference: string }): string {
  return body.replace(/\{(name|reference)\}/g, (_all, key: "name" | "reference") => r[key]);
}

/** The staff member as the desk knows them: the display name their replies are signed with. */
export async function staffProfile(deps: DeskDeps, staff: Staff) {
  return { ...staff, display_name: await displayNameOf(deps.db, staff.id) };
}

export async function changeDisplayName(deps: DeskDeps, staff: Staff, fields: Fields) {
  const name = readDisplayName(fields);
  await deps.db.transaction(async (tx) => {
    await setDisplayName(tx, staff.id, name, deps.now());
    await staffAudit(tx, deps, staff, "display_name_set", {});
  });
  return { ...staff, display_name: name };
}

/** The name a reply is signed with; refused (409 `display_name_required`) until one is set. */
export async function replyName(q: Queryable, staff: Staff): Promise<string> {
  const name = await displayNameOf(q, staff.id);
  if (!name) throw new DeskError("display_name_required", { field: "display_name" });
  return name;
}

// ---- reply-time targets ----

export type TargetState = "ok" | "soon" | "overdue";

/** When the request's target falls, or null when it is not waiting for the team. */
export function targetDueAt(
  deps: DeskDeps,
  r: Pick<RequestRow, "kind" | "status" | "waiting_since">,
): Date | null {
  if (r.status === "closed" || !r.waiting_since) return null;
  const hours = replyTargets(deps.cfg)[r.kind as Kind] ?? 24;
  return new Date(new Date(r.waiting_since).getTime() + hours * HOUR);
}

export function targetOf(
  deps: DeskDeps,
  r: Pick<RequestRow, "kind" | "status" | "waiting_since">,
  now = deps.now(),
) {
  const due = targetDueAt(deps, r);
  if (!due) return { target_due_at: null, target_left_seconds: null, target_state: null };
  const left = Math.round((due.getTime() - now.getTime()) / 1000);
  const state: TargetState = left < 0 ? "overdue" : left <= DUE_SOON_HOURS * 3600 ? "soon" : "ok";
  return { target_due_at: due.toISOString(), target_left_seconds: left, target_state: state };
}

/** The SQL of a queue row's target (hours per kind given as jsonb in parameter `$n`). */
export function targetSql(param: number): string {
  return `(r.waiting_since + (($${param}::jsonb ->> r.kind)::float8 * interval '1 hour'))`;
}

/**
 * The job `missed-targets` (every 5 minutes): each open request waiting past its target whose
 * miss was not yet mailed gets one mail to the operator, and the step in the audit log.
 */
export async function mailMissedTargets(deps: DeskDeps, tx: Queryable, now: Date) {
  const targets = replyTargets(deps.cfg);
  const rows = await tx.query<RequestRow & { due: Date }>(
    `select r.id::text as id, r.reference, r.kind, r.status, r.waiting_since, r.assigned_name,
       ${targetSql(1)} as due
     from desk.requests r
     where r.status <> 'closed' and r.waiting_since is not null and r.target_missed_at is null
       and ${targetSql(1)} < $2
     order by r.waiting_since
     for update of r`,
    [JSON.stringify(targets), now],
  );
  for (const r of rows) {
    await updateRequest(tx, r.id, { target_missed_at: now });
    await insertAudit(tx, {
      request_id: r.id,
      reference: r.reference,
      actor_id: null,
      actor_email: null,
      action: "target_missed_mailed",
      detail: { hours: targets[r.kind as Kind] },
      at: now,
    });
    await deps.outbox.enqueue(
      tx,
      targetMissedMail(deps.cfg, r, targets[r.kind as Kind], new Date(r.due)),
    );
  }
  return rows.length;
}

// ---- "Did this help?" ----

export { helpedView };

/**
 * The person's answer on a closed request, by its private link: once (a second answer is 409
 * `already_answered`: the first stands), only once it is closed (409 `not_closed`).
 */
export async function answerHelped(deps: DeskDeps, token: string, fields: Fields) {
  const input = readHelped(fields);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (!isTokenShape(token)) throw new DeskError("not_found");
    const r = await requestByTokenHash(tx, sha256(token), true);
    if (!r) throw new DeskError("not_found");
    if (r.status !== "closed") throw new DeskError("not_closed");
    if (r.helped !== null) throw new DeskError("already_answered");
    await updateRequest(tx, r.id, {
      helped: input.helped,
      helped_words: input.words,
      helped_at: now,
    });
    await insertAudit(tx, {
      request_id: r.id,
      reference: r.reference,
      actor_id: r.user_id,
      actor_email: null,
      action: "helped_answered",
      detail: { helped: input.helped },
      at: now,
    });
    await emit(tx, deps, {
      request_id: r.id,
      audience: "staff",
      type: "request.helped",
      payload: { id: r.id, reference: r.reference, helped: input.helped },
    });
    return {
      reference: r.reference,
      helped: helpedView({ helped: input.helped, helped_words: input.words, helped_at: now }),
    };
  });
}
