/**
 * The staff API (docs/decisions/0022-service-desk.md, "Staff") as the desk calls it: JSON with the
 * session's access token (lib/desk-call.ts), and the shapes it answers.
 */
import type { Assignee, Kind, QueueRow, Status } from "./queue.ts";

export { DESK_API, deskCall, DeskApiError } from "../../lib/desk-call.ts";

export type ThreadMessage = {
  id: string;
  from: "person" | "staff" | "note";
  author: string;
  author_id?: string | null;
  body: string;
  created_at: string;
};

export type AuditEntry = {
  at: string;
  actor: string | null;
  action: string;
  detail: Record<string, unknown>;
};

/** A request as the desk opens it: the queue's row with the person's details, thread and history. */
export type RequestDetail = QueueRow & {
  email: string | null;
  phone: string | null;
  best_time: string | null;
  details: Record<string, string>;
  source: string | null;
  consent_at: string;
  user_id: string | null;
  closed_at: string | null;
  messages: ThreadMessage[];
  audit: AuditEntry[];
};

export type StaffMember = {
  id: string;
  email: string;
  name: string;
  /** The name replies are signed with (issue 32): null until set on the desk. */
  display_name?: string | null;
};

/** What a live event carries (the staff audience). */
export type DeskEvent =
  | { type: "ready"; data: { live: boolean } }
  | { type: "request.created"; data: { id: string; reference: string; kind: Kind } }
  | {
      type: "request.updated";
      data: { id: string; reference: string; status: Status; assigned_to: Assignee | null };
    }
  | { type: "message.created"; data: { id: string; reference: string; message: ThreadMessage } }
  | { type: "request.deleted"; data: { id: string; reference: string } }
  /** The person answered "Did this help?" (issue 32). */
  | { type: "request.helped"; data: { id: string; reference: string; helped: boolean } }
  | { type: "presence"; data: { live: boolean } };
