/**
 * How long a mailed link or code works: the one place the site reads it from. GoTrue's
 * GET /settings does not say, so the figure mirrors the auth server's GOTRUE_MAILER_OTP_EXP
 * (GoTrue's default, 86400 s, which the embedded server keeps). A build for a server with
 * another lifetime (hosted Supabase uses 3600 s) sets VITE_MAIL_LINK_LIFETIME_SECONDS;
 * `npm start` warns when its auth server's lifetime differs from the built one.
 */
import type { AccountMessages } from "../../i18n/account.ts";

export const DEFAULT_MAIL_LINK_LIFETIME_SECONDS = 86_400;

function readSeconds(value: unknown): number | undefined {
  const seconds = Number(value);
  return typeof value === "string" && value.trim() !== "" && Number.isFinite(seconds) && seconds > 0
    ? seconds
    : undefined;
}

export const MAIL_LINK_LIFETIME_SECONDS =
  readSeconds(import.meta.env?.VITE_MAIL_LINK_LIFETIME_SECONDS) ??
  // `npm start` reads this module in Node (no import.meta.env) to check the auth server's figure.
  readSeconds(
    typeof process === "undefined" ? undefined : process.env.VITE_MAIL_LINK_LIFETIME_SECONDS,
  ) ??
  DEFAULT_MAIL_LINK_LIFETIME_SECONDS;

/** "24 hours", "1 hour", "10 minutes" (or "24 घंटे"): a lifetime as people say it, in `words`' language. */
export function lifetimeInWords(
  words: AccountMessages["lifetime"],
  seconds: number = MAIL_LINK_LIFETIME_SECONDS,
): string {
  if (seconds >= 86_400 * 2 && seconds % 86_400 === 0) return words.days(seconds / 86_400);
  if (seconds >= 3_600 && seconds % 3_600 === 0) return words.hours(seconds / 3_600);
  if (seconds >= 60) return words.minutes(Math.round(seconds / 60));
  return words.seconds(Math.max(1, Math.round(seconds)));
}
