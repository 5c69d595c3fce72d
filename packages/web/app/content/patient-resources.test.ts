/**
 * Issue 29: the patient resources made real. /breathing-practice (a paced breathing practice and
 * WHO's grounding and unhooking skills) and /healthy-eating (ICMR-NIN's Dietary Guidelines for
 * Indians, 2024, not a clinical diet), in English and Hindi: patient guides with urgent help and
 * related guides, their sources named and linked, every figure a fact, every link real.
 */
import { describe, expect, it } from "vitest";
import { guides } from "./guides.ts";
import { findPage } from "./index.ts";
import { resolvePage, type ResolvedPage } from "./resolve.ts";
import { isSiteHref, sitePaths } from "./routes.ts";
import type { Breathing, Section } from "./types.ts";

const paths = ["/breathing-practice", "/healthy-eating"] as const;

function resolved(path: string, locale: "en" | "hi" = "en"): ResolvedPage {
  const page = findPage(locale === "hi" ? `/hi${path}` : path);
  if (!page) throw new Error(`no ${locale} page at ${path}`);
  return resolvePage(page, locale);
}

/** Every string in a value, with where it sits. */
function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

const text = (page: ResolvedPage) =>
  strings(page.sections)
    .map(([, s]) => s)
    .join("\n");

function hrefs(sections: Section[]): string[] {
  return strings(sections)
    .filter(([at]) => at.endsWith(".href"))
    .map(([, href]) => href);
}

function breathing(page: ResolvedPage): Breathing {
  const section = page.sections.find((s): s is Breathing => s.kind === "breathing");
  if (!section) throw new Error(`no breathing section on ${page.path}`);
  return section;
}

describe("issue 29's patient pages", () => {
  it("are routes, patient guides with urgent help, and have two or three related guides", () => {
    for (const path of paths) {
      expect(sitePaths).toContain(path);
      const guide = guides[path];
      expect(guide?.audience, path).toBe("patients");
      expect(guide?.urgentHelp, path).toBe(true);
      expect(guide!.related.length, path).toBeGreaterThanOrEqual(2);
      expect(guide!.related.length, path).toBeLessThanOrEqual(3);
      for (const locale of ["en", "hi"] as const) {
        const page = resolved(path, locale);
        expect(page.urgentHelp, `${locale} ${path}`).toBe(true);
        expect(page.health, `${locale} ${path}`).toBe(true);
        expect(page.sections[0]?.kind).toBe("hero");
        expect(page.related.map((link) => link.href)).toEqual(
          expect.arrayContaining(
            [...guide!.related, "/help-for-suicidal-thoughts"].map((p) =>
              locale === "hi" ? `/hi${p}` : p,
            ),
          ),
        );
        const empty = strings(page).filter(([, s]) => s.trim() === "");
        expect(empty.map(([at]) => `${locale} ${path}${at}`)).toEqual([]);
      }
    }
  });

  it("link only to real pages, in the page's language", () => {
    for (const path of paths) {
      const english = findPage(path)!;
      for (const href of hrefs(english.sections)) expect(isSiteHref(href), href).toBe(true);
      for (const href of hrefs(resolved(path, "hi").sections)) expect(href).toMatch(/^\/hi\//);
    }
  });

  it("the patient hub lists both", () => {
    const hub = resolved("/patient-support");
    expect(hub.guideIndex!.guides.map((link) => link.href)).toEqual(
      expect.arrayContaining([...paths]),
    );
  });
});

describe("/breathing-practice", () => {
  it("paces four seconds in and six out, for one, three or five minutes, three at first", () => {
    for (const locale of ["en", "hi"] as const) {
      const section = breathing(resolved("/breathing-practice", locale));
      expect(section.pace).toEqual({ in: 4, out: 6 });
      expect(section.minutes).toEqual([1, 3, 5]);
      expect(section.startMinutes).toBe(3);
      expect(section.steps.length).toBeGreaterThanOrEqual(4);
      // Whole minutes of whole breaths: a practice ends at the end of an out-breath.
      for (const minutes of section.minutes)
        expect((minutes * 60) % (section.pace.in + section.pace.out)).toBe(0);
    }
  });

  it("the practice's own words are Hindi on the Hindi page", () => {
    const { words, steps } = breathing(resolved("/breathing-practice", "hi"));
    for (const [key, value] of Object.entries(words)) expect(value, key).toMatch(/[\u0900-\u097F]/);
    for (const step of steps) expect(step).toMatch(/[\u0900-\u097F]/);
  });

  it("teaches WHO's grounding and unhooking, cites the guide with its WHO address, and says when to stop", () => {
    const page = resolved("/breathing-practice");
    const all = text(page);
    expect(all).toMatch(/Doing What Matters in Times of Stress/);
    expect(all).toMatch(/push your feet into the floor/i);
    expect(all).toMatch(/Notice[\s\S]*Name[\s\S]*Refocus/);
    expect(all).toMatch(/dizzy/);
    expect(all).toMatch(/Chest pain/);
    expect(page.sources.map((f) => f.source.url)).toContain(
      "https://www.who.int/publications/i/item/9789240003927",
    );
    // The urgent-help lines and their official sources, as on the other mental-health pages.
    expect(page.sources.map((f) => f.id)).toEqual(
      expect.arrayContaining(["line-emergency", "line-ambulance", "line-tele-manas"]),
    );
  });
});

describe("/healthy-eating", () => {
  it("says plainly it is not a clinical diet and sends illness to the doctor or dietitian", () => {
    for (const locale of ["en", "hi"] as const) {
      const page = resolved("/healthy-eating", locale);
      const callout = page.sections.find((s) => s.kind === "callout");
      expect(callout && "tone" in callout && callout.tone).toBe("info");
      expect(page.sections[1]).toBe(callout);
    }
    const english = text(resolved("/healthy-eating"));
    expect(english).toMatch(/not a clinical diet/);
    expect(english).toMatch(/doctor or dietitian/);
    for (const illness of ["diabetes", "kidney disease", "surgery"])
      expect(english).toContain(illness);
  });

  it("covers the plate, whole grains and millets, pulses, salt, sugar, oil, packaged foods, water and older adults", () => {
    const english = text(resolved("/healthy-eating"));
    for (const topic of [
      "My Plate for the Day",
      "millets",
      "Dal",
      "Salt",
      "Sugar",
      "Oil",
      "Ultra-processed",
      "water",
      "Older adults",
      "recover",
    ])
      expect(english, topic).toContain(topic);
  });

  it("states every figure as an ICMR-NIN fact, listed under Sources with the guidelines' address", () => {
    for (const locale of ["en", "hi"] as const) {
      const page = resolved("/healthy-eating", locale);
      const cited = page.sources.filter((f) => !f.id.startsWith("line-"));
      expect(cited.map((f) => f.id)).toEqual(
        expect.arrayContaining([
          "icmr-nin-dietary-guidelines",
          "dgi-plate-vegetables-fruits",
          "dgi-salt",
          "dgi-sugar",
          "dgi-water",
        ]),
      );
      for (const f of cited)
        expect(f.source.url, f.id).toBe(
          "https://www.nin.res.in/dietaryguidelines/pdfjs/locale/DGI07052024P.pdf",
        );
    }
    expect(text(resolved("/healthy-eating"))).toContain("no more than 5 g a day");
    expect(text(resolved("/healthy-eating", "hi"))).toContain("दिन में 5 ग्राम से ज़्यादा नहीं");
  });
});
