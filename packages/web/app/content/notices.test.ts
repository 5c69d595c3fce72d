/**
 * Issue 29: the notice texts a page may show, in every language, never say "coming soon", and
 * Emergency help offers 112 and Tele-MANAS as equals and says this site sends no one.
 */
import { describe, expect, it } from "vitest";
import * as hindi from "./hi/notices.ts";
import * as english from "./notices.ts";

const languages = { en: english, hi: hindi };

describe.each(Object.entries(languages))("notices (%s)", (_locale, texts) => {
  it("no notice says 'coming soon'", () => {
    const all = JSON.stringify(texts.notices);
    expect(all).not.toMatch(/coming soon|जल्द आ|जल्द ही/i);
    expect(Object.keys(texts)).not.toContain("comingSoon");
  });

  it("Emergency help: Call 112 and Call Tele-MANAS 14416, and this site sends no one", () => {
    const help = texts.notices.emergencyHelp;
    expect(help.links?.map((link) => link.href)).toEqual(["tel:112", "tel:14416"]);
    expect(help.links?.[1]?.label).toMatch(/14416/);
    expect(help.links?.[1]?.detail).toMatch(/24/);
    expect(help.crisisLines).toBe(true);
    expect(help.duration).toBe(Infinity);
    expect(help.footnote).toMatch(/cannot send anyone|किसी को आपके पास नहीं भेज सकती/);
  });
});
