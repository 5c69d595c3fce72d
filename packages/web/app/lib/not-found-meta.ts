/**
 * The 404 page's head, in its language: build time only (the content route's loader), since it
 * reads every language's catalogue. No noindex: the page is only ever sent with HTTP 404.
 */
import { site } from "../config/site.ts";
import { catalogues } from "../i18n/catalogues.ts";
import type { Locale } from "../i18n/locales.ts";

export function notFoundMeta(locale: Locale) {
  const m = catalogues[locale];
  return [
    { title: `${m.notFound.title} | ${site.name}` },
    { name: "description", content: m.notFound.description(site.name) },
  ];
}
