/**
 * "Was this page useful?" (issue 29; decision 0022, "Page feedback"): a vote on one page, Yes or
 * No, and after No what was wrong (one of a fixed list) and a few optional words. Nothing about the
 * person is asked or kept: no address, account or browser is stored with a vote. Abuse is held off
 * in this process's memory: answers per client address per hour (refused beyond), and votes
 * counted per address per page per day (more are answered as usual but not counted), so the
 * ratings built on these counts come from many people, not one connection.
 */
import {
  FEEDBACK_LIMITS,
  FEEDBACK_MIN_VOTES,
  FEEDBACK_REASONS,
  feedbackPathLocale,
  type Locale,
  isFeedbackPath,
  type FeedbackReason,
} from "../contract.ts";
import { feedbackCounts, insertFeedback } from "../storage/feedback.ts";
import type { DeskDeps } from "./deps.ts";
import { createRateLimiter, type RateLimiter } from "./rate-limit.ts";
import { cleanText, hasForbiddenControl } from "./text.ts";
import { str, type Fields } from "./validate.ts";
import { DeskError } from "./words.ts";

export const FEEDBACK_PER_IP = 30;
export const FEEDBACK_PER_IP_WINDOW_MS = 3600_000;
export const FEEDBACK_PER_PAGE = 3;
export const FEEDBACK_PER_PAGE_WINDOW_MS = 24 * 3600_000;

export type FeedbackInput = {
  path: string;
  locale: Locale;
  useful: boolean;
  reason: FeedbackReason | null;
  comment: string | null;
};

/** The page's path, held to the shape of the site's paths; else `invalid_field` (`path`). */
export function readFeedbackPath(value: unknown): string {
  // As the page sent it: a hidden field's value has no spaces to trim, so one that does is not ours.
  if (!isFeedbackPath(value)) throw new DeskError("invalid_field", { field: "path" });
  return value;
}

function readUseful(v: string | boolean | undefined): boolean {
  if (typeof v === "boolean") return v;
  const text = (v ?? "").trim().toLowerCase();
  if (text === "yes" || text === "true") return true;
  if (text === "no" || text === "false") return false;
  throw new DeskError("invalid_field", { field: "useful" });
}

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+/g;
// Ten digits or more, spaces, dots, dashes and brackets between them allowed: a phone number.
const PHONE = /\+?\d(?:[\s().-]*\d){9,}/g;

/**
 * The optional words, one to 500 characters: control characters refused, an email address or a
 * phone number someone typed anyway taken out before it is stored (the form says not to).
 */
function readComment(fields: Fields): string | null {
  const raw = str(fields, "comment");
  if (raw.length > FEEDBACK_LIMITS.comment * 2 + 100)
    throw new DeskError("too_long", { field: "comment" });
  if (hasForbiddenControl(raw)) throw new DeskError("invalid_field", { field: "comment" });
  const text = cleanText(raw);
  if ([...text].length > FEEDBACK_LIMITS.comment)
    throw new DeskError("too_long", { field: "comment" });
  const scrubbed = text.replace(EMAIL, "[…]").replace(PHONE, "[…]");
  return scrubbed || null;
}

/**
 * A vote from a form or JSON: `path` (the page, language prefix included), `locale` (optional,
 * must be the path's), `useful` (`yes`/`no`, or a boolean), and after No `reason` (optional, one of
 * FEEDBACK_REASONS) and `comment` (optional). With Yes, a reason or words are dropped, not refused:
 * a person may have opened "what was wrong" and then pressed Yes.
 */
export function readFeedback(fields: Fields): FeedbackInput {
  const path = readFeedbackPath(fields.path);
  const locale = feedbackPathLocale(path);
  const given = str(fields, "locale").trim();
  if (given && given !== locale) throw new DeskError("invalid_field", { field: "locale" });
  const useful = readUseful(fields.useful);
  if (useful) return { path, locale, useful, reason: null, comment: null };
  const reasonText = str(fields, "reason").trim();
  if (reasonText && !(FEEDBACK_REASONS as readonly string[]).includes(reasonText))
    throw new DeskError("invalid_field", { field: "reason" });
  return {
    path,
    locale,
    useful,
    reason: (reasonText || null) as FeedbackReason | null,
    comment: readComment(fields),
  };
}

/**
 * The feedback's own counters, apart from the desk's other limits: a day's window per address and
 * page makes many keys, and a flood of votes must not slow the limits of requests and subscriptions.
 */
const limiters = new WeakMap<DeskDeps, RateLimiter>();
function limiterOf(deps: DeskDeps): RateLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) limiters.set(deps, (limiter = createRateLimiter(deps.now)));
  return limiter;
}

/**
 * Stores a vote, unless the address is over its limits: beyond its answers per hour it is refused
 * (`rate_limited_ip`); beyond its votes for this page today it is not counted (`counted: false`),
 * which the HTTP answer does not tell apart. The address itself is never stored.
 */
export async function recordFeedback(
  deps: DeskDeps,
  input: FeedbackInput,
  ip: string | null,
): Promise<{ counted: boolean }> {
  if (ip) {
    const limits = deps.cfg.limits;
    const perIp = limiterOf(deps).take(
      `feedback:${ip}`,
      limits.feedbackPerIp ?? FEEDBACK_PER_IP,
      FEEDBACK_PER_IP_WINDOW_MS,
    );
    if (!perIp.ok) throw new DeskError("rate_limited_ip", { retryAfter: perIp.retryAfter });
    const perPage = limiterOf(deps).take(
      `feedback-page:${ip}:${input.path}`,
      limits.feedbackPerPage ?? FEEDBACK_PER_PAGE,
      FEEDBACK_PER_PAGE_WINDOW_MS,
    );
    if (!perPage.ok) return { counted: false };
  }
  await insertFeedback(deps.db, { ...input, created_at: deps.now() });
  return { counted: true };
}

/** A page's counts, for its rating (shown by the site only from `min_votes` votes). */
export async function feedbackSummary(deps: DeskDeps, pathParam: string | undefined) {
  const path = readFeedbackPath(pathParam);
  const { yes, no } = await feedbackCounts(deps.db, path);
  return { path, yes, no, total: yes + no, min_votes: FEEDBACK_MIN_VOTES };
}
