import { isRequestKind } from "../config/request-kinds.ts";
import { localizedPath, locales, type Locale } from "../i18n/locales.ts";
import { statePaths } from "./state-slug-list.ts";

/**
 * Every route of SPEC.md section 2, in the order SPEC lists them, and /contact. The route table,
 * the prerender list, the sitemap and the tests all read this one list.
 */
export const sitePaths = [
  "/",
  "/services",
  "/patient-support",
  "/student-support",
  "/academic-counseling",
  "/personal-support",
  "/icu-ward-assistance",
  "/academic-pathfinder",
  "/find-best-school",
  "/medical-appointment-assistance",
  "/choosing-coaching",
  "/peer-support-groups",
  "/strategic-decision-support",
  "/mental-health-support",
  "/stream-selection-guide",
  "/study-tips",
  "/exercise-videos",
  "/avoid-distractions",
  "/friends-impact",
  "/templates-and-forms",
  "/audio-lectures",
  "/mentor-advantage",
  "/online-coaching-downsides",
  "/school-pros-cons",
  "/digital-distractions",
  "/social-environment-distractions",
  "/internal-thoughts-distractions",
  // SPEC's header links to /contact without routing it; issue 15 makes it a real page.
  "/contact",
  // Issue 20: a page for the person who is struggling, exam stress for students, and the
  // legal and trust pages the footer links to.
  "/help-for-suicidal-thoughts",
  "/exam-stress",
  "/privacy",
  "/terms",
  "/accessibility",
  // Issue 24: the year's entrance exams, board exams and counselling rounds, with calendar files.
  "/exam-calendar",
  // Issue 29: the patient resources made real: a guided breathing and relaxation practice
  // (WHO's "Doing What Matters in Times of Stress") and a healthy-eating guide (ICMR-NIN, 2024).
  "/breathing-practice",
  "/healthy-eating",
  // Issue 29: the footer's company pages, real instead of "coming soon".
  "/about",
  "/our-team",
  // Issue 35: four situation guides, each a short sequence of steps for one moment, ending in
  // care cards and the things to do.
  "/first-day-in-icu",
  "/going-home-from-hospital",
  "/someone-talks-about-suicide",
  "/results-day",
  // Issue 35: "Your state": an index of the 36 states and union territories, and a page for each
  // (help lines, the state's health scheme, school boards and entrance tests, each with a source).
  "/state",
  ...statePaths,
] as const;

export type SitePath = (typeof sitePaths)[number];

/**
 * The catch-all route is prerendered once at this path; the server answers every
 * unknown URL with that file and HTTP 404, so the page hydrates without a mismatch.
 */
export const notFoundPath = "/404";

/**
 * The account pages (DESIGN.md "Accounts"): prerendered shells that the browser
 * fills in. /account is listed in the sitemap; the reset-password landing page
 * (reached only from a mail) is not, and asks search engines not to index it.
 */
export const accountPaths = ["/account", "/account/reset-password"] as const;

/** Site search's page (/search?q=); not a content page, so not in the sitemap. */
export const searchPath = "/search";

/**
 * What the service worker (sw/) shows for a page it has not saved when there is no network:
 * prerendered in every language like search, never in the sitemap.
 */
export const offlinePath = "/offline";

/**
 * The support team's desk (issue 23): a shell prerendered without data, never in the sitemap,
 * disallowed in robots.txt, answered with `X-Robots-Tag: noindex` (server/desk-pages.ts), and kept
 * out of `prerenderPaths` so that nothing that saves the site's pages (the service worker) saves it.
 */
export const staffPath = "/staff";

/**
 * The service desk's pages for people (docs/decisions/0022-service-desk.md, "Pages the screens
 * build"), each with the body that routes/desk.tsx renders for it: the request form, its thank-you
 * page, a request's private page, and the mail subscription's pages. Prerendered; the site server
 * writes into them what their address says (server/desk-pages.ts).
 */
export const deskPages = {
  "/request": "request",
  "/request/sent": "request-sent",
  "/request/view": "request-view",
  "/request/deleted": "desk-message",
  "/subscribe": "subscribe",
  "/subscribe/check-email": "desk-message",
  "/subscribe/confirm": "subscribe-token",
  "/subscribe/unsubscribe": "subscribe-token",
  "/subscribe/confirmed": "desk-message",
  "/subscribe/unsubscribed": "desk-message",
} as const;
export type DeskPages = typeof deskPages;
export type DeskPath = keyof DeskPages;
export const deskPaths = Object.keys(deskPages) as DeskPath[];

/**
 * The desk pages search engines may list: the request form and the subscription form, real ways
 * into the service. The others only follow a form or a mail (and may carry a private token).
 */
export const indexedDeskPaths = ["/request", "/subscribe"] as const;

/** Every prerendered page with its own URL (content, account and desk pages). */
export const pagePaths: string[] = [...sitePaths, ...accountPaths, ...deskPaths];

export const sitemapPaths: string[] = [...sitePaths, "/account", ...indexedDeskPaths];

export const prerenderPaths: string[] = [...pagePaths, searchPath, offlinePath, notFoundPath];

/**
 * The same lists in every language: a language's content routes are the pages it has
 * (content/<lang>/index.ts; the twin test holds each to every English page), its account,
 * desk, search, offline and 404 pages always exist. Build-time only: it loads every language's pages.
 */
export function localizedRoutes(pagesOf: (locale: Locale) => readonly { path: SitePath }[]) {
  const contentPaths = (locale: Locale) =>
    sitePaths.filter((path) => pagesOf(locale).some((page) => page.path === path));
  const each = (paths: (locale: Locale) => readonly string[]) =>
    locales.flatMap((locale) => paths(locale).map((path) => localizedPath(path, locale)));
  return {
    contentPaths,
    pagePaths: each((locale) => [...contentPaths(locale), ...accountPaths, ...deskPaths]),
    sitemapPaths: each((locale) => [...contentPaths(locale), "/account", ...indexedDeskPaths]),
    prerenderPaths: each((locale) => [
      ...contentPaths(locale),
      ...accountPaths,
      ...deskPaths,
      searchPath,
      offlinePath,
      notFoundPath,
    ]),
    /** The staff desk's shells, prerendered beside `prerenderPaths` (see `staffPath`). */
    staffPaths: each(() => [staffPath]),
  };
}

export function isSitePath(path: string): path is SitePath {
  return (sitePaths as readonly string[]).includes(path);
}

/**
 * Whether a page's link goes somewhere real: a page of the site (with an optional #fragment), the
 * account page, or a desk form with a query it understands (a known kind, the page it came from).
 */
export function isSiteHref(href: string): boolean {
  const url = new URL(href, "http://site.invalid");
  if (!href.startsWith("/") || url.origin !== "http://site.invalid") return false;
  if (isSitePath(url.pathname) || url.pathname === "/account") return url.search === "";
  if (url.hash || !(indexedDeskPaths as readonly string[]).includes(url.pathname)) return false;
  const kind = url.searchParams.get("kind");
  const source = url.searchParams.get("source");
  return (
    (kind === null || isRequestKind(kind)) &&
    (source === null || isSitePath(source)) &&
    [...url.searchParams.keys()].every((key) => ["kind", "source", "chat"].includes(key))
  );
}

/** The page a request is for: without a trailing slash or the ".data" of a data request. */
export function requestedPath(pathname: string): string {
  const withoutData = pathname === "/_.data" ? "/" : pathname.replace(/\.data$/, "");
  return withoutData.length > 1 ? withoutData.replace(/\/+$/, "") : withoutData;
}
