// @vitest-environment node
/**
 * What the site tells the desk about the exam calendar, for reminders: every exam by its stable
 * id, an announced exam's first day and an expected one's none (its reminders wait), and the
 * words of each language as the calendar page says them.
 */
import { describe, expect, it } from "vitest";
import { examDates } from "../app/content/exam-dates.ts";
import { pagesByLocale } from "../app/content/index.ts";
import { LOCALES } from "@saathi/desk/contract";
import { locales } from "../app/i18n/locales.ts";
import { deskConfig, examReminders, siteChecklists } from "./desk-config.ts";

describe("the desk's languages", () => {
  it("are the site's, in the same order (the desk writes every language the site has)", () => {
    expect([...LOCALES]).toEqual([...locales]);
  });
});

describe("exam reminders' source", () => {
  it("has every exam of the calendar, with a day only when it is announced", () => {
    const exams = examReminders();
    expect(exams.map((e) => e.id)).toEqual(examDates.map((e) => e.id));
    const nda = exams.find((e) => e.id === "nda-1-2027")!;
    expect(nda).toMatchObject({
      start: "2027-04-11",
      name: { en: "NDA & NA Examination (I) 2027" },
      when: { en: "11 April 2027", hi: "11 अप्रैल 2027" },
      path: "/exam-calendar#nda-1-2027",
      site: "https://upsc.gov.in/",
    });
    const neet = exams.find((e) => e.id === "neet-ug-2027")!;
    expect(neet.start).toBeNull();
    expect(neet.when.en).toBe("May 2027: no date announced yet");
    for (const exam of exams) expect(exam.name.hi).not.toBe("");
  });

  it("says an exam's date in Bengali and Marathi too, in their own digits", () => {
    const exams = examReminders();
    const nda = exams.find((e) => e.id === "nda-1-2027")!;
    expect(nda.when.bn).toBe("১১ এপ্রিল, ২০২৭");
    expect(nda.when.mr).toBe("११ एप्रिल, २०२७");
    const neet = exams.find((e) => e.id === "neet-ug-2027")!;
    expect(neet.when.bn).toMatch(/^মে ২০২৭: /);
    expect(neet.when.mr).toMatch(/^मे २०२७: /);
    for (const exam of exams) {
      expect(exam.name.bn, exam.id).not.toBe("");
      expect(exam.name.mr, exam.id).not.toBe("");
    }
  });
});

describe("the desk's words in every language", () => {
  it("gives the urgent lines and the open days in English, Hindi, Bengali and Marathi", () => {
    const cfg = deskConfig({}, { siteUrl: "https://saathi.test/", trustProxy: false });
    expect(Object.keys(cfg.urgentLines).sort()).toEqual(["bn", "en", "hi", "mr"]);
    expect(Object.keys(cfg.daysInWords).sort()).toEqual(["bn", "en", "hi", "mr"]);
    // The numbers are the site's, as dialled; the words are the language's.
    for (const locale of ["en", "hi", "bn", "mr"] as const) {
      expect(cfg.urgentLines[locale].map((l) => l.split(":")[0]!.split(" ")[0])).toEqual(
        cfg.urgentLines.en.map((l) => l.split(":")[0]!.split(" ")[0]),
      );
    }
    expect(cfg.urgentLines.bn.join("\n")).toMatch(/[\u0980-\u09ff]/);
    expect(cfg.urgentLines.mr.join("\n")).toContain("14416 (किंवा 1-800-891-4416)");
    expect(cfg.daysInWords.bn).toMatch(/^সোমবার থেকে/);
    expect(cfg.daysInWords.mr).toMatch(/^सोमवार ते/);
  });
});

describe("the checklists' source (issue 31, item 9)", () => {
  it("names every checklist of the site with its number of items, in English and Hindi alike", () => {
    const known = siteChecklists();
    expect(Object.keys(known).sort()).toEqual(
      [
        "appointment-bag",
        "bedside-bag",
        "discharge",
        "doctor-questions",
        "drop-year",
        "icu-bag",
        "night-support",
        "study-routine",
      ].sort(),
    );
    for (const page of pagesByLocale.hi)
      for (const s of page.sections)
        if (s.kind === "list" && s.checklist) expect(known[s.id!], s.id).toBe(s.items.length);
    expect(Object.values(known).reduce((a, b) => a + b, 0)).toBeLessThan(150);
  });
});
