/**
 * What the service worker saves (issue 24; issue 34 item 3, decision 0028): at install only
 * what every visit may need offline, the shell (the code and CSS the pages load at start, the
 * icon sprite, the manifest and the icons) and the urgent pages in English with their
 * data (help for suicidal thoughts, mental health support with the crisis lines, the offline
 * page); the same pages in the person's own language as soon as they open a page in it. Everything else is saved as it is visited, or when the person asks ("Save for
 * offline"): the worker is told which pages exist and which code their sections load on
 * demand (`savableOf`), not given them. The 404 pages are never saved: offline, an unknown
 * address gets the offline page. Pagefind's index, the videos and the mail templates are left
 * to the network.
 */
import { accountPaths, searchPath, sitePaths } from "../app/content/routes.ts";
import { locales, localizedPath, type Locale } from "../app/i18n/locales.ts";

/** Files named without a hash that every page uses (sw/routing.ts answers them network first). */
export const STATIC_PATTERNS = [
  "icons.svg",
  "site.webmanifest",
  "favicon.svg",
  "icon-*.png",
  "apple-touch-icon.png",
];

/** The pages saved at install in every language: a person in crisis may have no signal. */
export const URGENT_PATHS = ["/help-for-suicidal-thoughts", "/mental-health-support", "/offline"];

export const htmlFileOf = (path: string) =>
  path === "/" ? "index.html" : `${path.slice(1)}/index.html`;

/** React Router's prerendered data of a page ("/" is "_.data", "/hi" is "hi.data"). */
export const dataFileOf = (path: string) => (path === "/" ? "_.data" : `${path.slice(1)}.data`);

/** The URL of a page's data ("/" is "/_.data"). */
export const dataUrlOf = (path: string) => `/${dataFileOf(path)}`;

/** The urgent pages of `locale`. */
export const urgentPagesIn = (locale: Locale) =>
  URGENT_PATHS.map((path) => localizedPath(path, locale));

/**
 * The urgent pages saved at install: English's (issue 36 item 5). Every other language's are saved
 * by the worker when a page of that language is first opened (sw.ts saveUrgentPages), so a phone
 * holds the languages its person reads, not all four.
 */
export const urgentPages = () => urgentPagesIn("en");

/**
 * Code that only pages needing the network use: the account and its auth client, the staff desk,
 * the service desk's forms, search results. Every other /assets file (each section kind, the menu,
 * the dialogs, the live modules) is in the shell: an urgent page loads some as it hydrates, and a
 * page opened offline needs its own.
 */
export const NETWORK_PAGES_CODE = /^\/assets\/(supabase|staff|account|desk|request-form|search)/;

/** The build's /assets files a page's HTML names (its start-up code, its CSS, React Router's manifest, its messages). */
export function assetsNamedIn(html: string): string[] {
  return [...new Set(html.match(/\/assets\/[\w.-]+\.(?:json|js|css)\b/g) ?? [])];
}

/**
 * The build's files to save at install, as globs under build/client: the urgent pages with their
 * data, the unhashed files, and `shellCode` (build-sw.ts: the /assets files the urgent pages'
 * HTML names, and all other code but NETWORK_PAGES_CODE).
 */
export function precachePatterns(shellCode: readonly string[]): string[] {
  const pages = urgentPages().flatMap((path) => [htmlFileOf(path), dataFileOf(path)]);
  return [...pages, ...STATIC_PATTERNS, ...shellCode.map((url) => url.slice(1))];
}

/**
 * What the worker may save: the pages of each language, the code saved with a guide, and each
 * language's urgent pages (saved when the language is first read).
 */
export type Savable = {
  pages: Record<Locale, string[]>;
  code: string[];
  urgent: Record<Locale, string[]>;
};

/**
 * Every page of each language a person may save (the guides, the hubs, the account pages and
 * search), and `onDemandCode`: the /assets files not in the shell (NETWORK_PAGES_CODE), saved
 * with the first page saved, so a saved account or search page still starts offline.
 */
export function savableOf(onDemandCode: readonly string[]): Savable {
  const paths = [...sitePaths, ...accountPaths, searchPath];
  const pages = Object.fromEntries(
    locales.map((locale) => [locale, paths.map((path) => localizedPath(path, locale))]),
  ) as Record<Locale, string[]>;
  const urgent = Object.fromEntries(
    locales.map((locale) => [locale, urgentPagesIn(locale)]),
  ) as Record<Locale, string[]>;
  return { pages, code: [...onDemandCode], urgent };
}

/** The URL a saved file answers, as the site server serves it: "study-tips/index.html" is "/study-tips". */
export function precacheUrlOf(file: string): string {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file}`;
}

/** A file whose name carries its content's hash needs no revision of its own. */
export const isHashed = (url: string) => url.startsWith("/assets/");
