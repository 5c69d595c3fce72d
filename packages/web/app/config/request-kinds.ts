/**
 * The service desk's vocabulary as the site's forms use it (docs/decisions/0022-service-desk.md,
 * "Requests" and "Request fields"): the kinds of request, their statuses, and which details each
 * kind asks for, from the desk's own contract module (the browser loads that, never the desk
 * server). Ids only; the words are in the desk catalogue (i18n/<lang>/desk.ts).
 */

import {
  KINDS as requestKinds,
  STATUSES as requestStatuses,
  BEST_TIMES as bestTimes,
  STUDENT_CLASSES as studentClasses,
  DETAIL_KINDS as detailKinds,
  LIMITS as fieldLimits,
  MESSAGE_KINDS as messageKinds,
  SUPPORT_TYPES as supportTypes,
  type Kind as RequestKind,
  type Status as RequestStatus,
  type BestTime,
  type StudentClass,
  type DetailGroup,
} from "@saathi/desk/contract";

export {
  requestKinds,
  requestStatuses,
  bestTimes,
  studentClasses,
  detailKinds,
  fieldLimits,
  messageKinds,
  supportTypes,
};
export type { RequestKind, RequestStatus, BestTime, StudentClass, DetailGroup };

export function asksFor(kind: RequestKind | undefined, group: DetailGroup): boolean {
  return kind !== undefined && detailKinds[group].includes(kind);
}

/**
 * The groups of detail fields a kind asks for, and "details" (their fieldset) when it asks for
 * any: its option in the form carries them (`data-asks`), and app.css shows those groups when the
 * option is chosen.
 */
export function groupsOf(kind: RequestKind): string {
  const groups = (Object.keys(detailKinds) as DetailGroup[]).filter((group) =>
    asksFor(kind, group),
  );
  return (groups.length ? ["details", ...groups] : []).join(" ");
}

export function isRequestKind(value: unknown): value is RequestKind {
  return typeof value === "string" && (requestKinds as readonly string[]).includes(value);
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === "string" && (requestStatuses as readonly string[]).includes(value);
}

/**
 * A same-site path to record as the page a request came from, or undefined: the server's rule
 * (`readSource`), so what the form sends is never dropped there.
 */
export function sameSitePath(value: string | null | undefined): string | undefined {
  const raw = (value ?? "").trim();
  if (!raw || raw.length > fieldLimits.source) return undefined;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return undefined;
  return /^\/[\w\-./?=&%~+]*$/.test(raw) ? raw : undefined;
}

/** Every refusal code the desk answers with (decision 0022, "Error shape"). */
export const deskErrorCodes = [
  "invalid_kind",
  "name_required",
  "contact_required",
  "invalid_email",
  "invalid_phone",
  "consent_required",
  "message_required",
  "city_required",
  "invalid_field",
  "too_long",
  "body_too_large",
  "refused",
  "rate_limited_ip",
  "rate_limited_address",
  "rate_limited_request",
  "too_many_streams",
  "unsupported_media_type",
  "not_found",
  "request_closed",
  "no_authorization",
  "bad_jwt",
  "not_staff",
  "insufficient_aal",
  "invalid_status",
  // Closing a request whose words speak of a danger (staff only; issue 32).
  "note_required",
  "invalid_assignee",
  // Staff tools and "Did this help?" (issue 32).
  "display_name_required",
  "saved_reply_not_found",
  "not_closed",
  "already_answered",
  "helped_required",
  "invalid_token",
  "method_not_allowed",
  // Exam reminders (the calendar's reminder dialog words them in i18n/<lang>/reminders.ts too).
  "invalid_exam",
  "exam_over",
  "email_required",
  "reminder_not_found",
  "service_unavailable",
] as const;
export type DeskErrorCode = (typeof deskErrorCodes)[number];

export function isDeskErrorCode(value: unknown): value is DeskErrorCode {
  return typeof value === "string" && (deskErrorCodes as readonly string[]).includes(value);
}

/** The request form's link for a kind, from a page (service buttons, Live Chat). */
export function requestHref(kind: RequestKind | undefined, source?: string, chat = false): string {
  const params = new URLSearchParams();
  if (kind) params.set("kind", kind);
  if (chat) params.set("chat", "1");
  const from = sameSitePath(source);
  if (from) params.set("source", from);
  const query = params.toString();
  return query ? `/request?${query}` : "/request";
}
