/**
 * Site search in the site server, for /search?q= and /hi/search?q= without JavaScript: the same
 * Pagefind indexes (one per language), the same Pagefind code (each bundle's pagefind.js,
 * WebAssembly included) and the same rules (features/search/search-core.ts) as the browser,
 * so both answer alike. Pagefind fetches its index with the global `fetch` and relative URLs
 * under its bundle's folder, which Node's fetch rejects; we answer exactly those requests from
 * the bundle's files in memory and pass every other request to Node's own fetch untouched.
 */
import type { StaticSite } from "./static-site.ts";
import { locales, type Locale } from "../app/i18n/locales.ts";
import {
  decodeEntities,
  findWith,
  guideIndexUrl,
  pagefindOptions,
  searchBundle,
  searchLanguages,
  searchWordsUrl,
  type GuideIndex,
  type LanguageSearch,
  type Pagefind,
  type SearchOutcome,
} from "../app/features/search/search-core.ts";

export type SiteSearch = {
  search: (query: string, options: { locale: Locale; exact?: boolean }) => Promise<SearchOutcome>;
  /** Each language's hubs and guides, for a search that finds nothing. */
  guideIndex: Record<Locale, GuideIndex>;
};

/** A file of a Pagefind bundle, by its URL path: its bytes and content type, or undefined. */
export type BundleFile = (path: string) => { body: Uint8Array; contentType: string } | undefined;

/** Each bundle folder Pagefind may fetch from, and where its files come from. */
const bundles = new Map<string, BundleFile>();
let nodeFetch: typeof fetch | undefined;
function servePagefindFetch(bundle: string, read: BundleFile) {
  bundles.set(bundle, read);
  if (nodeFetch) return;
  const original = (nodeFetch = globalThis.fetch.bind(globalThis));
  globalThis.fetch = (input, init) => {
    const path = typeof input === "string" ? input.split(/[?#]/)[0]! : undefined;
    const bundle = path && [...bundles.keys()].find((prefix) => path.startsWith(prefix));
    if (!path || !bundle) return original(input, init);
    const file = bundles.get(bundle)!(path);
    if (!file) return Promise.resolve(new Response("Not Found", { status: 404 }));
    return Promise.resolve(
      new Response(new Uint8Array(file.body), { headers: { "Content-Type": file.contentType } }),
    );
  };
}

/**
 * Pagefind's browser code, run in Node on the bundle at `bundle` (a URL folder such as
 * /pagefind/hi/) whose files `read` gives. Each bundle gets its own module instance (the same
 * pagefind.js imported twice would be one module, with one index).
 */
export async function loadPagefindBundle(
  bundle: string,
  read: BundleFile,
  options: Record<string, unknown> = {},
): Promise<Pagefind> {
  const script = read(`${bundle}pagefind.js`);
  if (!script) throw new Error(`the build has no ${bundle}pagefind.js: run the build first`);
  servePagefindFetch(bundle, read);
  const source = `${Buffer.from(script.body).toString("utf8")}\n// ${bundle}\n`;
  const pagefind = (await import(
    `data:text/javascript;base64,${Buffer.from(source).toString("base64")}`
  )) as Pagefind;
  await pagefind.options({ basePath: bundle, ...options });
  // At start, so the first person to search without JavaScript does not wait for it.
  await pagefind.init();
  return pagefind;
}

/**
 * Every language's search from the files of a build: `read` gives a file by its URL path
 * (the site server's files in memory; a test's, from disk).
 */
export async function createSearch(read: BundleFile): Promise<SiteSearch> {
  const json = <T>(path: string): T => {
    const file = read(path);
    if (!file) throw new Error(`the build has no ${path}: run the build first`);
    return JSON.parse(Buffer.from(file.body).toString("utf8")) as T;
  };
  const indexes = new Map<Locale, LanguageSearch>();
  const guideIndex = {} as Record<Locale, GuideIndex>;
  for (const locale of locales) {
    const vocabulary = json<string[]>(searchWordsUrl(locale));
    guideIndex[locale] = json<GuideIndex>(guideIndexUrl(locale));
    const pagefind = await loadPagefindBundle(searchBundle(locale), read, pagefindOptions(locale));
    indexes.set(locale, {
      find: (query) => findWith(pagefind, query, decodeEntities, locale),
      vocabulary,
    });
  }
  return {
    guideIndex,
    search: (query, { locale, exact }) =>
      searchLanguages(locale, async (language) => indexes.get(language)!, query, { exact }),
  };
}

export function createSiteSearch(site: StaticSite): Promise<SiteSearch> {
  return createSearch((path) => {
    const file = site.files.get(path);
    return file && { body: file.identity.body, contentType: file.contentType };
  });
}
