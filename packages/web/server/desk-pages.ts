/**
 * The service desk's pages, answered by the server where it helps a browser without JavaScript
 * (docs/decisions/0022-service-desk.md, "Pages"): the thank-you page gets its reference and private
 * link filled in from `?ref=&t=`, the subscription confirm and unsubscribe pages their hidden token
 * field, the request form its kind and the page it came from, and a form the desk sent back the
 * words of its refusal, as /search gets its results (search-response.ts). Pages carrying a private
 * token are never cached and never send it on as a Referer; /staff is never indexed.
 */
import { REFUSAL_PARAM } from "@saathi/desk/contract";
import etag from "etag";
import { gzipSync } from "node:zlib";
import { isDeskErrorCode, isRequestKind, sameSitePath } from "../app/config/request-kinds.ts";
import { deskCatalogues } from "../app/i18n/desk-catalogues.ts";
import { localeOfPath, type Locale } from "../app/i18n/locales.ts";
import { escapeHtml } from "./search-page.ts";
import type { StaticFile, StaticVariant } from "./static-site.ts";
import { staticResponse } from "./static-response.ts";

/** Pages whose address may carry a private token. */
export const TOKEN_PAGES = new Set([
  "/request/sent",
  "/request/view",
  "/subscribe/confirm",
  "/subscribe/unsubscribe",
]);
export const STAFF_PAGE = "/staff";
/** Forms the desk sends back to with `?refused=` (and the request form's `?kind=&source=`). */
export const FORM_PAGES = new Set(["/request", "/subscribe"]);

/**
 * Headers for a desk page (`path` without its language prefix): none extra for the forms, or
 * undefined for a page that is not the desk's.
 */
export function deskPageHeaders(path: string): Record<string, string> | undefined {
  if (FORM_PAGES.has(path)) return {};
  if (TOKEN_PAGES.has(path))
    return { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" };
  if (path === STAFF_PAGE || path.startsWith(`${STAFF_PAGE}/`))
    return {
      "X-Robots-Tag": "noindex, nofollow",
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    };
  return undefined;
}

const REFERENCE = /^SA-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4,6}$/;
const REQUEST_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const UNSUBSCRIBE_TOKEN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/;

function setAttribute(tag: string, name: string, value: string): string {
  const attr = new RegExp(`\\s${name}="[^"]*"`);
  const safe = `${name}="${escapeHtml(value)}"`;
  return attr.test(tag)
    ? tag.replace(attr, ` ${safe}`)
    : tag.replace(/\s*\/?>$/, (end) => ` ${safe}${end}`);
}

/**
 * The page with what the query names filled in, only where the page marks it:
 * `<... data-desk-reference></...>` gets the reference as text, `<a data-desk-private-link>` the
 * private page's address as href, `<input data-desk-token>` the token as value. Values that are
 * not a reference or token are ignored (and everything is escaped anyway).
 */
export function fillDeskPage(
  template: string,
  path: string,
  prefix: string,
  params: URLSearchParams,
): string {
  let html = fillForm(template, path, localeOfPath(prefix || "/"), params);
  const ref = params.get("ref") ?? "";
  const token = params.get("t") ?? "";
  if (path === "/request/sent" && REFERENCE.test(ref)) {
    // The thanks shows, and the page's words for an address without a reference go.
    html = hideMarked(showMarked(html, "data-desk-when-ref"), "data-desk-unless-ref");
    html = html.replace(
      /(<(\w+)\b[^>]*\sdata-desk-reference(?:="")?[^>]*>)[^<]*(<\/\2>)/g,
      (_m, open: string, _tag: string, close: string) => `${open}${escapeHtml(ref)}${close}`,
    );
  }
  // A request whose words speak of a danger (the desk's 303 says `urgent=1`, issue 32): the urgent
  // lines first, shown without JavaScript too.
  if (path === "/request/sent" && REFERENCE.test(ref) && params.get("urgent") === "1")
    html = showMarked(html, "data-desk-when-urgent");
  if (path === "/request/sent" && REQUEST_TOKEN.test(token)) {
    html = html.replace(/<a\b[^>]*\sdata-desk-private-link(?:="")?[^>]*>/g, (tag) =>
      setAttribute(tag, "href", `${prefix}/request/view?t=${token}`),
    );
  }
  const tokenOk =
    (path === "/subscribe/confirm" && REQUEST_TOKEN.test(token)) ||
    (path === "/subscribe/unsubscribe" && UNSUBSCRIBE_TOKEN.test(token)) ||
    (path === "/request/view" && REQUEST_TOKEN.test(token));
  if (tokenOk) {
    html = html.replace(/<input\b[^>]*\sdata-desk-token(?:="")?[^>]*>/g, (tag) =>
      setAttribute(tag, "value", token),
    );
    if (path === "/request/view")
      html = html.replace(
        /<form\b[^>]*\sdata-desk-action="([a-z/]*)"[^>]*>/g,
        (tag, action: string) => setAttribute(tag, "action", `/api/desk/private/${token}${action}`),
      );
  }
  return html;
}

const FIELD = /^[a-z_]{1,20}$/;

/** The start tags carrying the (valueless) marker attribute `marker`. */
const markedTags = (marker: string) => new RegExp(`<\\w+\\b[^>]*\\s${marker}(?:="")?[^>]*>`, "g");

/** Every element marked `marker` shown: its `hidden` attribute taken away. */
function showMarked(html: string, marker: string): string {
  return html.replace(markedTags(marker), (tag) => tag.replace(/\shidden(?:="[^"]*")?/, ""));
}

/** Every element marked `marker` hidden. */
function hideMarked(html: string, marker: string): string {
  return html.replace(markedTags(marker), (tag) => setAttribute(tag, "hidden", ""));
}

/**
 * What a form page's address says, written into its HTML for a browser without JavaScript: on the
 * request form the kind (`<select data-desk-kind>` gets that `<option>` selected) and the page it
 * came from (`<input data-desk-source>`'s value, a same-site path only); on any desk page a refusal
 * (`?refused=<code>&field=<field>`), and Live Chat's box (`?chat=1`: `data-desk-when-chat` shown,
 * `data-desk-unless-chat` hidden): the element marked `data-desk-error` gets the code's words in the
 * page's language (with `data-desk-error="form"`, also that Back keeps what was typed), the one
 * marked `data-desk-field-error="<field>"` the same words beside its field, and the field itself
 * `aria-invalid`. Unknown codes, kinds and fields are ignored; every value is escaped.
 */
function fillForm(template: string, path: string, locale: Locale, params: URLSearchParams) {
  let html = template;
  const kind = params.get("kind");
  if (path === "/request" && isRequestKind(kind)) {
    html = html.replace(
      /(<select\b[^>]*\sdata-desk-kind(?:="")?[^>]*>)([\s\S]*?)(<\/select>)/,
      (_m, open: string, options: string, close: string) => {
        const chosen = options
          .replace(/<option\b[^>]*>/g, (tag) => tag.replace(/\sselected(?:="[^"]*")?/, ""))
          .replace(new RegExp(`<option\\b[^>]*\\svalue="${kind}"[^>]*>`), (tag) =>
            setAttribute(tag, "selected", ""),
          );
        return `${open}${chosen}${close}`;
      },
    );
  }
  const source = sameSitePath(params.get("source"));
  if (FORM_PAGES.has(path) && source)
    html = html.replace(/<input\b[^>]*\sdata-desk-source(?:="")?[^>]*>/g, (tag) =>
      setAttribute(tag, "value", source),
    );
  // Live Chat (`?chat=1`): its box shows in place of the reply-hours line, as the page will once
  // its script runs, so nothing moves then.
  if (path === "/request" && params.get("chat") === "1")
    html = hideMarked(showMarked(html, "data-desk-when-chat"), "data-desk-unless-chat");
  // The private page after an answer sent without JavaScript (`&sent=1`): its "sent" line shows.
  if (path === "/request/view" && params.get("sent") === "1")
    html = showMarked(html, "data-desk-when-sent");
  // "Did this help?" (issue 32): the closing mail's link (`&helped=ask`) shows the question, and
  // the desk's 303 after an answer (`&helped=thanks`) the thanks in its place.
  if (path === "/request/view" && params.get("helped") === "ask")
    html = showMarked(html, "data-desk-helped-question");
  if (path === "/request/view" && params.get("helped") === "thanks")
    html = hideMarked(
      showMarked(showMarked(html, "data-desk-helped-question"), "data-desk-helped-thanks"),
      "data-desk-helped-form",
    );
  const code = params.get(REFUSAL_PARAM);
  if (!isDeskErrorCode(code)) return html;
  const words = deskCatalogues[locale];
  const message =
    path === "/subscribe" && code === "consent_required"
      ? words.subscribe.consentRequired
      : words.errors[code];
  const field = params.get("field") ?? "";
  // A form's error summary (form-parts.tsx ErrorSummary): the same heading, the refusal (a link to
  // its field), that nothing was sent, and that Back keeps what was typed.
  const said = escapeHtml(message);
  const summary = [
    `<h2 class="text-lg font-bold">${escapeHtml(words.problem.title)}</h2>`,
    `<ul class="mt-1 list-disc pl-5"><li>`,
    FIELD.test(field)
      ? `<a href="#desk-${field.replace(/_/g, "-")}" class="underline underline-offset-4">${said}</a>`
      : said,
    `</li></ul><p class="mt-2 font-normal">`,
    escapeHtml(`${words.problem.notSent} ${words.backKeepsTyped}`),
    `</p>`,
  ].join("");
  html = html.replace(
    /(<(\w+)\b[^>]*\sdata-desk-error(?:="(form)?")?[^>]*>)[^<]*(<\/\2>)/g,
    (_m, open: string, _tag: string, form: string | undefined, close: string) =>
      `${open}${form ? summary : said}${close}`,
  );
  if (FIELD.test(field)) {
    html = html.replace(
      new RegExp(`(<(\\w+)\\b[^>]*\\sdata-desk-field-error="${field}"[^>]*>)[^<]*(<\\/\\2>)`, "g"),
      (_m, open: string, _tag: string, close: string) => `${open}${escapeHtml(message)}${close}`,
    );
    html = html.replace(
      new RegExp(`<(?:input|select|textarea)\\b[^>]*\\sname="${field}"[^>]*>`, "g"),
      (tag) => setAttribute(tag, "aria-invalid", "true"),
    );
  }
  return html;
}

const variant = (body: Buffer): StaticVariant => ({ body, etag: etag(body) });

export function deskPageResponse(
  request: Request,
  page: StaticFile,
  path: string,
  prefix: string,
  params: URLSearchParams,
): Response {
  const headers = deskPageHeaders(path) ?? {};
  let file = page;
  if (
    ["ref", "t", "kind", "source", "chat", REFUSAL_PARAM, "sent"].some((name) => params.has(name))
  ) {
    const body = Buffer.from(
      fillDeskPage(page.identity.body.toString("utf8"), path, prefix, params),
    );
    file = {
      identity: variant(body),
      variants: { gzip: variant(gzipSync(body)) },
      lastModified: page.lastModified,
      contentType: page.contentType,
      // A page with a private token is never kept; a form's is, like any page (Back shows it).
      cacheControl: TOKEN_PAGES.has(path) ? "no-store" : page.cacheControl,
      ...(page.csp ? { csp: page.csp } : {}),
    };
  }
  const res = staticResponse(request, file, 200);
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  return res;
}
