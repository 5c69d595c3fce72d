/**
 * Support hours in words, in the configured zone and, when that zone is not
 * India's, with the IST equivalent beside it (the audience is in India), in the page's
 * language: its catalogue's words (`m.contact`) and its digits.
 */
import { dayPartOf } from "@saathi/desk/contract";
import type { SupportHours } from "../config/site.ts";
import type { Messages } from "../i18n/catalogue.ts";
import type { Locale } from "../i18n/locales.ts";
import { localDigits } from "./digits.ts";

const IST = "Asia/Kolkata";

/** Minutes east of UTC for a zone on a date (daylight saving included). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT(?:([+-])(\d{2}):?(\d{2}))?/.exec(name ?? "");
  if (!match) throw new Error(`Unknown time zone "${timeZone}"`);
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

function parseTime(value: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59)
    throw new Error(`Support hours need "HH:MM", got "${value}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

type HoursWords = Pick<
  Messages["contact"],
  "weekdays" | "dayRange" | "everyDay" | "dayPeriods" | "clock" | "timeRange"
>;

/**
 * 540 -> "9:00 am" in English, "सुबह 9:00" in Hindi, "সকাল ৯:০০" in Bengali; minutes wrap around
 * midnight. Written out rather than left to Intl, so prerendering and the browser always agree; the
 * part of the day as the desk's mails divide it (the contract's `dayPartOf`).
 */
function clock(minutes: number, words: HoursWords, locale: Locale): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const time = `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, "0")}`;
  return words.clock(localDigits(time, locale), words.dayPeriods[dayPartOf(h, locale)]);
}

function describeDays({ first, last }: SupportHours["days"], words: HoursWords): string {
  if (first === last) return words.weekdays[first];
  if (last === (first === 1 ? 7 : first - 1)) return words.everyDay;
  return words.dayRange(words.weekdays[first], words.weekdays[last]);
}

function zoneAbbreviation(timeZone: string, at: Date): string {
  if (timeZone === IST) return "IST";
  return (
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value ?? timeZone
  );
}

/**
 * "Monday to Friday, 9:00 am to 6:00 pm IST", and for another zone also the IST
 * equivalent ("2:00 pm to 11:00 pm IST"), in the page's language: `words` are its
 * catalogue's (`m.contact`). `at` fixes the date for daylight saving.
 */
export function describeHours(
  hours: SupportHours,
  words: HoursWords,
  locale: Locale,
  at = new Date(),
): { local: string; ist?: string } {
  const opens = parseTime(hours.opens);
  const closes = parseTime(hours.closes);
  const times = (shift: number, zone: string) =>
    words.timeRange(
      clock(opens + shift, words, locale),
      clock(closes + shift, words, locale),
      zone,
    );
  const days = describeDays(hours.days, words);
  const local = `${days}, ${times(0, zoneAbbreviation(hours.timeZone, at))}`;
  if (hours.timeZone === IST) return { local };
  const shift = utcOffsetMinutes(IST, at) - utcOffsetMinutes(hours.timeZone, at);
  return { local, ist: times(shift, "IST") };
}

/**
 * The days, and the opening and closing times in IST, each in words ("Monday to Friday",
 * "9:00 am", "6:00 pm"): for sentences that place them apart (the night note beside a service
 * button, desk-hours-note.tsx).
 */
export function hoursInIstWords(
  hours: SupportHours,
  words: HoursWords,
  locale: Locale,
  at = new Date(),
): { days: string; opens: string; closes: string } {
  const shift = utcOffsetMinutes(IST, at) - utcOffsetMinutes(hours.timeZone, at);
  return {
    days: describeDays(hours.days, words),
    opens: clock(parseTime(hours.opens) + shift, words, locale),
    closes: clock(parseTime(hours.closes) + shift, words, locale),
  };
}
