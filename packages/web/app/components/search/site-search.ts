/**
 * Site search in the browser, on Pagefind: the index is built from the prerendered pages at
 * build time (scripts/postbuild.ts) into /pagefind/, on our own origin, and this module (with
 * Pagefind's script and the index fragments it fetches) loads only when someone opens search.
 * Pagefind matches words and word prefixes but not typos; when the words as typed find
 * nothing, each word the site never uses is replaced by the closest word it does use (one
 * edit away, two for long words), from a word list the build writes beside the index
 * (search-core.ts has the rule, shared with the server's /search).
 */
import {
  GUIDE_INDEX,
  PAGEFIND_BUNDLE,
  PAGEFIND_OPTIONS,
  SEARCH_WORDS,
  decodeEntities,
  findWith,
  searchWith,
  type GuideIndex,
  type Pagefind,
  type SearchOutcome,
} from "./search-core.ts";

export type { SearchHit, SearchOutcome } from "./search-core.ts";

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  return (pagefind ??= import(/* @vite-ignore */ `${PAGEFIND_BUNDLE}pagefind.js`).then(
    async (module: Pagefind) => {
      await module.options(PAGEFIND_OPTIONS);
      return module;
    },
  ));
}

function loadJson<T>(url: string, fallback: T): Promise<T> {
  return fetch(url).then(
    (response) => (response.ok ? (response.json() as Promise<T>) : fallback),
    () => fallback,
  );
}

let words: Promise<string[]> | undefined;
const loadWords = () => (words ??= loadJson<string[]>(SEARCH_WORDS, []));

let guides: Promise<GuideIndex> | undefined;
/** The hubs and their guides, shown when a search finds nothing. */
export const loadGuideIndex = () => (guides ??= loadJson<GuideIndex>(GUIDE_INDEX, []));

/** Starts downloading the search code and index entry (when search is about to open). */
export function prepareSearch() {
  void loadPagefind();
  void loadWords();
  void loadGuideIndex();
}

export async function searchSite(
  query: string,
  options: { exact?: boolean } = {},
): Promise<SearchOutcome> {
  const instance = await loadPagefind();
  return searchWith(
    (words) => findWith(instance, words, decodeEntities),
    await loadWords(),
    query,
    options,
  );
}
