/** The signed-in person's side: their requests (the /account list), their data export (requests, subscriptions, exam reminders), erasure. */
import { localeOr } from "../config.ts";
import type { AuthUser } from "./auth.ts";
import type { DeskDeps } from "./deps.ts";
import { deleteTicksOfUser, ticksForExport } from "./checklists.ts";
import { messagesOf, requestsOfUser, deleteRequestsOfUser } from "../storage/requests.ts";
import { subscriptionsOf, deleteSubscriptionsOf } from "../storage/subscriptions.ts";
import { deleteRemindersOfUser, remindersOfUser } from "../storage/reminders.ts";
import { deleteEventsOfRequest } from "../storage/events.ts";
import { insertAudit } from "../storage/audit.ts";
import { emit, helpedView, personView, privatePath, tokenOf } from "./requests.ts";
import { forgetStaff } from "../storage/staff-tools.ts";

export async function myRequests(deps: DeskDeps, user: AuthUser) {
  const rows = await requestsOfUser(deps.db, user.id);
  const messages = await messagesOf(
    deps.db,
    rows.map((r) => r.id),
    false,
  );
  const byRequest = Map.groupBy(messages, (m) => m.request_id);
  return {
    requests: rows.map((r) => {
      const view = personView(deps, r, byRequest.get(r.id) ?? [], false);
      const { live: _live, ...rest } = view;
      return {
        ...rest,
        private_path:
          r.status === "closed" ? null : privatePath(tokenOf(deps, r), localeOr(r.language, "en")),
      };
    }),
  };
}

export async function myExport(deps: DeskDeps, user: AuthUser) {
  const rows = await requestsOfUser(deps.db, user.id);
  const messages = await messagesOf(
    deps.db,
    rows.map((r) => r.id),
    false,
  );
  const byRequest = Map.groupBy(messages, (m) => m.request_id);
  const subs = await subscriptionsOf(deps.db, user.id, user.email ?? null);
  const reminders = await remindersOfUser(deps.db, user.id);
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  const checklistTicks = await ticksForExport(deps.db, user.id);
  return {
    checklist_ticks: checklistTicks,
    requests: rows.map((r) => ({
      reference: r.reference,
      kind: r.kind,
      status: r.status,
      name: r.name,
      email: r.email,
      phone: r.phone,
      language: r.language,
      best_time: r.best_time,
      details: r.details,
      source: r.source_path,
      consent_at: iso(r.consent_at),
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
      closed_at: iso(r.closed_at),
      read_by_desk_at: iso(r.read_at),
      did_it_help: helpedView(r),
      messages: (byRequest.get(r.id) ?? []).map((m) => ({
        from: m.author_kind === "staff" ? "staff" : "person",
        author: m.author_kind === "staff" ? m.author_name : r.name,
        body: m.body,
        created_at: iso(m.created_at),
      })),
    })),
    subscriptions: subs.map((s) => ({
      email: s.email,
      locale: s.locale,
      status: s.status,
      consent_at: iso(s.consent_at),
      confirmed_at: iso(s.confirmed_at),
      created_at: iso(s.created_at),
    })),
    reminders: reminders.map((r) => ({
      exam_id: r.exam_id,
      days_before: r.days_before,
      email: r.email,
      locale: r.locale,
      created_at: iso(r.created_at),
      sent_for: r.sent_for,
      sent_at: iso(r.sent_at),
    })),
  };
}

/** After the account is deleted: its requests (with threads and events), subscriptions and exam reminders go too. */
export async function forgetUser(deps: DeskDeps, userId: string, email: string | null) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await deleteTicksOfUser(tx, userId);
    const rows = await requestsOfUser(tx, userId);
    for (const r of rows) await deleteEventsOfRequest(tx, r.id);
    const gone = await deleteRequestsOfUser(tx, userId);
    for (const r of gone) {
      await insertAudit(tx, {
        request_id: null,
        reference: r.reference,
        actor_id: null,
        actor_email: null,
        action: "deleted_with_account",
        detail: {},
        at: now,
      });
      await emit(tx, deps, {
        request_id: null,
        audience: "staff",
        type: "request.deleted",
        payload: r,
      });
    }
    await deleteSubscriptionsOf(tx, userId, email);
    await deleteRemindersOfUser(tx, userId);
    // A staff account's display name goes; its saved replies stay the team's, unsigned (issue 32).
    await forgetStaff(tx, userId);
  });
}
