/**
 * Tells the host of each sign-in, sign-up and token refresh this server decided, and how it ended
 * (the site's /metrics counts them): the kind and the answer's class, never who or why.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { Env } from "../context.ts";

/** sign_in: POST /token with any grant but refresh_token (password, pkce, id_token). */
export type AuthOutcomeKind = "sign_in" | "sign_up" | "token_refresh";
/** success: a 2xx or 3xx answer; rate_limited: 429; failure: any other 4xx or 5xx. */
export type AuthOutcomeResult = "success" | "failure" | "rate_limited";
export type AuthOutcomeListener = (kind: AuthOutcomeKind, result: AuthOutcomeResult) => void;

export function outcomeOf(status: number): AuthOutcomeResult {
  if (status < 400) return "success";
  return status === 429 ? "rate_limited" : "failure";
}

/** Placed before the rate limit, so a refused attempt is counted too. */
export function reportOutcome(kind: (c: Context<Env>) => AuthOutcomeKind): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    const listener = c.get("deps").onAuthOutcome;
    if (!listener) return;
    try {
      listener(kind(c), outcomeOf(c.res.status));
    } catch {
      // Counting never changes an answer.
    }
  };
}

/** POST /token: a refresh grant refreshes, every other grant signs in. */
export const tokenOutcomeKind = (c: Context<Env>): AuthOutcomeKind =>
  c.req.query("grant_type") === "refresh_token" ? "token_refresh" : "sign_in";
