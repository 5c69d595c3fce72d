// @vitest-environment node
/**
 * Pagefind on Bengali and Marathi (issue 36), with the version this project installs (pinned:
 * pagefind-hindi.test.ts says why): a small index built from fixture pages as scripts/postbuild.ts
 * builds the real one, searched with that build's own pagefind.js as the site server does.
 *
 * Pagefind has no stemmer for either language. What it does: it keeps words apart that differ
 * only in a vowel sign (কাল, কল, কিল; दल, डाळ), and its prefix match finds a word's endings where
 * the word stays whole before them (পরীক্ষা finds পরীক্ষার, হাসপাতাল finds হাসপাতালে, रुग्णालय
 * finds रुग्णालयात). What it cannot: Marathi's oblique stem (परीक्षा is परीक्षे- before an ending),
 * which the index's extra words supply (search-index-html.ts marathiDirectForms).
 */
import * as pagefind from "pagefind";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPagefindBundle } from "../server/site-search.ts";
import { findWith, decodeEntities, type Pagefind } from "../app/features/search/search-core.ts";
import { marathiDirectForms, searchIndexHtml, searchVocabulary } from "./search-index-html.ts";

/** Each fixture page has the words of its name and no other word of the cases below. */
const PAGES = {
  bn: {
    "/kal": "আমরা কাল আসব।",
    "/kol": "বাড়ির কল খারাপ।",
    "/kil": "একটা কিল মারল।",
    "/porikkhar": "পরীক্ষার আগে ঘুমোন।",
    "/haspatale": "হাসপাতালে ভর্তি হলে কী করবেন।",
    "/oshudh": "ওষুধগুলো সময়মতো খান।",
  },
  mr: {
    "/dal": "आमचा दल जिंकला.",
    "/daal": "जेवणात डाळ आणि भात.",
    "/parikshet": "परीक्षेत चांगले गुण मिळाले.",
    "/pariksha": "परीक्षा जवळ आली आहे.",
    "/rugnalayat": "रुग्णालयात दाखल झाल्यावर काय करावे.",
    "/kalji": "काळजी वाटली तर बोला.",
  },
} as const;

const instances: Partial<Record<keyof typeof PAGES, Pagefind>> = {};
beforeAll(async () => {
  for (const [locale, pages] of Object.entries(PAGES) as [
    keyof typeof PAGES,
    Record<string, string>,
  ][]) {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: locale });
    if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
    const vocabulary = new Set(searchVocabulary(Object.values(pages)));
    for (const [url, text] of Object.entries(pages)) {
      const html = `<html lang="${locale}"><head><title>${url}</title></head><body><main data-pagefind-body data-pagefind-meta="title:${url}"><p>${text}</p></main></body></html>`;
      const keywords =
        locale === "mr" ? marathiDirectForms(searchVocabulary([text]), vocabulary) : [];
      const added = await index.addHTMLFile({ url, content: searchIndexHtml(html, keywords) });
      expect(added.errors).toEqual([]);
    }
    const bundle = `/pagefind-${locale}-test/`;
    const { files } = await index.getFiles();
    const byPath = new Map(files.map((file) => [`${bundle}${file.path}`, file.content]));
    instances[locale] = await loadPagefindBundle(bundle, (path) => {
      const body = byPath.get(path);
      return body && { body, contentType: "application/octet-stream" };
    });
  }
}, 60_000);
afterAll(() => pagefind.close());

const found = async (locale: keyof typeof PAGES, query: string) =>
  (await findWith(instances[locale]!, query, decodeEntities)).map((hit) => hit.url).sort();

describe("the installed Pagefind on Bengali", () => {
  it("keeps words apart that differ only in a vowel sign: কাল is not কল or কিল", async () => {
    expect(await found("bn", "কাল")).toEqual(["/kal"]);
    expect(await found("bn", "কল")).toEqual(["/kol"]);
    expect(await found("bn", "কিল")).toEqual(["/kil"]);
  });

  it("finds a word with its endings: পরীক্ষা finds পরীক্ষার, হাসপাতাল হাসপাতালে, ওষুধ ওষুধগুলো", async () => {
    expect(await found("bn", "পরীক্ষা")).toEqual(["/porikkhar"]);
    expect(await found("bn", "পরীক্ষার")).toEqual(["/porikkhar"]);
    expect(await found("bn", "হাসপাতাল")).toEqual(["/haspatale"]);
    expect(await found("bn", "ওষুধ")).toEqual(["/oshudh"]);
  });
});

describe("the installed Pagefind on Marathi", () => {
  it("keeps words apart that differ only in a vowel sign or a letter: दल is not डाळ", async () => {
    expect(await found("mr", "दल")).toEqual(["/dal"]);
    expect(await found("mr", "डाळ")).toEqual(["/daal"]);
  });

  it("finds a word with its endings where it stays whole: रुग्णालय finds रुग्णालयात, काळजी काळजी", async () => {
    expect(await found("mr", "रुग्णालय")).toEqual(["/rugnalayat"]);
    expect(await found("mr", "काळजी")).toEqual(["/kalji"]);
  });

  it("finds the oblique form from the direct one through the index's extra words: परीक्षा finds परीक्षेत", async () => {
    expect(await found("mr", "परीक्षा")).toEqual(["/pariksha", "/parikshet"]);
    expect(await found("mr", "परीक्षेत")).toEqual(["/parikshet"]);
  });

  it("adds a direct form only where the site uses it", () => {
    expect(marathiDirectForms(["परीक्षेत"], new Set(["परीक्षा"]))).toEqual(["परीक्षा"]);
    expect(marathiDirectForms(["परीक्षेत"], new Set())).toEqual([]);
    expect(marathiDirectForms(["परीक्षेत", "परीक्षा"], new Set(["परीक्षा"]))).toEqual([]);
  });
});
