/**
 * Dates of the exam calendar as a person reads them, in the page's language: "11 April 2027",
 * "2–9 April 2026", "February – March 2027" ("11 अप्रैल 2027" in Hindi, Western digits). The page,
 * and the calendar files the build makes, use these same words.
 */
import type { DateSpan } from "../content/exam-dates.ts";
import type { Locale } from "../i18n/locales.ts";

const intlLocale: Record<Locale, string> = { en: "en-IN", hi: "hi-IN", bn: "bn-IN", mr: "mr-IN" };

/** A calendar day (YYYY-MM-DD) at midnight UTC: formatted in UTC, it is that day everywhere. */
function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function formatter(locale: Locale, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(intlLocale[locale], { ...options, timeZone: "UTC" });
}

/** "11 April 2027". */
export function formatDay(iso: string, locale: Locale): string {
  return formatter(locale, { day: "numeric", month: "long", year: "numeric" }).format(day(iso));
}

/** A day, or a window of days: "2–9 April 2026", "17 February – 9 April 2026". */
export function formatSpan(span: DateSpan, locale: Locale): string {
  const f = formatter(locale, { day: "numeric", month: "long", year: "numeric" });
  return span.end && span.end !== span.start
    ? f.formatRange(day(span.start), day(span.end))
    : f.format(day(span.start));
}

/** Expected months (YYYY-MM to YYYY-MM): "May 2027", "February – March 2027". */
export function formatMonths(months: { from: string; to: string }, locale: Locale): string {
  const f = formatter(locale, { month: "long", year: "numeric" });
  const from = day(`${months.from}-01`);
  return months.to === months.from ? f.format(from) : f.formatRange(from, day(`${months.to}-01`));
}

/** The day after a calendar day (YYYY-MM-DD). */
export function dayAfter(iso: string): string {
  const next = day(iso);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
