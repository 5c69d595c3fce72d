// @vitest-environment node
/**
 * Issue 24: the exam calendar's dates are data with a source and a check date, and honest: an
 * expected exam never claims a day or an official notice; an announced one has its notice.
 */
import { describe, expect, it } from "vitest";
import { examDates, examEntries, examsInOrder, firstDay, type ExamDate } from "./exam-dates.ts";
import { pagesByLocale } from "./index.ts";
import type { Section } from "./types.ts";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
/** Official sites of India's exam bodies: government, NIC, academic domains. */
const OFFICIAL = /^https:\/\/([\w-]+\.)+(gov\.in|nic\.in|ac\.in|edu\.in)\//;
/**
 * Official sites outside those domains: the Maharashtra board's and its CET Cell's own are plain
 * .in and .org addresses, TNEA's (Tamil Nadu's engineering counselling) a .org one.
 */
const OFFICIAL_ELSEWHERE = new Set([
  "https://mahahsscboard.in/",
  "https://www.mahacet.org/",
  "https://www.tneaonline.org/",
]);

const isDay = (iso: string) => ISO_DAY.test(iso) && !Number.isNaN(Date.parse(`${iso}T00:00:00Z`));

describe("exam dates", () => {
  it("covers the exams the issue names, each once, with a stable id", () => {
    const ids = examDates.map((exam) => exam.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-20\d\d(-s\d)?$/);
    const names = examDates.map((exam) => exam.en.name).join("\n");
    for (const name of [
      /JEE Main 2027, session 1/,
      /JEE Main 2027, session 2/,
      /JEE Advanced/,
      /NEET-UG/,
      /CUET-UG/,
      /CBSE Class 10/,
      /CBSE Class 12/,
      /UP Board/,
      /Maharashtra HSC/,
      /Maharashtra SSC/,
      /Bihar Board/,
      /JoSAA/,
      /MCC NEET-UG counselling/,
      /CLAT/,
      /NDA & NA Examination \(I\)/,
      /NDA & NA Examination \(II\)/,
    ])
      expect(names).toMatch(name);
  });

  it("every exam has its official site, a check date, and words in both languages", () => {
    for (const exam of examDates) {
      if (!OFFICIAL_ELSEWHERE.has(exam.site)) expect(exam.site, exam.id).toMatch(OFFICIAL);
      expect(isDay(exam.checked), exam.id).toBe(true);
      for (const words of [exam.en, exam.hi]) {
        expect(words.name.trim(), exam.id).not.toBe("");
        expect(words.who.length, exam.id).toBeGreaterThan(15);
        expect(words.by.trim(), exam.id).not.toBe("");
      }
      // The Hindi is Hindi (exam names keep their Latin acronyms, the rest is Devanagari).
      expect(`${exam.hi.who} ${exam.hi.by}`, exam.id).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("an announced exam has its days and the official notice it comes from", () => {
    const announced = examDates.filter((exam) => exam.status === "announced");
    expect(announced.length).toBeGreaterThan(0);
    for (const exam of announced) {
      expect(isDay(exam.start), exam.id).toBe(true);
      if (exam.end) expect(exam.end > exam.start, exam.id).toBe(true);
      expect(exam.notice.url, exam.id).toMatch(OFFICIAL);
      expect(exam.notice.title.length, exam.id).toBeGreaterThan(10);
      if (exam.reported) expect(exam.reported.url, exam.id).toMatch(/^https:\/\//);
      // Announced for a day after it was checked: the calendar is of the coming cycle.
      expect(exam.start > exam.checked, exam.id).toBe(true);
    }
  });

  it("an expected exam never claims a day or a notice: only months, and the dates it rests on with their source", () => {
    const expected = examDates.filter((exam) => exam.status === "expected");
    expect(expected.length).toBeGreaterThan(0);
    for (const exam of expected) {
      const claims = exam as ExamDate & Record<string, unknown>;
      expect(claims.start, exam.id).toBeUndefined();
      expect(claims.end, exam.id).toBeUndefined();
      expect(claims.notice, exam.id).toBeUndefined();
      expect(exam.months.from, exam.id).toMatch(MONTH);
      expect(exam.months.to, exam.id).toMatch(MONTH);
      expect(exam.months.to >= exam.months.from, exam.id).toBe(true);
      // The basis is a past cycle's, checked, with a source to read it at.
      expect(isDay(exam.basis.start), exam.id).toBe(true);
      if (exam.basis.end) expect(exam.basis.end > exam.basis.start, exam.id).toBe(true);
      expect(exam.basis.start < exam.checked, exam.id).toBe(true);
      expect(exam.basis.start < `${exam.months.from}-01`, exam.id).toBe(true);
      expect(exam.basis.cycle, exam.id).toMatch(/^20\d\d$/);
      expect(exam.basis.source.url, exam.id).toMatch(/^https:\/\//);
      expect(exam.basis.source.title, exam.id).toMatch(/20\d\d/);
    }
  });

  it("lists the exams in the order of the year", () => {
    const days = examsInOrder().map(firstDay);
    expect(days).toEqual([...days].sort());
    expect(examsInOrder()).toHaveLength(examDates.length);
  });

  it("each language's page lists every exam in its own words, and the two pages have the same shape", () => {
    const calendarOf = (locale: "en" | "hi") => {
      const page = pagesByLocale[locale].find((p) => p.path === "/exam-calendar");
      if (!page) throw new Error(`no ${locale} /exam-calendar`);
      return page;
    };
    const en = calendarOf("en");
    const hi = calendarOf("hi");
    expect(hi.sections.map((s) => s.kind)).toEqual(en.sections.map((s) => s.kind));
    const exams = (sections: Section[]) =>
      sections.find(
        (s): s is Extract<Section, { kind: "exam-calendar" }> => s.kind === "exam-calendar",
      )!.exams;
    expect(exams(en.sections)).toEqual(examEntries("en"));
    expect(exams(hi.sections)).toEqual(examEntries("hi"));
    expect(exams(hi.sections).map((e) => e.id)).toEqual(exams(en.sections).map((e) => e.id));
    for (const [i, entry] of exams(hi.sections).entries()) {
      const source = examDates.find((exam) => exam.id === entry.id)!;
      expect(entry.name).toBe(source.hi.name);
      expect(entry.who).toBe(source.hi.who);
      // A page carries its own language only.
      expect(entry).not.toHaveProperty("en");
      expect(entry).not.toHaveProperty("hi");
      expect(exams(en.sections)[i]!.who).toBe(source.en.who);
    }
  });
});

describe("kinds (issue 30)", () => {
  it("every kind the filter offers has an exam, and each catalogue names the kinds in order", async () => {
    const { examKinds } = await import("./exam-dates.ts");
    const { catalogues } = await import("../i18n/catalogues.ts");
    for (const kind of examKinds)
      expect(
        examDates.some((exam) => exam.kind === kind),
        kind,
      ).toBe(true);
    for (const catalogue of Object.values(catalogues))
      expect(Object.keys(catalogue.tools.calendar.kinds)).toEqual([...examKinds]);
  });
});

describe("state exams (issue 35)", () => {
  /** The calendar's list before issue 35: with no state kept it reads exactly as it did. */
  const beforeIssue35 = [
    "jee-main-2027-s1",
    "jee-main-2027-s2",
    "jee-advanced-2027",
    "neet-ug-2027",
    "cuet-ug-2027",
    "cbse-10-2027",
    "cbse-12-2027",
    "up-board-2027",
    "maharashtra-hsc-2027",
    "maharashtra-ssc-2027",
    "bihar-board-2027",
    "josaa-2027",
    "mcc-neet-ug-2027",
    "clat-2027",
    "nda-1-2027",
    "nda-2-2027",
  ];

  it("the exams listed for everyone are the calendar's of before, ids unchanged", async () => {
    const { examsForEveryone } = await import("./exam-dates.ts");
    expect(examsForEveryone.map((exam) => exam.id)).toEqual(beforeIssue35);
  });

  it("each state exam names valid states, and only a state exam is listed everywhere by choice", async () => {
    const { isStateSlug } = await import("./state-slugs.ts");
    for (const exam of examDates) {
      for (const slug of exam.states ?? [])
        expect(isStateSlug(slug), `${exam.id}: ${slug}`).toBe(true);
      if (exam.states) expect(new Set(exam.states).size, exam.id).toBe(exam.states.length);
      if (exam.everywhere) expect(exam.states?.length, exam.id).toBeGreaterThan(0);
    }
  });

  it("the researched states each have their board exam, and their entrance test or counselling", async () => {
    const { examsOfState } = await import("./exam-dates.ts");
    const boards = [
      "uttar-pradesh",
      "maharashtra",
      "tamil-nadu",
      "west-bengal",
      "telangana",
      "karnataka",
      "kerala",
    ] as const;
    for (const slug of boards)
      expect(
        examsOfState(slug).some((exam) => exam.group === "boards"),
        slug,
      ).toBe(true);
    for (const slug of [
      "maharashtra",
      "tamil-nadu",
      "west-bengal",
      "telangana",
      "karnataka",
      "kerala",
    ] as const)
      expect(
        examsOfState(slug).some((exam) => exam.group !== "boards"),
        slug,
      ).toBe(true);
    const ids = (slug: Parameters<typeof examsOfState>[0]) => examsOfState(slug).map((e) => e.id);
    expect(ids("maharashtra")).toEqual([
      "maharashtra-hsc-2027",
      "maharashtra-ssc-2027",
      "mht-cet-2027",
    ]);
    expect(ids("karnataka")).toEqual(["karnataka-2-puc-2027", "kcet-2027"]);
    expect(ids("delhi")).toEqual([]);
  });

  it("a state's own exam is expected unless announced, with a source of its latest cycle, checked after it", () => {
    const own = examDates.filter((exam) => exam.states && !exam.everywhere);
    expect(own.length).toBeGreaterThanOrEqual(11);
    for (const exam of own) {
      expect(exam.id, exam.id).toMatch(/-2027$/);
      if (exam.status === "expected") {
        expect(exam.basis.source.title, exam.id).toMatch(/20(25|26)/);
        expect(exam.months.from >= "2027-01", exam.id).toBe(true);
      }
    }
  });

  it("a state's own exam lives on its state's page; the rest on the calendar", async () => {
    const { examHomePath, examById } = await import("./exam-dates.ts");
    expect(examHomePath(examById("kcet-2027")!)).toBe("/state/karnataka");
    expect(examHomePath(examById("up-board-2027")!)).toBe("/exam-calendar");
    expect(examHomePath(examById("neet-ug-2027")!)).toBe("/exam-calendar");
  });

  it("each state's page lists its exams from the same data, in each language; a state without any has no list", async () => {
    const { examsOfState, stateExamEntries } = await import("./exam-dates.ts");
    const { stateSlugs } = await import("./state-slugs.ts");
    for (const locale of ["en", "hi"] as const)
      for (const slug of stateSlugs) {
        const page = pagesByLocale[locale].find((p) => p.path === `/state/${slug}`)!;
        const list = page.sections.find(
          (s): s is Extract<Section, { kind: "exam-calendar" }> => s.kind === "exam-calendar",
        );
        if (examsOfState(slug).length === 0) {
          expect(list, slug).toBeUndefined();
          continue;
        }
        expect(list?.onStatePage, slug).toBe(true);
        expect(list!.exams).toEqual(stateExamEntries(slug, locale));
      }
  });
});
