// @vitest-environment node
/** What the service worker saves (sw-precache.ts): every page of every language with its data, not the 404 pages. */
import { describe, expect, it } from "vitest";
import { siteRoutes } from "../app/content/site-routes.ts";
import { accountPaths, offlinePath, searchPath, sitePaths } from "../app/content/routes.ts";
import {
  dataFileOf,
  htmlFileOf,
  isHashed,
  precachePatterns,
  precacheUrlOf,
} from "./sw-precache.ts";

describe("the service worker's list of files", () => {
  const patterns = precachePatterns(siteRoutes.prerenderPaths);

  it("has every page in English and in Hindi, with its data, and the offline pages", () => {
    for (const path of [...sitePaths, ...accountPaths, searchPath, offlinePath])
      for (const prefix of ["", "/hi"]) {
        const localized = prefix && path === "/" ? prefix : prefix + path;
        expect(patterns).toContain(htmlFileOf(localized));
        expect(patterns).toContain(dataFileOf(localized));
      }
  });

  it("leaves the 404 pages out: offline, an unknown address gets the offline page", () => {
    expect(patterns.filter((pattern) => pattern.includes("404"))).toEqual([]);
  });

  it("has the code, the CSS, the icon sprite, the manifest and the icons", () => {
    expect(patterns).toEqual(
      expect.arrayContaining([
        "assets/**/*.{js,css}",
        "icons.svg",
        "site.webmanifest",
        "icon-*.png",
        "favicon.svg",
      ]),
    );
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
