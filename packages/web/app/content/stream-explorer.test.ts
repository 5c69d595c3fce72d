// @vitest-environment node
/**
 * Issue 24: the stream explorer's words in every language match its rules: the same questions and
 * answers, a reason for exactly each one the rules can give, and links to parts of the guide that
 * exist. (The twin test keeps the languages' ids the same; this keeps them the rules'.)
 */
import { describe, expect, it } from "vitest";
import { locales } from "../i18n/locales.ts";
import { pagesByLocale } from "./index.ts";
import { allReasonIds, explorerRules, STREAMS } from "./stream-explorer.ts";
import type { StreamExplorer } from "./types.ts";

describe.each(locales)("the stream explorer in %s", (locale) => {
  const page = pagesByLocale[locale].find((p) => p.path === "/stream-selection-guide")!;
  const explorers = page.sections.filter(
    (section): section is StreamExplorer => section.kind === "stream-explorer",
  );
  const explorer = explorers[0]!;

  it("is on the stream guide, once", () => {
    expect(explorers).toHaveLength(1);
    for (const other of pagesByLocale[locale])
      if (other !== page)
        expect(
          other.sections.some((s) => s.kind === "stream-explorer"),
          other.path,
        ).toBe(false);
  });

  it("asks the rules' questions with the rules' answers", () => {
    expect(explorer.questions.map((q) => [q.id, q.options.map((o) => o.id)])).toEqual(
      Object.entries(explorerRules).map(([q, options]) => [q, Object.keys(options)]),
    );
    for (const q of explorer.questions) {
      expect(q.legend.trim()).not.toBe("");
      for (const o of q.options) expect(o.label.trim()).not.toBe("");
    }
  });

  it("has a reason for exactly each one the rules can give", () => {
    expect(explorer.reasons.map((r) => r.id).sort()).toEqual(allReasonIds().sort());
    for (const r of explorer.reasons) expect(r.text.length, r.id).toBeGreaterThan(20);
  });

  it("names every stream and links only to parts of this guide that exist", () => {
    expect(explorer.streams.map((s) => s.id)).toEqual([...STREAMS]);
    const ids = page.sections.flatMap((s) => ("id" in s && s.id ? [s.id] : []));
    for (const link of [...explorer.streams.flatMap((s) => s.links), explorer.next])
      expect(ids, link.href).toContain(link.href.slice(1));
  });

  it("says plainly that it is a way to think, not a test, and where answers stay", () => {
    const words = {
      en: { notATest: /not a test/, browser: /browser/ },
      hi: { notATest: /टेस्ट नहीं/, browser: /ब्राउज़र/ },
      bn: { notATest: /পরীক্ষা নয়/, browser: /ব্রাউজার/ },
      mr: { notATest: /टेस्ट नाही/, browser: /ब्राउझर/ },
    }[locale];
    expect(explorer.notATest).toMatch(words.notATest);
    expect(explorer.privacy).toMatch(words.browser);
  });
});
