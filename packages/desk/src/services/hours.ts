/**
 * Support hours as arithmetic: is the desk open at an instant, when it next opens, and the instant
 * by which a reply is promised (N hours of open time later). Wall times are in the hours' own
 * IANA zone (Asia/Kolkata by default); answers are instants, shown to people in IST.
 */
import type { Locale, SupportHours } from "../config.ts";
import { dayPartOf, type DayPart } from "../contract.ts";

type Parts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
};
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(t: Date, timeZone: string): Parts {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      weekday: "short",
    });
    formatters.set(timeZone, f);
  }
  const p: Record<string, string> = {};
  for (const { type, value } of f.formatToParts(t)) p[type] = value;
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    weekday: WEEKDAYS[p.weekday!] ?? 1,
  };
}

/** The instant a wall time in `timeZone` names (the zone's offset found by two corrections). */
function instantOf(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let t = wanted;
  for (let i = 0; i < 2; i++) {
    const p = partsIn(new Date(t), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    t += wanted - shown;
  }
  return new Date(t);
}

function hm(text: string): [number, number] {
  const [h = "0", m = "0"] = text.split(":");
  return [Number(h), Number(m)];
}

/** Whether the local day of `p` is one of the hours' holidays ("MM-DD" yearly, "YYYY-MM-DD" once). */
function isHoliday(p: Parts, hours: SupportHours): boolean {
  if (!hours.holidays?.length) return false;
  const monthDay = `${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
  return hours.holidays.some((day) => day === monthDay || day === `${p.year}-${monthDay}`);
}

/** The open window of the local day that `t` falls on, if that day is open. */
function windowOf(t: Date, hours: SupportHours): { open: Date; close: Date; next: Date } {
  const p = partsIn(t, hours.timeZone);
  const [oh, om] = hm(hours.opens);
  const [ch, cm] = hm(hours.closes);
  const nextDay = new Date(Date.UTC(p.year, p.month - 1, p.day + 1));
  const next = instantOf(
    nextDay.getUTCFullYear(),
    nextDay.getUTCMonth() + 1,
    nextDay.getUTCDate(),
    0,
    0,
    hours.timeZone,
  );
  if (!hours.openDays.includes(p.weekday) || isHoliday(p, hours))
    return { open: next, close: next, next };
  return {
    open: instantOf(p.year, p.month, p.day, oh, om, hours.timeZone),
    close: instantOf(p.year, p.month, p.day, ch, cm, hours.timeZone),
    next,
  };
}

export function isOpen(t: Date, hours: SupportHours): boolean {
  const w = windowOf(t, hours);
  return t >= w.open && t < w.close;
}

/** `t` when open, else the next opening. */
export function nextOpening(t: Date, hours: SupportHours): Date {
  return addSupportTime(t, 0, hours);
}

/** The instant `ms` of open time after `start` (0: the first open instant at or after it). */
export function addSupportTime(start: Date, ms: number, hours: SupportHours): Date {
  let remaining = ms;
  let t = start;
  // Two years of days at most: a configuration with no open day never answers, so it stops.
  for (let i = 0; i < 800; i++) {
    const w = windowOf(t, hours);
    if (t < w.close) {
      const from = t > w.open ? t : w.open;
      const available = w.close.getTime() - from.getTime();
      if (remaining < available || (remaining === 0 && available > 0))
        return new Date(from.getTime() + remaining);
      remaining -= available;
    }
    t = w.next;
  }
  return new Date(start.getTime() + ms);
}

export function replyDue(t: Date, hours: SupportHours, withinHours: number): Date {
  return addSupportTime(t, withinHours * 3600_000, hours);
}

const IST = "Asia/Kolkata";

/**
 * How a language says a moment of the day in IST, for the languages that say "morning 11:30 o'clock":
 * the Intl locale of the date (and of the digits: Hindi keeps Western digits, as its pages do;
 * Bengali and Marathi write their own), the word for each part of the day (which hours are which
 * part is the contract's `dayPartOf`, shared with the site's pages), and the words around the time.
 */
const DAY_PARTS: Partial<
  Record<
    Locale,
    {
      intl: string;
      parts: Record<DayPart, string>;
      time: (part: string, hm: string) => string;
    }
  >
> = {
  hi: {
    intl: "hi-IN-u-nu-latn",
    parts: {
      night: "रात",
      morning: "सुबह",
      afternoon: "दोपहर",
      lateAfternoon: "दोपहर",
      evening: "शाम",
    },
    time: (part, hm) => `${part} ${hm} बजे (IST)`,
  },
  bn: {
    intl: "bn-IN",
    parts: {
      night: "রাত",
      morning: "সকাল",
      afternoon: "দুপুর",
      lateAfternoon: "বিকেল",
      evening: "সন্ধ্যা",
    },
    time: (part, hm) => `${part} ${hm}টায় (IST)`,
  },
  mr: {
    intl: "mr-IN",
    parts: {
      night: "रात्री",
      morning: "सकाळी",
      afternoon: "दुपारी",
      lateAfternoon: "दुपारी",
      evening: "संध्याकाळी",
    },
    time: (part, hm) => `${part} ${hm} वाजता (IST)`,
  },
};

/**
 * "Tuesday 4 March, 11:30 am IST" / "मंगलवार 4 मार्च, सुबह 11:30 बजे (IST)" / "মঙ্গলবার ৪ মার্চ,
 * সকাল ১১:৩০টায় (IST)" / "मंगळवार, ४ मार्च, सकाळी ११:३० वाजता (IST)": always in IST.
 */
export function formatIst(t: Date, locale: Locale): string {
  const words = DAY_PARTS[locale];
  if (words) {
    const date = new Intl.DateTimeFormat(words.intl, {
      timeZone: IST,
      weekday: "long",
      day: "numeric",
      month: "long",
    }).format(t);
    const p = partsIn(t, IST);
    const h12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
    const digits = new Intl.NumberFormat(words.intl, { useGrouping: false });
    const hm = `${digits.format(h12)}:${digits.format(p.minute).padStart(2, digits.format(0))}`;
    return `${date}, ${words.time(words.parts[dayPartOf(p.hour, locale)], hm)}`;
  }
  const date = new Intl.DateTimeFormat("en-IN", {
    timeZone: IST,
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(t);
  const time = new Intl.DateTimeFormat("en-IN", {
    timeZone: IST,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  })
    .format(t)
    .toLowerCase();
  return `${date.replace(",", "")}, ${time} IST`;
}

/** The hours' opening and closing times in IST ("09:00" to "18:00"), whatever zone they are kept in. */
export function hoursInIst(hours: SupportHours, on: Date): { opens: string; closes: string } {
  const w = windowOf(nextOpening(on, hours), hours);
  const fmt = (t: Date) => {
    const p = partsIn(t, IST);
    return `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
  };
  return { opens: fmt(w.open), closes: fmt(w.close) };
}

/** Each language's weekday names (Monday first), a span of days ("Monday to Friday") and its "and". */
const DAY_WORDS: Record<
  Locale,
  { names: string[]; span: (first: string, last: string) => string; and: string }
> = {
  en: {
    names: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    span: (first, last) => `${first} to ${last}`,
    and: "and",
  },
  hi: {
    names: ["सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार", "रविवार"],
    span: (first, last) => `${first} से ${last}`,
    and: "और",
  },
  bn: {
    names: ["সোমবার", "মঙ্গলবার", "বুধবার", "বৃহস্পতিবার", "শুক্রবার", "শনিবার", "রবিবার"],
    span: (first, last) => `${first} থেকে ${last}`,
    and: "ও",
  },
  mr: {
    names: ["सोमवार", "मंगळवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार", "रविवार"],
    span: (first, last) => `${first} ते ${last}`,
    and: "आणि",
  },
};

/** [1,2,3,4,5] -> "Monday to Friday" / "सोमवार से शुक्रवार"; other sets are listed. */
export function openDaysInWords(openDays: number[], locale: Locale): string {
  const days = [...new Set(openDays)].filter((d) => d >= 1 && d <= 7).sort();
  const { names, span, and } = DAY_WORDS[locale];
  if (days.length === 0) return "";
  const contiguous = days.every((d, i) => i === 0 || d === days[i - 1]! + 1);
  if (contiguous && days.length > 2) return span(names[days[0]! - 1]!, names[days.at(-1)! - 1]!);
  const list = days.map((d) => names[d - 1]!);
  const last = list.pop()!;
  return list.length === 0 ? last : `${list.join(", ")} ${and} ${last}`;
}

/** The IST calendar date of an instant, "YYYY-MM-DD". */
export function istDate(t: Date): string {
  return new Date(t.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
}
