// @vitest-environment node
/**
 * Issue 24: every exam's .ics file, and the feed of all, parse (node-ical) with the right days:
 * all-day events, an announced exam on its days, an expected one as a single day, the first of its
 * likely month, saying that the date is not yet announced (issue 30), a stable UID and a DTSTAMP;
 * in both languages.
 */
import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { examDates, examsForEveryone, examWords, type ExamDate } from "../../content/exam-dates.ts";
import { catalogues } from "../../i18n/catalogues.ts";
import { locales } from "../../i18n/locales.ts";
import { dayAfter, formatMonths } from "../../lib/exam-date-format.ts";
import { examFeed, examIcs, foldLines } from "./exam-ics.ts";

const SITE = "https://saathi.example";

function events(ics: string): VEvent[] {
  return Object.values(ical.sync.parseICS(ics)).filter(
    (item): item is VEvent => item?.type === "VEVENT",
  );
}

/** A parsed all-day date as YYYY-MM-DD (node-ical gives it as local midnight). */
function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** What an exam's event should span: [first day, day after the last]. */
function expectedSpan(exam: ExamDate): [string, string] {
  return exam.status === "announced"
    ? [exam.start, dayAfter(exam.end ?? exam.start)]
    : [`${exam.months.from}-01`, dayAfter(`${exam.months.from}-01`)];
}

describe("exam calendar files", () => {
  for (const locale of locales) {
    const words = catalogues[locale].tools.calendar;

    it(`${locale}: each exam's file is one all-day event on the right days`, () => {
      for (const exam of examDates) {
        const ics = examIcs(exam, locale, SITE);
        expect(ics, exam.id).toMatch(/^BEGIN:VCALENDAR\r\n/);
        expect(ics, exam.id).toMatch(/DTSTART;VALUE=DATE:\d{8}\r\n/);
        expect(ics, exam.id).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
        const [event, ...more] = events(ics);
        expect(more, exam.id).toHaveLength(0);
        expect(event!.uid, exam.id).toBe(`${exam.id}@saathi.example`);
        expect(event!.datetype, exam.id).toBe("date");
        const [start, end] = expectedSpan(exam);
        expect(dayOf(event!.start), exam.id).toBe(start);
        expect(dayOf(event!.end!), exam.id).toBe(end);
        expect(dayOf(event!.dtstamp), exam.id).toBe(exam.checked);
        const summary = String(event!.summary);
        const description = String(event!.description);
        expect(description, exam.id).toContain(exam.site);
        if (exam.status === "expected") {
          expect(summary, exam.id).toBe(
            words.icsExpectedTitle(examWords(exam, locale).name, formatMonths(exam.months, locale)),
          );
          expect(event!.status, exam.id).toBe("TENTATIVE");
          expect(description, exam.id).toContain(exam.basis.source.url);
        } else {
          expect(summary, exam.id).toBe(examWords(exam, locale).name);
          expect(event!.status, exam.id).toBe("CONFIRMED");
          expect(description, exam.id).toContain(exam.notice.url);
        }
      }
    });

    it(`${locale}: the feed holds every exam listed for everyone once (not a state's own, issue 35), with the same events`, () => {
      const feed = examFeed(locale, SITE);
      // Unfolded (RFC 5545 3.1): a long line, as Bengali and Marathi names are, goes on the next.
      expect(feed.replace(/\r\n[ \t]/g, "")).toContain(
        `X-WR-CALNAME:${words.calendarName("Saathi")}`,
      );
      const parsed = events(feed);
      expect(parsed.map((e) => e.uid).sort()).toEqual(
        examsForEveryone.map((exam) => `${exam.id}@saathi.example`).sort(),
      );
      expect(parsed.some((e) => e.uid.startsWith("kcet-2027@"))).toBe(false);
      for (const exam of examsForEveryone) {
        const event = parsed.find((e) => e.uid === `${exam.id}@saathi.example`)!;
        expect([dayOf(event.start), dayOf(event.end!)], exam.id).toEqual(expectedSpan(exam));
      }
    });
  }

  it("an expected exam is a one-day entry that says when it is expected, not a month-long event", () => {
    const exam = examDates.find((e) => e.id === "jee-advanced-2027")!;
    expect(exam.status).toBe("expected");
    const [event] = events(examIcs(exam, "en", SITE));
    expect(event!.summary).toBe("JEE Advanced 2027: expected in May 2027, date not yet announced");
    expect([dayOf(event!.start), dayOf(event!.end!)]).toEqual(["2027-05-01", "2027-05-02"]);
    const [hindi] = events(examIcs(exam, "hi", SITE));
    expect(hindi!.summary).toBe("JEE Advanced 2027: मई 2027 में होने का अनुमान, तारीख़ अभी घोषित नहीं");
  });

  it("a state's own exam (issue 35) has its file, linking to its state's page", () => {
    const exam = examDates.find((e) => e.id === "kcet-2027")!;
    const [event] = events(examIcs(exam, "hi", SITE));
    expect(event!.uid).toBe("kcet-2027@saathi.example");
    expect(event!.url).toBe("https://saathi.example/hi/state/karnataka#kcet-2027");
    const [up] = events(
      examIcs(
        examDates.find((e) => e.id === "up-board-2027")!,
        "en",
        SITE,
      ),
    );
    expect(up!.url).toBe("https://saathi.example/exam-calendar#up-board-2027");
  });

  it("the same exam has the same UID in every language and every build, and the same file from the same data", () => {
    const exam = examDates[0]!;
    const uids = locales.map((locale) => events(examIcs(exam, locale, SITE))[0]!.uid);
    expect(new Set(uids).size).toBe(1);
    expect(examIcs(exam, "hi", SITE)).toBe(examIcs(exam, "hi", SITE));
  });

  it("folds lines at 75 octets without splitting a character, and the text survives unfolding", () => {
    const hindi = examFeed("hi", SITE);
    const encoder = new TextEncoder();
    for (const line of hindi.split("\r\n"))
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = hindi.replace(/\r\n /g, "");
    for (const exam of examsForEveryone)
      expect(unfolded).toContain(exam.hi.who.replace(/,/g, "\\,"));
    expect(foldLines(`SUMMARY:${"क".repeat(40)}`).split("\r\n ")).toHaveLength(2);
  });
});
