/**
 * Issue 36: every language whose shared-data words live in its folder (content/<code>/data.ts,
 * state-names.ts) has words for every fact, state fact, exam and state, in its own script, with
 * exactly the English figures (in its own digits) and the phone numbers untouched.
 */
import { describe, expect, it } from "vitest";
import { latinDigits } from "../lib/digits.ts";
import { dataWords } from "./data-words-all.ts";
import type { FolderLocale } from "./data-words.ts";
import { examDates } from "./exam-dates.ts";
import { facts } from "./facts.ts";
import { stateNames, stateSlugs } from "./state-slugs.ts";
import { stateFacts } from "./states.ts";

const script: Record<FolderLocale, RegExp> = { bn: /[\u0980-\u09ff]/, mr: /[\u0900-\u097f]/ };
const numbers = (text: string) =>
  latinDigits(text)
    // The English value's bracketed international form ("about 17 million") is not repeated.
    .replace(/\s*\((?:about )?[\d.,]+ (?:million|billion)\)/g, "")
    .match(/\d+(?:[.,]\d+)*/g) ?? [];
const allFacts = [...facts, ...stateFacts];

describe.each(Object.keys(dataWords) as FolderLocale[])(
  "the %s words of the shared data",
  (locale) => {
    const words = dataWords[locale];

    it("has every fact, with a label in its script and the English figures", () => {
      for (const f of allFacts) {
        const w = words.facts[f.id];
        expect(w, f.id).toBeDefined();
        expect(w!.label, f.id).toMatch(script[locale]);
        // A phone number is dialled as it is: the same digits, 0-9.
        if (/^\d{3,}$/.test(f.value)) expect(w!.value, f.id).toBe(f.value);
        else expect(numbers(w!.value), f.id).toEqual(numbers(f.value));
        if ("about" in f) expect(w!.about, f.id).toMatch(script[locale]);
        // A year with words that the Sources list shows ("7th Pay Commission (from 2016)", a
        // confirmed fact's) is said in the language, with the same numbers.
        if (f.status === "confirmed" && /[a-z]/i.test(f.year)) expect(w!.year, f.id).toBeDefined();
        if (w!.year !== undefined) {
          expect(w!.year, f.id).toMatch(script[locale]);
          expect(numbers(w!.year), f.id).toEqual(numbers(f.year));
        }
      }
      expect(Object.keys(words.facts).sort()).toEqual(
        [...new Set(allFacts.map((f) => f.id))].sort(),
      );
    });

    it("has every exam, named in its script", () => {
      for (const exam of examDates) {
        const w = words.exams[exam.id];
        expect(w, exam.id).toBeDefined();
        expect(`${w!.who} ${w!.by}`, exam.id).toMatch(script[locale]);
      }
      expect(Object.keys(words.exams).sort()).toEqual(examDates.map((e) => e.id).sort());
    });

    it("names every state and union territory in its script", () => {
      for (const slug of stateSlugs) expect(stateNames[slug][locale], slug).toMatch(script[locale]);
    });
  },
);
