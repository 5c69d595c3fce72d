/**
 * What the service worker saves at install (issue 24): every prerendered page of every language
 * with its data (what React Router fetches on a client-side move: /study-tips.data, /_.data for
 * the home page), all of the build's code and CSS (every route's chunks and what they load on
 * demand, the checklists' among them), the icon sprite, the manifest and the icons. The 404 pages
 * are left out: offline, an unknown address gets the offline page. Pagefind's index, the videos
 * and the mail templates are left to the network.
 */
import { notFoundPath } from "../app/content/routes.ts";
import { locales, localizedPath } from "../app/i18n/locales.ts";

/** Files named without a hash that every page uses (sw/routing.ts answers them network first). */
export const STATIC_PATTERNS = [
  "assets/**/*.{js,css}",
  "icons.svg",
  "site.webmanifest",
  "favicon.svg",
  "icon-*.png",
  "apple-touch-icon.png",
];

export const htmlFileOf = (path: string) =>
  path === "/" ? "index.html" : `${path.slice(1)}/index.html`;

/** React Router's prerendered data of a page ("/" is "_.data", "/hi" is "hi.data"). */
export const dataFileOf = (path: string) => (path === "/" ? "_.data" : `${path.slice(1)}.data`);

/** The build's files to save, as globs under build/client, for the prerendered paths given. */
export function precachePatterns(prerenderPaths: readonly string[]): string[] {
  const notFound = new Set(locales.map((locale) => localizedPath(notFoundPath, locale)));
  const pages = prerenderPaths.filter((path) => !notFound.has(path));
  return [...pages.flatMap((path) => [htmlFileOf(path), dataFileOf(path)]), ...STATIC_PATTERNS];
}

/** The URL a saved file answers, as the site server serves it: "study-tips/index.html" is "/study-tips". */
export function precacheUrlOf(file: string): string {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file}`;
}

/** A file whose name carries its content's hash needs no revision of its own. */
export const isHashed = (url: string) => url.startsWith("/assets/");
