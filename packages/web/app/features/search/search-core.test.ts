import { describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/catalogues.ts";
import type { Locale } from "../../i18n/locales.ts";
import {
  correctQuery,
  decodeEntities,
  editDistance,
  exactSearchHref,
  excerptParts,
  findWith,
  foldSpelling,
  hindiStem,
  isHindiQueryWord,
  markMatchesQuery,
  otherSearchLocale,
  pageExcerpt,
  searchLanguages,
  searchStatus,
  searchTerms,
  searchWith,
  siteUrl,
  withoutKeywords,
  type LanguageSearch,
  type Pagefind,
  type PagefindResultData,
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
    expect(exactSearchHref("dropper year", "en")).toBe("/search?q=dropper%20year&exact=1");
    expect(exactSearchHref("तनाव", "hi")).toBe(
      `/hi/search?q=${encodeURIComponent("तनाव")}&exact=1`,
    );
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

describe("Hindi spelling", () => {
  it("folds nukta and chandrabindu, never a vowel sign", () => {
    expect(foldSpelling("ज़रूरत फ़ोन हूँ")).toBe("जरूरत फोन हूं");
    expect(foldSpelling("\u095b")).toBe("ज"); // ज़ as one code point
    expect(foldSpelling("दिल दाल दल")).toBe("दिल दाल दल");
    expect(foldSpelling("Café")).toBe("Café");
  });

  it("stems inflections alike and other words apart", () => {
    expect(hindiStem("बीमारियों")).toBe(hindiStem("बीमारी"));
    expect(hindiStem("कमरे")).toBe(hindiStem("कमरा"));
    expect(hindiStem("दिल")).not.toBe(hindiStem("दल"));
    expect(hindiStem("दाल")).not.toBe(hindiStem("दल"));
  });

  it("counts an inflection of a Hindi word as the word found, another word not", () => {
    expect(markMatchesQuery(["बीमारियों"], "बीमारी")).toBe(true);
    expect(markMatchesQuery(["कमरे"], "कमरा")).toBe(true);
    expect(markMatchesQuery(["ज़रूरत"], "जरूरत")).toBe(true);
    expect(markMatchesQuery(["दल"], "दिल")).toBe(false);
    expect(markMatchesQuery(["दाल"], "दिल")).toBe(false);
  });

  it("corrects a wrong vowel sign, and leaves short words alone", () => {
    const words = ["बीमारी", "तनाव", "tanav", "dawai"];
    expect(correctQuery("बिमारी", words)).toBe("बीमारी");
    expect(correctQuery("tanaw", words)).toBe("tanav");
    expect(correctQuery("दिल", words)).toBeUndefined();
  });
});

describe("the page's extra search words in an excerpt", () => {
  it("are cut out, whole or where the excerpt begins or ends inside them", () => {
    expect(withoutKeywords("⁅ tanav, <mark>dawai</mark> ⁆ Take the <mark>medicine</mark>")).toEqual(
      { excerpt: "Take the <mark>medicine</mark>", keywordsOnly: false },
    );
    expect(withoutKeywords("tanav, dawai ⁆ Take <mark>it</mark>").excerpt).toBe(
      "Take <mark>it</mark>",
    );
    expect(withoutKeywords("Title ⁅ tanav, <mark>dawai</mark>")).toEqual({
      excerpt: "Title",
      keywordsOnly: true,
    });
    expect(withoutKeywords("No <mark>block</mark> here")).toEqual({
      excerpt: "No <mark>block</mark> here",
      keywordsOnly: false,
    });
  });

  it("give way to the page's description when they hold the only match", async () => {
    const pagefind: Pagefind = {
      options: async () => {},
      init: async () => {},
      search: async () => ({
        results: [
          {
            data: async () => ({
              url: "/hi/exam-stress",
              meta: {
                title: "परीक्षा का तनाव",
                audience: "छात्र",
                description: "परीक्षा से पहले का डर।",
              },
              excerpt: "⁅ <mark>tanav,</mark> pariksha ⁆ परीक्षा से पहले",
            }),
          },
        ],
      }),
    };
    expect(await findWith(pagefind, "tanav", decodeEntities)).toEqual([
      {
        url: "/hi/exam-stress",
        title: "परीक्षा का तनाव",
        audience: "छात्र",
        excerpt: ["परीक्षा से पहले का डर।"],
        wordsFound: true,
      },
    ]);
  });
});

describe("searching across languages", () => {
  it("adds the Hindi pages for Devanagari or a romanised Hindi word on an English page", () => {
    expect(otherSearchLocale("तनाव", "en", true)).toBe("hi");
    expect(otherSearchLocale("exam tanav", "en", true)).toBe("hi");
    expect(otherSearchLocale("neet ki taiyari", "en", false)).toBe("hi");
    expect(otherSearchLocale("NEET seats", "en", false)).toBeUndefined();
    expect(otherSearchLocale("tension", "en", false)).toBeUndefined();
  });

  it("adds the English pages only when a Hindi page finds nothing for Latin letters", () => {
    expect(otherSearchLocale("pomodoro", "hi", false)).toBe("en");
    expect(otherSearchLocale("pomodoro", "hi", true)).toBeUndefined();
    expect(otherSearchLocale("तनाव", "hi", false)).toBeUndefined();
  });

  const indexes = (answers: Record<Locale, Record<string, string[]>>) => {
    const asked: string[] = [];
    const index = async (locale: Locale): Promise<LanguageSearch> => ({
      find: async (query) => {
        asked.push(`${locale}:${query}`);
        return (answers[locale][query] ?? []).map(hit);
      },
      vocabulary: locale === "hi" ? ["बीमारी"] : ["pomodoro"],
    });
    return { index, asked };
  };

  it("puts Hindi pages first for a Devanagari query, marked as Hindi", async () => {
    const { index } = indexes({
      en: { तनाव: ["/exam-stress"] },
      hi: { तनाव: ["/hi/exam-stress", "/hi/mental-health-support"] },
      bn: {},
      mr: {},
    });
    expect(await searchLanguages("en", index, "तनाव")).toEqual({
      hits: [
        { ...hit("/hi/exam-stress"), locale: "hi" },
        { ...hit("/hi/mental-health-support"), locale: "hi" },
        hit("/exam-stress"),
      ],
    });
  });

  it("puts them first for a romanised Hindi word too, and carries a Hindi correction", async () => {
    const { index } = indexes({
      en: { tanav: ["/exam-stress"] },
      hi: { tanav: ["/hi/exam-stress"], बीमारी: ["/hi/patient-support"] },
      bn: {},
      mr: {},
    });
    expect((await searchLanguages("en", index, "tanav")).hits.map((h) => h.url)).toEqual([
      "/hi/exam-stress",
      "/exam-stress",
    ]);
    expect(await searchLanguages("en", index, "बिमारी")).toEqual({
      hits: [{ ...hit("/hi/patient-support"), locale: "hi" }],
      correctedQuery: "बीमारी",
      originalQuery: "बिमारी",
    });
  });

  it("keeps to the page's language otherwise", async () => {
    const { index, asked } = indexes({
      en: {},
      hi: { "neet ki taiyari": ["/hi/study-tips"] },
      bn: {},
      mr: {},
    });
    expect(await searchLanguages("hi", index, "neet ki taiyari")).toEqual({
      hits: [hit("/hi/study-tips")],
    });
    expect(asked).toEqual(["hi:neet ki taiyari"]);
  });

  it("falls back to English pages from a Hindi page that finds nothing", async () => {
    const { index } = indexes({ en: { pomodoro: ["/study-tips"] }, hi: {}, bn: {}, mr: {} });
    expect(await searchLanguages("hi", index, "pomodorro")).toEqual({
      hits: [{ ...hit("/study-tips"), locale: "en" }],
      correctedQuery: "pomodoro",
      originalQuery: "pomodorro",
    });
  });
});

describe("the status line", () => {
  it("counts results and names a correction, in either language", () => {
    const { en, hi } = catalogues;
    expect(searchStatus(en, "x", { hits: [hit("/a")] })).toBe("1 result.");
    expect(
      searchStatus(en, "x", {
        hits: [hit("/a"), hit("/b")],
        correctedQuery: "y",
        originalQuery: "x",
      }),
    ).toBe("2 results for “y”.");
    expect(searchStatus(en, "x", { hits: [] })).toBe("No results for “x”.");
    expect(searchStatus(hi, "तनाव", { hits: [hit("/a"), hit("/b")] })).toBe("2 नतीजे।");
    expect(searchStatus(hi, "तनाव", { hits: [] })).toBe("“तनाव” के लिए कुछ नहीं मिला।");
    expect(searchStatus(hi, "x", "failed")).toBe(hi.search.failed);
  });
});

describe("Bengali and Marathi stop words (issue 36)", () => {
  it("are not searched for on that language's pages, in its script or in Latin letters", () => {
    expect(searchTerms("পড়াশোনায় মন বসছে না", "bn")).toBe("পড়াশোনায় মন বসছে");
    expect(searchTerms("amar khub chinta hocche", "bn")).toBe("chinta");
    expect(searchTerms("अभ्यासात लक्ष लागत नाही", "mr")).toBe("अभ्यासात लक्ष लागत");
    expect(searchTerms("mala khup kalji vatate", "mr")).toBe("kalji vatate");
  });

  it("only on that language's pages, and never the whole query", () => {
    expect(searchTerms("ami", "en")).toBe("ami");
    expect(searchTerms("नाही", "mr")).toBe("नाही");
  });
});

describe("Hindi stop words (issue 30)", () => {
  it("are not searched for: what the query is about is", () => {
    expect(searchTerms("पढ़ाई में मन नहीं लगता", "hi")).toBe("पढाई मन लगता");
    expect(searchTerms("फ़ोन की लत", "hi")).toBe("फोन लत");
    expect(searchTerms("मुझे मरना है", "hi")).toBe("मरना");
    expect(searchTerms("ध्यान नहीं लगता", "en")).toBe("ध्यान लगता");
  });

  it("in Latin letters only when searching the Hindi pages, and never the whole query", () => {
    expect(searchTerms("padhai me man nahi lagta", "hi")).toBe("padhai man lagta");
    expect(searchTerms("marna chahta hu", "hi")).toBe("marna chahta");
    expect(searchTerms("talk to me", "en")).toBe("talk to me");
    expect(searchTerms("नहीं", "hi")).toBe("नहीं");
    expect(searchTerms("में की", "hi")).toBe("में की");
  });

  it("a Hindi word counts as the query's when it is the same word, not one that begins alike", () => {
    expect(isHindiQueryWord("मरीज़ों", "मरना")).toBe(false);
    expect(isHindiQueryWord("दिल्ली", "दिल")).toBe(false);
    expect(isHindiQueryWord("बीमारियों", "बीमारी")).toBe(true);
    expect(isHindiQueryWord("पढ़ाई,", "पढाई")).toBe(true);
    expect(isHindiQueryWord("बीमारी", "बीमा")).toBe(true);
  });
});

describe("excerpts from the page's own words (issue 30)", () => {
  const words =
    "⁅ suicidal, marna chahta hu, marna chahti hu, खुदकुशी ⁆ अगर आपके मन में ख़याल आ रहे हैं तो पढाई रोकें".split(
      " ",
    );
  const at = (word: string, score = 1) => ({
    weight: 1,
    balanced_score: score,
    location: words.indexOf(word),
  });

  it("never show the page's extra search words, and spell words as the page does", () => {
    const spellings = new Map([["पढाई", "पढ़ाई"]]);
    expect(
      pageExcerpt(words, [at("marna"), at("मन"), at("पढाई")], [0, words.length], spellings),
    ).toEqual(["अगर आपके ", "मन", " में ख़याल आ रहे हैं तो ", "पढ़ाई", " रोकें"]);
    expect(pageExcerpt(words, [at("marna"), at("chahta")], [0, words.length], spellings)).toEqual(
      [],
    );
  });

  it("stay inside the section asked for", () => {
    const range: [number, number] = [words.indexOf("तो"), words.length];
    expect(pageExcerpt(words, [at("मन"), at("पढाई")], range, new Map())).toEqual([
      "तो ",
      "पढाई",
      " रोकें",
    ]);
  });

  const page = (extra: Partial<PagefindResultData>): Pagefind => ({
    options: async () => {},
    init: async () => {},
    search: async () => ({
      results: [
        {
          data: async () => ({
            url: "/hi/help-for-suicidal-thoughts",
            meta: {
              title: "आत्महत्या के विचारों के लिए मदद",
              audience: "सबके लिए",
              description: "अगर आपके मन में ऐसे ख़याल आ रहे हैं: अभी क्या करें।",
              spellings: "खयाल=ख़याल",
            },
            excerpt: "<mark>marna</mark> <mark>chahta</mark> hu, marna chahti hu, खुदकुशी",
            content: words.join(" "),
            ...extra,
          }),
        },
      ],
    }),
  });

  it("a page found only by its extra search words shows its description, never the words", async () => {
    const [hit] = await findWith(
      page({ weighted_locations: [at("marna"), at("chahta")] }),
      "marna chahta hu",
      decodeEntities,
      "hi",
    );
    expect(hit!.excerpt).toEqual(["अगर आपके मन में ऐसे ख़याल आ रहे हैं: अभी क्या करें।"]);
    expect(hit!.wordsFound).toBe(true);
  });

  it("a page found by its own words too shows them, from the best section", async () => {
    const [hit] = await findWith(
      page({
        weighted_locations: [at("marna"), at("मन"), at("पढाई")],
        anchors: [{ element: "h2", id: "stop", text: "रुकें", location: words.indexOf("तो") }],
      }),
      "मन पढ़ाई",
      decodeEntities,
      "hi",
    );
    expect(hit!.url).toBe("/hi/help-for-suicidal-thoughts");
    expect(hit!.excerpt.join("")).not.toMatch(/marna|chahta|खुदकुशी|⁅|⁆/);
    expect(hit!.excerpt.filter((_, i) => i % 2)).toEqual(["मन"]);
  });
});
