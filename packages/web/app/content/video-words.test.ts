import { describe, expect, test } from "vitest";
import { localizedPath } from "../i18n/locales.ts";
import { findPage } from "./index.ts";
import { resolvePage } from "./resolve.ts";
import type { Video } from "./types.ts";

function videosOf(locale: "en" | "bn" | "mr" | "hi"): Video[] {
  const page = findPage(localizedPath("/exercise-videos", locale))!;
  const section = resolvePage(page, locale).sections.find((s) => s.kind === "video-library");
  if (section?.kind !== "video-library") throw new Error("no video library on /exercise-videos");
  return section.categories.flatMap((category) => category.videos);
}

// The video library's island carries no date formatter and no script test: resolvePage gives
// each video its checked date in the page's words and its English title's language.
describe("videos resolved for their page (resolve.ts withVideoWords)", () => {
  test("English: the date in English words, no language mark", () => {
    for (const video of videosOf("en")) {
      expect(video.checkedWords).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(video.titleLang).toBeUndefined();
    }
  });

  test("Bengali and Marathi: the date in their digits; an English title marked en, their own not", () => {
    for (const [locale, digit] of [
      ["bn", /[০-৯]/],
      ["mr", /[०-९]/],
    ] as const) {
      const videos = videosOf(locale);
      for (const video of videos) {
        expect(video.checkedWords).toMatch(digit);
        expect(video.checkedWords).not.toMatch(/[0-9]/);
        expect(video.titleLang).toBe(/[\u0900-\u09ff]/.test(video.title) ? undefined : "en");
      }
      expect(videos.some((video) => video.titleLang === "en")).toBe(true);
    }
  });
});
