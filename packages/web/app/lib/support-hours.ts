/**
 * Support hours in words, in the configured zone and, when that zone is not
 * India's, with the IST equivalent beside it (the audience is in India).
 */
import type { SupportHours } from "../config/site.ts";

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

/** 540 -> "9:00 am"; minutes wrap around midnight. */
function clock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const suffix = h < 12 ? "am" : "pm";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, "0")} ${suffix}`;
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
 * equivalent ("2:00 pm to 11:00 pm IST"). `at` fixes the date for daylight saving.
 */
export function describeHours(
  hours: SupportHours,
  at = new Date(),
): { local: string; ist?: string } {
  const opens = parseTime(hours.opens);
  const closes = parseTime(hours.closes);
  const local = `${hours.days}, ${clock(opens)} to ${clock(closes)} ${zoneAbbreviation(hours.timeZone, at)}`;
  if (hours.timeZone === IST) return { local };
  const shift = utcOffsetMinutes(IST, at) - utcOffsetMinutes(hours.timeZone, at);
  return { local, ist: `${clock(opens + shift)} to ${clock(closes + shift)} IST` };
}
