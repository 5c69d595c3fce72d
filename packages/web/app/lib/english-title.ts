/**
 * WCAG 3.1.2 (language of parts): an English title on a page in another language (a source's own
 * title, a YouTube video's) is marked `lang="en"`, so a screen reader says it in English, and the
 * build's digit check (scripts/check-digits.ts) knows its 0-9 are English text's, which keeps
 * them. A title with a letter of an Indian script is in the page's language: it is not marked.
 */
import type { Locale } from "../i18n/locales.ts";

export function englishTitleLang(title: string, locale: Locale): "en" | undefined {
  if (locale === "en") return undefined;
  return /[A-Za-z]/.test(title) && !/[\u0900-\u0dff]/.test(title) ? "en" : undefined;
}
