// @vitest-environment node
/** Issue 29: a lecture's minutes come from its script, at each language's speaking rate. */
import { localDigits } from "../lib/digits.ts";
import { describe, expect, it } from "vitest";
import { pagesByLocale } from "./index.ts";
import {
  countWords,
  lectureMinutes,
  minutesRange,
  scriptWords,
  WORDS_PER_MINUTE,
} from "./lecture-duration.ts";
import type { Lecture, LectureScript } from "./types.ts";

/** A script of `words` words, in parts of headings and paragraphs. */
function scriptOf(words: number, word = "word"): Pick<LectureScript, "parts"> {
  const heading = `${word} ${word}`;
  const rest = Array.from({ length: words - 2 }, () => word).join(" ");
  return { parts: [{ heading, paragraphs: [rest] }] };
}

describe("lecture duration", () => {
  it("counts words by whitespace, in English and in Hindi, and not a dash or a danda alone", () => {
    expect(countWords("The cities of the Indus Valley, planned - and drained.")).toBe(9);
    expect(countWords("  two\n\twords  ")).toBe(2);
    expect(countWords("हड़प्पा के लोग ईंटों के घर बनाते थे ।")).toBe(8);
    expect(countWords("")).toBe(0);
  });

  it("reads every heading and paragraph", () => {
    expect(
      scriptWords({
        parts: [
          { heading: "One two", paragraphs: ["three four five", "six"] },
          { heading: "seven", paragraphs: [] },
        ],
      }),
    ).toBe(7);
  });

  it("rounds up at 150 words a minute in English and 120 in Hindi, Bengali and Marathi", () => {
    expect(WORDS_PER_MINUTE).toEqual({ en: 150, hi: 120, bn: 120, mr: 120 });
    expect(lectureMinutes(scriptOf(150), "en")).toBe(1);
    expect(lectureMinutes(scriptOf(151), "en")).toBe(2);
    expect(lectureMinutes(scriptOf(900), "en")).toBe(6);
    expect(lectureMinutes(scriptOf(120, "शब्द"), "hi")).toBe(1);
    expect(lectureMinutes(scriptOf(121, "शब्द"), "hi")).toBe(2);
    expect(lectureMinutes(scriptOf(900, "शब्द"), "hi")).toBe(8);
    // Never "0 min".
    expect(lectureMinutes({ parts: [{ heading: "Hi", paragraphs: [] }] }, "en")).toBe(1);
  });

  it("gives the shortest and longest of a page's lectures", () => {
    expect(minutesRange([scriptOf(300), scriptOf(1000), scriptOf(700)], "en")).toEqual({
      shortest: 2,
      longest: 7,
    });
  });

  it("every lecture page's cards and its words about their length agree", () => {
    for (const [locale, pages] of Object.entries(pagesByLocale) as [
      keyof typeof pagesByLocale,
      (typeof pagesByLocale)["en"],
    ][]) {
      const page = pages.find((p) => p.path === "/audio-lectures")!;
      const section = page.sections.find((s) => s.kind === "lectures")!;
      const lectures = (section as { lectures: Lecture[] }).lectures;
      expect(lectures.length, locale).toBe(6);
      const minutes = lectures.map((lecture) => lectureMinutes(lecture, locale));
      // A lecture of SPEC's kind: long enough to teach, short enough for a bus ride.
      for (const m of minutes) expect(m, locale).toBeGreaterThanOrEqual(3);
      const { shortest, longest } = minutesRange(lectures, locale);
      const hero = page.sections.find((s) => s.kind === "hero") as { lead: string };
      for (const text of [page.description, hero.lead]) {
        expect(text, locale).toContain(localDigits(shortest, locale));
        expect(text, locale).toContain(localDigits(longest, locale));
        // No duration typed by hand (SPEC's "15 to 35 minutes").
        expect(text, locale).not.toMatch(/15|35/);
      }
    }
  });
});
