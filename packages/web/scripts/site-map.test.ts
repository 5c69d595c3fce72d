// @vitest-environment node
/**
 * The route table, the content modules, the prerender list and the sitemap name
 * the same pages, one to one: a page added to one and forgotten in another fails here.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routeTable from "../app/routes.ts";
import { pages } from "../app/content/index.ts";
import {
  accountPaths,
  deskPaths,
  notFoundPath,
  offlinePath,
  searchPath,
  sitePaths,
  staffPath,
} from "../app/content/routes.ts";
import { siteRoutes } from "../app/content/site-routes.ts";
import { localizedPath, locales } from "../app/i18n/locales.ts";
import reactRouterConfig from "../react-router.config.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

const sorted = (paths: Iterable<string>) => [...paths].sort();
/** The paths in every language: "/study-tips" and "/hi/study-tips". */
const everyLanguage = (paths: readonly string[]) =>
  locales.flatMap((locale) => paths.map((path) => localizedPath(path, locale)));
const { prerenderPaths, sitemapPaths } = siteRoutes;
const pagesDir = fileURLToPath(new URL("../app/content/pages/", import.meta.url));

describe("every page, once, everywhere", () => {
  it("every prerendered path, and any unknown path, is answered by the route meant for it", () => {
    // The route table as React Router matches it: each route keeps its module's file.
    type Entry = RouteObject & { id: string; file: string };
    const routes = routeTable.map((route) => ({
      ...route,
      id: route.id ?? route.file,
    })) as unknown as Entry[];
    const last = (path: string) => matchRoutes(routes, path)?.at(-1)?.route as Entry | undefined;
    const moduleFor = (path: string) => last(path)?.file.replace(/^routes\//, "");
    for (const path of everyLanguage([...sitePaths, notFoundPath, "/no/such/page"]))
      expect(moduleFor(path), path).toBe("content-page.tsx");
    for (const path of everyLanguage([...accountPaths]))
      expect(moduleFor(path), path).toMatch(/^(account|reset-password)\.tsx$/);
    for (const path of everyLanguage([searchPath]))
      expect(moduleFor(path), path).toBe("search.tsx");
    for (const path of everyLanguage([offlinePath]))
      expect(moduleFor(path), path).toBe("offline.tsx");
    for (const path of everyLanguage([staffPath])) expect(moduleFor(path), path).toBe("staff.tsx");
    // The desk's pages render through the content route too (features/desk/desk-route.tsx says why).
    for (const path of everyLanguage(deskPaths))
      expect(moduleFor(path), path).toBe("content-page.tsx");
    // A Hindi path is the Hindi route's, never English's catch-all.
    expect(last("/hi/study-tips")?.id).toBe("page:hi");
    expect(last("/hi")?.id).toBe("page:hi");
    expect(last("/")?.id).toBe("page:en-home");
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
  });

  it("each site path has exactly one content module, and every module file is in use", () => {
    expect(sorted(pages.map((page) => page.path))).toEqual(sorted(sitePaths));
    const files = readdirSync(pagesDir).filter((file) => file.endsWith(".ts"));
    const slugOf = (path: string) => (path === "/" ? "home" : path.slice(1));
    // Issue 35: /state and the state pages are built from one data module (content/state-pages.ts).
    const fromFiles = sitePaths.filter((path) => path !== "/state" && !path.startsWith("/state/"));
    expect(sorted(files.map((file) => file.replace(/\.ts$/, "")))).toEqual(
      sorted(fromFiles.map(slugOf)),
    );
  });

  it("the prerender list is the site paths, the account and desk pages, search, offline, the 404 page and the staff desk's shell, in every language", () => {
    expect(sorted(reactRouterConfig.prerender as string[])).toEqual(
      sorted(
        everyLanguage([
          ...sitePaths,
          ...accountPaths,
          ...deskPaths,
          searchPath,
          offlinePath,
          notFoundPath,
          staffPath,
        ]),
      ),
    );
    // The pages lists that save or index the site (the service worker's precache) read leave the
    // staff desk out.
    expect(sorted(prerenderPaths)).toEqual(
      sorted(
        everyLanguage([
          ...sitePaths,
          ...accountPaths,
          ...deskPaths,
          searchPath,
          offlinePath,
          notFoundPath,
        ]),
      ),
    );
    expect(sorted(siteRoutes.staffPaths)).toEqual(sorted(everyLanguage([staffPath])));
  });

  it("robots.txt disallows the staff desk in every language, and names the sitemap", () => {
    const robots = robotsTxt("https://saathi.example/", siteRoutes.staffPaths);
    expect(robots).toContain("Disallow: /staff\n");
    expect(robots).toContain("Disallow: /hi/staff\n");
    expect(robots).toContain("Sitemap: https://saathi.example/sitemap.xml\n");
    expect(robots.startsWith("User-agent: *\nAllow: /\n")).toBe(true);
  });

  it("the sitemap lists each site path, /account and the desk's two forms once per language, and nothing else (not the reset-password landing page, not the pages that carry a private token)", () => {
    expect(sorted(sitemapPaths)).toEqual(
      sorted(everyLanguage([...sitePaths, "/account", "/request", "/subscribe"])),
    );
    expect(sitemapPaths.some((path) => path.endsWith(staffPath))).toBe(false);
    const xml = sitemapXml(sitemapPaths, "https://saathi.example/", "2026-01-01");
    const locs = [...xml.matchAll(/<loc>https:\/\/saathi\.example([^<]*)<\/loc>/g)].map(
      (m) => m[1]!,
    );
    expect(sorted(locs)).toEqual(sorted(sitemapPaths));
  });

  it("each sitemap entry names every language's version of its page, English as x-default", () => {
    const xml = sitemapXml(sitemapPaths, "https://saathi.example", "2026-01-01");
    const entry = /<url><loc>https:\/\/saathi\.example\/hi\/study-tips<\/loc>.*?<\/url>/.exec(
      xml,
    )?.[0];
    expect(entry).toContain('hreflang="en-IN" href="https://saathi.example/study-tips"');
    expect(entry).toContain('hreflang="hi-IN" href="https://saathi.example/hi/study-tips"');
    expect(entry).toContain('hreflang="x-default" href="https://saathi.example/study-tips"');
    const home = /<url><loc>https:\/\/saathi\.example\/<\/loc>.*?<\/url>/.exec(xml)?.[0];
    expect(home).toContain('hreflang="hi-IN" href="https://saathi.example/hi"');
  });
});
