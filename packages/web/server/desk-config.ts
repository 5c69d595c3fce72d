/**
 * The service desk's settings from the site's own config (config/site.ts: brand, contact hours,
 * `site.desk`), the environment (DESK_* overrides, README "Service desk"), the urgent-help lines
 * in every language the desk writes (English, Hindi, Bengali, Marathi), the guides' reviewed dates
 * for the weekly digest, and the exam calendar's exams for reminders.
 *
 * The desk's languages (its `Locale`, `LOCALES`) are the ones here: the site's own list
 * (i18n/locales.ts) does not have Bengali and Marathi yet on this branch. Until its catalogues and
 * content do, their urgent-line words and exam dates are written here (`NOT_YET_IN_THE_SITE`), an
 * exam's name is its English one, and their weekly digest lists no guides; once the site has a
 * language, its own words are used instead.
 */
import {
  byLocale,
  deskEnvOverrides,
  type ChecklistSource,
  openDaysInWords,
  type DeskConfig,
  type DigestSource,
  type ExamSource,
  type Locale,
  type ReminderExam,
} from "@saathi/desk";
import { site } from "../app/config/site.ts";
import { examDates } from "../app/content/exam-dates.ts";
import { guides } from "../app/content/guides.ts";
import { pagesByLocale } from "../app/content/index.ts";
import { urgentLines } from "../app/content/urgent-help.ts";
import { catalogues } from "../app/i18n/catalogues.ts";
import { isLocale as isSiteLocale, localizedPath } from "../app/i18n/locales.ts";
import { formatMonths, formatSpan } from "../app/lib/exam-date-format.ts";

/**
 * The desk's words for the languages the site's catalogues do not have yet: the urgent lines'
 * labels (the numbers are the site's) and how the exam calendar says a date, in that language's
 * own digits (bn-IN, mr-IN), as the Bengali and Marathi mails write numbers.
 */
const NOT_YET_IN_THE_SITE: Partial<
  Record<
    Locale,
    {
      urgentLines: Record<(typeof urgentLines)[number]["id"], string>;
      or: string;
      intl: string;
      expectedWhen: (months: string) => string;
    }
  >
> = {
  bn: {
    urgentLines: {
      emergency: "জরুরি পরিষেবা: পুলিশ, দমকল, অ্যাম্বুলেন্স",
      ambulance: "অ্যাম্বুলেন্স",
      "tele-manas": "টেলি-মানস মানসিক স্বাস্থ্য হেল্পলাইন, বিনামূল্যে, দিনরাত ২৪ ঘণ্টা",
    },
    or: "অথবা",
    intl: "bn-IN",
    expectedWhen: (months) => `${months}: এখনও কোনো তারিখ ঘোষণা হয়নি`,
  },
  mr: {
    urgentLines: {
      emergency: "आपत्कालीन सेवा: पोलीस, अग्निशमन दल, रुग्णवाहिका",
      ambulance: "रुग्णवाहिका",
      "tele-manas": "टेली-मानस मानसिक आरोग्य हेल्पलाइन, मोफत, दिवसरात्र २४ तास",
    },
    or: "किंवा",
    intl: "mr-IN",
    expectedWhen: (months) => `${months}: अजून तारीख जाहीर झालेली नाही`,
  },
};

function linesIn(locale: Locale): string[] {
  const m = isSiteLocale(locale) ? catalogues[locale].content : NOT_YET_IN_THE_SITE[locale];
  if (!m) throw new Error(`No urgent-line words for "${locale}"`);
  return urgentLines.map((line) => {
    const label = m.urgentLines[line.id];
    const alternative = line.alternative ? ` (${m.or} ${line.alternative.number})` : "";
    return `${line.number}${alternative}: ${label}`;
  });
}

/** A calendar day (YYYY-MM-DD) at midnight UTC: formatted in UTC, it is that day everywhere. */
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** An exam's date as the calendar page says it, in `locale` (the site's words where it has them). */
function examWhen(exam: (typeof examDates)[number], locale: Locale): string {
  if (isSiteLocale(locale))
    return exam.status === "announced"
      ? formatSpan(exam, locale)
      : catalogues[locale].tools.calendar.expectedWhen(formatMonths(exam.months, locale));
  const words = NOT_YET_IN_THE_SITE[locale];
  if (!words) throw new Error(`No exam-date words for "${locale}"`);
  if (exam.status === "announced") {
    const f = new Intl.DateTimeFormat(words.intl, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    return exam.end && exam.end !== exam.start
      ? f.formatRange(utcDay(exam.start), utcDay(exam.end))
      : f.format(utcDay(exam.start));
  }
  const f = new Intl.DateTimeFormat(words.intl, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const { from, to } = exam.months;
  return words.expectedWhen(
    to === from
      ? f.format(utcDay(`${from}-01`))
      : f.formatRange(utcDay(`${from}-01`), utcDay(`${to}-01`)),
  );
}

export function deskConfig(
  env: Record<string, string | undefined>,
  o: { siteUrl: string; trustProxy: boolean },
): DeskConfig {
  const overrides = deskEnvOverrides(env);
  // The desk keeps the contact hours' days (config/site.ts), as ISO day numbers.
  const { first, last } = site.contact.hours.days;
  const openDays = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const hours = {
    ...site.contact.hours,
    days: openDaysInWords(openDays, "en"),
    openDays,
    holidays: overrides.holidays ?? site.desk.holidays,
  };
  return {
    siteUrl: o.siteUrl.replace(/\/+$/, ""),
    siteName: site.name,
    teamName: site.contact.name,
    operatorInbox: overrides.operatorInbox ?? site.desk.operatorInbox ?? site.contact.email,
    ...(overrides.onCallInbox ? { onCallInbox: overrides.onCallInbox } : {}),
    ...(overrides.replyTargetHours ? { replyTargetHours: overrides.replyTargetHours } : {}),
    retentionMonths: overrides.retentionMonths ?? site.desk.retentionMonths,
    closeInactiveMonths: overrides.closeInactiveMonths ?? site.desk.closeInactiveMonths,
    replyWithinHours: site.desk.replyWithinHours,
    hours,
    urgentLines: byLocale(linesIn),
    daysInWords: byLocale((locale) => openDaysInWords(openDays, locale)),
    limits: { ...overrides.limits, repliesPerRequest: 20, subscriptionsPerIp: 5 },
    trustProxy: o.trustProxy,
  };
}

/**
 * The guides (not the hubs or legal pages) of a language, with their reviewed dates; none for a
 * language the site has no pages in yet.
 */
export const digestGuides: DigestSource = (locale) =>
  isSiteLocale(locale)
    ? pagesByLocale[locale]
        .filter((page) => page.path in guides)
        .map((page) => ({
          title: page.title,
          path: localizedPath(page.path, locale),
          reviewed: page.reviewed,
        }))
    : [];

/**
 * The exam calendar's exams (content/exam-dates.ts) as reminders need them: an announced exam's
 * first day, or none while it is expected (its reminders wait for a deploy that announces it), and
 * its words in both languages, as the calendar page says them.
 */
const reminderExams: readonly ReminderExam[] = examDates.map((exam) => {
  const names: Partial<Record<Locale, { name: string }>> = exam;
  return {
    id: exam.id,
    start: exam.status === "announced" ? exam.start : null,
    name: byLocale((locale) => names[locale]?.name ?? exam.en.name),
    when: byLocale((locale) => examWhen(exam, locale)),
    site: exam.site,
    path: `/exam-calendar#${exam.id}`,
  };
});
export const examReminders: ExamSource = () => reminderExams;

/**
 * The site's checklists (list sections with `checklist: true`; the twin test keeps every language's
 * ids and lengths the same as English): the desk keeps ticks of their items only (issue 31).
 */
const checklistLengths: Readonly<Record<string, number>> = Object.fromEntries(
  pagesByLocale.en.flatMap((page) =>
    page.sections.flatMap((s) =>
      s.kind === "list" && s.checklist && s.id ? [[s.id, s.items.length] as const] : [],
    ),
  ),
);
export const siteChecklists: ChecklistSource = () => checklistLengths;
