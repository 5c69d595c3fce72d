/**
 * Issue 36: the words of the shared data (facts.ts, states.ts, exam-dates.ts) in the languages
 * added after Hindi. English and Hindi are written beside each fact and exam; every later
 * language keeps its words in its own folder (content/<code>/data.ts), keyed by the fact's or
 * exam's id, so a new language adds a file instead of editing every entry. The data test
 * (data-words.test.ts) holds each folder to every id.
 */
import type { Locale } from "../i18n/locales.ts";

export type FactWords = {
  label: string;
  value: string;
  about?: string;
  /** The year in this language, where the fact's `year` has words ("7th Pay Commission (from 2016)"). */
  year?: string;
};
export type ExamWordsOf = { name: string; who: string; by: string };

export type DataWords = {
  /** Every fact of facts.ts and states.ts: its label and value, and a state fact's `about`. */
  facts: Record<string, FactWords>;
  /** Every exam of exam-dates.ts. */
  exams: Record<string, ExamWordsOf>;
};

/** The languages whose data words live in their folder (not beside each entry). */
export type FolderLocale = Exclude<Locale, "en" | "hi">;

export function isFolderLocale(locale: Locale): locale is FolderLocale {
  return locale !== "en" && locale !== "hi";
}

/** The fields of a fact that carry words: English's own, Hindi's beside them (facts.ts, states.ts). */
type WordedFact = {
  id: string;
  label: string;
  value: string;
  hi: { label: string; value: string };
  about?: { en: string; hi: string };
};

/**
 * A fact's words in `locale`: English and Hindi from the fact, a folder language's from its
 * words (`folder`: the build passes data-words-all.ts's, the browser what loadDataWords fetched).
 */
export function factWordsIn(
  found: WordedFact,
  locale: Locale,
  folder?: DataWords,
): { label: string; value: string; about: string } {
  if (locale === "en")
    return { label: found.label, value: found.value, about: found.about?.en ?? "" };
  if (locale === "hi") return { ...found.hi, about: found.about?.hi ?? "" };
  const words = folder?.facts[found.id];
  if (!words) throw new Error(`Fact "${found.id}" has no ${locale} words`);
  return { label: words.label, value: words.value, about: words.about ?? "" };
}
