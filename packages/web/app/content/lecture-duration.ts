/**
 * How long a lecture takes to hear (issue 29), computed from its script, so the minutes a card
 * shows are always the time its reading takes and no page types a duration that can go stale.
 *
 * Words are counted by whitespace in every heading and paragraph (what the voice reads), keeping
 * only pieces with a letter or digit (a dash between spaces is not a word). The rates are for a
 * device voice at speed 1:
 * - English, 150 words a minute: the usual figure for clear, unhurried narration.
 * - Hindi, 120 words a minute: a cautious estimate, not yet timed against a device voice. Hindi
 *   writes its postpositions and auxiliaries as words of their own (के, में, है), so the same
 *   lecture has more words in Hindi than in English, and the figure is uncertain;
 *   it errs long, since a card that says 9 minutes for a reading of 8 surprises less than the
 *   reverse. Timing one lecture with an Android phone's Hindi voice would make it exact.
 * - Bengali and Marathi, 120 words a minute: Hindi's cautious estimate, untimed too. Both join
 *   many postpositions to their word (আইসিইউতে, आयसीयूमध्ये), so a lecture has fewer words than
 *   in Hindi, and the estimate errs longer still.
 * Both are estimates, rounded up to whole minutes.
 */
import type { Locale } from "../i18n/locales.ts";
import type { LectureScript } from "./types.ts";

/** Words a device voice reads in a minute at speed 1, per page language. */
export const WORDS_PER_MINUTE: Record<Locale, number> = { en: 150, hi: 120, bn: 120, mr: 120 };

const WORD = /[\p{L}\p{N}]/u;

/** The words of a text, counted by whitespace. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((piece) => WORD.test(piece)).length;
}

/** Every word the voice reads: each part's heading and paragraphs. */
export function scriptWords(script: Pick<LectureScript, "parts">): number {
  return script.parts
    .flatMap((part) => [part.heading, ...part.paragraphs])
    .reduce((sum, text) => sum + countWords(text), 0);
}

/** Whole minutes to read the script aloud in `locale` at speed 1, rounded up (at least 1). */
export function lectureMinutes(script: Pick<LectureScript, "parts">, locale: Locale): number {
  return Math.max(1, Math.ceil(scriptWords(script) / WORDS_PER_MINUTE[locale]));
}

/** The shortest and longest of the scripts' minutes, for a page's text about them. */
export function minutesRange(
  scripts: readonly Pick<LectureScript, "parts">[],
  locale: Locale,
): { shortest: number; longest: number } {
  const minutes = scripts.map((script) => lectureMinutes(script, locale));
  return { shortest: Math.min(...minutes), longest: Math.max(...minutes) };
}
