/**
 * Issue 36: how each language's script is set, as CSS that only that language's pages carry.
 *
 * Faces: the ones phones and computers already have, before anything else, so matras, vowel signs
 * and conjuncts never fall to a Latin face's fallback. Android ships Noto Sans Devanagari and Noto
 * Sans Bengali, Windows Nirmala UI, Apple Kohinoor; no web font is downloaded.
 *
 * Line height: Devanagari (Hindi, Marathi) stacks its matras above and below the line (Noto Sans
 * Devanagari's marks reach 1.24 em above the baseline), and Bengali hangs its vowel signs below
 * (Noto Sans Bengali's ink runs from 0.92 em above to 0.40 em below: 1.32 em, against Latin's
 * 1.18 em for ordinary letters). So these pages' text gets more line height than English's 1.625,
 * and their headings (1.25 in English, where the next line's ink would touch) 1.4. Unlayered, so it
 * wins over the headings' leading utilities. e2e/tests/languages.spec.ts measures each line's ink.
 * Plain selectors: the build's critical-CSS step (beasties) merges this into its own inline style
 * and drops what it cannot match, :is() included.
 *
 * Why not in app.css: every rule there that matches a page's markup is inlined into the head of
 * every page (the critical CSS), and a few rules more there have moved every page's simulated LCP
 * past its budget (issue 36, decision 0034). Here an English page carries none of it.
 */
import type { Locale } from "../i18n/locales.ts";

const systemFallback = `system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif`;

const faces = {
  devanagari: `"Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari", "Devanagari Sangam MN", Mangal, ${systemFallback}`,
  bengali: `"Noto Sans Bengali", "Nirmala UI", "Kohinoor Bangla", "Bangla Sangam MN", Vrinda, ${systemFallback}`,
};

const scriptOf: Partial<Record<Locale, keyof typeof faces>> = {
  hi: "devanagari",
  mr: "devanagari",
  bn: "bengali",
};

/** The `<style>` text for `locale`'s pages, or nothing where the site's own type fits (English). */
export function scriptStyle(locale: Locale): string | undefined {
  const script = scriptOf[locale];
  if (!script) return undefined;
  return `body{font-family:${faces[script]};line-height:1.75}h1,h2,h3,h4{line-height:1.4}`;
}
