/**
 * Every language's extra search words (words people search a page with that it does not use
 * itself), for the build's indexes (scripts/postbuild.ts) and tests: English's in
 * content/search-keywords.ts, each other language's in its folder (content/<code>/search-keywords.ts).
 */
import type { Locale } from "../i18n/locales.ts";
import type { SitePath } from "./routes.ts";
import { searchKeywords } from "./search-keywords.ts";
import * as hindi from "./hi/search-keywords.ts";
import * as bengali from "./bn/search-keywords.ts";
import * as marathi from "./mr/search-keywords.ts";

const byLocale: Record<Exclude<Locale, "en">, typeof hindi> = {
  hi: hindi,
  bn: bengali,
  mr: marathi,
};

/** The extra search words of a page in `locale`. */
export function extraSearchWords(path: SitePath, locale: Locale): readonly string[] {
  return locale === "en" ? (searchKeywords[path] ?? []) : byLocale[locale].extraSearchWords(path);
}
