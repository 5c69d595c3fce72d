/**
 * What a request carries through the route table: the services' dependencies (set once by the app),
 * the authenticated principal (set by requireUser / requireAdmin), the body text (read once), and
 * the caller's IP, user agent and validated redirect target.
 */
import { isIP } from "node:net";
import type { Context } from "hono";
import type { Config } from "../config.ts";
import { AuthError } from "../errors.ts";
import type { AdminPrincipal, Principal } from "../services/auth.ts";
import type { Caller, Deps } from "../services/deps.ts";
import { allowedRedirect } from "./redirect-check.ts";

export { allowedRedirect, isAllowedRedirect } from "./redirect-check.ts";

export type Env = {
  Bindings: { remoteAddr?: string | undefined };
  Variables: {
    deps: Deps;
    /** Set by requireUser. */
    principal?: Principal;
    /** Set by requireAdmin. */
    admin?: AdminPrincipal;
    bodyText?: string;
  };
};

/** The signed-in user of a route behind requireUser. */
export function principalOf(c: Context<Env>): Principal {
  const p = c.get("principal");
  if (!p) throw new AuthError("unexpected_failure", { message: "route is missing requireUser" });
  return p;
}

/** The admin caller of a route behind requireAdmin. */
export function adminOf(c: Context<Env>): AdminPrincipal {
  const a = c.get("admin");
  if (!a) throw new AuthError("unexpected_failure", { message: "route is missing requireAdmin" });
  return a;
}

/** The audience a request asks for (X-JWT-AUD), else the configured one. */
export function requestAud(c: Context<Env>): string {
  const aud = c.req.header("x-jwt-aud");
  if (aud && aud.length > 255)
    throw new AuthError("validation_failed", { message: "X-JWT-AUD header is too long" });
  return aud || c.get("deps").config.jwt.aud;
}

/**
 * The audience for an endpoint that may create a user from an unauthenticated request (/otp,
 * /magiclink): X-JWT-AUD may not pick it (GoTrue honours the header there, so `service_role` made
 * users in that audience; issue 21 item 9), as /signup refuses it.
 */
export function newUserAud(c: Context<Env>): string {
  const aud = requestAud(c);
  if (aud !== c.get("deps").config.jwt.aud)
    throw new AuthError("validation_failed", {
      status: 403,
      message: "X-JWT-AUD cannot choose the audience of a new user",
    });
  return aud;
}

/**
 * The trusted header's first address when GOTRUE_RATE_LIMIT_HEADER names one and it holds an IP
 * address; otherwise (no header, or a value such as "x") the socket's, so that a made-up header
 * never switches the per-IP limits off.
 */
export function clientIp(c: Context<Env>, config: Config): string | null {
  const asIp = (raw: string | undefined) => {
    const ip = raw?.trim().replace(/^::ffff:/, "");
    return ip && isIP(ip) ? ip : null;
  };
  const fromHeader = config.rateLimit.header
    ? asIp(c.req.header(config.rateLimit.header)?.split(",")[0])
    : null;
  return fromHeader ?? asIp(c.env?.remoteAddr);
}

export function caller(c: Context<Env>): Caller {
  const { config } = c.get("deps");
  return {
    ip: clientIp(c, config),
    userAgent: c.req.header("user-agent")?.slice(0, 512) ?? null,
    redirectTo: redirectTo(c, config),
  };
}

/**
 * GoTrue GetReferrer: the first of the redirect_to header, the redirect_to query parameter and the
 * Referer that may be used (see redirect-check.ts), else SITE_URL.
 */
export function redirectTo(c: Context<Env>, config: Config): string {
  const candidates = [
    c.req.header("redirect_to"),
    c.req.query("redirect_to"),
    c.req.header("referer"),
  ];
  for (const candidate of candidates) {
    const allowed = allowedRedirect(candidate, config);
    if (allowed) return allowed;
  }
  return config.siteUrl;
}
