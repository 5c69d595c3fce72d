import { describe, expect, it } from "vitest";
import { englishTitleLang } from "./english-title.ts";

describe("englishTitleLang", () => {
  it("marks an English title on a page in another language", () => {
    const title = "India Today, 14 October 2025: MSBSHSE's 2026 HSC and SSC schedule";
    for (const locale of ["hi", "bn", "mr"] as const)
      expect(englishTitleLang(title, locale)).toBe("en");
  });

  it("leaves English pages, and titles in the page's script, unmarked", () => {
    expect(englishTitleLang("10 Minute Seated Exercises for Seniors", "en")).toBeUndefined();
    expect(
      englishTitleLang("UNESCO বিশ্ব ঐতিহ্য কেন্দ্র: Archaeological Ruins at Moenjodaro", "bn"),
    ).toBeUndefined();
    expect(englishTitleLang("सिंधु घाटी सभ्यता", "hi")).toBeUndefined();
    expect(englishTitleLang("112", "mr")).toBeUndefined();
  });
});
