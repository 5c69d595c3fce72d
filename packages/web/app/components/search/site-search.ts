/**
 * Site search on Pagefind: the index is built from the prerendered pages at build
 * time (scripts/postbuild.ts) into /pagefind/, on our own origin, and this module
 * (with Pagefind's script and the index fragments it fetches) loads only when
 * someone opens search. Pagefind matches words and word prefixes but not typos, so
 * each word the site never uses (nor starts, while the person is still typing) is
 * first replaced by the closest word it does use (one edit away, two for long
 * words), from a word list the build writes beside the index.
 */

export type SearchHit = {
  url: string;
  title: string;
  audience: string;
  /** The matching passage; the searched words are the odd-numbered parts. */
  excerpt: string[];
};

export type SearchOutcome = { hits: SearchHit[]; correctedQuery?: string };

type PagefindResultData = {
  url: string;
  meta: { title?: string; audience?: string };
  excerpt: string;
  sub_results?: { url: string; title: string; excerpt: string }[];
};
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (
    query: string,
  ) => Promise<{ results: { data: () => Promise<PagefindResultData> }[] } | null>;
};

export const PAGEFIND_BUNDLE = "/pagefind/";
export const SEARCH_WORDS = `${PAGEFIND_BUNDLE}saathi-words.json`;
const MAX_HITS = 8;

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  return (pagefind ??= import(/* @vite-ignore */ `${PAGEFIND_BUNDLE}pagefind.js`).then(
    async (module: Pagefind) => {
      await module.options({ excerptLength: 24 });
      return module;
    },
  ));
}

let words: Promise<string[]> | undefined;
function loadWords(): Promise<string[]> {
  return (words ??= fetch(SEARCH_WORDS).then((response) =>
    response.ok ? (response.json() as Promise<string[]>) : [],
  ));
}

/** Starts downloading the search code and index entry (when search is about to open). */
export function prepareSearch() {
  void loadPagefind();
  void loadWords();
}

/** Pagefind's excerpt is HTML-escaped text with <mark> around the matches. */
function excerptParts(html: string): string[] {
  const decode = (text: string) =>
    new DOMParser().parseFromString(text, "text/html").documentElement.textContent ?? "";
  return html.split(/<\/?mark>/).map(decode);
}

/** "/services/" and "/services/#faq" as our routes write them: "/services", "/services#faq". */
function siteUrl(url: string): string {
  return url.replace(/\/(?=#|$)/, "") || "/";
}

async function find(query: string): Promise<SearchHit[]> {
  const search = await (await loadPagefind()).search(query);
  if (!search) return [];
  const data = await Promise.all(search.results.slice(0, MAX_HITS).map((result) => result.data()));
  return data.map((page) => {
    // The best-matching section of the page, when the match is under one of its headings.
    const section = page.sub_results?.find(
      (sub) => sub.url.includes("#") && sub.excerpt.includes("<mark>"),
    );
    return {
      url: siteUrl(section?.url ?? page.url),
      title: page.meta.title ?? page.url,
      audience: page.meta.audience ?? "",
      excerpt: excerptParts(section?.excerpt ?? page.excerpt),
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

export async function searchSite(query: string): Promise<SearchOutcome> {
  const trimmed = query.trim();
  if (!trimmed) return { hits: [] };
  const correctedQuery = correctQuery(trimmed, await loadWords());
  if (!correctedQuery) return { hits: await find(trimmed) };
  const hits = await find(correctedQuery);
  // A correction that finds nothing helps no one: answer the words as typed.
  return hits.length ? { hits, correctedQuery } : { hits: await find(trimmed) };
}
