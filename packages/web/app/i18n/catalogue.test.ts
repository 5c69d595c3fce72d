import { describe, expect, it } from "vitest";
import type { Messages } from "./catalogue.ts";
import { catalogues } from "./catalogues.ts";
import { locales } from "./locales.ts";
import { fromWire, toWire } from "./wire.ts";

type Entry = { path: string; value: unknown };

/** Every message of a catalogue with its dotted path: strings and functions. */
function entries(node: unknown, path = ""): Entry[] {
  if (typeof node === "string" || typeof node === "function") return [{ path, value: node }];
  return Object.entries(node as object).flatMap(([key, value]) =>
    entries(value, path ? `${path}.${key}` : key),
  );
}

/** How `other` differs from English: a missing or extra message, another kind, other arity. */
function differences(source: unknown, other: unknown): string[] {
  const theirs = new Map(entries(other).map((e) => [e.path, e.value]));
  const ours = new Map(entries(source).map((e) => [e.path, e.value]));
  const found: string[] = [];
  for (const path of theirs.keys()) if (!ours.has(path)) found.push(`${path}: not in English`);
  for (const [path, value] of ours) {
    const translated = theirs.get(path);
    if (translated === undefined) found.push(`${path}: missing`);
    else if (typeof translated !== typeof value) found.push(`${path}: ${typeof translated}`);
    else if (typeof value === "function" && (translated as () => string).length !== value.length)
      found.push(`${path}: ${(translated as () => string).length} values, not ${value.length}`);
  }
  return found;
}

describe("the message catalogues", () => {
  for (const locale of locales.filter((l) => l !== "en")) {
    it(`${locale} has every English message, of the same kind and with as many values`, () => {
      expect(differences(catalogues.en, catalogues[locale])).toEqual([]);
    });

    it(`${locale}: each message with values places every one of them`, () => {
      for (const { path, value } of entries(catalogues[locale])) {
        if (typeof value !== "function") continue;
        const args = Array.from({ length: value.length }, (_, i) => `«${i}»`);
        const text = (value as (...a: string[]) => string)(...args);
        for (const arg of args) expect(text, path).toContain(arg);
      }
    });
  }

  it("the check catches a missing message, another kind and a changed number of values", () => {
    const { site: _site, ...withoutSite } = catalogues.hi;
    const broken = {
      ...withoutSite,
      ui: { ...catalogues.hi.ui, close: () => "x" },
      footer: { ...catalogues.hi.footer, copyright: (year: string) => year },
    } as unknown as Messages;
    const found = differences(catalogues.en, broken);
    expect(found).toContain("site.tagline: missing");
    expect(found).toContain("ui.close: function");
    expect(found).toContain("footer.copyright: 1 values, not 2");
  });
});

describe("the catalogue in route data (wire.ts)", () => {
  for (const locale of locales) {
    it(`${locale}: survives JSON, strings as they are and functions rebuilt`, () => {
      // Route data is serialised; a function would not survive it, a template does.
      const wire = JSON.parse(JSON.stringify(toWire(catalogues[locale]))) as ReturnType<
        typeof toWire
      >;
      const rebuilt = fromWire(wire);
      expect(fromWire(wire)).toBe(rebuilt);
      const original = new Map(entries(catalogues[locale]).map((e) => [e.path, e.value]));
      for (const { path, value } of entries(rebuilt)) {
        const source = original.get(path);
        if (typeof source === "string") expect(value, path).toBe(source);
        else {
          const fn = source as (...a: string[]) => string;
          const args = Array.from({ length: fn.length }, (_, i) => `value ${i} $& $1`);
          expect((value as (...a: string[]) => string)(...args), path).toBe(fn(...args));
        }
      }
      expect(entries(rebuilt).length).toBe(original.size);
    });
  }

  it("refuses a message function that does more than place its values", () => {
    const clever = {
      ...catalogues.en,
      footer: { ...catalogues.en.footer, copyright: (year: string) => (year ? "x" : "y") },
    } as unknown as Messages;
    expect(() => toWire(clever)).toThrow(/footer\.copyright/);
  });
});
