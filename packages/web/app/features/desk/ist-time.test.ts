// @vitest-environment node
/** The page says a time in India as the desk's mails do, word for word, in every language. */
import { describe, expect, it } from "vitest";
import { formatIst as mailFormat } from "../../../../desk/src/services/hours.ts";
import { deskCatalogues } from "../../i18n/desk-catalogues.ts";
import { formatIst } from "./ist-time.ts";

describe("formatIst", () => {
  const moments = [
    "2026-03-03T06:30:00.000Z", // 12:00 noon IST
    "2026-03-02T03:35:00.000Z", // 9:05 in the morning
    "2026-11-26T11:15:00.000Z", // 4:45 in the evening
    "2026-11-26T15:00:00.000Z", // 8:30 at night
    "2026-11-26T18:40:00.000Z", // 0:10 the next day
  ];
  it.each(moments)("%s: the mail's words, word for word, in every language", (iso) => {
    for (const locale of ["en", "hi", "bn", "mr"] as const)
      expect(formatIst(iso, locale, deskCatalogues[locale].time)).toBe(
        mailFormat(new Date(iso), locale),
      );
  });

  it("reads as people say it", () => {
    expect(formatIst(moments[0]!, "en", deskCatalogues.en.time)).toBe(
      "Tuesday 3 March, 12:00 pm IST",
    );
    expect(formatIst(moments[0]!, "hi", deskCatalogues.hi.time)).toBe(
      "मंगलवार, 3 मार्च, दोपहर 12:00 बजे (IST)",
    );
    expect(formatIst(moments[0]!, "bn", deskCatalogues.bn.time)).toBe(
      "মঙ্গলবার ৩ মার্চ, দুপুর ১২:০০টায় (IST)",
    );
    // Late afternoon is বিকেল in Bengali; ten past midnight is night, not morning.
    expect(formatIst(moments[2]!, "bn", deskCatalogues.bn.time)).toBe(
      "বৃহস্পতিবার ২৬ নভেম্বর, বিকেল ৪:৪৫টায় (IST)",
    );
    expect(formatIst(moments[4]!, "hi", deskCatalogues.hi.time)).toBe(
      "शुक्रवार, 27 नवंबर, रात 12:10 बजे (IST)",
    );
    expect(formatIst(moments[4]!, "mr", deskCatalogues.mr.time)).toBe(
      "शुक्रवार, २७ नोव्हेंबर, रात्री १२:१० वाजता (IST)",
    );
  });
});
