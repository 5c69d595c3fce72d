/**
 * The staff API (docs/decisions/0022-service-desk.md, "Staff") as the desk calls it: JSON with the
 * session's access token. A refusal comes back as a DeskApiError with the contract's code.
 */
import type { Assignee, Kind, QueueRow, Status } from "./queue.ts";

export const DESK_API = "/api/desk";

export class DeskApiError extends Error {
  override name = "DeskApiError";
  readonly status: number;
  /** The contract's error code ("not_staff", "request_closed", ...), or "network". */
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

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

export type StaffMember = { id: string; email: string; name: string };

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
  | { type: "presence"; data: { live: boolean } };

/** A call to the desk's API with the bearer token; JSON in and out. */
export async function deskCall<T>(
  token: string,
  path: string,
  init: { method?: string; json?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (init.json !== undefined) headers["Content-Type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(`${DESK_API}${path}`, {
      method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      cache: "no-store",
    });
  } catch (cause) {
    throw new DeskApiError(0, "network", String((cause as Error)?.message ?? cause));
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok)
    throw new DeskApiError(
      res.status,
      typeof body.code === "string" ? body.code : "unknown",
      typeof body.message === "string" ? body.message : `HTTP ${res.status}`,
    );
  return body as T;
}
