// @vitest-environment node
/**
 * The route table, the content modules, the prerender list and the sitemap name
 * the same pages, one to one: a page added to one and forgotten in another fails here.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import routeTable from "../app/routes.ts";
import { pages } from "../app/content/index.ts";
import {
  accountPaths,
  notFoundPath,
  offlinePath,
  prerenderPaths,
  searchPath,
  sitemapPaths,
  sitePaths,
} from "../app/content/routes.ts";
import { locales, localizedPath } from "../app/i18n/locales.ts";
import reactRouterConfig from "../react-router.config.ts";
import { sitemapXml } from "./sitemap.ts";

const sorted = (paths: Iterable<string>) => [...paths].sort();
/** Every language's copy of each path: "/study-tips" and "/hi/study-tips". */
const everyLanguage = (paths: readonly string[]) =>
  locales.flatMap((locale) => paths.map((path) => localizedPath(path, locale)));
const pagesDir = fileURLToPath(new URL("../app/content/pages/", import.meta.url));

describe("every page, once, everywhere", () => {
  it("the route table has one route per site path, plus the account pages, search, offline and the catch-all, in every language", () => {
    const routed = routeTable.map((route) =>
      route.index ? "/" : `/${route.path}`.replace(/^\/\//, "/"),
    );
    expect(sorted(routed)).toEqual(
      sorted([...everyLanguage([...sitePaths, ...accountPaths, searchPath, offlinePath]), "/*"]),
    );
    expect(new Set(routeTable.map((route) => route.id ?? route.file)).size).toBe(routeTable.length);
  });

  it("each site path has exactly one content module, and every module file is in use", () => {
    expect(sorted(pages.map((page) => page.path))).toEqual(sorted(sitePaths));
    const files = readdirSync(pagesDir).filter((file) => file.endsWith(".ts"));
    const slugOf = (path: string) => (path === "/" ? "home" : path.slice(1));
    expect(sorted(files.map((file) => file.replace(/\.ts$/, "")))).toEqual(
      sorted(sitePaths.map(slugOf)),
    );
  });

  it("the prerender list is the site paths, the account pages, search, offline and the 404 page, in every language", () => {
    expect(sorted(reactRouterConfig.prerender as string[])).toEqual(
      sorted(everyLanguage([...sitePaths, ...accountPaths, searchPath, offlinePath, notFoundPath])),
    );
    expect(sorted(prerenderPaths)).toEqual(
      sorted([...sitePaths, ...accountPaths, searchPath, offlinePath, notFoundPath]),
    );
  });

  it("the sitemap lists each site path and /account once, and nothing else (not the reset-password landing page)", () => {
    expect(sorted(sitemapPaths)).toEqual(sorted([...sitePaths, "/account"]));
    const xml = sitemapXml(sitemapPaths, "https://saathi.example/", "2026-01-01");
    const locs = [...xml.matchAll(/<loc>https:\/\/saathi\.example([^<]*)<\/loc>/g)].map(
      (m) => m[1]!,
    );
    expect(sorted(locs)).toEqual(sorted(sitemapPaths));
  });
});
