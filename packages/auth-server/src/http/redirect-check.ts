/**
 * Which redirect targets are honoured (GoTrue's IsRedirectURLValid, hardened in issue 21 item 1).
 *
 * A target is parsed once with WHATWG URL, the parser browsers use for a Location header, and
 * everything is decided on the parsed parts: scheme, host, port, path and query. GoTrue matches its
 * allow-list globs against the raw string while it checks the host of the parsed URL; the two
 * disagree on `https://evil%2ecom?.partner.example/cb` (the glob sees one label before
 * `.partner.example`, the browser goes to evil.com), on backslashes, and on full-width dots.
 *
 * For http(s), the text before the path must already be a plain host: ASCII letters, digits, dots
 * and hyphens (or a bracketed IPv6 address) and an optional port, with no userinfo, percent sign,
 * backslash or other character a parser would rewrite, and the host WHATWG URL reads from it must
 * be that same text (so `0x7f.1`, `127.1` and `2130706433` are refused). The answer is the parsed
 * URL's serialisation, so what was checked is what is sent.
 */
import { isIP } from "node:net";
import type { Config } from "../config.ts";

/** ASCII control characters, any Unicode whitespace or format character (zero-width, bidi). */
const UNSAFE_CHARS = /[\p{Cc}\p{Cf}\p{Z}\s]/u;
/** Schemes whose URL runs code or carries its own content, or is no place to send a browser. */
const REFUSED_SCHEMES = new Set([
  "javascript:",
  "data:",
  "vbscript:",
  "file:",
  "blob:",
  "about:",
  "filesystem:",
  "ftp:",
  "ws:",
  "wss:",
]);
/** GoTrue's regularHostname (lower case, as WHATWG URL serialises it). */
const PLAIN_HOST = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/;
const HTTP_AUTHORITY = /^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?(?=[/?#]|$)/i;

/** The target to send a browser to (normalised), or null when it may not be used. */
export function allowedRedirect(raw: string | undefined | null, config: Config): string | null {
  if (!raw || UNSAFE_CHARS.test(raw)) return null;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    // GoTrue: a custom app scheme WHATWG URL cannot parse (an underscore in it) may still match
    // the allow list; an http(s) URL always parses, so one that does not is refused.
    if (/^(https?|javascript|data|vbscript):/i.test(raw) || !/^[a-z][\w+.-]*:/i.test(raw))
      return null;
    return matchesRaw(raw, config) ? raw : null;
  }
  if (REFUSED_SCHEMES.has(u.protocol)) return null;
  if (u.protocol !== "http:" && u.protocol !== "https:") {
    // An app's own scheme (myapp://callback): matched as GoTrue does, on the text.
    return matchesRaw(raw, config) ? raw : null;
  }
  const authority = HTTP_AUTHORITY.exec(raw);
  if (!authority || authority[1]!.toLowerCase() !== u.hostname) return null;
  const host = u.hostname.replace(/^\[|\]$/g, "");
  const ip = isIP(host) !== 0;
  if (!ip && (!PLAIN_HOST.test(host) || /^[0-9.]+$/.test(host))) return null;
  let site: URL;
  try {
    site = new URL(config.siteUrl);
  } catch {
    return null;
  }
  // Back to the site: scheme, host and port match (any port on loopback, RFC 8252 native apps).
  if (
    u.hostname === site.hostname &&
    u.protocol === site.protocol &&
    (u.port === site.port || isLocalhost(host))
  )
    return u.href;
  if (ip) return isLoopbackIp(host) ? u.href : null;
  return config.uriAllowList.some((pattern) => matchesParsed(pattern, u)) ? u.href : null;
}

export function isAllowedRedirect(raw: string, config: Config): boolean {
  return allowedRedirect(raw, config) !== null;
}

function matchesRaw(raw: string, config: Config): boolean {
  const withoutFragment = raw.split("#")[0]!;
  return config.uriAllowList.some((pattern) => globMatch(pattern, withoutFragment));
}

const DEFAULT_PORT: Record<string, string> = { "http:": "80", "https:": "443" };

/**
 * An allow-list entry `scheme://host-glob[:port-glob]path-glob` against a parsed http(s) URL: the
 * scheme exactly, the host glob on the host, the port (the scheme's default when the entry has
 * none), and the rest on path + query. An entry without `://` (e.g. `**`) is matched on the
 * parsed URL's text.
 */
function matchesParsed(pattern: string, u: URL): boolean {
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/i.exec(pattern.trim());
  if (!m) return globMatch(pattern, u.href.split("#")[0]!);
  const [, scheme, authority, rest] = m as unknown as [string, string, string, string];
  const protocol = `${scheme.toLowerCase()}:`;
  if (protocol !== u.protocol || authority.includes("@")) return false;
  const hp = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(authority);
  if (!hp) return false;
  const hostGlob = hp[1]!.toLowerCase();
  const portGlob = hp[2] ?? DEFAULT_PORT[protocol]!;
  if (!globMatch(portGlob, u.port || DEFAULT_PORT[protocol]!)) return false;
  if (!globMatch(hostGlob, u.hostname)) return false;
  const restGlob = rest.split("#")[0] || "/";
  return globMatch(restGlob, u.pathname + u.search);
}

function isLocalhost(host: string): boolean {
  return host === "localhost" || (isIP(host) !== 0 && isLoopbackIp(host));
}

function isLoopbackIp(ip: string): boolean {
  return ip.startsWith("127.") || ip === "::1" || ip.startsWith("::ffff:127.");
}

/** GoTrue's globs (gobwas/glob with `.` and `/` as separators): `*` and `?` stop at them, `**` does not. */
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
