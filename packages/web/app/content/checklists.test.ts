// @vitest-environment node
/**
 * Issue 24: every checklist on the site can be ticked, and its ticks are kept under its id and
 * each item's place. So each has an id, unique on the site, the same in every language (the twin
 * test keeps the ids and the lists' lengths equal), and is a list one can tick.
 */
import { describe, expect, it } from "vitest";
import { locales } from "../i18n/locales.ts";
import { pagesByLocale } from "./index.ts";
import type { Section } from "./types.ts";

type ListSection = Extract<Section, { kind: "list" }>;

const checklistsOf = (locale: (typeof locales)[number]) =>
  pagesByLocale[locale].flatMap((page) =>
    page.sections
      .filter((s): s is ListSection => s.kind === "list" && Boolean(s.checklist))
      .map((s) => ({ path: page.path, section: s })),
  );

/** Decision 0022 "Checklist ticks" names these; a new checklist adds itself there too. */
const EXPECTED = [
  "/icu-ward-assistance#icu-bag",
  "/icu-ward-assistance#doctor-questions",
  "/icu-ward-assistance#discharge",
  "/medical-appointment-assistance#appointment-bag",
  "/personal-support#night-support",
  "/personal-support#bedside-bag",
  "/strategic-decision-support#drop-year",
  "/study-tips#study-routine",
];

describe.each(locales)("checklists in %s", (locale) => {
  const checklists = checklistsOf(locale);

  it("are the site's checklists: the bags, the doctor's questions, discharge, nights, the drop year, the study routine", () => {
    expect(checklists.map((c) => `${c.path}#${c.section.id}`).sort()).toEqual([...EXPECTED].sort());
  });

  it("each has an id the desk accepts, unique on the site, and items to tick", () => {
    const ids = checklists.map((c) => c.section.id!);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { section } of checklists) {
      expect(section.id).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/);
      expect(["check", "numbered"]).toContain(section.style);
      expect(section.items.length).toBeGreaterThan(2);
    }
  });

  it("no other section on its page has the same id", () => {
    for (const page of pagesByLocale[locale]) {
      const ids = page.sections.flatMap((s) => ("id" in s && s.id ? [s.id] : []));
      expect(new Set(ids).size, page.path).toBe(ids.length);
    }
  });
});
