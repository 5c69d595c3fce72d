/**
 * How long a mailed link or code works: the one place the site reads it from. GoTrue's
 * GET /settings does not say, so the figure mirrors the auth server's GOTRUE_MAILER_OTP_EXP
 * (GoTrue's default, 86400 s, which the embedded server keeps). A build for a server with
 * another lifetime (hosted Supabase uses 3600 s) sets VITE_MAIL_LINK_LIFETIME_SECONDS;
 * `npm start` warns when its auth server's lifetime differs from the built one.
 */
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

/** "24 hours", "1 hour", "10 minutes": a lifetime as people say it. */
export function lifetimeInWords(seconds: number = MAIL_LINK_LIFETIME_SECONDS): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (seconds >= 86_400 * 2 && seconds % 86_400 === 0) return plural(seconds / 86_400, "day");
  if (seconds >= 3_600 && seconds % 3_600 === 0) return plural(seconds / 3_600, "hour");
  if (seconds >= 60) return plural(Math.round(seconds / 60), "minute");
  return plural(Math.max(1, Math.round(seconds)), "second");
}
