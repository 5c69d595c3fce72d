/**
 * The templates of /templates-and-forms as files (issue 24), made at build time from the page's
 * own data in each language: every format the card lists, PDF, DOCX or XLSX.
 *
 * The page shows each file's size, so the sizes must be known when the page is prerendered, and
 * a prerender request has 10 seconds (React Router's fixed timeout), less than shaping the Hindi
 * PDFs takes on a busy 2-core machine. So `npm run build` makes the files first
 * (`scripts/downloads.ts prepare`, into a cache with a manifest of sizes), the page's loader
 * reads their sizes there (`withTemplateDownloads`), and after the build the same script copies
 * them into build/client. Each manifest entry carries a hash of the data it was made from: a
 * stale or missing entry (the dev server, a build run another way) is made afresh instead.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type {
  Page,
  Section,
  Template,
  TemplateDownload,
  TemplateFormat,
} from "../../content/types.ts";
import { localizedPath, type Locale } from "../../i18n/locales.ts";
import { templatePath } from "./paths.ts";
import { templateDocx } from "./template-docx.ts";
import { templatePdf } from "./template-pdf.ts";
import { templateSheet, type TemplateSheet } from "./template-sheet.ts";
import { templateXlsx } from "./template-xlsx.ts";

export type TemplateFile = { path: string; format: TemplateFormat; bytes: Uint8Array };

const makers: Record<TemplateFormat, typeof templatePdf> = {
  PDF: templatePdf,
  DOCX: templateDocx,
  XLSX: templateXlsx,
};

const siteUrl = () => (process.env.VITE_SITE_URL ?? "http://127.0.0.1:8080").replace(/\/+$/, "");

/** What a manifest entry says of one file: its size, and a hash of what it was made from. */
export type ManifestEntry = { bytes: number; input: string };
export type Manifest = Record<string, ManifestEntry>;

/** This package's folder, found upward from here (app/downloads/, or the build's server bundle). */
function packageDir(): string | undefined {
  for (let dir = import.meta.dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "@saathi/web")
      return dir;
  }
  return undefined;
}

/** Where `scripts/downloads.ts prepare` leaves the files and their manifest. */
export function downloadsCacheDir(): string {
  const dir = packageDir();
  if (!dir) throw new Error("downloads: cannot find the @saathi/web package folder");
  return join(dir, "node_modules/.cache/saathi-downloads");
}

function readManifest(): Manifest {
  try {
    return JSON.parse(readFileSync(join(downloadsCacheDir(), "manifest.json"), "utf8")) as Manifest;
  } catch {
    return {};
  }
}

export function inputHash(sheet: TemplateSheet, format: TemplateFormat): string {
  return createHash("sha256").update(JSON.stringify({ sheet, format })).digest("hex");
}

type Wanted = { path: string; format: TemplateFormat; sheet: TemplateSheet };

function wanted(
  template: Template,
  format: TemplateFormat,
  locale: Locale,
  reviewed: string,
  origin = siteUrl(),
): Wanted {
  return {
    path: localizedPath(templatePath(template.file, format), locale),
    format,
    sheet: templateSheet(template, locale, reviewed, origin),
  };
}

/** Made once per file and origin in a process, whoever asks first. */
const made = new Map<string, Promise<Uint8Array>>();

function make({ path, format, sheet }: Wanted): Promise<TemplateFile> {
  const key = `${path} ${sheet.footer}`;
  let bytes = made.get(key);
  if (!bytes) {
    bytes = makers[format](sheet);
    made.set(key, bytes);
  }
  return bytes.then((data) => ({ path, format, bytes: data }));
}

type TemplatesSection = Extract<Section, { kind: "templates" }>;

function templateSections(page: Page): TemplatesSection[] {
  return page.sections.filter((s): s is TemplatesSection => s.kind === "templates");
}

function wantedFiles(page: Page, locale: Locale, origin?: string): Wanted[] {
  return templateSections(page).flatMap((section) =>
    section.templates.flatMap((template) =>
      template.formats.map((format) => wanted(template, format, locale, page.reviewed, origin)),
    ),
  );
}

/** The words each template file of a page is made from (scripts/check-tokens.ts reads them). */
export function templateSheetsOf(
  page: Page,
  locale: Locale,
): { path: string; sheet: TemplateSheet }[] {
  return wantedFiles(page, locale).map(({ path, sheet }) => ({ path, sheet }));
}

/**
 * Each template file of `pages` (resolved, in their own language) as made for a site served at
 * `origin`, by path, made only when asked for (server/template-origin.ts).
 */
export function templateMakersAt(
  pages: { page: Page; locale: Locale }[],
  origin: string,
): Map<string, () => Promise<Uint8Array>> {
  const makersByPath = new Map<string, () => Promise<Uint8Array>>();
  for (const { page, locale } of pages)
    for (const file of wantedFiles(page, locale, origin))
      makersByPath.set(file.path, () => make(file).then((f) => f.bytes));
  return makersByPath;
}

/** Every file of a page's templates, made now, in `locale` (the page's own language). */
export async function templateFiles(
  page: Page,
  locale: Locale,
): Promise<(TemplateFile & { input: string })[]> {
  return Promise.all(
    wantedFiles(page, locale).map(async (file) => ({
      ...(await make(file)),
      input: inputHash(file.sheet, file.format),
    })),
  );
}

/** A file's size: from the prepared manifest when it was made from this same data, else made now. */
async function sizeOf(file: Wanted, manifest: Manifest): Promise<number> {
  const entry = manifest[file.path];
  if (entry && entry.input === inputHash(file.sheet, file.format)) return entry.bytes;
  return (await make(file)).bytes.length;
}

/** The page with each template's `downloads` (its files' addresses and sizes) filled in. */
export async function withTemplateDownloads<P extends Page>(page: P, locale: Locale): Promise<P> {
  if (!templateSections(page).length) return page;
  const manifest = readManifest();
  const sections = await Promise.all(
    page.sections.map(async (section): Promise<Section> => {
      if (section.kind !== "templates") return section;
      const templates = await Promise.all(
        section.templates.map(async (template) => {
          const downloads: TemplateDownload[] = await Promise.all(
            template.formats.map(async (format) => {
              const file = wanted(template, format, locale, page.reviewed);
              return { format, href: file.path, bytes: await sizeOf(file, manifest) };
            }),
          );
          // What only the files lay out (a timetable's hours, a log's column widths) stays out
          // of the page's data: the card shows the title, description and "On the sheet".
          const shown: Template = { ...template, downloads };
          delete shown.sheet;
          return shown;
        }),
      );
      return { ...section, templates };
    }),
  );
  return { ...page, sections };
}
