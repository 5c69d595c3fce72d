/**
 * A calendar date as the page's language writes it: "5 January 2026", "5 जनवरी 2026". Dates
 * in content are ISO days (YYYY-MM-DD), read as UTC so no time zone moves them a day.
 */
import type { Locale } from "../i18n/locales.ts";

const dateLocale: Record<Locale, string> = { en: "en-IN", hi: "hi-IN", bn: "bn-IN", mr: "mr-IN" };

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocale[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}
