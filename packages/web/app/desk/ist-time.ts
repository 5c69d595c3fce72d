/**
 * A moment as people in India read it, in the page's language: "Tuesday 3 March, 12:00 pm IST",
 * "मंगलवार, 3 मार्च, दोपहर 12:00 बजे (IST)". The same shape the desk's mails use
 * (packages/desk hours.ts `formatIst`), so the page and the mail promise the same words.
 */
import type { Locale } from "../i18n/locales.ts";

const IST = "Asia/Kolkata";

function hourAndMinute(at: Date): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: IST,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: part("hour"), minute: part("minute") };
}

export function formatIst(when: Date | string, locale: Locale): string {
  const at = typeof when === "string" ? new Date(when) : when;
  if (Number.isNaN(at.getTime())) return "";
  const { hour, minute } = hourAndMinute(at);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const time = `${h12}:${String(minute).padStart(2, "0")}`;
  if (locale === "hi") {
    const date = new Intl.DateTimeFormat("hi-IN-u-nu-latn", {
      timeZone: IST,
      weekday: "long",
      day: "numeric",
      month: "long",
    }).format(at);
    const part = hour < 12 ? "सुबह" : hour < 16 ? "दोपहर" : hour < 19 ? "शाम" : "रात";
    return `${date}, ${part} ${time} बजे (IST)`;
  }
  const date = new Intl.DateTimeFormat("en-IN", {
    timeZone: IST,
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(at);
  return `${date.replace(",", "")}, ${time} ${hour < 12 ? "am" : "pm"} IST`;
}

/** A day, short: "3 Mar 2026", "3 मार्च 2026" (lists of requests). */
export function formatDay(when: Date | string, locale: Locale): string {
  const at = typeof when === "string" ? new Date(when) : when;
  return new Intl.DateTimeFormat(locale === "hi" ? "hi-IN-u-nu-latn" : "en-IN", {
    timeZone: IST,
    dateStyle: "medium",
  }).format(at);
}
