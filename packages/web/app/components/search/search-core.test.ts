import { describe, expect, it } from "vitest";
import {
  correctQuery,
  decodeEntities,
  editDistance,
  exactSearchHref,
  excerptParts,
  markMatchesQuery,
  searchWith,
  siteUrl,
  type SearchHit,
} from "./search-core.ts";

const vocabulary = ["pomodoro", "tele-manas", "visiting", "neet", "stream", "streams", "uhid"];

describe("typo correction for site search", () => {
  it("measures edits, a swap of neighbours counting as one", () => {
    expect(editDistance("pomodoro", "pomodoro", 2)).toBe(0);
    expect(editDistance("pomodorro", "pomodoro", 2)).toBe(1);
    expect(editDistance("pomdooro", "pomodoro", 2)).toBe(1);
    expect(editDistance("abcdefgh", "pomodoro", 2)).toBe(3);
  });

  it("replaces words the site never uses with the closest one it does", () => {
    expect(correctQuery("Pomodorro", vocabulary)).toBe("pomodoro");
    expect(correctQuery("telemanas", vocabulary)).toBe("tele-manas");
    expect(correctQuery("ICU visitng", vocabulary)).toBe("ICU visiting");
  });

  it("leaves known words, short words and words still being typed alone", () => {
    expect(correctQuery("NEET", vocabulary)).toBeUndefined();
    expect(correctQuery("str", vocabulary)).toBeUndefined();
    expect(correctQuery("strea", vocabulary)).toBeUndefined();
  });

  it("gives up when nothing is close", () => {
    expect(correctQuery("xyzzyq", vocabulary)).toBeUndefined();
  });
});

const hit = (url: string): SearchHit => ({ url, title: url, audience: "", excerpt: [url] });
/** A stand-in for Pagefind: the pages each exact query finds. */
const finder = (answers: Record<string, string[]>) => {
  const asked: string[] = [];
  const find = async (query: string) => {
    asked.push(query);
    return (answers[query] ?? []).map(hit);
  };
  return { find, asked };
};
const siteWords = ["feather", "father", "proper", "year", "icu", "admitted", "pomodoro"];

describe("when search corrects the words", () => {
  it("never replaces a query that has results", async () => {
    const { find, asked } = finder({ "father admitted icu": ["/icu-ward-assistance"] });
    const outcome = await searchWith(find, ["feather", "admitted", "icu"], "father admitted icu");
    expect(outcome).toEqual({ hits: [hit("/icu-ward-assistance")] });
    expect(asked).toEqual(["father admitted icu"]);

    const dropper = finder({ "dropper year": ["/strategic-decision-support"] });
    expect(await searchWith(dropper.find, ["proper", "year"], "dropper year")).toEqual({
      hits: [hit("/strategic-decision-support")],
    });
    expect(dropper.asked).toEqual(["dropper year"]);
  });

  it("corrects only when the words as typed find nothing, and says what it searched", async () => {
    const { find, asked } = finder({ pomodoro: ["/study-tips"] });
    expect(await searchWith(find, siteWords, "pomodorro")).toEqual({
      hits: [hit("/study-tips")],
      correctedQuery: "pomodoro",
      originalQuery: "pomodorro",
    });
    expect(asked).toEqual(["pomodorro", "pomodoro"]);
  });

  it("counts pages that only share a word's first letters as no results", async () => {
    const loose = async (query: string) =>
      query === "pomodoro"
        ? [hit("/study-tips")]
        : [{ ...hit("/stream-selection-guide"), wordsFound: false }];
    expect(await searchWith(loose, siteWords, "pomodorro")).toMatchObject({
      hits: [hit("/study-tips")],
      correctedQuery: "pomodoro",
    });
    expect(markMatchesQuery(["PO)"], "pomodorro")).toBe(false);
    expect(markMatchesQuery(["ICU,"], "father admitted icu")).toBe(true);
    expect(markMatchesQuery(["streams"], "stre")).toBe(true);
    expect(markMatchesQuery(["Anxiety"], "anxiety")).toBe(true);
  });

  it("keeps the empty answer when the correction finds nothing too, or when asked for the exact words", async () => {
    expect(await searchWith(finder({}).find, siteWords, "pomodorro")).toEqual({ hits: [] });
    const { find, asked } = finder({ pomodoro: ["/study-tips"] });
    expect(await searchWith(find, siteWords, "pomodorro", { exact: true })).toEqual({ hits: [] });
    expect(asked).toEqual(["pomodorro"]);
    expect(exactSearchHref("dropper year")).toBe("/search?q=dropper%20year&exact=1");
  });
});

describe("result addresses", () => {
  it("point the home page at / and drop trailing slashes elsewhere", () => {
    expect(siteUrl("/")).toBe("/");
    expect(siteUrl("")).toBe("/");
    expect(siteUrl("/index.html")).toBe("/");
    expect(siteUrl("/#our-services")).toBe("/#our-services");
    expect(siteUrl("/index.html#our-services")).toBe("/#our-services");
    expect(siteUrl("/services/")).toBe("/services");
    expect(siteUrl("/services/#faq")).toBe("/services#faq");
    expect(siteUrl("/services/index.html")).toBe("/services");
    expect(siteUrl("/services")).toBe("/services");
  });

  it("decode the excerpt's character references", () => {
    expect(decodeEntities("Tom &amp; Jerry &lt;b&gt; it&#x27;s &#39;ok&#39; &quot;x&quot;")).toBe(
      `Tom & Jerry <b> it's 'ok' "x"`,
    );
    expect(decodeEntities("&bogus; &#0;")).toBe("&bogus; &#0;");
    // The spaces around and between marks are the excerpt's own.
    expect(
      excerptParts("<mark>Anxiety</mark> and <mark>a</mark> <mark>b</mark>", decodeEntities),
    ).toEqual(["", "Anxiety", " and ", "a", " ", "b", ""]);
  });
});
