/**
 * The service worker's rules (DESIGN.md "Tools (contract)", issue 24): which request gets
 * which answer. Pure functions of the URL, so unit tests hold them; sw.ts applies them.
 *
 * - The account and service-desk APIs and the staff desk are never answered: the browser
 *   asks the network itself, nothing is cached, and offline they fail as they would with
 *   no service worker at all.
 * - A page (a navigation) comes from the network when it answers in time, else from the
 *   saved copy (at install, on a visit or on "Save for offline"), else the offline page in the
 *   page's language (a redirect to it).
 * - A search with words (/search?q=) is answered by the server alone; offline, the offline page.
 * - React Router's page data (/study-tips.data) and the files without a hash in their name
 *   (icons.svg, the manifest, the icons) come from the network first too, so a page from the
 *   network never meets an older sprite; the saved copy when there is no network.
 * - /assets/ files have their content's hash in their names: the saved copy, always; one
 *   fetched from the network is kept, so the code a visited page loads works offline too.
 */
import { localeOfPath, localizedPath, unlocalizedPath } from "../app/i18n/locales.ts";
import { offlinePath, searchPath } from "../app/content/routes.ts";

export type RequestKind =
  /** Not answered by the service worker. */
  | "network-only"
  /** A navigation: network first, then the saved page, then the offline page. */
  | "page"
  /** A navigation to /search?q=: the server's answer or the offline page. */
  | "search"
  /** Network first, then the saved copy. */
  | "network-first"
  /** The saved copy, then the network. */
  | "cache-first";

/** The parts of a Request the rules read (a plain object in tests). */
export type RequestLike = { url: string; method: string; mode: RequestMode | string };

/** How long a page may take before the saved copy is shown instead (when there is one). */
export const NETWORK_TIMEOUT_MS = 3000;

// The auth API (GoTrue, /auth/v1), the site's API (/api: account deletion, the service desk)
// and the staff desk. /healthz says whether the server is up: a saved answer would lie.
const NEVER_ANSWERED = [/^\/auth\/v1(\/|$)/, /^\/api(\/|$)/, /^\/staff/, /^\/healthz$/];

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Whether the service worker must leave a path to the network, in any language and spelling. */
export function isNeverAnswered(pathname: string): boolean {
  // "/%61pi/account" is "/api/account" to the server; "/hi/staff" is the staff desk in Hindi.
  const forms = [pathname, decoded(pathname)].flatMap((path) => [path, unlocalizedPath(path)]);
  return forms.some((path) => NEVER_ANSWERED.some((rule) => rule.test(path)));
}

/** Files named without a hash that pages use, saved at install (scripts/build-sw.ts). */
const UNHASHED_FILE = /^\/[\w.-]+\.(svg|png|ico|webmanifest)$/;

export function requestKind(request: RequestLike, origin: string): RequestKind {
  if (request.method !== "GET") return "network-only";
  const url = new URL(request.url);
  if (url.origin !== origin || isNeverAnswered(url.pathname)) return "network-only";
  if (request.mode === "navigate")
    return unlocalizedPath(url.pathname) === searchPath && url.searchParams.has("q")
      ? "search"
      : "page";
  if (url.pathname.endsWith(".data") || UNHASHED_FILE.test(url.pathname)) return "network-first";
  if (url.pathname.startsWith("/assets/")) return "cache-first";
  return "network-only";
}

/**
 * The saved copy a request would use: its path without the query (the page is the same
 * whatever ?code= or ?_routes= it carries) or a trailing slash (the server redirects those).
 */
export function savedPathFor(url: string): string {
  const { pathname } = new URL(url);
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/** The offline page in the language of the page asked for. */
export function offlinePageFor(url: string): string {
  return localizedPath(offlinePath, localeOfPath(new URL(url).pathname));
}

/**
 * Where a navigation goes when neither the network nor a saved copy can answer: the offline
 * page, told which page to try again (routes/offline.tsx). A redirect, not the offline page's
 * HTML under the address asked for: React Router would hydrate that address's route over it.
 * Undefined for the offline page itself (nothing to send it to).
 */
export function offlineRedirectFor(url: string): string | undefined {
  const offline = offlinePageFor(url);
  if (savedPathFor(url) === offline) return undefined;
  const { pathname, search } = new URL(url);
  return `${offline}?from=${encodeURIComponent(pathname + search)}`;
}

/** How long a window's word that it is leaving holds: a navigation it started arrives long before. */
export const LEAVING_FOR_MS = 10_000;

/**
 * Whether a navigation may hand over to a waiting new version: only when every open window of the
 * site has said it is navigating away (register-service-worker.ts), so no page anyone is still
 * reading changes version under them. A new tab opened beside a page being read does not qualify:
 * that page has not said it is leaving. With no window open at all, nothing can be disturbed.
 */
export function mayActivateOnNavigation(
  openWindows: readonly string[],
  leaving: ReadonlyMap<string, number>,
  now: number,
): boolean {
  return openWindows.every((id) => {
    const since = leaving.get(id);
    return since !== undefined && now - since <= LEAVING_FOR_MS;
  });
}
