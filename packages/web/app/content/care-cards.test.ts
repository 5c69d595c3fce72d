/**
 * Issue 35: care cards ("what to do now, in three levels") on every patient page, the mental-health
 * and crisis pages and the situation guides, each level said in words in every language; and the
 * four situation guides: steps, then care cards, then the things to do, linked from the hubs and
 * the menus.
 */
import { describe, expect, it } from "vitest";
import { locales, type Locale } from "../i18n/locales.ts";
import { catalogues } from "../i18n/catalogues.ts";
import { guides, hubs } from "./guides.ts";
import { pagesByLocale } from "./index.ts";
import { resolvePage } from "./resolve.ts";
import { resourcesNav } from "./resources-nav.ts";
import { isSiteHref, sitePaths, type SitePath } from "./routes.ts";
import type { CareCards, CareLevel, Page } from "./types.ts";

/** The level's word that starts each card's heading, in each language. */
const LEVEL_WORDS: Record<Locale, Record<CareLevel, string>> = {
  en: { emergency: "Emergency:", urgent: "Urgent:", routine: "Routine:" },
  hi: { emergency: "इमरजेंसी:", urgent: "जल्द ज़रूरी:", routine: "सामान्य:" },
  bn: { emergency: "ইমার্জেন্সি:", urgent: "জরুরি:", routine: "সাধারণ:" },
  mr: { emergency: "इमर्जन्सी:", urgent: "तातडीचे:", routine: "सामान्य:" },
};

const situationGuides = [
  "/first-day-in-icu",
  "/going-home-from-hospital",
  "/someone-talks-about-suicide",
  "/results-day",
] as const satisfies readonly SitePath[];

/** The patient pages (patient-pages.test.ts), the mental-health and crisis pages, and the guides. */
const withCareCards: SitePath[] = [
  "/patient-support",
  "/personal-support",
  "/icu-ward-assistance",
  "/medical-appointment-assistance",
  "/mental-health-support",
  "/exercise-videos",
  "/help-for-suicidal-thoughts",
  ...situationGuides,
];

function pageAt(locale: Locale, path: SitePath): Page {
  const found = pagesByLocale[locale].find((p) => p.path === path);
  if (!found) throw new Error(`no ${locale} page at ${path}`);
  return found;
}

function careCardsOf(page: Page): CareCards[] {
  return page.sections.filter((s): s is CareCards => s.kind === "care-cards");
}

describe.each(locales)("care cards (%s)", (locale) => {
  it.each(withCareCards)("%s has one care-cards section with the three levels in order", (path) => {
    const sections = careCardsOf(pageAt(locale, path));
    expect(sections).toHaveLength(1);
    const [section] = sections;
    expect(section!.cards.map((card) => card.level)).toEqual(["emergency", "urgent", "routine"]);
  });

  it.each(withCareCards)("%s names each level in its heading's words", (path) => {
    const page = resolvePage(pageAt(locale, path), locale);
    for (const card of careCardsOf(page)[0]!.cards) {
      expect(card.heading.startsWith(LEVEL_WORDS[locale][card.level]), card.heading).toBe(true);
      expect(card.signs.length).toBeGreaterThan(0);
      for (const sign of card.signs) expect(sign.trim()).not.toBe("");
    }
  });

  it.each(withCareCards)("%s gives India's emergency number on its emergency card", (path) => {
    const emergency = careCardsOf(pageAt(locale, path))[0]!.cards[0]!;
    expect(`${emergency.heading} ${emergency.action ?? ""}`).toContain("{line:emergency}");
  });

  it("every page of the patients' audience has care cards", () => {
    const patientPages = (Object.keys(guides) as SitePath[]).filter(
      (path) =>
        guides[path]?.audience === "patients" &&
        // Resource pages rather than patient pages: the breathing practice and the eating guide.
        !["/breathing-practice", "/healthy-eating"].includes(path),
    );
    for (const path of [...patientPages, "/patient-support" as const])
      expect(withCareCards, path).toContain(path);
  });
});

describe("the situation guides", () => {
  it("are routes, guides of an audience (so their hub lists them) and in the Resources menu", () => {
    const menu = resourcesNav.map((link) => link.href);
    for (const path of situationGuides) {
      expect(sitePaths).toContain(path);
      const audience = guides[path]?.audience;
      expect(audience, path).toBeDefined();
      expect(Object.values(hubs).some((hub) => hub?.audience === audience)).toBe(true);
      expect(guides[path]?.urgentHelp, path).toBe(true);
      expect(menu).toContain(path);
    }
    expect(guides["/results-day"]?.audience).toBe("students");
  });

  it("are named in the menus in every language", () => {
    for (const locale of locales)
      for (const link of resourcesNav.filter((l) =>
        (situationGuides as readonly string[]).includes(l.href),
      ))
        expect(catalogues[locale].nav[link.id].trim(), `${locale} ${link.id}`).not.toBe("");
  });

  it.each(locales.flatMap((locale) => situationGuides.map((path) => [locale, path] as const)))(
    "%s %s: a hero, numbered steps, care cards, then the things to do",
    (locale, path) => {
      const page = pageAt(locale, path);
      expect(page.sections.map((s) => s.kind).slice(0, 4)).toEqual([
        "hero",
        "list",
        "care-cards",
        "cta",
      ]);
      const steps = page.sections[1]!;
      expect(steps.kind === "list" && steps.style).toBe("numbered");
      expect(steps.kind === "list" ? steps.items.length : 0).toBeGreaterThanOrEqual(5);
      const actions = page.sections[3]!.kind === "cta" ? page.sections[3]!.actions : [];
      const hrefs = actions.flatMap((a) => ("href" in a ? [a.href] : []));
      for (const href of hrefs) expect(isSiteHref(href), href).toBe(true);
      // The request to send, with this page as its source.
      expect(
        hrefs.some((href) => href.startsWith(`/request?kind=`) && href.endsWith(`source=${path}`)),
        path,
      ).toBe(true);
    },
  );

  it("each guide's things to do link to a real checklist, download or request", () => {
    const checklistIds = new Set(
      pagesByLocale.en.flatMap((page) =>
        page.sections.flatMap((s) =>
          s.kind === "list" && s.checklist && s.id ? [`${page.path}#${s.id}`] : [],
        ),
      ),
    );
    for (const path of situationGuides) {
      const cta = pageAt("en", path).sections[3]!;
      const hrefs =
        cta.kind === "cta" ? cta.actions.flatMap((a) => ("href" in a ? [a.href] : [])) : [];
      for (const href of hrefs.filter((h) => h.includes("#") && !h.startsWith("/templates")))
        expect(checklistIds, href).toContain(href);
    }
  });
});
