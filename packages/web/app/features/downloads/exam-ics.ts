/**
 * The exam calendar's .ics files (build time only: scripts/downloads.ts), made with the `ics`
 * package: one per exam and a feed of all, in each language.
 *
 * - Every event is all-day (DTSTART;VALUE=DATE, DTEND the day after the last day), as exams are
 *   announced by day; a window of days is one event across them.
 * - An expected exam is never given a date of its own (issue 30): its event is one day, the first
 *   of the month it usually falls in, titled "…: expected in May 2027, date not yet announced"
 *   (a month-long event would fill a phone's calendar for weeks). Its STATUS is TENTATIVE and it
 *   does not mark the time busy; the description says that no date is announced and gives the
 *   last cycle's dates and source.
 * - The UID is the exam's id at the site's host, the same in every language and every build, so
 *   importing a newer file updates the event instead of adding a second one; SEQUENCE rises with
 *   each check (days since 1970 of `checked`), and DTSTAMP is that check's day, so the same data
 *   always gives the same file.
 */
import { createEvents, type EventAttributes } from "ics";
import { site } from "../../config/site.ts";
import {
  examHomePath,
  examsForEveryone,
  examsInOrder,
  examWords,
  type ExamDate,
} from "../../content/exam-dates.ts";
import { catalogues } from "../../i18n/catalogues.ts";
import { localizedPath, type Locale } from "../../i18n/locales.ts";
import { dayAfter, formatDay, formatMonths, formatSpan } from "../../lib/exam-date-format.ts";

type DateArray = [number, number, number];

function dateArray(iso: string): DateArray {
  const [year, month, day] = iso.split("-").map(Number) as DateArray;
  return [year, month, day];
}

/** `ics` takes DTSTAMP as `timestamp`, which its types leave out. */
type Event = EventAttributes & { timestamp: number };

const DAY_MS = 86_400_000;

/**
 * The exam's page address (with its card's anchor) on the site at `siteUrl`: the calendar, or
 * for a state's own exam (issue 35) its state's page, which lists it whatever the browser keeps.
 */
export function examPageUrl(exam: ExamDate, locale: Locale, siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${localizedPath(examHomePath(exam), locale)}#${exam.id}`;
}

export function examEvent(exam: ExamDate, locale: Locale, siteUrl: string): Event {
  const words = catalogues[locale].tools.calendar;
  const { name, who, by } = examWords(exam, locale);
  const pageUrl = examPageUrl(exam, locale, siteUrl);
  const checkedAt = Date.parse(`${exam.checked}T00:00:00Z`);
  const common = {
    uid: `${exam.id}@${new URL(siteUrl).hostname}`,
    timestamp: checkedAt,
    sequence: Math.floor(checkedAt / DAY_MS),
    url: pageUrl,
    categories: [words.groups[exam.group]],
    productId: `${site.name}/exam-calendar`,
  };
  const about = [
    words.icsWho(who),
    words.icsBy(by),
    words.icsSite(exam.site),
    words.icsChecked(formatDay(exam.checked, locale), pageUrl),
  ];
  if (exam.status === "announced") {
    return {
      ...common,
      title: name,
      start: dateArray(exam.start),
      end: dateArray(dayAfter(exam.end ?? exam.start)),
      status: "CONFIRMED",
      transp: "OPAQUE",
      description: [words.icsAnnounced(exam.notice.url), ...about].join("\n"),
    };
  }
  const months = formatMonths(exam.months, locale);
  return {
    ...common,
    title: words.icsExpectedTitle(name, months),
    start: dateArray(`${exam.months.from}-01`),
    end: dateArray(dayAfter(`${exam.months.from}-01`)),
    status: "TENTATIVE",
    transp: "TRANSPARENT",
    busyStatus: "FREE",
    description: [
      words.icsExpected(months),
      words.icsLastTime(
        formatSpan(exam.basis, locale),
        `${exam.basis.source.title} (${exam.basis.source.url})`,
      ),
      ...about,
    ].join("\n"),
  };
}

/**
 * Content lines folded at 75 octets, as RFC 5545 (3.1) asks: `ics` folds at 75 characters, which
 * for Devanagari (3 octets each) makes lines of over 200 octets. Folds fall between code points,
 * never inside one; a reader unfolds them by removing each CRLF and the space after it.
 */
export function foldLines(ics: string): string {
  const unfolded = ics.replace(/\r\n[ \t]/g, "");
  const encoder = new TextEncoder();
  const lines = unfolded.split("\r\n").map((line) => {
    const parts: string[] = [];
    let part = "";
    let octets = 0;
    for (const char of line) {
      const size = encoder.encode(char).length;
      // The first line holds 75 octets; a continuation line 74 after its leading space.
      if (octets + size > (parts.length ? 74 : 75)) {
        parts.push(part);
        part = "";
        octets = 0;
      }
      part += char;
      octets += size;
    }
    parts.push(part);
    return parts.join("\r\n ");
  });
  return lines.join("\r\n");
}

function calendar(events: Event[], locale: Locale): string {
  const { error, value } = createEvents(events, {
    productId: `${site.name}/exam-calendar`,
    method: "PUBLISH",
    calName: catalogues[locale].tools.calendar.calendarName(site.name),
  });
  if (error || !value) throw error ?? new Error("ics: no calendar was made");
  return foldLines(value);
}

/** One exam's calendar file. */
export function examIcs(exam: ExamDate, locale: Locale, siteUrl: string): string {
  return calendar([examEvent(exam, locale, siteUrl)], locale);
}

/**
 * Every exam the calendar lists for everyone in one calendar file, in the order of the year (a
 * state's own exams, issue 35, have their files one by one).
 */
export function examFeed(
  locale: Locale,
  siteUrl: string,
  exams: readonly ExamDate[] = examsForEveryone,
): string {
  return calendar(
    examsInOrder(exams).map((exam) => examEvent(exam, locale, siteUrl)),
    locale,
  );
}
