/**
 * Issue 36: Bengali pages write numbers in Bengali digits (০-৯), Marathi pages in Devanagari
 * digits (०-९) (app/lib/digits.ts). A number code puts into a sentence in 0-9 ("6টির মধ্যে 0টি
 * হয়ে গেছে") reads as an untranslated page. A step of `npm run build` reads every Bengali and
 * Marathi page it made and fails, naming each page and the words around the number, on a digit
 * 0-9 that a reader sees or hears there: in the text, and in the alt, title, aria-label and
 * placeholder attributes. These keep their 0-9:
 *
 * - phone numbers, which are typed into a keypad that shows 0-9 (`tel:` links, and the numbers
 *   the site gives to dial: urgent-help.ts, states.ts, `OTHER_DIALLED`);
 * - web addresses;
 * - English text marked `lang="en"` (a source's own title, a YouTube video's: lib/english-title.ts).
 *
 * Code and styles are not read, nor `data-*` attributes (templates for the page's code, which
 * fills them in with the page's digits: checklists/live.ts, exam-calendar/state-live.ts).
 */
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { stateFacts } from "../app/content/states.ts";
import { urgentLines } from "../app/content/urgent-help.ts";
import { locales } from "../app/i18n/locales.ts";
import { localDigits } from "../app/lib/digits.ts";
import { isCompressedTwin } from "../server/precompress.ts";

/** The languages that write their own digits (lib/digits.ts): their pages are read. */
export const OWN_DIGITS = locales.filter((locale) => localDigits(0, locale) !== "0");

/**
 * What else a page tells people to type into a keypad: the NHS's 999 (a guide cites its advice)
 * and India's country code before a phone number (the request form's phone field).
 */
const OTHER_DIALLED = ["999", "+91"];

/** Every number the site gives to dial, as it is written. */
export const dialled: ReadonlySet<string> = new Set([
  ...urgentLines.flatMap((line) => [
    line.number,
    ...(line.alternative ? [line.alternative.number] : []),
  ]),
  ...stateFacts.filter((fact) => fact.topic === "line").map((fact) => fact.value),
  ...OTHER_DIALLED,
]);

export type Finding = { file: string; text: string };

const VOID = new Set("area base br col embed hr img input link meta source track wbr".split(" "));
/** What a person reads or hears of an element's attributes. */
const READ_ATTRIBUTES = /\s(?:alt|title|aria-label|placeholder)="([^"]*)"/g;
/** A run of digits with what joins a number's parts (1,23,456; 9:30; 1-800-891-4416; +91). */
const NUMBER = /\+?[0-9](?:[0-9,.:/\u2013-]*[0-9])?/g;
/** A web address, which keeps its characters. */
const ADDRESS = /\b(?:https?:\/\/|www\.)\S+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/\S*/gi;

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&nbsp;", "\u00a0")
    .replaceAll("&amp;", "&");

/** The numbers in 0-9 in `text` that are neither dialled nor part of a web address, with their context. */
export function latinNumbersIn(text: string): string[] {
  const plain = text.replace(ADDRESS, " ");
  return [...plain.matchAll(NUMBER)]
    .filter((m) => !dialled.has(m[0]))
    .map((m) => plain.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).trim());
}

/**
 * The numbers in 0-9 a reader meets in a page's HTML (see above): its text and read attributes,
 * outside `lang="en"` elements, `tel:` links, code and styles.
 */
export function latinNumbersInPage(html: string): string[] {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|svg|template)\b[^>]*>[\s\S]*?<\/\1>/gi, " ");
  const found: string[] = [];
  // The open elements, each with whether its content is skipped (English, or a phone link).
  const open: { tag: string; skip: boolean }[] = [];
  const skipping = () => open.at(-1)?.skip ?? false;
  for (const part of markup.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>|[^<]+/g)) {
    const [whole, closing, name, attributes = ""] = part;
    if (!name) {
      if (!skipping()) found.push(...latinNumbersIn(decode(whole)));
      continue;
    }
    const tag = name.toLowerCase();
    if (closing) {
      const at = open.findLastIndex((element) => element.tag === tag);
      if (at >= 0) open.length = at;
      continue;
    }
    const skip =
      skipping() || /\slang="en(?:-[^"]*)?"/i.test(attributes) || /\shref="tel:/i.test(attributes);
    if (!skip)
      for (const [, value] of attributes.matchAll(READ_ATTRIBUTES))
        found.push(...latinNumbersIn(decode(value!)));
    if (!VOID.has(tag) && !attributes.trimEnd().endsWith("/")) open.push({ tag, skip });
  }
  return found;
}

/** Every number in 0-9 on the Bengali and Marathi pages of the build's client folder. */
export async function findLatinNumbers(clientDir: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const locale of OWN_DIGITS) {
    const entries = await readdir(join(clientDir, locale), {
      recursive: true,
      withFileTypes: true,
    });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
      const file = join(entry.parentPath, entry.name);
      if (isCompressedTwin(file)) continue;
      for (const text of latinNumbersInPage(await readFile(file, "utf8")))
        findings.push({ file: relative(clientDir, file), text });
    }
  }
  return findings;
}

if (import.meta.main) {
  const clientDir = fileURLToPath(new URL("../build/client/", import.meta.url));
  const findings = await findLatinNumbers(clientDir);
  if (findings.length > 0) {
    for (const { file, text } of findings) console.error(`  ${file}: ${text}`);
    console.error(
      `check-digits: ${findings.length} number(s) in 0-9 on Bengali or Marathi pages (above). ` +
        "Write them with localDigits (app/lib/digits.ts) where the page puts them into its " +
        'words; mark an English title lang="en" (app/lib/english-title.ts); a number to dial ' +
        "stays 0-9 (scripts/check-digits.ts lists them).",
    );
    process.exit(1);
  }
  console.log("check-digits: every number on the Bengali and Marathi pages is in their digits");
}
