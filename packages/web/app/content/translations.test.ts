// @vitest-environment node
/**
 * Issue 22: each language's pages are twins of the English ones. Same sections in the same
 * order, same structure (every list as long, every field present), the same links, icons and
 * other non-words exactly, and in every text the same figures and urgent-help lines cited in
 * the same order, so a figure or a number can never differ between languages.
 */
import { describe, expect, it } from "vitest";
import { locales } from "../i18n/locales.ts";
import { pagesByLocale } from "./index.ts";
import { REFERENCE } from "./resolve.ts";
import type { Page } from "./types.ts";

/** Fields that are not words: they must be equal in every language. */
const EXACT = new Set([
  "path",
  "href",
  "id",
  "kind",
  "icon",
  "style",
  "tone",
  "color",
  "variant",
  "columns",
  "videoId",
  "videoSrc",
  "channel",
  "checked",
  "reviewed",
  "type",
  "formats",
  "rating",
  "crisisLines",
  "duration",
  "value",
  "level",
]);

/** Every difference in structure between an English value and its twin, as readable paths. */
function differences(english: unknown, twin: unknown, path: string, key = ""): string[] {
  if (typeof english === "string") {
    if (typeof twin !== "string") return [`${path}: a text in English, ${typeof twin} here`];
    if (EXACT.has(key) && key !== "duration" && key !== "value")
      return english === twin ? [] : [`${path}: "${twin}" should be "${english}"`];
    const refs = (text: string) => [...text.matchAll(REFERENCE)].map((m) => m[0]).join(" ");
    return refs(english) === refs(twin)
      ? []
      : [`${path}: cites [${refs(twin)}], English cites [${refs(english)}]`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(twin)) return [`${path}: a list in English`];
    if (english.length !== twin.length)
      return [`${path}: ${twin.length} items, English has ${english.length}`];
    return english.flatMap((item, i) => differences(item, twin[i], `${path}[${i}]`, key));
  }
  if (english && typeof english === "object") {
    if (!twin || typeof twin !== "object") return [`${path}: an object in English`];
    const keys = (value: object) =>
      Object.keys(value)
        .filter((k) => k !== "translation")
        .sort();
    if (keys(english).join() !== keys(twin).join())
      return [`${path}: fields [${keys(twin)}], English has [${keys(english)}]`];
    return keys(english).flatMap((k) =>
      differences(
        (english as Record<string, unknown>)[k],
        (twin as Record<string, unknown>)[k],
        `${path}.${k}`,
        k,
      ),
    );
  }
  return english === twin ? [] : [`${path}: ${String(twin)} should be ${String(english)}`];
}

describe.each(locales.filter((locale) => locale !== "en"))("the %s pages", (locale) => {
  const twins = pagesByLocale[locale];
  const twinOf = (page: Page) => twins.find((twin) => twin.path === page.path);

  it("every English page has its twin, in the same order, and no page is extra", () => {
    expect(twins.map((page) => page.path)).toEqual(pagesByLocale.en.map((page) => page.path));
  });

  it.each(pagesByLocale.en.map((page) => [page.path, page] as const))(
    "%s: same sections, links, facts and urgent-help lines as the English",
    (_path, page) => {
      const twin = twinOf(page);
      expect(twin).toBeDefined();
      expect(differences(page, twin, page.path)).toEqual([]);
    },
  );

  it("every page says whether a fluent reader has reviewed it", () => {
    for (const page of twins) expect(page.translation?.status, page.path).toMatch(/reviewed/);
  });

  it("the check catches a changed link, a dropped item and a figure typed instead of cited", () => {
    const page = pagesByLocale.en.find((p) => JSON.stringify(p).includes("{fact:"))!;
    const twin = structuredClone(twinOf(page)!);
    const text = JSON.stringify(twin);
    const broken = JSON.parse(text.replace(/\{fact:[a-z0-9-]+\}/, "23.3")) as Page;
    expect(differences(page, broken, page.path).join()).toMatch(/cites/);
    const linked = pagesByLocale.en.find((p) => JSON.stringify(p).includes('"href"'))!;
    const moved = JSON.parse(
      JSON.stringify(twinOf(linked)).replace(/"href":"\/[^"]*"/, '"href":"/elsewhere"'),
    ) as Page;
    expect(differences(linked, moved, linked.path).join()).toMatch(/should be/);
    const shorter = structuredClone(twinOf(page)!);
    shorter.sections.pop();
    expect(differences(page, shorter, page.path).join()).toMatch(/items/);
  });
});
