/**
 * The patient pages of SPEC.md section 2 (issue 4): routes present, the counts SPEC
 * gives, links that resolve to real routes, well-formed video ids, no empty copy.
 */
import { describe, expect, it } from "vitest";
import { pages } from "./index.ts";
import { resolvePage } from "./resolve.ts";
import { isSiteHref, sitePaths } from "./routes.ts";
import type { Action, Page, Section } from "./types.ts";

const patientPaths = [
  "/patient-support",
  "/personal-support",
  "/icu-ward-assistance",
  "/medical-appointment-assistance",
  "/mental-health-support",
  "/exercise-videos",
] as const;

function page(path: (typeof patientPaths)[number]): Page {
  const found = pages.find((p) => p.path === path);
  if (!found) throw new Error(`no page at ${path}`);
  // As shown: urgent-line and fact references resolved.
  return resolvePage(found);
}

function sectionsOf<K extends Section["kind"]>(p: Page, kind: K): Extract<Section, { kind: K }>[] {
  return p.sections.filter((s): s is Extract<Section, { kind: K }> => s.kind === kind);
}

function cardGrid(p: Page, heading: RegExp) {
  const grid = sectionsOf(p, "card-grid").find((s) => heading.test(s.heading));
  if (!grid) throw new Error(`no card grid matching ${heading} on ${p.path}`);
  return grid;
}

/** Every Action anywhere in a page (heroes, cards, CTAs). */
function hrefOf(a: Action | undefined): string | undefined {
  if (a === undefined || !("href" in a)) return undefined;
  const href: string = a.href;
  return href;
}

function actionsOf(p: Page): Action[] {
  return p.sections.flatMap((s): Action[] => {
    switch (s.kind) {
      case "hero":
        return s.actions ?? [];
      case "card-grid":
        return s.cards.flatMap((c) => (c.action ? [c.action] : []));
      case "cta":
        return s.actions;
      default:
        return [];
    }
  });
}

function action(p: Page, label: string): Action {
  const found = actionsOf(p).find((a) => a.label === label);
  if (!found) throw new Error(`no action "${label}" on ${p.path}`);
  return found;
}

/** Every string in a value, with where it sits, so empty copy can be reported by path. */
function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

describe("patient pages", () => {
  it("are all SPEC routes and all have content", () => {
    for (const path of patientPaths) {
      expect(sitePaths).toContain(path);
      const p = page(path);
      expect(p.title.length).toBeGreaterThan(3);
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.sections[0]?.kind).toBe("hero");
      // No leftover stub text.
      expect(JSON.stringify(p)).not.toMatch(/being written|lorem ipsum|TODO/i);
    }
  });

  it("have no empty strings anywhere", () => {
    for (const path of patientPaths) {
      const empty = strings(page(path)).filter(([, s]) => s.trim() === "");
      expect(empty.map(([at]) => `${path}${at}`)).toEqual([]);
    }
  });

  it("link only to real routes", () => {
    for (const path of patientPaths) {
      const p = page(path);
      const hrefs: string[] = [
        ...actionsOf(p).flatMap((a): string[] => ("href" in a ? [a.href] : [])),
        ...sectionsOf(p, "accordion").flatMap((s) =>
          s.items.flatMap((i) => (i.link ? [i.link.href] : [])),
        ),
      ];
      for (const href of hrefs) expect(isSiteHref(href), `${path} → ${href}`).toBe(true);
    }
  });

  it("/patient-support has four guidance cards to the four patient services and four resource tiles that lead to real pages", () => {
    const p = page("/patient-support");
    const guidance = cardGrid(p, /guidance/i);
    expect(
      guidance.cards.map((c): [string, string | undefined] => [c.title, hrefOf(c.action)]),
    ).toEqual([
      ["Personal day/night support", "/personal-support"],
      ["ICU & ward assistance", "/icu-ward-assistance"],
      ["Mental health support", "/mental-health-support"],
      ["Medical appointment assistance", "/medical-appointment-assistance"],
    ]);
    const library = cardGrid(p, /resource library/i);
    // Issue 29: each tile leads to a real page, none to a notice.
    expect(
      library.cards.map((c): [string, string | undefined] => [c.title, hrefOf(c.action)]),
    ).toEqual([
      ["Sheets for families", "/templates-and-forms"],
      ["Exercise & wellness", "/exercise-videos"],
      ["Breathing practice", "/breathing-practice"],
      ["Healthy eating", "/healthy-eating"],
    ]);
  });

  it("/personal-support has four caregiving challenges and Arrange support now", () => {
    const p = page("/personal-support");
    expect(cardGrid(p, /challenges/i).cards).toHaveLength(4);
    // Issue 23: the request form for a night attendant, from this page.
    expect(action(p, "Arrange support now")).toMatchObject({
      href: "/request?kind=night-attendant&source=/personal-support",
    });
  });

  it("/icu-ward-assistance has four challenges, the checklists and Request ICU assistance", () => {
    const p = page("/icu-ward-assistance");
    expect(cardGrid(p, /challenges/i).cards).toHaveLength(4);
    const headings = sectionsOf(p, "list").map((s) => s.heading);
    expect(headings).toContain("What to bring to a ward or ICU");
    expect(headings).toContain("Questions to ask the doctor");
    expect(action(p, "Request ICU assistance")).toMatchObject({
      href: "/request?kind=ward-support&source=/icu-ward-assistance",
    });
  });

  it("/medical-appointment-assistance has three problems, three solution points and Arrange assistance now", () => {
    const p = page("/medical-appointment-assistance");
    expect(cardGrid(p, /problems/i).cards).toHaveLength(3);
    const solutions = sectionsOf(p, "list").find((s) => s.heading === "How we help");
    expect(solutions?.items).toHaveLength(3);
    expect(sectionsOf(p, "list").map((s) => s.heading)).toContain(
      "What to carry to the appointment",
    );
    expect(action(p, "Arrange assistance now")).toMatchObject({
      href: "/request?kind=appointment-companion&source=/medical-appointment-assistance",
    });
  });

  it("/mental-health-support has four benefit cards, the crisis lines and Find a therapist now", () => {
    const p = page("/mental-health-support");
    expect(cardGrid(p, /helps/i).cards).toHaveLength(4);
    const urgent = sectionsOf(p, "callout").find((s) => s.tone === "urgent");
    expect(urgent?.crisisLines).toBe(true);
    expect(urgent?.body).toMatch(/112/);
    expect(action(p, "Find a therapist now")).toMatchObject({
      href: "/request?kind=therapist-match&source=/mental-health-support",
    });
  });

  describe("/exercise-videos", () => {
    const [library] = sectionsOf(page("/exercise-videos"), "video-library");

    it("has one video library with the three SPEC categories, exercises first", () => {
      expect(sectionsOf(page("/exercise-videos"), "video-library")).toHaveLength(1);
      expect(library?.categories.map((c) => [c.value, c.label])).toEqual([
        ["exercises", "Exercises"],
        ["yoga", "Yoga"],
        ["pranayama", "Pranayama"],
      ]);
    });

    it("has 3 videos per category with well-formed, unique ids", () => {
      const ids = library?.categories.flatMap((c) => c.videos.map((v) => v.videoId)) ?? [];
      for (const category of library?.categories ?? [])
        expect(category.videos, category.value).toHaveLength(3);
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(new Set(ids).size).toBe(9);
    });

    it("gives every video a title, a check date and a description, and credits only confirmed channels", () => {
      const videos = library?.categories.flatMap((c) => c.videos) ?? [];
      // Issue 15: only the channels confirmed by the channel's own pages are credited.
      expect(
        Object.fromEntries(videos.filter((v) => v.channel).map((v) => [v.videoId, v.channel])),
      ).toEqual({
        n8_JcYAN7eU: "Bob & Brad",
        k4TKisomaco: "Bob & Brad",
        "8VwufJrUhic": "Yoga With Adriene",
      });
      for (const video of videos) {
        expect(video.title.length, video.videoId).toBeGreaterThan(3);
        expect(video.checked, video.videoId).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(video.description.length, video.videoId).toBeGreaterThan(40);
        if (video.duration !== undefined) expect(video.duration).toMatch(/^\d+ min$/);
      }
    });
  });
});
