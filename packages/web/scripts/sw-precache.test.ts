// @vitest-environment node
/**
 * What the service worker saves (sw-precache.ts, decision 0028): at install only the shell and
 * the urgent pages in English (another language's when a page in it is first read); every other
 * page, and the code loaded on demand, on request.
 */
import { describe, expect, it } from "vitest";
import { accountPaths, offlinePath, searchPath, sitePaths } from "../app/content/routes.ts";
import { locales, localizedPath } from "../app/i18n/locales.ts";
import {
  assetsNamedIn,
  dataFileOf,
  htmlFileOf,
  isHashed,
  precachePatterns,
  precacheUrlOf,
  savableOf,
} from "./sw-precache.ts";

describe("the service worker's list of files", () => {
  const patterns = precachePatterns(["/assets/entry-abc.js", "/assets/root-def.css"]);

  it("saves the urgent pages in English with their data at install, and no other page", () => {
    const urgent = ["/help-for-suicidal-thoughts", "/mental-health-support", offlinePath];
    for (const path of urgent) {
      expect(patterns).toContain(htmlFileOf(path));
      expect(patterns).toContain(dataFileOf(path));
    }
    const pages = patterns.filter((pattern) => pattern.endsWith(".html"));
    expect(pages).toHaveLength(urgent.length);
    expect(patterns).not.toContain("index.html");
    expect(patterns).not.toContain("study-tips/index.html");
    expect(patterns.filter((pattern) => /^(hi|bn|mr)\//.test(pattern))).toEqual([]);
  });

  it("tells the worker every language's urgent pages, to save when a page in it is first read (issue 36)", () => {
    const { urgent } = savableOf([]);
    expect(Object.keys(urgent)).toEqual([...locales]);
    for (const locale of locales)
      expect(urgent[locale]).toEqual(
        ["/help-for-suicidal-thoughts", "/mental-health-support", offlinePath].map((path) =>
          localizedPath(path, locale),
        ),
      );
  });

  it("saves the shell: the start-up code and CSS given, the icon sprite, the manifest and the icons", () => {
    expect(patterns).toEqual(
      expect.arrayContaining([
        "assets/entry-abc.js",
        "assets/root-def.css",
        "icons.svg",
        "site.webmanifest",
        "icon-*.png",
        "favicon.svg",
      ]),
    );
    expect(
      patterns.filter((pattern) => pattern.includes("*") && pattern.includes("assets")),
    ).toEqual([]);
  });

  it("reads the code a page's HTML names", () => {
    const html =
      '<link rel="stylesheet" href="/assets/root-A1.css"><link rel="modulepreload" href="/assets/entry.client-B_2.js"><script>import("/assets/manifest-c3.js");import("/assets/root-A1.css")</script>';
    expect(assetsNamedIn(html)).toEqual([
      "/assets/root-A1.css",
      "/assets/entry.client-B_2.js",
      "/assets/manifest-c3.js",
    ]);
  });

  it("may save on request every page of each language, not the 404 pages, and the code given", () => {
    const savable = savableOf(["/assets/checklist-x.js"]);
    for (const path of [...sitePaths, ...accountPaths, searchPath]) {
      expect(savable.pages.en).toContain(path);
      expect(savable.pages.hi).toContain(path === "/" ? "/hi" : `/hi${path}`);
    }
    expect(
      [...savable.pages.en, ...savable.pages.hi].filter((path) => path.includes("404")),
    ).toEqual([]);
    expect(savable.code).toEqual(["/assets/checklist-x.js"]);
  });

  it("names each file by the URL the server answers it at", () => {
    expect(precacheUrlOf("index.html")).toBe("/");
    expect(precacheUrlOf("study-tips/index.html")).toBe("/study-tips");
    expect(precacheUrlOf("hi/index.html")).toBe("/hi");
    expect(precacheUrlOf("hi/account/reset-password/index.html")).toBe(
      "/hi/account/reset-password",
    );
    expect(precacheUrlOf("_.data")).toBe("/_.data");
    expect(precacheUrlOf("hi/study-tips.data")).toBe("/hi/study-tips.data");
    expect(precacheUrlOf("assets/app-abc.js")).toBe("/assets/app-abc.js");
    expect(dataFileOf("/")).toBe("_.data");
    expect(dataFileOf("/hi")).toBe("hi.data");
  });

  it("only hashed build files go without a revision", () => {
    expect(isHashed("/assets/app-abc.js")).toBe(true);
    expect(isHashed("/icons.svg")).toBe(false);
    expect(isHashed("/study-tips")).toBe(false);
  });
});
