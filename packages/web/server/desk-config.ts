/**
 * The service desk's settings from the site's own config (config/site.ts: brand, contact hours,
 * `site.desk`), the environment (DESK_* overrides, README "Service desk"), the urgent-help lines
 * in every language the desk writes (English, Hindi, Bengali, Marathi), the guides' reviewed dates
 * for the weekly digest, and the exam calendar's exams for reminders.
 *
 * The desk's languages (its `Locale`, `LOCALES`) are the site's (i18n/locales.ts): a test holds
 * the two lists equal.
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
import { examDates, examWords } from "../app/content/exam-dates.ts";
import { guides } from "../app/content/guides.ts";
import { pagesByLocale } from "../app/content/index.ts";
import { urgentLines } from "../app/content/urgent-help.ts";
import { catalogues } from "../app/i18n/catalogues.ts";
import { localizedPath } from "../app/i18n/locales.ts";
import { formatMonths, formatSpan } from "../app/lib/exam-date-format.ts";

function linesIn(locale: Locale): string[] {
  const m = catalogues[locale].content;
  return urgentLines.map((line) => {
    const label = m.urgentLines[line.id];
    const alternative = line.alternative ? ` (${m.or} ${line.alternative.number})` : "";
    return `${line.number}${alternative}: ${label}`;
  });
}

/** An exam's date as the calendar page says it, in `locale`. */
function examWhen(exam: (typeof examDates)[number], locale: Locale): string {
  return exam.status === "announced"
    ? formatSpan(exam, locale)
    : catalogues[locale].tools.calendar.expectedWhen(formatMonths(exam.months, locale));
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

/** The guides (not the hubs or legal pages) of a language, with their reviewed dates. */
export const digestGuides: DigestSource = (locale) =>
  pagesByLocale[locale]
    .filter((page) => page.path in guides)
    .map((page) => ({
      title: page.title,
      path: localizedPath(page.path, locale),
      reviewed: page.reviewed,
    }));

/**
 * The exam calendar's exams (content/exam-dates.ts) as reminders need them: an announced exam's
 * first day, or none while it is expected (its reminders wait for a deploy that announces it), and
 * its words in every language, as the calendar page says them.
 */
const reminderExams: readonly ReminderExam[] = examDates.map((exam) => {
  return {
    id: exam.id,
    start: exam.status === "announced" ? exam.start : null,
    name: byLocale((locale) => examWords(exam, locale).name),
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
