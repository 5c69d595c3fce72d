import { isMailbox } from "@saathi/auth-server/public";
import { KINDS, type Kind, type Locale } from "./contract.ts";

export { LOCALES, byLocale, isLocale, localeOr, localePrefix, type Locale } from "./contract.ts";

/** Each language's English name, for the staff's mail and screens (which stay in English). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  hi: "Hindi",
  bn: "Bengali",
  mr: "Marathi",
};

/**
 * What the desk is told by the process that mounts it (the site server, or src/main.ts alone):
 * the site's public address and brand, the support hours and desk settings of the site config
 * (packages/web/app/config/site.ts), the urgent-help lines mails end with, and the limits.
 */
export type SupportHours = {
  /** Days open, in words (shown): "Monday to Friday". */
  days: string;
  /** "HH:MM", 24-hour, in `timeZone`. */
  opens: string;
  closes: string;
  timeZone: string;
  /** ISO weekdays open: 1 = Monday ... 7 = Sunday. */
  openDays: number[];
  /**
   * Days the desk is closed although they are open days, in `timeZone`: "MM-DD" every year
   * ("08-15") or "YYYY-MM-DD" once ("2026-11-08"). DESK_HOLIDAYS; the site's default is India's
   * three national holidays.
   */
  holidays?: string[];
};

export type DeskConfig = {
  /** Public origin of the site, no trailing slash: links in mail. */
  siteUrl: string;
  siteName: string;
  /** Who answers, as the person reads it: "Saathi support team". */
  teamName: string;
  /** Every new request is mailed here. */
  operatorInbox: string;
  /**
   * Who is mailed at once, marked urgent, when a request is flagged "possible risk" (issue 32;
   * DESK_ONCALL_EMAIL). Unset: the operator's inbox, whose mail of that request is then the one
   * marked urgent.
   */
  onCallInbox?: string;
  /** Closed requests are deleted this many months after closing. */
  retentionMonths: number;
  /**
   * Open requests (new, in progress, waiting) with no activity this many months are closed (and then
   * deleted `retentionMonths` later). Default `CLOSE_INACTIVE_MONTHS`.
   */
  closeInactiveMonths?: number;
  /**
   * Reply-time targets per kind (issue 32), in hours on the clock since the request began waiting
   * for the team: the queue shows the time left, "due soon" and "overdue", and the operator gets
   * one mail per request whose target is missed. Kinds left out: `REPLY_TARGET_HOURS`.
   */
  replyTargetHours?: Partial<Record<Kind, number>>;
  /** The promised reply, in hours of support time. */
  replyWithinHours: number;
  hours: SupportHours;
  /** The urgent-help lines that end the acknowledgement, one string per line, per language. */
  urgentLines: Record<Locale, string[]>;
  /** Days open, in words, per language (the acknowledgement says when we are open). */
  daysInWords: Record<Locale, string>;
  limits: {
    /** New requests per client IP per 10 minutes (0 = no limit). */
    requestsPerIp: number;
    /** New requests per email or phone per 24 hours, counted in the database (0 = no limit). */
    requestsPerAddress: number;
    /** Messages from the person per request per hour. */
    repliesPerRequest: number;
    /** Subscription sign-ups per client IP per 10 minutes. */
    subscriptionsPerIp: number;
    /** "Was this page useful?" answers per client IP per hour (default 30; 0 = no limit). */
    feedbackPerIp?: number;
    /**
     * Votes counted per client IP per page per 24 hours (default 3; 0 = no limit): more are
     * answered as any other, but not counted, so one connection cannot make a page's rating.
     */
    feedbackPerPage?: number;
    /** Live streams open at once per private link, in this process (default 5; 0 = no cap). */
    streamsPerLink?: number;
    /** Staff live streams open at once per account, in this process (default 10; 0 = no cap). */
    streamsPerAccount?: number;
  };
  /** Believe X-Forwarded-For (the site runs behind the deployer's proxy). */
  trustProxy: boolean;
};

/** A guide for the weekly digest: from the content's own `reviewed` dates. */
export type DigestGuide = { title: string; path: string; reviewed: string };
export type DigestSource = (locale: Locale) => readonly DigestGuide[];

/**
 * An exam of the site's exam calendar, as reminders need it (issue 24): its stable id, its first
 * day when announced (`start`, "YYYY-MM-DD", an IST calendar day) or null while it is only
 * expected, its name and what to say of its date in each language, and the calendar page's path
 * of its card (without the language prefix).
 */
export type ReminderExam = {
  id: string;
  start: string | null;
  name: Record<Locale, string>;
  /** The date as the page says it ("11 April 2027", "11 अप्रैल 2027"), or the expected months. */
  when: Record<Locale, string>;
  /** The conducting body's own site. */
  site: string;
  /** "/exam-calendar#nda-1-2027". */
  path: string;
};
export type ExamSource = () => readonly ReminderExam[];

/**
 * The site's checklists (issue 31, item 9): each checklist's id and how many items it has (items
 * are "0", "1", ... in the list's order), so the desk keeps ticks of real items only.
 */
export type ChecklistSource = () => Readonly<Record<string, number>>;

function readCount(env: Record<string, string | undefined>, name: string, fallback: number) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, 0 or more, got "${raw}".`);
  return n;
}

/** Default reply-time targets per kind, in hours (README "Service desk"; DESK_REPLY_TARGETS). */
export const REPLY_TARGET_HOURS: Record<Kind, number> = {
  message: 24,
  counselling: 8,
  guidance: 24,
  "appointment-companion": 8,
  "ward-support": 4,
  "night-attendant": 4,
  "therapist-match": 24,
  "support-group": 48,
  careers: 72,
  partnership: 72,
  other: 24,
};

/** A request is "due soon" when this many hours or fewer are left of its target. */
export const DUE_SOON_HOURS = 2;

/** Every kind's target: the deployer's, else the default. */
export function replyTargets(cfg: Pick<DeskConfig, "replyTargetHours">): Record<Kind, number> {
  return { ...REPLY_TARGET_HOURS, ...cfg.replyTargetHours };
}

/** DESK_REPLY_TARGETS: "ward-support=4,message=24" (hours, more than 0, up to a year). */
export function readReplyTargets(raw: string | undefined): Partial<Record<Kind, number>> {
  const out: Partial<Record<Kind, number>> = {};
  if (!raw?.trim()) return out;
  for (const part of raw.split(",")) {
    const [kind = "", hours = ""] = part.split("=").map((s) => s.trim());
    const n = Number(hours);
    if (!(KINDS as readonly string[]).includes(kind) || !(n > 0 && n <= 8760))
      throw new Error(
        `DESK_REPLY_TARGETS must be kind=hours pairs separated by commas (kinds: ${KINDS.join(", ")}), got "${part.trim()}".`,
      );
    out[kind as Kind] = n;
  }
  return out;
}

/** Months without activity after which an open request is closed (README "Service desk"). */
export const CLOSE_INACTIVE_MONTHS = 6;

const HOLIDAY = /^(?:\d{4}-)?(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * DESK_HOLIDAYS: days the desk is closed, comma-separated "MM-DD" (every year) or "YYYY-MM-DD"
 * (once); "none" for no holidays. Unset: undefined (the site's default applies).
 */
export function readHolidays(raw: string | undefined): string[] | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  if (text.toLowerCase() === "none") return [];
  const days = text.split(",").map((day) => day.trim());
  const bad = days.find((day) => !HOLIDAY.test(day));
  if (bad !== undefined)
    throw new Error(
      `DESK_HOLIDAYS must list days as MM-DD or YYYY-MM-DD, separated by commas, got "${bad}".`,
    );
  return days;
}

/** The settings a deployer may change without rebuilding (README "Service desk"). */
export function deskEnvOverrides(env: Record<string, string | undefined>): Partial<
  Pick<
    DeskConfig,
    "operatorInbox" | "onCallInbox" | "retentionMonths" | "closeInactiveMonths" | "replyTargetHours"
  >
> & {
  holidays?: string[];
  limits: Pick<DeskConfig["limits"], "requestsPerIp" | "requestsPerAddress" | "feedbackPerIp">;
} {
  const out: ReturnType<typeof deskEnvOverrides> = {
    limits: {
      requestsPerIp: readCount(env, "DESK_RATE_LIMIT_REQUESTS_PER_IP", 5),
      requestsPerAddress: readCount(env, "DESK_RATE_LIMIT_REQUESTS_PER_ADDRESS", 3),
      feedbackPerIp: readCount(env, "DESK_RATE_LIMIT_FEEDBACK_PER_IP", 30),
    },
  };
  const targets = readReplyTargets(env.DESK_REPLY_TARGETS);
  if (Object.keys(targets).length > 0) out.replyTargetHours = targets;
  const inbox = env.DESK_OPERATOR_INBOX?.trim();
  if (inbox) out.operatorInbox = inbox;
  const holidays = readHolidays(env.DESK_HOLIDAYS);
  if (holidays) out.holidays = holidays;
  const onCall = env.DESK_ONCALL_EMAIL?.trim();
  if (onCall) {
    if (!isMailbox(onCall))
      throw new Error(`DESK_ONCALL_EMAIL must be an email address, got "${onCall}".`);
    out.onCallInbox = onCall;
  }
  if (env.DESK_RETENTION_MONTHS?.trim()) {
    const months = readCount(env, "DESK_RETENTION_MONTHS", 12);
    if (months < 1) throw new Error("DESK_RETENTION_MONTHS must be at least 1.");
    out.retentionMonths = months;
  }
  if (env.DESK_CLOSE_INACTIVE_MONTHS?.trim()) {
    const months = readCount(env, "DESK_CLOSE_INACTIVE_MONTHS", CLOSE_INACTIVE_MONTHS);
    if (months < 1) throw new Error("DESK_CLOSE_INACTIVE_MONTHS must be at least 1.");
    out.closeInactiveMonths = months;
  }
  return out;
}
