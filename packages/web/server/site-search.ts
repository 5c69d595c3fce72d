/**
 * Site search in the site server, for /search?q= without JavaScript: the same Pagefind
 * index, the same Pagefind code (the build's /pagefind/pagefind.js, WebAssembly included)
 * and the same rules (components/search/search-core.ts) as the browser, so both answer
 * alike. Pagefind fetches its index with the global `fetch` and relative URLs under
 * /pagefind/, which Node's fetch rejects; we answer exactly those requests from the build in
 * memory and pass every other request to Node's own fetch untouched.
 */
import type { StaticSite } from "./static-site.ts";
import {
  GUIDE_INDEX,
  PAGEFIND_BUNDLE,
  PAGEFIND_OPTIONS,
  SEARCH_WORDS,
  decodeEntities,
  findWith,
  searchWith,
  type GuideIndex,
  type Pagefind,
  type SearchOutcome,
} from "../app/components/search/search-core.ts";

export type SiteSearch = {
  search: (query: string, options?: { exact?: boolean }) => Promise<SearchOutcome>;
  guideIndex: GuideIndex;
};

function fileText(site: StaticSite, path: string): string {
  const file = site.files.get(path);
  if (!file) throw new Error(`the build has no ${path}: run the build first`);
  return file.identity.body.toString("utf8");
}

/** The build Pagefind's requests are answered from (one per process: the server's). */
let servedSite: StaticSite | undefined;
function installPagefindFetch(site: StaticSite) {
  const first = servedSite === undefined;
  servedSite = site;
  if (!first) return;
  const nodeFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input, init) => {
    if (typeof input !== "string" || !input.startsWith(PAGEFIND_BUNDLE) || !servedSite)
      return nodeFetch(input, init);
    const path = input.split(/[?#]/)[0]!;
    const file = servedSite.files.get(path);
    if (!file) return Promise.resolve(new Response("Not Found", { status: 404 }));
    return Promise.resolve(
      new Response(new Uint8Array(file.identity.body), {
        headers: { "Content-Type": file.contentType },
      }),
    );
  };
}

export async function createSiteSearch(site: StaticSite): Promise<SiteSearch> {
  const words = JSON.parse(fileText(site, SEARCH_WORDS)) as string[];
  const guideIndex = JSON.parse(fileText(site, GUIDE_INDEX)) as GuideIndex;
  installPagefindFetch(site);
  const source = fileText(site, `${PAGEFIND_BUNDLE}pagefind.js`);
  const pagefind = (await import(
    `data:text/javascript;base64,${Buffer.from(source).toString("base64")}`
  )) as Pagefind;
  await pagefind.options(PAGEFIND_OPTIONS);
  // At start, so the first person to search without JavaScript does not wait for it.
  await pagefind.init();
  const find = (query: string) => findWith(pagefind, query, decodeEntities);
  return {
    guideIndex,
    search: (query, options) => searchWith(find, words, query, options),
  };
}
