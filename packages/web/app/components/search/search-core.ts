/**
 * The part of site search that the browser (site-search.ts, with Pagefind loaded on demand)
 * and the site server (server/site-search.ts, for /search without JavaScript) share: where each
 * language's index lives, how a query is spelled for the index, corrected, and searched across
 * languages, how Pagefind's answers become results, and where each result links.
 * No DOM and no loading here, so Node runs it as it is.
 */
import { isRomanisedHindi } from "../../content/hi/search-keywords.ts";
import type { Messages } from "../../i18n/catalogue.ts";
import { localizedPath, type Locale } from "../../i18n/locales.ts";

export type SearchHit = {
  url: string;
  title: string;
  audience: string;
  /** The matching passage; the searched words are the odd-numbered parts. */
  excerpt: string[];
  /**
   * Whether the page has a word the query typed (or a word that starts with one). Pagefind
   * also answers words it does not have with pages that share only their first letters
   * ("pomodorro" finds "PO"): such hits do not count as the query having results.
   */
  wordsFound?: boolean;
  /**
   * The page's language, when it is not the language searched from (a Hindi page found from an
   * English one, see `searchLanguages`): the results say so.
   */
  locale?: Locale;
};

/**
 * The hits, and when the words as typed found nothing but a correction did, the corrected
 * query (the hits are its results) and the query as typed.
 */
export type SearchOutcome = { hits: SearchHit[]; correctedQuery?: string; originalQuery?: string };

export type PagefindResultData = {
  url: string;
  meta: { title?: string; audience?: string; description?: string };
  excerpt: string;
  sub_results?: { url: string; title: string; excerpt: string }[];
};
export type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  /** Loads the index entry and WebAssembly now rather than on the first search. */
  init: () => Promise<void>;
  search: (
    query: string,
  ) => Promise<{ results: { data: () => Promise<PagefindResultData> }[] } | null>;
};

/**
 * One Pagefind bundle per language (scripts/postbuild.ts), each with its own index, built with
 * that language's stemming, its word list for corrections and its guide index.
 */
export const PAGEFIND_ROOT = "/pagefind/";
export const searchBundle = (locale: Locale) => `${PAGEFIND_ROOT}${locale}/`;
/** The words a language's pages use, for correcting typos (written by scripts/postbuild.ts). */
export const searchWordsUrl = (locale: Locale) => `${searchBundle(locale)}saathi-words.json`;
/** The hubs and their guides, for a search that finds nothing (scripts/postbuild.ts). */
export const guideIndexUrl = (locale: Locale) => `${searchBundle(locale)}saathi-guides.json`;
export const pagefindOptions = (locale: Locale) => ({
  excerptLength: 24,
  basePath: searchBundle(locale),
});
/**
 * Around a page's extra search words in the index's copy (scripts/search-index-html.ts):
 * characters that are no word, so they are never searched, and let results cut those words
 * out of an excerpt.
 */
export const KEYWORDS_START = "⁅";
export const KEYWORDS_END = "⁆";
/** The page for someone thinking about ending their life (DESIGN.md "Urgent help and contact"). */
export const SUICIDAL_THOUGHTS_PATH = "/help-for-suicidal-thoughts";
const MAX_HITS = 8;

export type GuideIndex = {
  label: string;
  hub: { url: string; title: string };
  guides: { url: string; title: string }[];
}[];

/**
 * A page's address as our routes write it: "/services/", "/services/index.html" and
 * "/services.html" are "/services"; the home page is "/" whatever form it comes in
 * ("", "/index.html", "/#faq" stays "/#faq").
 */
export function siteUrl(url: string): string {
  const hashAt = url.indexOf("#");
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const clean =
    path
      .replace(/(^|\/)index\.html$/, "/")
      .replace(/\.html$/, "")
      .replace(/\/+$/, "") || "/";
  return `${clean.startsWith("/") ? clean : `/${clean}`}${hash}`;
}

/** Pagefind's excerpt is HTML-escaped text with <mark> around the matches. */
export function excerptParts(html: string, decode: (text: string) => string): string[] {
  return html.split(/<\/?mark>/).map(decode);
}

/**
 * Decodes the character references Pagefind's excerpts use, without a DOM (an HTML parser
 * would drop the spaces that begin a part, between two marks or after one: "Anxietyand").
 */
export function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code =
        ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

/**
 * A Devanagari spelling as the index holds it: the spellings people use for one word made one.
 * A nukta is dropped (ज़रूरत and जरूरत, फ़ोन and फोन), chandrabindu is read as anusvara (हूँ and
 * हूं), and zero-width (non-)joiners go. Vowel signs are letters of the word and stay: दिल is not
 * दल (why Pagefind 1.5's own folding is not used: docs/upstream/pagefind-hindi-diacritics.md).
 * The index's copy of each page (scripts/search-index-html.ts) and every query are folded alike.
 */
export function foldSpelling(text: string): string {
  return text
    .replace(/[\u0929\u0931\u0934\u0958-\u095f]/g, (letter) => letter.normalize("NFD"))
    .replace(/[\u093c\u200c\u200d]/g, "")
    .replace(/\u0901/g, "\u0902");
}

/**
 * Hindi suffixes by length, longest first: the lightweight stemmer of Ramanathan and Rao (2003),
 * the algorithm of Snowball's Hindi stemmer that Pagefind indexes with, close enough to tell an
 * inflection (बीमारियों of बीमारी, कमरे of कमरा) from another word (दल of दिल). Chandrabindu
 * forms are folded away (`foldSpelling`).
 */
const HINDI_SUFFIXES: readonly (readonly string[])[] = [
  "ाएंगी ाएंगे ाऊंगी ाऊंगा ाइयां ाइयों",
  "ाएगी ाएगा ाओगी ाओगे एंगी ेंगी एंगे ेंगे ूंगी ूंगा ातीं नाओं नाएं ताओं ताएं ियां ियों",
  "ाकर ाइए ाईं ाया ेगी ेगा ोगी ोगे ाने ाना ाते ाती ाता तीं ाओं ाएं ुओं ुएं ुआं",
  "कर ाओ िए ाई ाए ने नी ना ते ीं ती ता ां ों ें",
  "ो े ू ु ी ि ा",
].map((suffixes) => suffixes.split(" "));

/** A Hindi word without its inflection (बीमारियों → बीमार), for comparing words, never shown. */
export function hindiStem(word: string): string {
  for (const [i, suffixes] of HINDI_SUFFIXES.entries()) {
    const length = HINDI_SUFFIXES.length - i;
    if (word.length <= length + 1) continue;
    if (suffixes.some((suffix) => word.endsWith(suffix))) return word.slice(0, -length);
  }
  return word;
}

const DEVANAGARI = /[\u0900-\u097f]/;
const LATIN = /[a-z]/i;

const plainWord = (word: string) =>
  foldSpelling(word.toLowerCase()).replace(/[^\p{L}\p{M}\p{N}]/gu, "");

/**
 * Whether a marked word of an excerpt is one of the query's words, as typed or begun, or (in
 * Devanagari) the same word inflected.
 */
export function markMatchesQuery(marked: readonly string[], query: string): boolean {
  const words = query.split(/\s+/).map(plainWord).filter(Boolean);
  return marked
    .map(plainWord)
    .some((mark) =>
      words.some(
        (word) =>
          mark === word ||
          mark.startsWith(word) ||
          (word.startsWith(mark) && mark.length >= 4) ||
          (DEVANAGARI.test(word) && hindiStem(mark) === hindiStem(word)),
      ),
    );
}

/**
 * The excerpt without the page's extra search words (they are in the index's copy only), and
 * whether they held every match: the excerpt may show the block whole, or begin or end inside it.
 */
export function withoutKeywords(excerpt: string): { excerpt: string; keywordsOnly: boolean } {
  const start = excerpt.indexOf(KEYWORDS_START);
  const end = excerpt.indexOf(KEYWORDS_END);
  if (start === -1 && end === -1) return { excerpt, keywordsOnly: false };
  const from = start === -1 || (end !== -1 && end < start) ? 0 : start;
  const to = end === -1 || end < from ? excerpt.length : end + KEYWORDS_END.length;
  const rest = `${excerpt.slice(0, from).trimEnd()} ${excerpt.slice(to).trimStart()}`.trim();
  return {
    excerpt: rest,
    keywordsOnly: excerpt.slice(from, to).includes("<mark>") && !rest.includes("<mark>"),
  };
}

/** Pagefind's results for one query as our hits (the best-matching section of each page). */
export async function findWith(
  pagefind: Pagefind,
  query: string,
  decode: (text: string) => string,
): Promise<SearchHit[]> {
  const search = await pagefind.search(foldSpelling(query));
  if (!search) return [];
  const data = await Promise.all(search.results.slice(0, MAX_HITS).map((result) => result.data()));
  return data.map((page) => {
    // The best-matching section of the page, when the match is under one of its headings.
    const section = page.sub_results?.find(
      (sub) => sub.url.includes("#") && sub.excerpt.includes("<mark>"),
    );
    const raw = section?.excerpt ?? page.excerpt;
    const { excerpt, keywordsOnly } = withoutKeywords(raw);
    return {
      url: siteUrl(section?.url ?? page.url),
      title: page.meta.title ?? siteUrl(page.url),
      audience: page.meta.audience ?? "",
      // Matched only by the page's extra search words (not shown on the page): its description.
      excerpt:
        keywordsOnly && page.meta.description
          ? [page.meta.description]
          : excerptParts(excerpt, decode),
      // The extra search words count as the page's own.
      wordsFound: markMatchesQuery(
        excerptParts(raw, decode).filter((_, i) => i % 2),
        query,
      ),
    };
  });
}

/** Edit distance with adjacent transpositions (optimal string alignment), capped at max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
    }
    previous2 = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * A word as the word lists hold it (scripts/postbuild.ts): lower case, Devanagari folded, only
 * letters, vowel signs, apostrophes and hyphens.
 */
export function vocabularyWord(word: string): string {
  return foldSpelling(word.toLowerCase()).replace(/[^\p{L}\p{M}'-]/gu, "");
}

/**
 * The query with each word the site never uses replaced by its closest site word, or undefined.
 * Devanagari words too: a wrong vowel sign (बिमारी for बीमारी) is one edit.
 */
export function correctQuery(query: string, vocabulary: readonly string[]): string | undefined {
  const known = new Set(vocabulary);
  let changed = false;
  const corrected = query.split(/\s+/).map((word) => {
    const lower = vocabularyWord(word);
    if (
      lower.length < 4 ||
      known.has(lower) ||
      vocabulary.some((candidate) => candidate.startsWith(lower))
    )
      return word;
    const max = lower.length >= 7 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = max + 1;
    for (const candidate of vocabulary) {
      const distance = editDistance(lower, candidate, max);
      if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
    }
    if (!best) return word;
    changed = true;
    return best;
  });
  return changed ? corrected.join(" ") : undefined;
}

/**
 * The search rule: the words as typed first. Only when they find nothing (no page has one of
 * the words typed, see `wordsFound`), and `exact` is not asked for, is a correction tried,
 * and it is kept only if it finds something; the answer then says so ("Showing results for
 * X. Search instead for Y"). Otherwise the answer is what the words as typed found.
 */
export async function searchWith(
  find: (query: string) => Promise<SearchHit[]>,
  vocabulary: readonly string[],
  query: string,
  { exact = false }: { exact?: boolean } = {},
): Promise<SearchOutcome> {
  const trimmed = query.trim();
  if (!trimmed) return { hits: [] };
  const hits = await find(trimmed);
  if (exact || hits.some(found)) return { hits };
  const correctedQuery = correctQuery(trimmed, vocabulary);
  if (!correctedQuery) return { hits };
  const corrected = await find(correctedQuery);
  return corrected.some(found)
    ? { hits: corrected, correctedQuery, originalQuery: trimmed }
    : { hits };
}

const found = (hit: SearchHit) => hit.wordsFound !== false;

/** One language's index and word list, as `searchLanguages` uses them. */
export type LanguageSearch = {
  find: (query: string) => Promise<SearchHit[]>;
  vocabulary: readonly string[];
};

/**
 * The other language a query also searches, from a page in `locale` (README "Site search"):
 * from an English page, a query in Devanagari or with a Hindi word in Latin letters (tanav,
 * dawai: content/hi/search-keywords.ts); from a Hindi page, a query in Latin letters only that
 * the Hindi pages do not answer (their index already has the English words Hindi uses).
 */
export function otherSearchLocale(
  query: string,
  locale: Locale,
  answered: boolean,
): Locale | undefined {
  if (locale === "en")
    return DEVANAGARI.test(query) || query.split(/[^a-z]+/i).some(isRomanisedHindi)
      ? "hi"
      : undefined;
  return !answered && LATIN.test(query) && !DEVANAGARI.test(query) ? "en" : undefined;
}

/**
 * Searches the page's own language, and the other language when `otherSearchLocale` says so.
 * The other language's pages that have the words are added, marked with their locale: before
 * the page's own when the query is Hindi (in Devanagari or in Latin letters: the person typed
 * Hindi), after them otherwise. When they answer the words as typed, a correction of the own
 * language's search is dropped, as `searchWith` drops any correction of words that found
 * something.
 */
export async function searchLanguages(
  locale: Locale,
  index: (locale: Locale) => Promise<LanguageSearch>,
  query: string,
  { exact = false }: { exact?: boolean } = {},
): Promise<SearchOutcome> {
  const trimmed = query.trim();
  if (!trimmed) return { hits: [] };
  const own = await index(locale);
  const outcome = await searchWith(own.find, own.vocabulary, trimmed, { exact });
  const asTyped = outcome.correctedQuery ? [] : outcome.hits.filter(found);
  const otherLocale = otherSearchLocale(trimmed, locale, asTyped.length > 0);
  if (!otherLocale) return outcome;
  const other = await index(otherLocale);
  const otherOutcome = await searchWith(other.find, other.vocabulary, trimmed, { exact });
  const otherHits = otherOutcome.hits.filter(found).map((hit) => ({ ...hit, locale: otherLocale }));
  // Nothing there, or only for corrected words while these words as typed found pages here.
  if (!otherHits.length || (otherOutcome.correctedQuery && asTyped.length)) return outcome;
  const hits = otherLocale === "hi" ? [...otherHits, ...asTyped] : [...asTyped, ...otherHits];
  return otherOutcome.correctedQuery ? { ...otherOutcome, hits } : { hits };
}

/** The search page, in the page's language, that searches exactly these words, with no correction. */
export function exactSearchHref(query: string, locale: Locale): string {
  return localizedPath(`/search?q=${encodeURIComponent(query)}&exact=1`, locale);
}

/**
 * A message with its `{name}` placeholders filled. The catalogues reach the browser as page
 * data, which carries strings only, so a sentence with a value is a string with placeholders.
 */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The status line of a finished search: how many results, or why there are none. */
export function searchStatus(m: Messages, query: string, outcome: SearchOutcome | "failed") {
  if (outcome === "failed") return m.search.failed;
  const count = outcome.hits.length;
  if (count === 0) return fillMessage(m.search.noResults, { query });
  const corrected = outcome.correctedQuery;
  if (corrected)
    return fillMessage(count === 1 ? m.search.oneResultFor : m.search.resultsFor, {
      count,
      query: corrected,
    });
  return fillMessage(count === 1 ? m.search.oneResult : m.search.results, { count });
}
