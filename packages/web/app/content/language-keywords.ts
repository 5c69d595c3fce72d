/**
 * What each language's search keywords (content/<code>/search-keywords.ts) give the build and
 * search: a page's extra index words, and whether a word typed in Latin letters is that
 * language's. One builder for Hindi, Bengali and Marathi, each handing over its two tables.
 */
import type { SitePath } from "./routes.ts";

export type Keywords = Partial<Record<SitePath, readonly string[]>>;

export function languageKeywords(romanised: Keywords, otherWords: Keywords) {
  let romanisedSet: ReadonlySet<string> | undefined;
  /** Every word of `romanised`. */
  const romanisedWords = (): ReadonlySet<string> =>
    (romanisedSet ??= new Set(Object.values(romanised).flat()));
  return {
    /** The extra search words of the language's twin of a page (for scripts/postbuild.ts). */
    extraSearchWords: (path: SitePath): readonly string[] => [
      ...(otherWords[path] ?? []),
      ...(romanised[path] ?? []),
    ],
    romanisedWords,
    /** Whether a word typed in Latin letters is the language's: a word of `romanised`. */
    isRomanised: (word: string): boolean => romanisedWords().has(word.toLowerCase()),
  };
}
