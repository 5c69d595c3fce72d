/**
 * Issue 15: every figure on the site comes from the facts module, with a year and
 * a source, and no page types an urgent-help number (content/urgent-help.ts owns them).
 */
import { describe, expect, it } from "vitest";
import { facts } from "./facts.ts";
import { glossary, TERM_MARKER } from "./glossary.ts";
import { pages, pagesByLocale } from "./index.ts";
import { latinDigits } from "../lib/digits.ts";
import { REFERENCE, resolvePage } from "./resolve.ts";
import { urgentLines } from "./urgent-help.ts";

/** Every string in a page's data, with where it sits. */
function strings(value: unknown, at = ""): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  return [];
}

/** What counts as a figure: grouped or large numbers, shares, money, lakh/crore/million counts. */
const FIGURE = [
  /\d{1,3}(?:,\d{2,3})+/, // 1,056 or 21,08,774
  /(?<![\d-])\d{5,}/, // 14416, 17400
  /\d+(?:\.\d+)?\s*(?:%|per ?cent|lakh|crore|million|billion|LPA|लाख|करोड़|कोटी|লাখ|কোটি)/i,
  /₹\s*\d/,
  /\d+(?:\.\d+)?k\b/, // 6.2k
];

/**
 * Figures that are not statistics to source: SPEC's own product claims and
 * displayed download counts (SPEC.md section 9), and dates in history copy.
 */
const ALLOWED = [
  // The home page's trust line in each language (i18n/<lang>/site.ts).
  /Trusted by 10,000\+ users/,
  /10,000\+ लोगों का भरोसा/,
  /^(?:6\.2k|1\.8k|3\.2k|4\.5k|3\.8k|2\.9k)$/,
];

const CRISIS_NUMBER = new RegExp(
  urgentLines
    .flatMap((l) => [l.number, ...(l.alternative ? [l.alternative.number] : [])])
    .map((n) => `(?<![\\d-])${n}(?![\\d-])`)
    .join("|"),
);

/** Strings of a page's data that state a figure without citing a fact. */
function bareFigures(page: (typeof pages)[number]): string[] {
  // Bengali and Marathi pages write figures in their own digits (lib/digits.ts): read as 0-9.
  return strings(page)
    .map(({ at, text }) => ({ at, text: latinDigits(text) }))
    .filter(({ text }) => !ALLOWED.some((allowed) => allowed.test(text)))
    .filter(({ text }) => {
      // Years (2024, 2023-24) date a figure; they are not figures themselves, nor are the
      // numbers in a web address (a lecture's source: poetryfoundation.org/poems/45087/...).
      const bare = text
        .replace(REFERENCE, "")
        .replace(/https?:\/\/\S+/g, "")
        .replace(/\b(?:1[0-9]|20)\d{2}(?:-\d{2})?\b/g, "");
      return FIGURE.some((pattern) => pattern.test(bare));
    })
    .map(({ at, text }) => `${page.path}${at}: ${text}`);
}

/**
 * The numbers in a text with their separators (21,08,774; 23.3; "40-45" is two): equal
 * sequences mean the same digit groups, grouped the same way, in the same order.
 */
function numbers(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)*/g) ?? [];
}

describe("facts", () => {
  it("every fact has a value, a year, an https source and a check date", () => {
    for (const f of facts) {
      expect(f.value, f.id).not.toBe("");
      expect(f.year, f.id).not.toBe("");
      expect(f.source.title.length, f.id).toBeGreaterThan(10);
      // Official sources (WHO is who.int; an NHS service's own site, *.nhs.uk, for the care cards'
      // emergency signs, issue 35); a news site only where it reports an official analysis, and says so.
      expect(f.source.url, f.id).toMatch(
        f.source.title.includes("as reported by")
          ? /^https:\/\/[\w.-]+\.com\//
          : /^https:\/\/(?:[\w.-]+\.(gov\.in|nic\.in|ac\.in|edu\.in|org|in|int)|[\w.-]+\.nhs\.uk)\//,
      );
      expect(f.checked, f.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("writes large numbers in Indian style (lakh and crore grouping)", () => {
    for (const f of facts) {
      // The international form in brackets, where SPEC.md gives it, keeps its own grouping.
      for (const n of f.value.replace(/\([^)]*\)/g, "").match(/\d{1,3}(?:,\d+)+/g) ?? []) {
        // Indian grouping: the last group has 3 digits, every earlier group 2 (21,08,774).
        expect(n, f.id).toMatch(/^\d{1,2}(?:,\d{2})*,\d{3}$/);
      }
    }
  });

  it("every fact reads in Hindi, with exactly the figures of its English value", () => {
    for (const f of facts) {
      expect(f.hi.label.trim(), f.id).not.toBe("");
      expect(f.hi.label, f.id).toMatch(/[\u0900-\u097F]/);
      expect(f.hi.value.trim(), f.id).not.toBe("");
      // Words are in Devanagari; a value without words ("56,300", "40-45%") is digits and symbols only.
      if (!/[\u0900-\u097F]/.test(f.hi.value))
        expect(f.hi.value, f.id).toMatch(/^[\d\s.,%+₹()-]+$/);
      // Hindi readers count in lakh and crore, not millions: the English value's bracketed
      // international form ("1.7 crore (about 17 million)") is not repeated in Hindi.
      const english = f.value.replace(/\s*\((?:about )?[\d.,]+ (?:million|billion)\)/g, "");
      expect(numbers(f.hi.value), f.id).toEqual(numbers(english));
      expect(f.hi.value, f.id).not.toMatch(/मिलियन|बिलियन/);
      const hiYear = (f.hi as { year?: string }).year;
      if (hiYear) expect(numbers(hiYear), f.id).toEqual(numbers(f.year));
    }
  });

  it("the Hindi figure check catches a changed or regrouped number", () => {
    expect(numbers("लगभग 2,50,000")).not.toEqual(numbers("about 250,000"));
    expect(numbers("लगभग 23.4 लाख")).not.toEqual(numbers("about 23.3 lakh"));
    expect(numbers("लगभग 23.3 लाख")).toEqual(numbers("about 23.3 lakh"));
  });

  it("no page data has a bare figure: each is a {fact:id} reference", () => {
    expect(pages.flatMap(bareFigures)).toEqual([]);
  });

  it.each(["hi", "bn", "mr"] as const)("no %s page has a bare figure either", (locale) => {
    expect(pagesByLocale[locale].flatMap(bareFigures)).toEqual([]);
  });

  it("the bare-figure check catches a typed figure and lets references and advice through", () => {
    const page = (body: string) => ({
      ...pages[0]!,
      sections: [{ kind: "callout" as const, tone: "info" as const, heading: "h", body }],
    });
    expect(bareFigures(page("Cover of up to ₹5 lakh a year"))).toHaveLength(1);
    expect(bareFigures(page("About 23 lakh sat NEET in 2024"))).toHaveLength(1);
    expect(bareFigures(page("There are 17,400 seats"))).toHaveLength(1);
    expect(
      bareFigures(page("There are {fact:iit-seats} seats; work in groups of 3-4 for 25 minutes")),
    ).toEqual([]);
  });

  it("no page types an urgent-help number: pages cite {line:id}", () => {
    const offenders = pages.flatMap((page) =>
      strings(page)
        .filter(({ text }) => CRISIS_NUMBER.test(text.replace(REFERENCE, "")))
        .map(({ at, text }) => `${page.path}${at}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });

  it("every reference resolves, and every cited fact is in the page's Sources", () => {
    for (const page of pages) {
      const resolved = resolvePage(page);
      const text = strings(resolved.sections)
        .map((s) => s.text)
        .join("\n");
      expect(text, page.path).not.toMatch(/\{(?:fact|line):/);
      const ids = (texts: { text: string }[]) =>
        texts.flatMap(({ text: t }) =>
          [...t.matchAll(REFERENCE)].filter((m) => m[1] === "fact").map((m) => m[2]!),
        );
      const sources = resolved.sources.map((f) => f.id);
      // Everything the page cites is listed; anything else listed comes from a marked term's definition.
      for (const id of ids(strings(page)))
        expect(sources, `${page.path} cites ${id}`).toContain(id);
      const markedTerms = new Set([...text.matchAll(TERM_MARKER)].map((m) => m[1]));
      const glossaryFacts = ids(
        glossary.filter((g) => markedTerms.has(g.id)).map((g) => ({ text: g.definition })),
      );
      // The urgent-help lines' own sources (line-*) are checked in their own test.
      for (const id of sources.filter((id) => !id.startsWith("line-")))
        expect([...ids(strings(page)), ...glossaryFacts], `${page.path} lists ${id}`).toContain(id);
    }
  });

  it("an unknown reference fails the build instead of showing a placeholder", () => {
    const page = {
      ...pages[0]!,
      sections: [
        {
          kind: "callout" as const,
          tone: "info" as const,
          heading: "x",
          body: "{fact:no-such-fact}",
        },
      ],
    };
    expect(() => resolvePage(page)).toThrow(/Unknown fact "no-such-fact"/);
  });
});

describe("glossary", () => {
  it("/patient-support lists every hospital term the issue names", () => {
    const terms = glossary.map((g) => g.term);
    for (const term of [
      "UHID",
      "OPD",
      "IPD",
      "CGHS",
      "PM-JAY / Ayushman Bharat",
      "TPA",
      "Empanelled hospital",
      "Cashless",
      "Discharge summary",
      "ICU",
      "HDU",
      "Attendant pass",
    ]) {
      expect(terms).toContain(term);
    }
    const page = resolvePage(pages.find((p) => p.path === "/patient-support")!);
    const list = page.sections.find((s) => s.kind === "list" && s.id === "glossary");
    expect(list && list.kind === "list" ? list.items.length : 0).toBe(glossary.length);
  });

  it("marks only the first use of a term on a page, and never inside another definition", () => {
    const page = resolvePage(pages.find((p) => p.path === "/icu-ward-assistance")!);
    const text = strings(page.sections)
      .map((s) => s.text)
      .join("\n");
    const marks = [...text.matchAll(TERM_MARKER)].map((m) => m[1]);
    expect(marks).toContain("icu");
    expect(marks).toContain("cashless");
    expect(new Set(marks).size).toBe(marks.length);
    for (const m of text.matchAll(TERM_MARKER)) expect(m[3], m[1]).not.toContain("⟦");
  });
});
