/**
 * The templates of /templates-and-forms as files (issue 24), made at build time from the page's
 * own data in each language: every format the card lists, PDF, DOCX or XLSX. The page's loader
 * calls `withTemplateDownloads` so each card links to its files and shows their sizes;
 * scripts/downloads.ts writes the same bytes (the makers are deterministic: same data, same file).
 */
import type { Page, Section, Template, TemplateDownload, TemplateFormat } from "../content/types.ts";
import { localizedPath, type Locale } from "../i18n/locales.ts";
import { templatePath } from "./paths.ts";
import { templateDocx } from "./template-docx.ts";
import { templatePdf } from "./template-pdf.ts";
import { templateSheet } from "./template-sheet.ts";
import { templateXlsx } from "./template-xlsx.ts";

export type TemplateFile = { path: string; format: TemplateFormat; bytes: Uint8Array };

const makers: Record<TemplateFormat, typeof templatePdf> = {
  PDF: templatePdf,
  DOCX: templateDocx,
  XLSX: templateXlsx,
};

const siteUrl = () => (process.env.VITE_SITE_URL ?? "http://127.0.0.1:8080").replace(/\/+$/, "");

/** Made once per template, language and format in a build, whoever asks first. */
const made = new Map<string, Promise<Uint8Array>>();

function fileOf(template: Template, format: TemplateFormat, locale: Locale, reviewed: string) {
  const path = localizedPath(templatePath(template.file, format), locale);
  let bytes = made.get(path);
  if (!bytes) {
    bytes = makers[format](templateSheet(template, locale, reviewed, siteUrl()));
    made.set(path, bytes);
  }
  return bytes.then((data): TemplateFile => ({ path, format, bytes: data }));
}

type TemplatesSection = Extract<Section, { kind: "templates" }>;

function templateSections(page: Page): TemplatesSection[] {
  return page.sections.filter((s): s is TemplatesSection => s.kind === "templates");
}

/** Every file of a page's templates, in `locale` (the page's own language). */
export async function templateFiles(page: Page, locale: Locale): Promise<TemplateFile[]> {
  const all = templateSections(page).flatMap((section) =>
    section.templates.flatMap((template) =>
      template.formats.map((format) => fileOf(template, format, locale, page.reviewed)),
    ),
  );
  return Promise.all(all);
}

/** The page with each template's `downloads` (its files' addresses and sizes) filled in. */
export async function withTemplateDownloads<P extends Page>(page: P, locale: Locale): Promise<P> {
  if (!templateSections(page).length) return page;
  const sections = await Promise.all(
    page.sections.map(async (section): Promise<Section> => {
      if (section.kind !== "templates") return section;
      const templates = await Promise.all(
        section.templates.map(async (template) => {
          const downloads: TemplateDownload[] = await Promise.all(
            template.formats.map(async (format) => {
              const file = await fileOf(template, format, locale, page.reviewed);
              return { format, href: file.path, bytes: file.bytes.length };
            }),
          );
          return { ...template, downloads };
        }),
      );
      return { ...section, templates };
    }),
  );
  return { ...page, sections };
}
