/**
 * The part of site search that the browser (site-search.ts, with Pagefind loaded on demand)
 * and the site server (server/site-search.ts, for /search without JavaScript) share: how a
 * query is corrected, how Pagefind's answers become results, and where each result links.
 * No DOM and no loading here, so Node runs it as it is.
 */

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

export const PAGEFIND_BUNDLE = "/pagefind/";
/** The words the pages use, for correcting typos (written by scripts/postbuild.ts). */
export const SEARCH_WORDS = `${PAGEFIND_BUNDLE}saathi-words.json`;
/** The hubs and their guides, for a search that finds nothing (scripts/postbuild.ts). */
export const GUIDE_INDEX = `${PAGEFIND_BUNDLE}saathi-guides.json`;
/** How the index's extra search words begin (scripts/search-index-html.ts). */
const KEYWORDS_LEAD = "Also about:";
export const PAGEFIND_OPTIONS = { excerptLength: 24, basePath: PAGEFIND_BUNDLE };
/** The page for someone thinking about ending their life (DESIGN.md "Urgent help and contact"). */
export const SUICIDAL_THOUGHTS_PATH = "/help-for-suicidal-thoughts";
export const SUICIDAL_THOUGHTS_TITLE = "Help for suicidal thoughts";
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

const plainWord = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, "");

/** Whether a marked word of an excerpt is one of the query's words, as typed or begun. */
export function markMatchesQuery(marked: readonly string[], query: string): boolean {
  const words = query.split(/\s+/).map(plainWord).filter(Boolean);
  return marked
    .map(plainWord)
    .some((mark) =>
      words.some(
        (word) =>
          mark === word || mark.startsWith(word) || (word.startsWith(mark) && mark.length >= 4),
      ),
    );
}

/** Pagefind's results for one query as our hits (the best-matching section of each page). */
export async function findWith(
  pagefind: Pagefind,
  query: string,
  decode: (text: string) => string,
): Promise<SearchHit[]> {
  const search = await pagefind.search(query);
  if (!search) return [];
  const data = await Promise.all(search.results.slice(0, MAX_HITS).map((result) => result.data()));
  return data.map((page) => {
    // The best-matching section of the page, when the match is under one of its headings.
    const section = page.sub_results?.find(
      (sub) => sub.url.includes("#") && sub.excerpt.includes("<mark>"),
    );
    const excerpt = section?.excerpt ?? page.excerpt;
    const parts = excerptParts(excerpt, decode);
    // Matched only by the page's extra search words (not shown on the page): its description.
    const keywordsOnly = excerpt
      .replace(/<\/?mark>/g, "")
      .trimStart()
      .startsWith(KEYWORDS_LEAD);
    return {
      url: siteUrl(section?.url ?? page.url),
      title: page.meta.title ?? siteUrl(page.url),
      audience: page.meta.audience ?? "",
      excerpt: keywordsOnly && page.meta.description ? [page.meta.description] : parts,
      wordsFound: markMatchesQuery(
        parts.filter((_, i) => i % 2),
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

/** The query with each word the site never uses replaced by its closest site word, or undefined. */
export function correctQuery(query: string, vocabulary: readonly string[]): string | undefined {
  const known = new Set(vocabulary);
  let changed = false;
  const corrected = query.split(/\s+/).map((word) => {
    const lower = word.toLowerCase().replace(/[^a-z'-]/g, "");
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
  if (exact || hits.some((hit) => hit.wordsFound !== false)) return { hits };
  const correctedQuery = correctQuery(trimmed, vocabulary);
  if (!correctedQuery) return { hits };
  const corrected = await find(correctedQuery);
  return corrected.some((hit) => hit.wordsFound !== false)
    ? { hits: corrected, correctedQuery, originalQuery: trimmed }
    : { hits };
}

/** The /search address that searches exactly these words, with no correction. */
export function exactSearchHref(query: string): string {
  return `/search?q=${encodeURIComponent(query)}&exact=1`;
}
