/**
 * The request's vocabulary that the desk server and the site's forms share (decision 0022,
 * "Requests" and "Request fields"): kinds, statuses, best times, classes, which kinds ask for which
 * details, and field sizes. Ids and numbers only, with no server code, so the browser may load it
 * (`@saathi/desk/contract`); the words for them are each side's own catalogue.
 */

/** The site's languages, English first (the fallback); a language is added here, then in each table. */
export const LOCALES = ["en", "hi", "bn", "mr"] as const;
export type Locale = (typeof LOCALES)[number];

/** Whether `value` is one of the site's language codes ("en", "hi", "bn", "mr"). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** `value` when it is a language code, else `fallback`. */
export function localeOr(value: unknown, fallback: Locale): Locale {
  return isLocale(value) ? value : fallback;
}

/** The path prefix of a language's pages: "" for English, "/hi", "/bn", "/mr" for the others. */
export function localePrefix(locale: Locale): string {
  return locale === "en" ? "" : `/${locale}`;
}

/** A value for each language, made by `of` (every language's entry, so none is forgotten). */
export function byLocale<T>(of: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((l) => [l, of(l)])) as Record<Locale, T>;
}

export const KINDS = [
  "message",
  "counselling",
  "guidance",
  "appointment-companion",
  "ward-support",
  "night-attendant",
  "therapist-match",
  "support-group",
  // Issue 29: the footer's Careers and Partner With Us are requests of their own kinds.
  "careers",
  "partnership",
  "other",
] as const;
export type Kind = (typeof KINDS)[number];

/** Kinds whose request is its message: the message is required. */
export const MESSAGE_KINDS: readonly Kind[] = ["message", "careers", "partnership"];

export const STATUSES = ["new", "in-progress", "waiting", "closed"] as const;
export type Status = (typeof STATUSES)[number];

/**
 * Who the help is for (SPEC.md, "Contact section": the home and /contact form's support type,
 * Student by default): kept on the request, and the staff queue routes and filters by it.
 */
export const SUPPORT_TYPES = ["student", "patient", "general"] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];

/** When the person would like a call; "any" first, as the form offers it. */
export const BEST_TIMES = ["any", "morning", "afternoon", "evening"] as const;
export type BestTime = (typeof BEST_TIMES)[number];

/** The student's class, for the kinds that ask for it. */
export const STUDENT_CLASSES = [
  "8",
  "9",
  "10",
  "11",
  "12",
  "12-passed",
  "college",
  "other",
] as const;
export type StudentClass = (typeof STUDENT_CLASSES)[number];

/** A group of detail fields that only some kinds ask for. */
export type DetailGroup = "place" | "hospital" | "dates" | "student";

const PLACE_KINDS = ["appointment-companion", "ward-support", "night-attendant"] as const;

/** Which kinds ask for each group; the server drops a detail that does not belong to the kind. */
export const DETAIL_KINDS: Record<DetailGroup, readonly Kind[]> = {
  // The city (required) and the dates someone is needed.
  place: PLACE_KINDS,
  dates: PLACE_KINDS,
  hospital: [...PLACE_KINDS, "counselling", "therapist-match"],
  student: ["guidance", "counselling"],
};

/** The longest each field may be, in characters. */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 4000,
  subject: 150,
  city: 100,
  hospital: 150,
  source: 200,
} as const;

/**
 * The query parameter that carries a refused form's reason back to its page (`?refused=<code>`,
 * with `&field=<field>`). Not `error`: that is what the auth server's redirects carry, and the
 * site's auth client would take a desk refusal for a failed sign-in link.
 */
export const REFUSAL_PARAM = "refused";

/**
 * "Was this page useful?" at the foot of every content page (issue 29; decision 0022, "Page
 * feedback"): what the form may send and what the desk answers with. The desk cannot read the
 * site's list of pages, so it holds a page's path to a strict shape (`isFeedbackPath`) instead.
 */
export const FEEDBACK_REASONS = [
  "hard-to-understand",
  "wrong-or-outdated",
  "not-answered",
  "broken",
  "other",
] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/** The longest a page's path and the optional words may be, in characters. */
export const FEEDBACK_LIMITS = { path: 100, comment: 500 } as const;

/**
 * The query parameter a plain form's 303 puts on the page it goes back to: `thanks`, or the
 * refusal's code (`?feedback=rate_limited_ip`), with the fragment `#page-feedback`. Not
 * `REFUSAL_PARAM`: a desk form page would take it for a refusal of its own form.
 */
export const FEEDBACK_PARAM = "feedback";
export const FEEDBACK_THANKS = "thanks";
/** The id of the feedback box at the foot of the page, where the 303 lands. */
export const FEEDBACK_ANCHOR = "page-feedback";
/** A page's rating is shown only once it has this many votes (issue 29, item 1). */
export const FEEDBACK_MIN_VOTES = 20;

/** "/", or one to four segments of lower-case letters and digits joined by single hyphens. */
const FEEDBACK_PATH = /^(?:\/|(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){1,4})$/;

/**
 * A path the site's pages have the shape of: "/", or one to four segments of lower-case letters,
 * digits and single hyphens ("/study-tips", "/hi", "/hi/exam-calendar"); no query, no fragment.
 */
export function isFeedbackPath(value: unknown): value is string {
  return (
    typeof value === "string" && value.length <= FEEDBACK_LIMITS.path && FEEDBACK_PATH.test(value)
  );
}

/** The language of a page's path: Hindi under /hi, Bengali under /bn, Marathi under /mr, else English. */
export function feedbackPathLocale(path: string): Locale {
  return LOCALES.find((l) => l !== "en" && (path === `/${l}` || path.startsWith(`/${l}/`))) ?? "en";
}

/**
 * Page views (issue 32, item 5: a number per page and day, nothing about who read it) are kept
 * this many days; the daily purge deletes older days. The privacy page says so from this figure.
 */
export const PAGE_VIEWS_KEEP_DAYS = 90;

/**
 * The part of the day a time is said with ("सुबह 9:00 बजे", "দুপুর ১২:০০টায়", "संध्याकाळी ६:००
 * वाजता"): one division for the desk's mails and the site's pages, so both say the same moment in
 * the same words. English says only am and pm.
 */
export type DayPart = "night" | "morning" | "afternoon" | "lateAfternoon" | "evening";

/** The hour each part starts, as each language divides the day (Bengali has বিকেল, late afternoon). */
const DAY_PART_STARTS: Record<Locale, readonly (readonly [number, DayPart])[]> = {
  en: [
    [0, "morning"],
    [12, "afternoon"],
  ],
  hi: [
    [0, "night"],
    [4, "morning"],
    [12, "afternoon"],
    [16, "evening"],
    [19, "night"],
  ],
  bn: [
    [0, "night"],
    [4, "morning"],
    [12, "afternoon"],
    [16, "lateAfternoon"],
    [18, "evening"],
    [20, "night"],
  ],
  mr: [
    [0, "night"],
    [4, "morning"],
    [12, "afternoon"],
    [17, "evening"],
    [20, "night"],
  ],
};

/** The part of the day an hour (0-23) falls in, in a language. */
export function dayPartOf(hour: number, locale: Locale): DayPart {
  let part = DAY_PART_STARTS[locale][0]![1];
  for (const [start, name] of DAY_PART_STARTS[locale]) if (hour >= start) part = name;
  return part;
}
