import { describe, expect, it } from "vitest";
import { pagesByLocale } from "../index.ts";
import { sitePaths } from "../routes.ts";
import { extraSearchWords, isRomanised, romanisedWords } from "./search-keywords.ts";

/**
 * Every Latin word of the English pages (their search words include a few Hinglish ones on
 * purpose, such as tanav: content/search-keywords.ts).
 */
function englishWords(): Set<string> {
  const words = new Set<string>();
  (function collect(value: unknown) {
    if (typeof value === "string")
      for (const word of value.toLowerCase().match(/[a-z]+/g) ?? []) words.add(word);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  })(pagesByLocale.en);
  return words;
}

describe("the Hindi pages' search words", () => {
  it("name Hindi in Latin letters with no English word, so English queries stay English", () => {
    const english = englishWords();
    const clashes = [...romanisedWords()].filter((word) => english.has(word));
    expect(clashes).toEqual([]);
    for (const word of romanisedWords()) expect(word).toMatch(/^[a-z]{3,}$/);
  });

  it("know the everyday romanised words, in any case", () => {
    for (const word of [
      "tanav",
      "dawai",
      "Dawa",
      "bhartee",
      "bharti",
      "taiyari",
      "padhai",
      "pariksha",
      "aspatal",
    ])
      expect(isRomanised(word), word).toBe(true);
    for (const word of ["neet", "tension", "admission", "icu", "stress"])
      expect(isRomanised(word), word).toBe(false);
  });

  it("belong to pages that exist in Hindi, with no word twice on a page", () => {
    const hindiPaths = new Set(pagesByLocale.hi.map((page) => page.path));
    for (const path of sitePaths) {
      const words = extraSearchWords(path);
      if (words.length) expect(hindiPaths.has(path), path).toBe(true);
      expect(new Set(words.map((word) => word.toLowerCase())).size, path).toBe(words.length);
    }
  });
});
