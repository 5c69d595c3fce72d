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

/** GoTrue isRedirectURLValid: same site as SITE_URL, loopback, or a URI_ALLOW_LIST glob; else SITE_URL. */
export function redirectTo(c: Context<Env>, config: Config): string {
  const candidates = [
    c.req.header("redirect_to"),
    c.req.query("redirect_to"),
    c.req.header("referer"),
  ];
  for (const candidate of candidates) {
    if (candidate && isAllowedRedirect(candidate, config)) return candidate;
  }
  return config.siteUrl;
}

export function isAllowedRedirect(raw: string, config: Config): boolean {
  let u: URL;
  let site: URL;
  try {
    u = new URL(raw);
    site = new URL(config.siteUrl);
  } catch {
    return false;
  }
  const host = u.hostname.replace(/^\[|\]$/g, "");
  // Decimal IP addresses are refused (WHATWG URL would quietly turn 2130706433 into 127.0.0.1).
  const rawHost = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#:]*)/i.exec(raw)?.[1] ?? "";
  if (/^\d+$/.test(rawHost)) return false;
  // Back to the site: scheme, host and port match (any port on loopback, RFC 8252 native apps).
  if (
    u.hostname === site.hostname &&
    u.protocol === site.protocol &&
    (u.port === site.port || isLocalhost(host))
  )
    return true;
  if (isIP(host)) return isLoopbackIp(host);
  const isHttp = u.protocol === "http:" || u.protocol === "https:";
  if (isHttp && !/^[a-zA-Z0-9.-]+$/.test(host)) return false;
  const withoutFragment = raw.split("#")[0]!;
  return config.uriAllowList.some((pattern) => globMatch(pattern, withoutFragment));
}

function isLocalhost(host: string): boolean {
  return host === "localhost" || (isIP(host) !== 0 && isLoopbackIp(host));
}

function isLoopbackIp(ip: string): boolean {
  return ip.startsWith("127.") || ip === "::1" || ip.startsWith("::ffff:127.");
}

function globMatch(pattern: string, value: string): boolean {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === "*" && pattern[i + 1] === "*") {
      re += ".*";
      i++;
    } else if (ch === "*") re += "[^./]*";
    else if (ch === "?") re += "[^./]";
    else re += ch.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`).test(value);
}
