/**
 * The request and subscription forms' checks in the browser: the desk server's own rules
 * (decision 0022, "Request fields"; packages/desk validate.ts), so a person hears about every
 * mistake at once, next to its field, before anything is sent. The server checks again and has the
 * last word; its refusals come back with the same codes, and the same words show for them.
 */
import { isMailbox } from "@saathi/auth-server/public";
import {
  asksFor,
  bestTimes,
  fieldLimits,
  isRequestKind,
  messageKinds,
  studentClasses,
  supportTypes,
  type DeskErrorCode,
} from "../../config/request-kinds.ts";

/** One mistake: its code (the words are the catalogue's `errors[code]`) and the field it is about. */
export type FieldError = { code: DeskErrorCode | "offline"; field?: string };

/** A form's values by field name, as FormData gives them (a ticked box is "yes"). */
export type FormValues = Record<string, string | undefined>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CONSENT = ["yes", "on", "true", "1"];

const value = (values: FormValues, name: string) => (values[name] ?? "").trim();
const length = (text: string) => [...text].length;

export function emailError(email: string, field = "email"): FieldError | undefined {
  if (!email) return undefined;
  if (length(email) > fieldLimits.email) return { code: "too_long", field };
  // The server's own check (the auth server's and the desk's): an RFC 5321 mailbox.
  if (!isMailbox(email)) return { code: "invalid_email", field };
  return undefined;
}

export function phoneError(phone: string): FieldError | undefined {
  if (!phone) return undefined;
  const digits = phone.replace(/\D/g, "");
  if (!/^\+?[\d\s()-]+$/.test(phone) || digits.length < 10 || digits.length > 15)
    return { code: "invalid_phone", field: "phone" };
  return undefined;
}

function dateError(date: string, field: string): FieldError | undefined {
  if (!date) return undefined;
  const day = DATE.test(date) ? new Date(`${date}T00:00:00Z`) : undefined;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date)
    return { code: "invalid_field", field };
  return undefined;
}

function tooLong(values: FormValues, field: keyof typeof fieldLimits): FieldError | undefined {
  return length(value(values, field)) > fieldLimits[field]
    ? { code: "too_long", field }
    : undefined;
}

/**
 * Every mistake in a request form, in the order of the form's fields (the server stops at the
 * first). Only the details the chosen kind asks for are checked: the others are not sent on.
 */
export function validateRequest(values: FormValues): FieldError[] {
  const errors: (FieldError | undefined)[] = [];
  const kind = value(values, "kind");
  const known = isRequestKind(kind) ? kind : undefined;
  if (!known) errors.push({ code: "invalid_kind", field: "kind" });

  const name = value(values, "name");
  errors.push(name ? tooLong(values, "name") : { code: "name_required", field: "name" });
  const email = value(values, "email");
  const phone = value(values, "phone");
  errors.push(emailError(email), phoneError(phone));
  if (!email && !phone) errors.push({ code: "contact_required", field: "email" });
  const bestTime = value(values, "best_time");
  if (bestTime && !(bestTimes as readonly string[]).includes(bestTime))
    errors.push({ code: "invalid_field", field: "best_time" });

  if (asksFor(known, "place")) {
    errors.push(
      value(values, "city") ? tooLong(values, "city") : { code: "city_required", field: "city" },
    );
  }
  if (asksFor(known, "hospital")) errors.push(tooLong(values, "hospital"));
  if (asksFor(known, "dates")) {
    const from = value(values, "date_from");
    const to = value(values, "date_to");
    const fromError = dateError(from, "date_from");
    const toError = dateError(to, "date_to");
    errors.push(fromError, toError);
    if (!fromError && !toError && from && to && to < from)
      errors.push({ code: "invalid_field", field: "date_to" });
  }
  if (asksFor(known, "student")) {
    const studentClass = value(values, "student_class");
    if (studentClass && !(studentClasses as readonly string[]).includes(studentClass))
      errors.push({ code: "invalid_field", field: "student_class" });
  }

  // The home and /contact form's subject line (optional).
  errors.push(tooLong(values, "subject"));
  const message = value(values, "message");
  if (known && messageKinds.includes(known) && !message)
    errors.push({ code: "message_required", field: "message" });
  else errors.push(tooLong(values, "message"));
  const supportType = value(values, "support_type");
  if (supportType && !(supportTypes as readonly string[]).includes(supportType))
    errors.push({ code: "invalid_field", field: "support_type" });

  if (!CONSENT.includes(value(values, "consent").toLowerCase()))
    errors.push({ code: "consent_required", field: "consent" });
  return errors.filter((error): error is FieldError => error !== undefined);
}

/** The subscription form's mistakes: an address, and the tick that says yes to the mail. */
export function validateSubscription(values: FormValues): FieldError[] {
  const email = value(values, "email");
  const errors = [email ? emailError(email) : { code: "invalid_email" as const, field: "email" }];
  if (!CONSENT.includes(value(values, "consent").toLowerCase()))
    errors.push({ code: "consent_required", field: "consent" });
  return errors.filter((error): error is FieldError => error !== undefined);
}

/** An answer on a request's page: 1 to 4,000 characters. */
export function validateAnswer(body: string): FieldError[] {
  const text = body.trim();
  if (!text) return [{ code: "message_required", field: "body" }];
  if (length(text) > fieldLimits.message) return [{ code: "too_long", field: "body" }];
  return [];
}

/**
 * What the form sends as JSON: its values trimmed, consent as `true`, and only the details the
 * kind asks for (the server would drop the others; sending them would only carry them further).
 */
export function requestBody(values: FormValues): Record<string, string | boolean> {
  const kind = value(values, "kind");
  const known = isRequestKind(kind) ? kind : undefined;
  const keep: Record<string, boolean> = {
    city: asksFor(known, "place"),
    date_from: asksFor(known, "dates"),
    date_to: asksFor(known, "dates"),
    hospital: asksFor(known, "hospital"),
    student_class: asksFor(known, "student"),
  };
  const body: Record<string, string | boolean> = {};
  for (const [name, raw] of Object.entries(values)) {
    const text = (raw ?? "").trim();
    if (name === "consent") body.consent = CONSENT.includes(text.toLowerCase());
    else if (text && keep[name] !== false)
      body[name] = name === "message" ? (raw ?? "").trim() : text;
  }
  return body;
}
