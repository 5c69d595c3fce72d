/**
 * The desk's HTTP API as the person's screens call it (decision 0022, "HTTP contract"), on the
 * site's own origin under /api/desk. JSON in, JSON out; a refusal comes back as a `DeskFailure`
 * with the desk's code (the page shows its own catalogue's words for it), and a dropped
 * connection as `offline`.
 */
import type { Locale } from "../../i18n/locales.ts";
import {
  isDeskErrorCode,
  type DeskErrorCode,
  type RequestKind,
  type RequestStatus,
} from "../../config/request-kinds.ts";

export const DESK_API = "/api/desk";

export class DeskFailure extends Error {
  readonly code: DeskErrorCode | "offline";
  readonly field: string | undefined;
  readonly status: number;
  /** A closed request's reference (410 `request_closed`). */
  readonly reference: string | undefined;
  /** A closed request's "Did this help?" (410 `request_closed`, issue 32): asked, and the answer. */
  readonly helped: { asked: boolean; answer: HelpedAnswer | null } | undefined;
  constructor(
    code: DeskErrorCode | "offline",
    field?: string,
    status = 0,
    reference?: string,
    helped?: { asked: boolean; answer: HelpedAnswer | null },
  ) {
    super(code);
    this.code = code;
    this.field = field;
    this.status = status;
    this.reference = reference;
    this.helped = helped;
  }
}

type Init = { method?: string; body?: unknown; token?: string | undefined };

async function call<T>(path: string, { method = "GET", body, token }: Init = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${DESK_API}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new DeskFailure("offline");
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const code = isDeskErrorCode(data.code) ? data.code : "service_unavailable";
    const field = typeof data.field === "string" ? data.field : undefined;
    const reference = typeof data.reference === "string" ? data.reference : undefined;
    const helped =
      data.helped_question === true
        ? { asked: true, answer: (data.helped ?? null) as HelpedAnswer | null }
        : undefined;
    throw new DeskFailure(code, field, response.status, reference, helped);
  }
  return data as T;
}

/** The person's answer to "Did this help?" (issue 32). */
export type HelpedAnswer = { helped: boolean; words: string | null; at: string | null };

export type DeskStatus = {
  open_now: boolean;
  live: boolean;
  reply_within_hours: number;
  reply_by: string;
  /** The desk writes it in every language it knows; a language it does not yet know falls back to English. */
  reply_by_text: Partial<Record<Locale, string>> & { en: string };
  next_open_at: string;
};

export type CreatedRequest = {
  reference: string;
  token: string;
  private_path: string;
  kind: RequestKind;
  status: RequestStatus;
  created_at: string;
  reply_by: string | null;
  /** Give the urgent lines first (issue 32); the page never says why. */
  urgent_lines_first?: boolean;
};

export type ThreadMessage = {
  id: string;
  from: "person" | "staff";
  author: string | null;
  body: string;
  created_at: string;
};

export type PrivateRequest = {
  reference: string;
  kind: RequestKind;
  status: RequestStatus;
  created_at: string;
  reply_by: string | null;
  name: string;
  language: string;
  details: Record<string, string>;
  source: string | null;
  live: boolean;
  /** Give the urgent lines first (issue 32); the page never says why. */
  urgent_lines_first?: boolean;
  /** A staff member has opened it (issue 32): "Read by the desk". */
  read_by_desk?: boolean;
  messages: ThreadMessage[];
};

export type MyRequest = {
  reference: string;
  kind: RequestKind;
  status: RequestStatus;
  created_at: string;
  updated_at: string;
  reply_by: string | null;
  private_path: string | null;
  /** A staff member has opened it (issue 32). */
  read_by_desk?: boolean;
  messages: ThreadMessage[];
};

export const deskStatus = () => call<DeskStatus>("/status");

export const sendRequest = (body: Record<string, unknown>, token?: string) =>
  call<CreatedRequest>("/requests", { method: "POST", body, token });

const privatePath = (token: string) => `/private/${encodeURIComponent(token)}`;

export const privateRequest = (token: string) => call<PrivateRequest>(privatePath(token));

export const sendAnswer = (token: string, body: string, locale: string) =>
  call<{ message: ThreadMessage; urgent_lines_first?: boolean }>(`${privatePath(token)}/messages`, {
    method: "POST",
    body: { body, locale },
  });

/** "Did this help?" on a closed request (issue 32): once. */
export const sendHelped = (token: string, helped: "yes" | "no", words: string, locale: string) =>
  call<{ reference: string; helped: HelpedAnswer }>(`${privatePath(token)}/helped`, {
    method: "POST",
    body: { helped, words, locale },
  });

export const deleteRequest = (token: string) =>
  call<{ deleted: true }>(privatePath(token), { method: "DELETE" });

/** The private page's live updates (server-sent events; the token is in the path). */
export const privateEventsUrl = (token: string) => `${DESK_API}${privatePath(token)}/events`;

export const subscribe = (body: Record<string, unknown>) =>
  call<{ status: "check_email" }>("/subscriptions", { method: "POST", body });

export const myRequests = (token: string) =>
  call<{ requests: MyRequest[] }>("/me/requests", { token });

export const myDeskExport = (token: string) =>
  call<Record<string, unknown>>("/me/export", { token });

/** The desk's answer to a form the server sent back: the refusal, as a field error. */
export function failureAsError(failure: unknown): {
  code: DeskErrorCode | "offline";
  field?: string;
} {
  if (failure instanceof DeskFailure)
    return failure.field ? { code: failure.code, field: failure.field } : { code: failure.code };
  return { code: "service_unavailable" };
}
