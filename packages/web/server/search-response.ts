/**
 * The answer to GET /search?q= and /hi/search?q=: that language's prerendered search page with
 * the server's results
 * (search-page.ts), made per request and sent through the same HTTP layer as every file
 * (static-response.ts: encodings, validators), with the page's own CSP (the results add
 * no script and no style).
 */
import etag from "etag";
import { gzipSync } from "node:zlib";
import type { SiteSearch } from "./site-search.ts";
import type { StaticFile, StaticVariant } from "./static-site.ts";
import { staticResponse } from "./static-response.ts";
import { fillSearchPage, searchResultsHtml } from "./search-page.ts";
import { searchPath } from "../app/content/routes.ts";
import { fillMessage } from "../app/features/search/search-core.ts";
import { catalogues } from "../app/i18n/catalogues.ts";
import { locales, localizedPath, type Locale } from "../app/i18n/locales.ts";

/** Longer than any question a person types; a longer one gets a clear 414, not a slow search. */
export const MAX_QUERY_LENGTH = 300;

const variant = (body: Buffer): StaticVariant => ({ body, etag: etag(body) });

/** The language whose search page is at `path` (/search, /hi/search), or undefined. */
export function searchPageLocale(path: string): Locale | undefined {
  return locales.find((locale) => localizedPath(searchPath, locale) === path);
}

export async function searchPageResponse(
  request: Request,
  params: URLSearchParams,
  page: StaticFile,
  search: SiteSearch,
  log: (line: string) => void,
  locale: Locale,
): Promise<Response> {
  const query = (params.get("q") ?? "").trim();
  if (query.length > MAX_QUERY_LENGTH) {
    return new Response(fillMessage(catalogues[locale].search.tooLong, { max: MAX_QUERY_LENGTH }), {
      status: 414,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const template = page.identity.body.toString("utf8");
  let results = "";
  if (query) {
    let outcome: Awaited<ReturnType<SiteSearch["search"]>> | "failed";
    try {
      outcome = await search.search(query, { locale, exact: params.get("exact") === "1" });
    } catch (error) {
      log(`[saathi] search failed for a query: ${String(error)}`);
      outcome = "failed";
    }
    results = searchResultsHtml(query, outcome, search.guideIndex[locale], locale);
  }
  const body = Buffer.from(fillSearchPage(template, query, results));
  const file: StaticFile = {
    identity: variant(body),
    variants: { gzip: variant(gzipSync(body)) },
    lastModified: page.lastModified,
    contentType: page.contentType,
    cacheControl: "no-cache",
    ...(page.csp ? { csp: page.csp } : {}),
  };
  return staticResponse(request, file, 200);
}
