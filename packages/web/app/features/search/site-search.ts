/**
 * Site search in the browser, on Pagefind: each language's index is built from its prerendered
 * pages at build time (scripts/postbuild.ts) into /pagefind/<language>/, on our own origin, and
 * this module (with Pagefind's script and the index fragments it fetches) loads only when
 * someone opens search; a page searches its own language's index, and the other language's only
 * for a query in it (search-core.ts `searchLanguages`). Pagefind matches words and word prefixes
 * but not typos; when the words as typed find nothing, each word the site never uses is replaced
 * by the closest word it does use (one edit away, two for long words), from a word list the
 * build writes beside each index (search-core.ts has the rules, shared with the server's /search).
 */
import type { Locale } from "../../i18n/locales.ts";
import {
  decodeEntities,
  findWith,
  guideIndexUrl,
  pagefindOptions,
  searchBundle,
  searchLanguages,
  searchWordsUrl,
  type GuideIndex,
  type LanguageSearch,
  type Pagefind,
  type SearchOutcome,
} from "./search-core.ts";

export type { SearchHit, SearchOutcome } from "./search-core.ts";

function loadJson<T>(url: string, fallback: T): Promise<T> {
  return fetch(url).then(
    (response) => (response.ok ? (response.json() as Promise<T>) : fallback),
    () => fallback,
  );
}

const languages = new Map<Locale, Promise<LanguageSearch>>();
/** A language's Pagefind (its own copy of pagefind.js, so each keeps its own index) and words. */
function languageSearch(locale: Locale): Promise<LanguageSearch> {
  let loaded = languages.get(locale);
  if (!loaded) {
    const pagefind = import(/* @vite-ignore */ `${searchBundle(locale)}pagefind.js`).then(
      async (module: Pagefind) => {
        await module.options(pagefindOptions(locale));
        return module;
      },
    );
    const words = loadJson<string[]>(searchWordsUrl(locale), []);
    loaded = Promise.all([pagefind, words]).then(([instance, vocabulary]) => ({
      find: (query: string) => findWith(instance, query, decodeEntities, locale),
      vocabulary,
    }));
    // A failed load is tried again on the next search, not remembered.
    loaded.catch(() => languages.delete(locale));
    languages.set(locale, loaded);
  }
  return loaded;
}

const guides = new Map<Locale, Promise<GuideIndex>>();
/** The hubs and their guides in `locale`, shown when a search finds nothing. */
export function loadGuideIndex(locale: Locale): Promise<GuideIndex> {
  let loaded = guides.get(locale);
  if (!loaded) guides.set(locale, (loaded = loadJson<GuideIndex>(guideIndexUrl(locale), [])));
  return loaded;
}

/** Starts downloading the page language's search code and index entry (search is about to open). */
export function prepareSearch(locale: Locale) {
  languageSearch(locale).catch(() => {});
  void loadGuideIndex(locale);
}

export function searchSite(
  query: string,
  { locale, exact = false }: { locale: Locale; exact?: boolean },
): Promise<SearchOutcome> {
  return searchLanguages(locale, languageSearch, query, { exact });
}
