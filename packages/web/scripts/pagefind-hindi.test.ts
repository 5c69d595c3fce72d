// @vitest-environment node
/**
 * Pagefind on Hindi, with the version this project installs: a small index built from fixture
 * pages with Pagefind's Node API (as scripts/postbuild.ts builds the real one, through the
 * indexer's copy of each page: search-index-html.ts), searched with that build's own
 * pagefind.js in Node (as the site server does: server/site-search.ts).
 *
 * Why the version is pinned (docs/upstream/pagefind-hindi-diacritics.md): Pagefind 1.5 and 1.6
 * strip every combining mark from the query and index words under that stripped form, and in
 * Devanagari the vowel signs are combining marks, so दिल (heart) finds दल (party) and दाल
 * (lentils); their `exactDiacritics` option stops that but then the stemmer no longer joins
 * बीमारी with बीमारियों. Pagefind 1.4.0 passes every case below. Upgrading Pagefind means running
 * this file first.
 */
import * as pagefind from "pagefind";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPagefindBundle } from "../server/site-search.ts";
import { findWith, decodeEntities, type Pagefind } from "../app/features/search/search-core.ts";
import { searchIndexHtml } from "./search-index-html.ts";

/** Each fixture page has the words of its name and no other Hindi word of the cases below. */
const PAGES: Record<string, string> = {
  "/dil": "मेरा दिल बहुत घबराता है।",
  "/dal": "हमारा दल आज मैच जीत गया।",
  "/daal": "खाने में दाल और चावल।",
  "/bimariyan": "इन बीमारियों से बचने के तरीके।",
  "/tanav": "परीक्षा का तनाव कैसे कम करें।",
  "/kamre": "अस्पताल के कमरे में मरीज़ों की देखभाल।",
  "/zaroorat": "आपको जिस चीज़ की ज़रूरत हो, पूछें।",
};
const BUNDLE = "/pagefind-hindi-test/";

let instance: Pagefind;
beforeAll(async () => {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "hi" });
  if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
  for (const [url, text] of Object.entries(PAGES)) {
    const html = `<html lang="hi"><head><title>${url}</title></head><body><main data-pagefind-body data-pagefind-meta="title:${url}"><p>${text}</p></main></body></html>`;
    const added = await index.addHTMLFile({ url, content: searchIndexHtml(html, []) });
    expect(added.errors).toEqual([]);
  }
  const { files } = await index.getFiles();
  const byPath = new Map(files.map((file) => [`${BUNDLE}${file.path}`, file.content]));
  instance = await loadPagefindBundle(BUNDLE, (path) => {
    const body = byPath.get(path);
    return body && { body, contentType: "application/octet-stream" };
  });
}, 60_000);
afterAll(() => pagefind.close());

const found = async (query: string) =>
  (await findWith(instance, query, decodeEntities)).map((hit) => hit.url).sort();

describe("the installed Pagefind on Hindi", () => {
  it("keeps words apart that differ only in a vowel sign: दिल is not दल or दाल", async () => {
    expect(await found("दिल")).toEqual(["/dil"]);
    expect(await found("दल")).toEqual(["/dal"]);
    expect(await found("दाल")).toEqual(["/daal"]);
  });

  it("finds a word's inflections: बीमारी finds बीमारियों, कमरा finds कमरे", async () => {
    expect(await found("बीमारी")).toEqual(["/bimariyan"]);
    expect(await found("कमरा")).toEqual(["/kamre"]);
  });

  it("finds a word as written: तनाव finds तनाव", async () => {
    expect(await found("तनाव")).toEqual(["/tanav"]);
  });

  it("finds a word with or without its nukta (our folding, search-core.ts foldSpelling)", async () => {
    expect(await found("जरूरत")).toEqual(["/zaroorat"]);
    expect(await found("ज़रूरत")).toEqual(["/zaroorat"]);
    expect(await found("मरीजों")).toEqual(["/kamre"]);
  });
});
