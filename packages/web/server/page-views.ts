/**
 * What the pages teach (issue 32, item 5): the site server counts each page of the site it sends,
 * in memory, and the desk adds the counts to its table in batches (packages/desk
 * services/page-views.ts: a number per page and day, nothing else). Counted: a GET answered 200
 * with a prerendered page's HTML whose path has a page's shape. Not counted: files (scripts,
 * styles, images, downloads), HEAD, 404s, 304s, the staff desk, a page reached again by the plain
 * "Was this page useful?" post, a page a script fetched (the service worker saving pages for
 * offline reading: `Sec-Fetch-Dest` other than `document`), and crawlers that say so. Nothing of
 * the request is kept: not its address, cookies, browser, referrer or query; the user agent and
 * `Sec-Fetch-Dest` are read only to skip crawlers and fetches.
 */
import { FEEDBACK_PARAM, isFeedbackPath } from "@saathi/desk/contract";
import { staffPath } from "../app/content/routes.ts";
import { unlocalizedPath } from "../app/i18n/locales.ts";
import type { StaticFile } from "./static-site.ts";

/** Crawlers that name themselves (they read pages; people did not). */
const CRAWLER = /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|embedly|preview/i;

/** Whether sending `file` at `path` to this GET is one view of a page of the site. */
export function isPageView(
  path: string,
  file: StaticFile,
  request: {
    userAgent: string | undefined;
    /** `Sec-Fetch-Dest`: `document` for a page opened in a browser; absent from older clients. */
    fetchDest: string | undefined;
    query: URLSearchParams;
  },
): boolean {
  if (!file.contentType.startsWith("text/html")) return false;
  if (!isFeedbackPath(path)) return false;
  const page = unlocalizedPath(path);
  if (page === staffPath || page.startsWith(`${staffPath}/`)) return false;
  if (request.query.has(FEEDBACK_PARAM)) return false;
  if (request.fetchDest !== undefined && request.fetchDest !== "document") return false;
  return !CRAWLER.test(request.userAgent ?? "");
}
