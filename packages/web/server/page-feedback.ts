/**
 * "Was this page useful?" after a plain post (issue 29): the desk answers 303 back to the page
 * with `?feedback=thanks` (or a refusal's code, `?feedback=rate_limited_ip`) at #page-feedback,
 * and this writes that answer into the page's prerendered box for a browser without JavaScript
 * (frame/layout/page-feedback.tsx), as desk-pages.ts does for the desk's own forms: the
 * element marked `data-feedback-result` gets the words from the page's catalogue, and after thanks
 * the forms (marked `data-feedback-form`) are hidden. A value it does not know changes nothing.
 * The box is a static island, whose markup React keeps as the server sent it, so the page hydrates
 * over the filled box without a mismatch and without moving.
 */
import { FEEDBACK_PARAM, FEEDBACK_THANKS } from "@saathi/desk/contract";
import etag from "etag";
import { gzipSync } from "node:zlib";
import { isDeskErrorCode } from "../app/config/request-kinds.ts";
import { catalogues } from "../app/i18n/catalogues.ts";
import { localeOfPath, type Locale } from "../app/i18n/locales.ts";
import { escapeHtml } from "./search-page.ts";
import type { StaticFile, StaticVariant } from "./static-site.ts";

/** The words for `?feedback=<value>`, and whether it was taken; undefined for a value not ours. */
export function feedbackAnswer(
  value: string | null,
  locale: Locale,
): { text: string; thanked: boolean } | undefined {
  const t = catalogues[locale].feedback;
  if (value === FEEDBACK_THANKS) return { text: t.thanks, thanked: true };
  if (!isDeskErrorCode(value)) return undefined;
  if (value === "rate_limited_ip") return { text: t.rateLimited, thanked: false };
  if (value === "too_long" || value === "body_too_large")
    return { text: t.tooLong, thanked: false };
  return { text: t.failed, thanked: false };
}

const RESULT = /(<p\b[^>]*\sdata-feedback-result(?:="")?[^>]*>)[^<]*(<\/p>)/;
const FORM_PART = /<\w+\b[^>]*\sdata-feedback-form(?:="")?[^>]*>/g;

/** The page's HTML with the answer written into its feedback box (unchanged when it has none). */
export function fillPageFeedback(html: string, locale: Locale, value: string | null): string {
  const answer = feedbackAnswer(value, locale);
  if (!answer || !RESULT.test(html)) return html;
  let filled = html.replace(
    RESULT,
    (_m, open: string, close: string) => `${open}${escapeHtml(answer.text)}${close}`,
  );
  if (answer.thanked)
    filled = filled.replace(FORM_PART, (tag) =>
      /\shidden(?:=|\s|>)/.test(tag) ? tag : tag.replace(/\s*>$/, ' hidden="">'),
    );
  return filled;
}

const variant = (body: Buffer): StaticVariant => ({ body, etag: etag(body) });

/**
 * The page to send for a request whose query has `?feedback=`: a copy with the answer written in
 * (its own validators; gzip only, made now), or the page as it is.
 */
export function withFeedbackAnswer(
  page: StaticFile | undefined,
  path: string,
  params: URLSearchParams,
): StaticFile | undefined {
  if (!page || !params.has(FEEDBACK_PARAM) || !page.contentType.startsWith("text/html"))
    return page;
  const html = page.identity.body.toString("utf8");
  const filled = fillPageFeedback(html, localeOfPath(path), params.get(FEEDBACK_PARAM));
  if (filled === html) return page;
  const body = Buffer.from(filled);
  return {
    identity: variant(body),
    variants: { gzip: variant(gzipSync(body)) },
    lastModified: page.lastModified,
    contentType: page.contentType,
    cacheControl: page.cacheControl,
    ...(page.csp ? { csp: page.csp } : {}),
  };
}
