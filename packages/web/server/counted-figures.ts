/**
 * Issue 29, item 1: every number the site shows is counted, never typed. The service desk keeps
 * the totals (packages/desk storage/counters.ts: requests answered, downloads, and the votes of
 * "Was this page useful?"), and this writes them into the prerendered pages, each only past its
 * threshold:
 *
 * - the home page's trust line (`data-counted="requests-answered"`) says how many requests the
 *   team has answered once that is at least the deployer's `TRUST_FIGURE_MIN`; without that
 *   setting it keeps its true sentence with no number;
 * - a page's feedback box (`data-page-rating`) says how many readers found it useful once it has
 *   FEEDBACK_MIN_VOTES votes;
 * - a template (`data-download-count`, its files' paths) says how often it was downloaded once
 *   that is at least DOWNLOADS_MIN.
 *
 * All three sit in static islands (frame/static-island.tsx), whose markup React keeps as the
 * server sent it, so the filled page hydrates without a mismatch. A page reached by navigating
 * inside the site renders from its data, without the figures: what it shows is still true.
 * Downloads are counted here, as the server sends a template file in full, and added to the
 * desk's totals with the figures' refresh: a path and a number, nothing about who asked.
 */
import type { CountedFigures, Desk } from "@saathi/desk";
import { FEEDBACK_MIN_VOTES } from "@saathi/desk/contract";
import { catalogues } from "../app/i18n/catalogues.ts";
import { localeOfPath, type Locale } from "../app/i18n/locales.ts";
import { localDigits } from "../app/lib/digits.ts";
import { escapeHtml } from "./search-page.ts";
import { replaceBody } from "./site-origin.ts";
import type { CspOptions } from "./csp.ts";
import type { StaticFile, StaticSite } from "./static-site.ts";
import { logWarn } from "@saathi/auth-server/log";

/** A template's download count is shown from this many downloads (all its formats together). */
export const DOWNLOADS_MIN = 100;
/** How often downloads are added to the desk's totals and the pages get the latest figures. */
export const REFRESH_EVERY_MS = 5 * 60_000;

/** `TRUST_FIGURE_MIN`: a whole number from 1, or unset (the trust line then shows no figure). */
export function readTrustFigureMin(env: NodeJS.ProcessEnv): number | undefined {
  const value = env.TRUST_FIGURE_MIN?.trim();
  if (!value) return undefined;
  if (!/^[1-9]\d{0,8}$/.test(value))
    throw new Error(`TRUST_FIGURE_MIN must be a whole number from 1, got "${value}".`);
  return Number(value);
}

/**
 * Figures as Indian readers group them (12,40,000), in the digits of the page's language
 * (lib/digits.ts: ১২,৪০,০০০ on a Bengali page).
 */
const number = (n: number, locale: Locale) =>
  localDigits(new Intl.NumberFormat("en-IN").format(n), locale);

const TRUST = /(<(\w+)\b[^>]*\sdata-counted="requests-answered"[^>]*>)[^<]*(<\/\2>)/;
const RATING = /<p\b([^>]*\sdata-page-rating="([^"]*)"[^>]*)>[^<]*<\/p>/g;
const DOWNLOADS = /<p\b([^>]*\sdata-download-count="([^"]*)"[^>]*)>[^<]*<\/p>/g;
const HIDDEN = /\shidden(?:="")?(?=[\s>]|$)/;

/** A marked paragraph with `text`, shown; or as it was built (empty and hidden) without text. */
function fill(attributes: string, text: string | undefined): string {
  if (text === undefined) return `<p${attributes}></p>`;
  return `<p${attributes.replace(HIDDEN, "")}>${escapeHtml(text)}</p>`;
}

/** A page's HTML with the figures written in, each only past its threshold. */
export function withCountedFigures(
  html: string,
  path: string,
  figures: CountedFigures,
  trustMin: number | undefined,
): string {
  const locale = localeOfPath(path);
  const m = catalogues[locale];
  let out = html;
  if (trustMin !== undefined && figures.requestsAnswered >= trustMin)
    out = out.replace(
      TRUST,
      (_all, open: string, _tag: string, close: string) =>
        `${open}${escapeHtml(m.site.requestsAnswered(number(figures.requestsAnswered, locale)))}${close}`,
    );
  out = out.replace(RATING, (_all, attributes: string, page: string) => {
    const votes = figures.votes.get(page);
    const total = votes ? votes.yes + votes.no : 0;
    return fill(
      attributes,
      votes && total >= FEEDBACK_MIN_VOTES
        ? m.feedback.rating(number(votes.yes, locale), number(total, locale))
        : undefined,
    );
  });
  out = out.replace(DOWNLOADS, (_all, attributes: string, files: string) => {
    const count = files
      .split(" ")
      .reduce((sum, file) => sum + (figures.downloads.get(file) ?? 0), 0);
    return fill(
      attributes,
      count >= DOWNLOADS_MIN ? m.tools.templates.downloaded(number(count, locale)) : undefined,
    );
  });
  return out;
}

const MARKED = /\sdata-(?:counted|page-rating|download-count)=/;
/** The files people download from /templates-and-forms, in any language. */
const TEMPLATE_FILE = /^(?:\/[a-z]{2})?\/downloads\/templates\/[a-z0-9-]+\.(?:pdf|docx|xlsx)$/;

export type CountedFiguresService = {
  /** The server sent `path` in full (a GET answered 200): counted if it is a template file. */
  countDownload(path: string): void;
  /** Adds the downloads counted since the last time to the desk's totals, then fills the pages. */
  refresh(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Fills `site`'s marked pages from `desk`'s totals now and every `everyMs`. The pages as they are
 * now (after site-origin.ts has rebased them) are kept, so each refresh starts from them.
 */
export function countedFiguresService(o: {
  site: StaticSite;
  desk: Pick<Desk, "countedFigures" | "addDownloads">;
  trustMin: number | undefined;
  csp?: CspOptions;
  everyMs?: number;
  log?: (line: string) => void;
}): CountedFiguresService {
  const log = o.log ?? logWarn;
  const built = new Map<string, { file: StaticFile; html: string; shown: string }>();
  for (const [path, file] of o.site.files) {
    if (!file.contentType.startsWith("text/html")) continue;
    const html = file.identity.body.toString("utf8");
    if (MARKED.test(html)) built.set(path, { file, html, shown: html });
  }
  let pending = new Map<string, number>();
  let running: Promise<void> | undefined;

  async function run() {
    const counted = pending;
    pending = new Map();
    try {
      if (counted.size > 0) await o.desk.addDownloads(counted);
    } catch (error) {
      // Kept for the next refresh: a database that is away for a minute loses no count.
      for (const [path, n] of counted) pending.set(path, (pending.get(path) ?? 0) + n);
      log(`[saathi] downloads not yet added to the totals: ${String(error)}`);
      return;
    }
    let figures: CountedFigures;
    try {
      figures = await o.desk.countedFigures();
    } catch (error) {
      log(`[saathi] the counted figures could not be read: ${String(error)}`);
      return;
    }
    for (const [path, page] of built) {
      const html = withCountedFigures(page.html, path, figures, o.trustMin);
      if (html === page.shown) continue;
      page.shown = html;
      o.site.files.set(path, await replaceBody(page.file, Buffer.from(html, "utf8"), o.csp ?? {}));
    }
  }

  const refresh = () => (running ??= run().finally(() => (running = undefined)));
  const timer = setInterval(() => void refresh(), o.everyMs ?? REFRESH_EVERY_MS);
  timer.unref();
  return {
    countDownload(path) {
      if (TEMPLATE_FILE.test(path)) pending.set(path, (pending.get(path) ?? 0) + 1);
    },
    refresh,
    async stop() {
      clearInterval(timer);
      await running;
      // The last downloads counted, so a restart loses none.
      await refresh();
    },
  };
}
