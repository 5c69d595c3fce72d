/**
 * Issue 3: every student page of SPEC.md section 2, with SPEC's counts, links,
 * notices and the figures of section 9 where they belong.
 */
import { describe, expect, it } from "vitest";
import { findPage } from "./index.ts";
import { resolvePage } from "./resolve.ts";
import { isSiteHref, type SitePath } from "./routes.ts";
import type { Action, Page, Section } from "./types.ts";

const studentPaths = [
  "/student-support",
  "/academic-counseling",
  "/academic-pathfinder",
  "/find-best-school",
  "/choosing-coaching",
  "/peer-support-groups",
  "/strategic-decision-support",
  "/stream-selection-guide",
  "/study-tips",
  "/avoid-distractions",
  "/friends-impact",
  "/templates-and-forms",
  "/audio-lectures",
  "/mentor-advantage",
  "/online-coaching-downsides",
  "/school-pros-cons",
  "/digital-distractions",
  "/social-environment-distractions",
  "/internal-thoughts-distractions",
] as const satisfies readonly SitePath[];

/** The page as it is shown: fact and urgent-line references resolved. */
function page(path: SitePath): Page {
  const found = findPage(path);
  if (!found) throw new Error(`no page at ${path}`);
  return resolvePage(found);
}

function sectionsOf<K extends Section["kind"]>(p: Page, kind: K): Extract<Section, { kind: K }>[] {
  return p.sections.filter((s): s is Extract<Section, { kind: K }> => s.kind === kind);
}

function section<K extends Section["kind"]>(
  p: Page,
  kind: K,
  heading?: string,
): Extract<Section, { kind: K }> {
  const all = sectionsOf(p, kind).filter(
    (s) => heading === undefined || ("heading" in s && s.heading === heading),
  );
  if (all.length !== 1)
    throw new Error(
      `${p.path}: expected one ${kind} section${heading ? ` "${heading}"` : ""}, found ${all.length}`,
    );
  return all[0]!;
}

/** Every string anywhere in a value (the page data is plain JSON). */
function strings(value: unknown, path = ""): { path: string; value: string }[] {
  if (typeof value === "string") return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

/** Every in-site link target of a page: action hrefs, accordion links, audience links. */
function hrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefs);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) =>
      k === "href" && typeof v === "string" ? [v] : hrefs(v),
    );
  }
  return [];
}

function text(p: Page): string {
  return strings(p.sections)
    .map((s) => s.value)
    .join("\n");
}

function linkTargets(actions: (Action | undefined)[]): string[] {
  return actions.flatMap((a) => (a && "href" in a ? [a.href] : []));
}

describe("student pages", () => {
  it("has every route of the issue, each with its own title and description", () => {
    for (const path of studentPaths) {
      const p = page(path);
      expect(p.title.length, path).toBeGreaterThan(3);
      expect(p.description.length, path).toBeGreaterThan(60);
      expect(p.sections[0]?.kind, path).toBe("hero");
    }
    const titles = studentPaths.map((path) => page(path).title);
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = studentPaths.map((path) => page(path).description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("has no empty strings and no placeholder copy", () => {
    for (const path of studentPaths) {
      for (const s of strings(page(path))) {
        expect(s.value.trim(), `${path}${s.path}`).not.toBe("");
        expect(s.value, `${path}${s.path}`).not.toMatch(
          /lorem|ipsum|TODO|being written|what this page covers/i,
        );
      }
    }
  });

  it("links only to real routes, and to parts of the same page that exist", () => {
    for (const path of studentPaths) {
      const ids = page(path).sections.flatMap((section) => ("id" in section ? [section.id] : []));
      for (const href of hrefs(page(path).sections)) {
        // "#streams": a part of this page (the stream explorer's links), by its section's id.
        if (href.startsWith("#")) expect(ids, `${path} links to ${href}`).toContain(href.slice(1));
        else expect(isSiteHref(href), `${path} links to ${href}`).toBe(true);
      }
    }
  });

  it("/student-support: eight cards linking to SPEC's targets", () => {
    const grid = section(page("/student-support"), "card-grid");
    expect(linkTargets(grid.cards.map((c) => c.action))).toEqual([
      "/stream-selection-guide",
      "/find-best-school",
      "/choosing-coaching",
      "/strategic-decision-support",
      "/academic-counseling",
      "/academic-pathfinder",
      "/mentor-advantage",
      "/peer-support-groups",
    ]);
  });

  it("/academic-counseling: eight accordion topics in SPEC order", () => {
    const items = section(page("/academic-counseling"), "accordion").items.map((i) => i.title);
    expect(items).toHaveLength(8);
    const order = [
      /stress/i,
      /schedule/i,
      /mindset/i,
      /JEE/,
      /NEET/,
      /coaching institute/i,
      /quality over price/i,
      /resilience/i,
    ];
    order.forEach((pattern, i) => expect(items[i], `topic ${i + 1}`).toMatch(pattern));
  });

  it("/academic-pathfinder: every card links on; college to the exam and counselling dates", () => {
    const cards = section(page("/academic-pathfinder"), "card-grid").cards;
    expect(cards).toHaveLength(4);
    const byTitle = (pattern: RegExp) => cards.find((c) => pattern.test(c.title))!.action;
    expect(byTitle(/school/i)).toMatchObject({ href: "/find-best-school" });
    expect(byTitle(/coaching/i)).toMatchObject({ href: "/choosing-coaching" });
    expect(byTitle(/stream/i)).toMatchObject({ href: "/stream-selection-guide" });
    expect(byTitle(/college/i)).toMatchObject({ href: "/exam-calendar" });
  });

  it("/find-best-school: four guidance blocks and Book a counselling session", () => {
    const p = page("/find-best-school");
    const titles = section(p, "card-grid").cards.map((c) => c.title);
    expect(titles).toHaveLength(4);
    [/early education/i, /later education/i, /competitive exam/i, /board/i].forEach((pattern, i) =>
      expect(titles[i]).toMatch(pattern),
    );
    const cta = section(p, "cta");
    expect(cta.actions).toContainEqual({
      label: "Book a counselling session",
      href: "/request?kind=guidance&source=/find-best-school",
    });
  });

  it("/choosing-coaching: eight items, the one on choosing an institute links to /online-coaching-downsides", () => {
    const items = section(page("/choosing-coaching"), "accordion").items;
    expect(items).toHaveLength(8);
    const choose = items.filter((i) => /how to choose an institute/i.test(i.title));
    expect(choose).toHaveLength(1);
    expect(choose[0]!.link?.href).toBe("/online-coaching-downsides");
  });

  it("/peer-support-groups: four benefits and Contact us", () => {
    const p = page("/peer-support-groups");
    expect(section(p, "card-grid").cards).toHaveLength(4);
    expect(section(p, "cta").actions).toContainEqual({
      label: "Contact us",
      href: "/request?kind=support-group&source=/peer-support-groups",
    });
  });

  it("/strategic-decision-support: four links", () => {
    const cards = section(page("/strategic-decision-support"), "card-grid").cards;
    expect(linkTargets(cards.map((c) => c.action))).toEqual([
      "/choosing-coaching",
      "/find-best-school",
      "/peer-support-groups",
      "/mentor-advantage",
    ]);
  });

  it("/mentor-advantage: the six named benefits", () => {
    expect(section(page("/mentor-advantage"), "card-grid").cards.map((c) => c.title)).toEqual([
      "Personalised strategy",
      "Consistent motivation",
      "Emotional resilience",
      "Insider knowledge",
      "Accountability partner",
      "Mistake prevention",
    ]);
  });

  it("/online-coaching-downsides: the eight named cards", () => {
    const titles = section(page("/online-coaching-downsides"), "card-grid").cards.map((c) =>
      c.title.toLowerCase(),
    );
    expect(titles).toHaveLength(8);
    [
      "illusion of practice",
      "fighting spirit",
      "least resistance",
      "crowd phobia",
      "team spirit",
      "distraction",
      "patience",
      "illusion of knowledge",
    ].forEach((name, i) => expect(titles[i]).toContain(name));
  });

  it("/school-pros-cons: The bright side and The challenges, seven each", () => {
    const p = page("/school-pros-cons");
    const columns = section(p, "comparison").columns;
    expect(columns.map((c) => c.title)).toEqual(["The bright side", "The challenges"]);
    for (const column of columns) expect(column.items, column.title).toHaveLength(7);
  });

  it("/avoid-distractions: four distraction cards with their links and three focus strategies", () => {
    const p = page("/avoid-distractions");
    const [distractions, strategies] = sectionsOf(p, "card-grid");
    expect(linkTargets(distractions!.cards.map((c) => c.action))).toEqual([
      "/digital-distractions",
      "/social-environment-distractions",
      "/internal-thoughts-distractions",
      "/friends-impact",
    ]);
    expect(strategies!.cards).toHaveLength(3);
    expect(strategies!.cards[0]!.title).toMatch(/pomodoro/i);
    expect(
      strings(strategies!.cards[0])
        .map((s) => s.value)
        .join(" "),
    ).toMatch(/25 minutes.*5-minute break/);
    expect(strategies!.cards[1]!.title).toMatch(/distraction-free zone/i);
    expect(strategies!.cards[2]!.title).toMatch(/clear goals/i);
  });

  it("/digital-distractions: eight culprits and seven strategies, one about 15-20 minutes alone", () => {
    const p = page("/digital-distractions");
    expect(p.title).toBe("Tame your tech");
    expect(section(p, "card-grid", "The digital culprits").cards).toHaveLength(8);
    const strategies = section(p, "list", "Actionable strategies").items;
    expect(strategies).toHaveLength(7);
    expect(strings(strategies).filter((s) => /15-20 minutes/.test(s.value))).toHaveLength(1);
  });

  it("/social-environment-distractions: three challenges and three strategies", () => {
    const p = page("/social-environment-distractions");
    expect(p.title).toBe("Optimise your space");
    expect(section(p, "card-grid", "The social challenges").cards).toHaveLength(3);
    expect(section(p, "list", "Actionable strategies").items).toHaveLength(3);
  });

  it("/internal-thoughts-distractions: three hurdles and three strategies, with 5-10 minutes of daily meditation", () => {
    const p = page("/internal-thoughts-distractions");
    expect(p.title).toBe("Calm your mind");
    expect(section(p, "card-grid", "The internal hurdles").cards).toHaveLength(3);
    const strategies = section(p, "list", "Actionable strategies").items;
    expect(strategies).toHaveLength(3);
    expect(
      strings(strategies).some((s) => /5-10 minutes/.test(s.value) && /meditat/i.test(s.value)),
    ).toBe(true);
  });

  it("/friends-impact: accelerators, saboteurs and good versus bad friend traits", () => {
    const p = page("/friends-impact");
    expect(
      section(p, "list", "Accelerators: friends who lift you").items.length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      section(p, "list", "Saboteurs: habits that hold you back").items.length,
    ).toBeGreaterThanOrEqual(3);
    const columns = section(p, "comparison").columns;
    expect(columns.map((c) => c.tone)).toEqual(["positive", "negative"]);
    expect(columns[0]!.items.length).toBe(columns[1]!.items.length);
  });

  it("/study-tips: six tips, each with an example, study groups of 3-4", () => {
    const cards = section(page("/study-tips"), "card-grid").cards;
    expect(cards).toHaveLength(6);
    for (const card of cards) expect(card.example, card.title).toBeTruthy();
    expect(cards.some((c) => /3-4/.test(c.title))).toBe(true);
  });

  it("/templates-and-forms: six templates for students, five for families, formats from PDF, DOCX and XLSX", () => {
    const p = page("/templates-and-forms");
    expect(section(p, "templates", "For students").templates).toHaveLength(6);
    expect(section(p, "templates", "For patients and families").templates).toHaveLength(5);
    for (const t of sectionsOf(p, "templates").flatMap((s) => s.templates)) {
      expect(t.formats.length, t.title).toBeGreaterThan(0);
      expect(new Set(t.formats).size, t.title).toBe(t.formats.length);
      for (const f of t.formats) expect(["PDF", "DOCX", "XLSX"]).toContain(f);
    }
  });

  it("/audio-lectures: SPEC's six lectures, each a script with sources, and the video summary", () => {
    const p = page("/audio-lectures");
    const lectures = section(p, "lectures").lectures;
    // Issue 29: no typed duration; the cards compute it from the script (lecture-duration.ts).
    expect(lectures.map((l) => [l.id, l.category])).toEqual([
      ["indus-valley", "History"],
      ["critical-thinking", "Skill development"],
      ["macbeth", "Literature"],
      ["french-revolution", "History"],
      ["public-speaking", "Skill development"],
      ["poetry-meter", "Literature"],
    ]);
    [
      /Indus Valley Civilisation/,
      /Critical thinking fundamentals/,
      /Macbeth/,
      /French Revolution.*Causes and Effects/i,
      /Effective public speaking/,
      /Poetry.*metre and rhyme/i,
    ].forEach((pattern, i) => expect(lectures[i]!.title).toMatch(pattern));
    for (const l of lectures) {
      expect(l.description.length, l.title).toBeGreaterThan(40);
      expect(l.parts.length, l.id).toBeGreaterThanOrEqual(3);
      expect(l.keyPoints.length, l.id).toBeGreaterThanOrEqual(4);
      expect(l.keyPoints.length, l.id).toBeLessThanOrEqual(6);
      expect(l.sources.length, l.id).toBeGreaterThan(0);
      for (const source of l.sources) expect(source.url, l.id).toMatch(/^https:\/\//);
    }
    const summary = section(p, "video-summary");
    expect(summary.heading).toBe("Watch a summary");
    expect(summary.lectures).toEqual(
      lectures.map(({ id, title, keyPoints }) => ({ id, title, keyPoints })),
    );
    // Named for what it is: made on the device, no "AI" it cannot back, no simulation.
    expect(JSON.stringify(p.sections)).not.toMatch(/\bAI\b|simulation|sample video|coming soon/i);
  });

  describe("/stream-selection-guide", () => {
    const p = page("/stream-selection-guide");
    const all = text(p);

    it("has science, commerce and arts, each with career paths, competition and statistics", () => {
      const streams = section(p, "streams").streams;
      expect(streams.map((s) => s.title)).toEqual(["Science", "Commerce", "Arts (Humanities)"]);
      for (const s of streams) {
        expect(s.careerPaths.length, s.title).toBeGreaterThanOrEqual(3);
        expect(s.competition.length, s.title).toBeGreaterThan(80);
        expect(s.statistics.highEarnerPotential.length, s.title).toBeGreaterThan(20);
      }
      expect(streams.map((s) => s.statistics.annualEnrollment)).toEqual([
        // The Ministry's 2022 counts (issue 29), not SPEC's unconfirmed shares.
        expect.stringContaining("about 42 lakh"),
        expect.stringContaining("about 14.4 lakh"),
        expect.stringContaining("about 40 lakh"),
      ]);
    });

    it("uses SPEC section 9's figures, in Indian style, where they could be confirmed or are shown as SPEC states them", () => {
      // "about 17 million" (SPEC) reads "1.7 crore (about 17 million)"; the board counts use Indian grouping.
      for (const figure of [
        "1.7 crore (about 17 million)",
        "21,08,774",
        "14,96,307",
        "17,400",
        "23 IITs",
        "24,000",
        "31 NITs",
        "1,800",
        "5,500+",
        "9,500",
        "2025 (estimate)",
      ]) {
        expect(all, figure).toContain(figure);
      }
      const boards = section(p, "stats", "Board results at a glance").stats;
      expect(boards.find((s) => /UP Board/.test(s.label))?.value).toBe("21,08,774");
      expect(boards.find((s) => /CBSE/.test(s.label))?.value).toBe("14,96,307");
      const landscape = section(p, "stats", "The competitive landscape").stats;
      const value = (pattern: RegExp) => landscape.find((s) => pattern.test(s.label))?.value;
      expect(value(/^IIT seats/)).toBe("about 17,400");
      expect(value(/IIT computer science/)).toBe("about 1,800");
      expect(value(/IIT core/)).toBe("about 5,500+");
      expect(value(/NIT seats/)).toBe("about 24,000");
      // SPEC's "about 54,000" matches no session; the Ministry's 2023-24 count is shown instead.
      expect(value(/Government MBBS/)).toBe("56,300");
      expect(value(/Chartered Accountants/)).toBe("about 9,500");
    });

    it("lists a source with a year for every figure it shows", () => {
      const resolved = resolvePage(findPage("/stream-selection-guide")!);
      const ids = resolved.sources.map((f) => f.id);
      for (const id of [
        "iit-seats",
        "nit-seats",
        "government-mbbs-seats",
        "neet-candidates",
        "cbse-class-12-passed",
        "up-board-class-12-passed",
        "upsc-cse-vacancies",
      ]) {
        expect(ids).toContain(id);
      }
      for (const f of resolved.sources) {
        expect(f.year, f.id).not.toBe("");
        expect(f.source.url, f.id).toMatch(/^https:\/\//);
      }
      for (const group of section(p, "job-sectors").groups) {
        for (const sector of group.sectors)
          expect(sector.salary.length, sector.name).toBeGreaterThan(10);
      }
    });

    it("has a science advantage section and a Book a counselling session link to /academic-counseling", () => {
      expect(section(p, "list", "The science advantage").items.length).toBeGreaterThanOrEqual(3);
      expect(section(p, "cta").actions).toContainEqual({
        label: "Book a counselling session",
        href: "/academic-counseling",
      });
    });
  });
});
