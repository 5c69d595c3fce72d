/**
 * A lecture's script as the voice reads it (issue 29): each part's heading, then each paragraph one
 * sentence at a time, so the transcript can mark the sentence being read and a pause or a change of
 * speed loses at most one sentence. The split is a fixed rule, not Intl.Segmenter: prerendering
 * (Node's ICU) and the browser (its own) must cut the same text in the same places, or the
 * transcript's markup would differ when the page hydrates.
 */
import type { LectureScript } from "../../content/types.ts";

/** One sentence of a paragraph, and the space that followed it (kept, so the text reads as written). */
export type Sentence = { text: string; after: string };

/** An end of sentence: . ! ? or the Devanagari danda, any closing quotes or brackets, then space. */
const END = /[.!?।॥]+["'”’)\]]*(\s+)/g;

/** Words after whose full stop a sentence goes on ("Dr. Ambedkar", "e.g. the"). */
const ABBREVIATIONS = new Set(["mr", "mrs", "ms", "dr", "st", "vs", "c", "ca", "e.g", "i.e"]);

/** Whether the full stop at `at` ends a sentence, judged by the word before it and the text after. */
function ends(paragraph: string, at: number, next: string): boolean {
  // A sentence never starts in lower case in English ("e.g. the", a quotation that goes on).
  if (/^[a-z]/.test(next)) return false;
  if (paragraph[at] !== ".") return true;
  const word = /([\p{L}\p{M}.]+)$/u.exec(paragraph.slice(0, at))?.[1] ?? "";
  // An initial ("R. D. Banerji", "T. S. Eliot") or a common abbreviation; in Hindi, which ends
  // its sentences with the danda, a full stop after a Devanagari word is always one ("आर. डी. बनर्जी").
  if (/^\p{Lu}$/u.test(word) || /\p{Script=Devanagari}$/u.test(word)) return false;
  return !ABBREVIATIONS.has(word.toLowerCase());
}

/** A paragraph's sentences, in order; their texts and spaces together are the paragraph. */
export function splitSentences(paragraph: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(END)) {
    const space = match[1]!;
    const end = match.index + match[0].length - space.length;
    const next = paragraph.slice(end + space.length);
    if (!next || !ends(paragraph, match.index, next)) continue;
    sentences.push({ text: paragraph.slice(start, end), after: space });
    start = end + space.length;
  }
  const rest = paragraph.slice(start);
  const trimmed = rest.trimEnd();
  if (trimmed) sentences.push({ text: trimmed, after: rest.slice(trimmed.length) });
  return sentences;
}

/** A numbered piece of the reading: its place in `Reading.texts`. */
export type Read = Sentence & { index: number };

export type Reading = {
  /** Everything the voice reads, in order: one utterance each. */
  texts: string[];
  /** The same pieces as the transcript shows them. */
  parts: { heading: Read; paragraphs: Read[][] }[];
};

/** The script as the voice reads it and the transcript shows it, numbered alike. */
export function readingOf(script: Pick<LectureScript, "parts">): Reading {
  const texts: string[] = [];
  const read = (sentence: Sentence): Read => {
    texts.push(sentence.text);
    return { ...sentence, index: texts.length - 1 };
  };
  const parts = script.parts.map((part) => ({
    heading: read({ text: part.heading, after: "" }),
    paragraphs: part.paragraphs.map((paragraph) => splitSentences(paragraph).map(read)),
  }));
  return { texts, parts };
}
