/**
 * After `react-router build`: the files a static host needs beside the pages.
 * - pagefind/<language>/: each language's site search index (Pagefind) of its content pages'
 *   text (with a space between block elements, and each page's extra search words from
 *   content/search-keywords.ts or content/hi/search-keywords.ts, in the indexer's copy only:
 *   search-index-html.ts), a list of the words its pages use, for correcting typos, and the
 *   guide index a search that finds nothing shows (features/search/search-core.ts);
 * - icons.svg: every icon content may name (icon-registry.ts) as one sprite for <Icon>;
 * - assets/messages-<language>-<hash>.json: each language's catalogue, which its pages name and
 *   fetch before they hydrate (app/i18n/messages-file.ts);
 * - critical CSS: each prerendered page gets the rules it uses inlined in its head
 *   (beasties), and the full stylesheet loads without blocking the first paint;
 * - React Router's scripts start after the first paint (scripts-after-paint.ts);
 * - sitemap.xml and robots.txt for every SPEC route (robots.txt disallows the staff desk);
 * - 404.html (the prerendered catch-all page) for hosts that serve it on unknown paths;
 * - site-config.json (outside the client folder): build-time settings the server needs;
 * - _headers (Netlify / Cloudflare Pages format) with the security headers and each
 *   page's hashed Content-Security-Policy, the same ones `npm start` sends.
 */
import Beasties from "beasties";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as pagefind from "pagefind";
import { icons } from "../app/config/icon-registry.ts";
import { pagesByLocale } from "../app/content/index.ts";
import { guides, hubs } from "../app/content/guides.ts";
import { catalogues } from "../app/i18n/catalogues.ts";
import { messagesFile } from "../app/i18n/messages-file.ts";
import { localeInfo, locales, localizedPath } from "../app/i18n/locales.ts";
import { siteRoutes } from "../app/content/site-routes.ts";
import { extraSearchWords } from "../app/content/search-keywords-all.ts";
import { searchBundle, type GuideIndex } from "../app/features/search/search-core.ts";
import { marathiDirectForms, searchIndexHtml, searchVocabulary } from "./search-index-html.ts";
import { readFileSync } from "node:fs";
import { copyFile, readFile, rm, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { offlinePath, searchPath, type SitePath } from "../app/content/routes.ts";
import { contentSecurityPolicy } from "../server/csp.ts";
import { SECURITY_HEADERS } from "../server/security-headers.ts";
import { manifestPastFacades, skipFacades } from "./route-facades.ts";
import { startScriptsAfterPaint } from "./scripts-after-paint.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

const clientDir = fileURLToPath(new URL("../build/client/", import.meta.url));
const siteUrl = (process.env.VITE_SITE_URL ?? "http://127.0.0.1:8080").replace(/\/+$/, "");
const lastmod = new Date().toISOString().slice(0, 10);

const symbols = Object.entries(icons).map(([name, component]) => {
  const svg = renderToStaticMarkup(createElement(component));
  const inner = svg.replace(/^<svg[^>]*>|<\/svg>$/g, "");
  return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
});
await writeFile(
  `${clientDir}icons.svg`,
  `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`,
);

for (const locale of locales) {
  const { href, body } = messagesFile(locale);
  await writeFile(`${clientDir}${href.slice(1)}`, body);
}

const htmlFileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

// The page's text is in its HTML; with the rules it uses inline, it paints as soon as
// the HTML arrives. "media-script" keeps the <link> where React Router rendered it
// (hydration sees the same head) with media="print", and one fixed inline script at
// the end of the body switches it on: no inline event handler, so the hash-only CSP holds.
const beasties = new Beasties({
  path: clientDir,
  publicPath: "/",
  preload: "media-script",
  pruneSource: false,
  // The page's own <style> (its script's faces and line heights, frame/script-type.ts) stays as
  // React rendered it: merged into the critical CSS, it made hydration fail (React error 418).
  reduceInlineStyles: false,
  // beasties misjudges Tailwind's escaped arbitrary variants ([&_svg]:size-5) and
  // :where() groups (space-y, divide-y) as unused; keep them so nothing shifts later.
  allowRules: [/\\\[/, /:where\(/],
  logLevel: "warn",
});
const { pagePaths, prerenderPaths, sitemapPaths, staffPaths } = siteRoutes;
// A built /assets file's text by its URL, read once: every page names the same few (route-facades.ts).
const assetTexts = new Map<string, string>();
const readAsset = (url: string) => {
  if (!assetTexts.has(url))
    assetTexts.set(url, readFileSync(`${clientDir}${url.slice(1)}`, "utf8"));
  return assetTexts.get(url)!;
};
for (const path of [...prerenderPaths, ...staffPaths]) {
  const file = `${clientDir}${htmlFileOf(path)}`;
  const html = await beasties.process(await readFile(file, "utf8"));
  await writeFile(file, startScriptsAfterPaint(skipFacades(html, readAsset)));
}
// Then React Router's manifest names the chunks behind the façades (route-facades.ts says why).
for (const url of [...assetTexts.keys()].filter((u) => /^\/assets\/manifest-[\w-]+\.js$/.test(u)))
  await writeFile(`${clientDir}${url.slice(1)}`, manifestPastFacades(readAsset(url), readAsset));

// One index per language, each built with that language's word rules (forced, rather than read
// from <html lang>), in its own bundle (/pagefind/<language>/: search-core.ts searchBundle), with
// the words its pages use (for corrections) and its guide index. Only elements marked
// data-pagefind-body (each content page's sections) are indexed.
const wordCounts: string[] = [];
for (const locale of locales) {
  const { index } = await pagefind.createIndex({ forceLanguage: locale });
  if (!index) throw new Error(`pagefind: could not create the ${locale} index`);
  const localePages = pagesByLocale[locale];
  const vocabulary = new Set(
    searchVocabulary([localePages, localePages.map((page) => extraSearchWords(page.path, locale))]),
  );
  // Marathi: the direct form of each oblique word a page uses (search-index-html.ts).
  const keywordsOf = (path: SitePath) => {
    const extra = extraSearchWords(path, locale);
    if (locale !== "mr") return extra;
    const page = localePages.find((p) => p.path === path);
    return [...extra, ...marathiDirectForms(searchVocabulary([page]), vocabulary)];
  };
  for (const path of siteRoutes.contentPaths(locale)) {
    // The URL as our routes write it ("/" for the home page, no trailing slash elsewhere).
    const url = localizedPath(path, locale);
    const html = await readFile(`${clientDir}${htmlFileOf(url)}`, "utf8");
    const indexed = await index.addHTMLFile({
      url,
      content: searchIndexHtml(html, keywordsOf(path)),
    });
    if (indexed.errors.length) throw new Error(`pagefind ${url}: ${indexed.errors.join("; ")}`);
  }
  const bundle = `${clientDir}${searchBundle(locale).slice(1)}`;
  await index.writeFiles({ outputPath: bundle });

  const words = searchVocabulary([localePages, localePages.map((page) => keywordsOf(page.path))]);
  await writeFile(`${bundle}saathi-words.json`, JSON.stringify(words));
  wordCounts.push(`${locale} ${words.length}`);
  const titleOf = (path: string) => localePages.find((page) => page.path === path)?.title ?? path;
  const guideIndex: GuideIndex = Object.entries(hubs).map(([hub, { audience }]) => ({
    label: catalogues[locale].content.audiences[audience].label,
    hub: { url: localizedPath(hub, locale), title: titleOf(hub) },
    guides: Object.entries(guides)
      .filter(([, info]) => info.audience === audience)
      .map(([url]) => ({ url: localizedPath(url, locale), title: titleOf(url) })),
  }));
  await writeFile(`${bundle}saathi-guides.json`, JSON.stringify(guideIndex));
}
await pagefind.close();

const sitemap = sitemapXml(sitemapPaths, siteUrl, lastmod);
await writeFile(`${clientDir}sitemap.xml`, sitemap);
// The staff desk is for the support team: never crawled (and never in the sitemap).
await writeFile(`${clientDir}robots.txt`, robotsTxt(siteUrl, staffPaths));

await copyFile(`${clientDir}404/index.html`, `${clientDir}404.html`);
// Each other language's 404 page, for the site server's unknown paths under its prefix.
for (const locale of locales.filter((l) => localeInfo[l].prefix))
  await copyFile(
    `${clientDir}${localeInfo[locale].prefix.slice(1)}/404/index.html`,
    `${clientDir}${localeInfo[locale].prefix.slice(1)}/404.html`,
  );
// The SPA fallback is never served: every route is prerendered and unknown paths get 404.html.
await rm(`${clientDir}__spa-fallback.html`, { force: true });

const connectOrigins = process.env.VITE_SUPABASE_URL
  ? [new URL(process.env.VITE_SUPABASE_URL).origin]
  : [];
const common = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
const blocks = [
  "/*",
  ...common,
  "",
  "/assets/*",
  "  Cache-Control: public, max-age=31536000, immutable",
  "",
];
const localizedSearchPaths = locales.flatMap((locale) =>
  [searchPath, offlinePath].map((path) => localizedPath(path, locale)),
);
const notFoundFiles = locales.map((locale) => `${localeInfo[locale].prefix}/404.html`);
for (const path of [...pagePaths, ...localizedSearchPaths, ...notFoundFiles, ...staffPaths]) {
  const file = path.endsWith("/404.html") ? path.slice(1) : htmlFileOf(path);
  const html = await readFile(`${clientDir}${file}`, "utf8");
  blocks.push(
    path,
    `  Content-Security-Policy: ${contentSecurityPolicy(html, { connectOrigins })}`,
    // As the site server answers /staff (server/desk-pages.ts): never indexed, never cached.
    ...(staffPaths.includes(path)
      ? ["  X-Robots-Tag: noindex, nofollow", "  Cache-Control: no-store"]
      : []),
    "",
  );
}
await writeFile(`${clientDir}_headers`, blocks.join("\n"));
// Read by `npm start`, so its CSP allows the same auth origin the build was made for, and so it
// knows which origin the build wrote into its pages (server/site-origin.ts rewrites it).
await writeFile(
  new URL("../build/site-config.json", import.meta.url),
  JSON.stringify({ connectOrigins, siteUrl }, null, 2),
);
console.log(
  `postbuild: search indexes and their word lists (${wordCounts.join(", ")} words), icons.svg (${symbols.length} icons), critical CSS inlined in ${prerenderPaths.length} pages, sitemap.xml (${sitemapPaths.length} routes), robots.txt, 404.html, _headers`,
);
