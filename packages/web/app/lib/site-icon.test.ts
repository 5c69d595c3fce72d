// @vitest-environment node
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { SITE_ICON_SVG } from "./site-icon.ts";

test("the icon written into pages is the same picture as /favicon.svg", () => {
  const file = readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8");
  expect(SITE_ICON_SVG).toBe(file.trim());
});

test("the web app manifest carries the same picture, also without a request", () => {
  // Chromium fetches the manifest's icon just after the load event too (decision 0027).
  const manifest = JSON.parse(
    readFileSync(new URL("../../public/site.webmanifest", import.meta.url), "utf8"),
  ) as { icons: { src: string; type: string }[] };
  const svg = manifest.icons.find((icon) => icon.type === "image/svg+xml");
  expect(svg?.src).toBe(`data:image/svg+xml,${encodeURIComponent(SITE_ICON_SVG)}`);
  for (const icon of manifest.icons.filter((icon) => icon !== svg))
    expect(icon.src).toMatch(/^\/icon-[\w-]+\.png$/);
});
