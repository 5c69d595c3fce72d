/** The request form's rules (docs/decisions/0022-service-desk.md, "Request fields"). */
import { isMailbox } from "@saathi/auth-server/public";
import { isLocale, localeOr, type Locale } from "../config.ts";
import { cleanLine, cleanText, hasForbiddenControl } from "./text.ts";
import {
  BEST_TIMES,
  DETAIL_KINDS,
  KINDS,
  LIMITS,
  MESSAGE_KINDS,
  STUDENT_CLASSES,
  SUPPORT_TYPES,
  type Kind,
  type SupportType,
} from "../contract.ts";
import { DeskError } from "./words.ts";

export type Fields = Record<string, string | boolean | undefined>;

export type RequestInput = {
  kind: Kind;
  name: string;
  email: string | null;
  phone: string | null;
  language: Locale;
  locale: Locale;
  best_time: string | null;
  /** The home and /contact form's subject line and who the help is for (SPEC.md); optional. */
  subject: string | null;
  support_type: SupportType | null;
  details: Record<string, string>;
  source_path: string | null;
};

/** Whether `value` is one of `list` (a typed list of ids). */
function isOneOf(list: readonly string[], value: string): boolean {
  return list.includes(value);
}

export function str(fields: Fields, name: string): string {
  const v = fields[name];
  if (v === undefined || v === null) return "";
  if (typeof v === "boolean") return v ? "true" : "";
  return String(v);
}

export function localeOf(fields: Fields, fallback: Locale = "en"): Locale {
  return localeOr(str(fields, "locale"), fallback);
}

export function truthy(v: string | boolean | undefined): boolean {
  if (typeof v === "boolean") return v;
  return ["yes", "on", "true", "1"].includes(
    String(v ?? "")
      .trim()
      .toLowerCase(),
  );
}

/** Refuses a value that is too long or holds control characters; returns it trimmed. */
function text(fields: Fields, name: string, max: number, multiline = false): string {
  const raw = str(fields, name);
  if (raw.length > max * 2 + 100) throw new DeskError("too_long", { field: name });
  if (hasForbiddenControl(multiline ? raw : raw.replace(/[\r\n\t]/g, " ")))
    throw new DeskError("invalid_field", { field: name });
  const v = multiline ? cleanText(raw) : cleanLine(raw);
  if ([...v].length > max) throw new DeskError("too_long", { field: name });
  return v;
}

export function readEmail(fields: Fields, name = "email", required = false): string | null {
  const v = text(fields, name, LIMITS.email);
  if (!v) {
    if (required) throw new DeskError("invalid_email", { field: name });
    return null;
  }
  // The auth server's check, which the site's forms use too: an RFC 5321 mailbox with a host name
  // (no `?`, `&`, `=` or `%` in the domain to reach SMTP, a Reply-To or a mailto: link).
  if (!isMailbox(v)) throw new DeskError("invalid_email", { field: name });
  return v;
}

function readPhone(fields: Fields): string | null {
  const v = text(fields, "phone", LIMITS.phone);
  if (!v) return null;
  if (!/^\+?[\d\s()-]+$/.test(v)) throw new DeskError("invalid_phone", { field: "phone" });
  const digits = v.replace(/\D/g, "");
  if (digits.length < 10 || digits.length > 15)
    throw new DeskError("invalid_phone", { field: "phone" });
  if (!v.startsWith("+") && digits.length === 10) return `+91${digits}`;
  if (!v.startsWith("+") && digits.length === 11 && digits.startsWith("0"))
    return `+91${digits.slice(1)}`;
  return `+${digits}`;
}

function readDate(fields: Fields, name: string): string | null {
  const v = text(fields, name, 10);
  if (!v) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const d = m ? new Date(`${v}T00:00:00Z`) : undefined;
  if (!m || !d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v)
    throw new DeskError("invalid_field", { field: name });
  return v;
}

/** A same-site path (never another origin, never a scheme), or null. */
export function readSource(fields: Fields, name = "source"): string | null {
  const raw = str(fields, name).trim();
  if (!raw || raw.length > LIMITS.source) return null;
  if (
    !raw.startsWith("/") ||
    raw.startsWith("//") ||
    raw.includes("\\") ||
    hasForbiddenControl(raw)
  )
    return null;
  return /^\/[\w\-./?=&%~+]*$/.test(raw) ? raw : null;
}

export function readRequest(fields: Fields): RequestInput {
  const locale = localeOf(fields);
  const kindText = str(fields, "kind").trim();
  if (!isOneOf(KINDS, kindText)) throw new DeskError("invalid_kind", { field: "kind" });
  const kind = kindText as Kind;
  const name = text(fields, "name", LIMITS.name);
  if (!name) throw new DeskError("name_required", { field: "name" });
  const email = readEmail(fields);
  const phone = readPhone(fields);
  if (!email && !phone) throw new DeskError("contact_required", { field: "email" });
  // No language chosen: the page's. A code we do not write in is refused, not guessed at.
  const languageText = str(fields, "language").trim();
  let language: Locale = locale;
  if (languageText) {
    if (!isLocale(languageText)) throw new DeskError("invalid_field", { field: "language" });
    language = languageText;
  }
  const bestTimeText = str(fields, "best_time").trim();
  if (bestTimeText && !isOneOf(BEST_TIMES, bestTimeText))
    throw new DeskError("invalid_field", { field: "best_time" });

  const subject = text(fields, "subject", LIMITS.subject);
  const supportText = str(fields, "support_type").trim();
  if (supportText && !isOneOf(SUPPORT_TYPES, supportText))
    throw new DeskError("invalid_field", { field: "support_type" });

  const details: Record<string, string> = {};
  const message = text(fields, "message", LIMITS.message, true);
  if (MESSAGE_KINDS.includes(kind) && !message)
    throw new DeskError("message_required", { field: "message" });
  if (message) details.message = message;
  if (DETAIL_KINDS.place.includes(kind)) {
    const city = text(fields, "city", LIMITS.city);
    if (!city) throw new DeskError("city_required", { field: "city" });
    details.city = city;
    const from = readDate(fields, "date_from");
    const to = readDate(fields, "date_to");
    if (from && to && to < from) throw new DeskError("invalid_field", { field: "date_to" });
    if (from) details.date_from = from;
    if (to) details.date_to = to;
  }
  if (DETAIL_KINDS.hospital.includes(kind)) {
    const hospital = text(fields, "hospital", LIMITS.hospital);
    if (hospital) details.hospital = hospital;
  }
  if (DETAIL_KINDS.student.includes(kind)) {
    const cls = str(fields, "student_class").trim();
    if (cls && !isOneOf(STUDENT_CLASSES, cls))
      throw new DeskError("invalid_field", { field: "student_class" });
    if (cls) details.student_class = cls;
  }
  if (!truthy(fields.consent)) throw new DeskError("consent_required", { field: "consent" });
  return {
    kind,
    name,
    email,
    phone,
    language,
    locale,
    best_time: bestTimeText || null,
    subject: subject || null,
    support_type: (supportText || null) as SupportType | null,
    details,
    source_path: readSource(fields),
  };
}

/** A message in a thread (person or staff): 1-4000 characters. */
export function readBody(fields: Fields): string {
  const body = text(fields, "body", LIMITS.message, true);
  if (!body) throw new DeskError("message_required", { field: "body" });
  return body;
}

/**
 * The note staff write when they close a request flagged "possible risk" (issue 32): optional in
 * the form, up to 4000 characters; "" when absent or blank (the service decides whether it is
 * needed).
 */
export function readCloseNote(fields: Fields): string {
  return text(fields, "note", LIMITS.message, true);
}

/** A staff member's display name (issue 32): 1-60 characters on one line. */
export function readDisplayName(fields: Fields): string {
  const v = text(fields, "display_name", 60);
  if (!v) throw new DeskError("name_required", { field: "display_name" });
  return v;
}

/** A saved reply (issue 32): its language, a title (<= 100) and a body (<= 4000). */
export function readSavedReply(fields: Fields): { language: Locale; title: string; body: string } {
  const language = str(fields, "language");
  if (!isLocale(language)) throw new DeskError("invalid_field", { field: "language" });
  const title = text(fields, "title", 100);
  if (!title) throw new DeskError("invalid_field", { field: "title" });
  const body = text(fields, "body", LIMITS.message, true);
  if (!body) throw new DeskError("message_required", { field: "body" });
  return { language, title, body };
}

/** The most words "Did this help?" takes. */
export const HELPED_WORDS_MAX = 500;

/** "Did this help?" (issue 32): `helped` yes or no, and optional words (<= 500 characters). */
export function readHelped(fields: Fields): { helped: boolean; words: string | null } {
  const v = str(fields, "helped").trim().toLowerCase();
  if (v !== "yes" && v !== "no") throw new DeskError("helped_required", { field: "helped" });
  const words = text(fields, "words", HELPED_WORDS_MAX, true);
  return { helped: v === "yes", words: words || null };
}
