/**
 * Issue 29: every absolute URL the site serves names the deployment's public origin, not the
 * build's default (`http://127.0.0.1:8080`, config/site.ts BUILD_SITE_URL). The build writes its
 * origin into canonical and hreflang links, Open Graph, JSON-LD, the sitemap, robots.txt, the
 * pages' data and the calendar files; `npm start` calls `rebaseSite` as it loads the build, so
 * one build can be served at any address without a rebuild.
 *
 * Text files are rewritten where they name the build's origin. Calendar files are made again
 * instead: their lines are folded at 75 bytes, so an address may be split across two lines and a
 * plain replacement would miss it. Rewritten files are compressed again at a quick Brotli level:
 * at start, quality 11 would keep the server from answering for many seconds (precompress.ts).
 */
import etag from "etag";
import { examDates } from "../app/content/exam-dates.ts";
import { examFeed, examIcs } from "../app/features/downloads/exam-ics.ts";
import { examFeedPath, examIcsPath } from "../app/features/downloads/paths.ts";
import { locales, localizedPath } from "../app/i18n/locales.ts";
import { contentSecurityPolicy, type CspOptions } from "./csp.ts";
import { COMPRESSIBLE, compressAll, MIN_COMPRESSIBLE_BYTES } from "./precompress.ts";
import type { StaticFile, StaticSite } from "./static-site.ts";

/**
 * The public origin to serve at: `SITE_URL`, else `GOTRUE_SITE_URL` (the address mail links
 * return to), else the address the server listens on. Only an origin is accepted (no path), so
 * that it can stand wherever the build's origin stood.
 */
export function publicOrigin(env: NodeJS.ProcessEnv, listening: string): string {
  const configured = env.SITE_URL?.trim() || env.GOTRUE_SITE_URL?.trim();
  if (!configured) return new URL(listening).origin;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${configured}".`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`SITE_URL must be an http(s) URL, got "${configured}".`);
  if (url.pathname !== "/" || url.search || url.hash)
    throw new Error(
      `SITE_URL must be an origin with no path (like https://saathi.example.org), got "${configured}".`,
    );
  return url.origin;
}

/** The calendar files, made for `origin` (scripts/downloads.ts writes the build's). */
function calendarFiles(origin: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const locale of locales) {
    for (const exam of examDates)
      files.set(localizedPath(examIcsPath(exam.id), locale), examIcs(exam, locale, origin));
    files.set(localizedPath(examFeedPath, locale), examFeed(locale, origin));
  }
  return files;
}

/** `file` with a new body: its validators, compressed twins and (for a page) policy made again. */
export async function replaceBody(
  file: StaticFile,
  body: Buffer,
  csp: CspOptions,
): Promise<StaticFile> {
  const compressible = COMPRESSIBLE.test(file.contentType) && body.length > MIN_COMPRESSIBLE_BYTES;
  const twins = compressible ? await compressAll(body, "quick") : undefined;
  return {
    ...file,
    identity: { body, etag: etag(body) },
    variants: twins
      ? {
          br: { body: twins.br, etag: etag(twins.br) },
          gzip: { body: twins.gzip, etag: etag(twins.gzip) },
        }
      : {},
    // Inline scripts (JSON-LD, the route data) changed, so their hashes in the policy did too.
    ...(file.csp && file.contentType.startsWith("text/html")
      ? { csp: contentSecurityPolicy(body.toString("utf8"), csp) }
      : {}),
  };
}

/**
 * Serves `site` at `origin` instead of `built`: rewrites, in place, every text file that names the
 * build's origin, and makes the calendar files again. Returns how many files changed.
 */
export async function rebaseSite(
  site: StaticSite,
  built: string,
  origin: string,
  csp: CspOptions = {},
): Promise<number> {
  if (origin === built) return 0;
  const calendars = calendarFiles(origin);
  let changed = 0;
  const rebased = async (path: string, file: StaticFile): Promise<StaticFile> => {
    const calendar = calendars.get(path);
    if (calendar !== undefined) {
      changed++;
      return replaceBody(file, Buffer.from(calendar, "utf8"), csp);
    }
    // Only text: a PDF, a font or an image is left as it is.
    if (!COMPRESSIBLE.test(file.contentType) || file.contentType.startsWith("text/javascript"))
      return file;
    const text = file.identity.body.toString("utf8");
    if (!text.includes(built)) return file;
    changed++;
    return replaceBody(file, Buffer.from(text.replaceAll(built, origin), "utf8"), csp);
  };
  for (const [path, file] of site.files) site.files.set(path, await rebased(path, file));
  // The 404 pages are kept apart from the map (static-site.ts): one per language.
  const { notFound, notFoundFor } = site;
  const notFounds = new Map<StaticFile, StaticFile>();
  for (const page of [
    notFound,
    ...locales.map((l) => notFoundFor(localizedPath("/no-such-page", l))),
  ])
    if (!notFounds.has(page)) notFounds.set(page, await rebased("/404", page));
  site.notFound = notFounds.get(notFound)!;
  site.notFoundFor = (pathname) => notFounds.get(notFoundFor(pathname)) ?? site.notFound;
  return changed;
}
