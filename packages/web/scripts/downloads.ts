/**
 * The files people download (issue 24), in every language, in two steps of `npm run build`:
 *
 * - `node scripts/downloads.ts prepare`, before `react-router build`: makes the templates of
 *   /templates-and-forms as PDF, DOCX and XLSX from the pages' own data into a cache, with a
 *   manifest of their sizes and what they were made from, which the page's loader reads to show
 *   each file's size (features/downloads/templates.ts says why this comes first).
 * - `node scripts/downloads.ts`, after postbuild.ts: copies those files into build/client, after
 *   checking that each is what its prerendered page links to and says it weighs, and writes the
 *   exam calendar's .ics files, one per exam and the whole year in one (features/downloads/exam-ics.ts).
 *
 * Each language's files sit under its prefix: /downloads/... in English, /hi/downloads/... in Hindi.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { examDates } from "../app/content/exam-dates.ts";
import { pagesByLocale } from "../app/content/index.ts";
import { resolvePage } from "../app/content/resolve.ts";
import { examFeed, examIcs } from "../app/features/downloads/exam-ics.ts";
import { examFeedPath, examIcsPath } from "../app/features/downloads/paths.ts";
import {
  downloadsCacheDir,
  templateFiles,
  type Manifest,
} from "../app/features/downloads/templates.ts";
import { localeOfPath, locales, localizedPath } from "../app/i18n/locales.ts";

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
const cacheDir = downloadsCacheDir();
const siteUrl = (process.env.VITE_SITE_URL ?? "http://127.0.0.1:8080").replace(/\/+$/, "");

async function write(file: string, data: Uint8Array | string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}

/** Makes every template file into the cache, with the manifest the page's loader reads. */
async function prepare() {
  await rm(cacheDir, { recursive: true, force: true });
  const manifest: Manifest = {};
  for (const locale of locales)
    for (const page of pagesByLocale[locale])
      for (const file of await templateFiles(resolvePage(page, locale), locale)) {
        await write(join(cacheDir, file.path), file.bytes);
        manifest[file.path] = { bytes: file.bytes.length, input: file.input };
      }
  await write(join(cacheDir, "manifest.json"), JSON.stringify(manifest, null, 2));
  console.log(`downloads: made ${Object.keys(manifest).length} template files (PDF, DOCX, XLSX)`);
}

/** The page whose prerendered HTML should link to a file: /hi/downloads/... is a Hindi page's, /bn/... a Bengali one's. */
function pageLinking(path: string): string {
  const page = pagesByLocale.en.find((p) => p.sections.some((s) => s.kind === "templates"));
  if (!page) throw new Error("downloads: no page has templates");
  return localizedPath(page.path, localeOfPath(path));
}

/** Copies the prepared files into the build, then writes the calendar files. */
async function install() {
  const manifest = JSON.parse(await readFile(join(cacheDir, "manifest.json"), "utf8")) as Manifest;
  const pages = new Map<string, string>();
  for (const [path, entry] of Object.entries(manifest)) {
    const bytes = await readFile(join(cacheDir, path));
    if (bytes.length !== entry.bytes)
      throw new Error(
        `downloads: ${path} is ${bytes.length} bytes, its manifest says ${entry.bytes}`,
      );
    const pagePath = pageLinking(path);
    if (!pages.has(pagePath))
      pages.set(pagePath, await readFile(`${clientDir}${pagePath}/index.html`, "utf8"));
    // The prerendered page must link to the file, with the size from this same manifest.
    if (!pages.get(pagePath)!.includes(`href="${path}"`))
      throw new Error(
        `downloads: ${pagePath} does not link to ${path}; run the whole npm run build`,
      );
    await write(`${clientDir}${path}`, bytes);
  }
  let calendars = 0;
  for (const locale of locales) {
    for (const exam of examDates) {
      await write(
        `${clientDir}${localizedPath(examIcsPath(exam.id), locale)}`,
        examIcs(exam, locale, siteUrl),
      );
      calendars++;
    }
    await write(`${clientDir}${localizedPath(examFeedPath, locale)}`, examFeed(locale, siteUrl));
    calendars++;
  }
  console.log(
    `downloads: ${Object.keys(manifest).length} template files and ${calendars} calendar files (.ics) in build/client`,
  );
}

if (process.argv[2] === "prepare") await prepare();
else await install();
