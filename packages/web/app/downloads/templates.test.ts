// @vitest-environment node
/**
 * Issue 24: each template of /templates-and-forms, in each language and format, is a real file
 * that a reader library opens (unpdf for PDF, mammoth for DOCX, exceljs for XLSX) and finds the
 * page's own words in: title, description and every field; A4; the same bytes every time.
 */
import ExcelJS from "exceljs";
import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { pagesByLocale } from "../content/index.ts";
import { resolvePage } from "../content/resolve.ts";
import type { Page, Section, Template } from "../content/types.ts";
import { catalogues } from "../i18n/catalogues.ts";
import { locales, type Locale } from "../i18n/locales.ts";
import { withFixedDate } from "./deterministic-zip.ts";
import { templateDocx } from "./template-docx.ts";
import { templatePdf } from "./template-pdf.ts";
import { templateSheet } from "./template-sheet.ts";
import { templateXlsx } from "./template-xlsx.ts";
import { templateFiles, withTemplateDownloads, type TemplateFile } from "./templates.ts";

function templatesPage(locale: Locale): Page {
  const page = pagesByLocale[locale].find((p) => p.sections.some((s) => s.kind === "templates"));
  if (!page) throw new Error(`no ${locale} templates page`);
  return resolvePage(page, locale);
}

function templatesOf(page: Page): Template[] {
  return page.sections
    .filter((s): s is Extract<Section, { kind: "templates" }> => s.kind === "templates")
    .flatMap((s) => s.templates);
}

/**
 * Text as a PDF reader gives it back, compared in a form that survives Devanagari's visual
 * order. The sheets are drawn right (checked as images), but a reader lists the glyphs as they
 * are placed and names them as the font composes them: the i-matra (ि) before its consonant, a
 * reph (the र of र्क, drawn on top) after its cluster, ऐ as ए and a sign, ई as इ and a sign. So a
 * text is compared by its consonants other than र, in their order, and its Latin letters and
 * digits: every vowel, sign, space and punctuation mark left out.
 */
function skeleton(text: string): string {
  return text.normalize("NFC").replace(/[^\u0915-\u092F\u0931-\u0939A-Za-z0-9]/g, "");
}

const files: Record<Locale, TemplateFile[]> = { en: [], hi: [] };

describe("template downloads", () => {
  beforeAll(async () => {
    for (const locale of locales)
      files[locale] = await templateFiles(templatesPage(locale), locale);
  }, 180_000);

  for (const locale of locales) {
    const words = catalogues[locale].tools.templates;

    it(`${locale}: every template has a file in each of its formats, at its address`, () => {
      const templates = templatesOf(templatesPage(locale));
      expect(templates).toHaveLength(6);
      const prefix = locale === "en" ? "" : `/${locale}`;
      expect(files[locale].map((f) => f.path).sort()).toEqual(
        templates
          .flatMap((t) =>
            t.formats.map((f) => `${prefix}/downloads/templates/${t.file}.${f.toLowerCase()}`),
          )
          .sort(),
      );
    });

    it(`${locale}: each PDF is one A4 page with the template's title, description and fields`, async () => {
      for (const template of templatesOf(templatesPage(locale))) {
        const file = files[locale].find((f) => f.path.endsWith(`/${template.file}.pdf`))!;
        const pdf = await getDocumentProxy(new Uint8Array(file.bytes));
        expect(pdf.numPages, file.path).toBe(1);
        const page = await pdf.getPage(1);
        const [, , width, height] = page.view;
        expect([Math.round(width!), Math.round(height!)], file.path).toEqual([595, 842]);
        const { text } = await extractText(pdf, { mergePages: true });
        for (const expected of [
          template.title,
          template.description,
          ...template.includes!,
          words.name,
        ])
          expect(skeleton(text), `${file.path}: ${expected}`).toContain(skeleton(expected));
        if (locale === "en") expect(text, file.path).toContain(template.title);
      }
    });

    it(`${locale}: each DOCX reads back with the template's words`, async () => {
      for (const template of templatesOf(templatesPage(locale))) {
        const file = files[locale].find((f) => f.path.endsWith(`/${template.file}.docx`))!;
        const { value } = await mammoth.extractRawText({ buffer: Buffer.from(file.bytes) });
        for (const expected of [
          template.title,
          template.description,
          ...template.includes!,
          words.howToUseBody,
        ])
          expect(value, `${file.path}: ${expected}`).toContain(expected);
      }
    });

    it(`${locale}: each XLSX has the fields as its columns, for A4`, async () => {
      for (const template of templatesOf(templatesPage(locale))) {
        const file = files[locale].find((f) => f.path.endsWith(`/${template.file}.xlsx`))!;
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
        const sheet = workbook.worksheets[0]!;
        expect(sheet.getCell(1, 1).text, file.path).toBe(template.title);
        expect(sheet.getCell(2, 1).text, file.path).toBe(template.description);
        const header = (sheet.getRow(7).values as unknown[]).filter((v) => v !== undefined);
        expect(header, file.path).toEqual(["#", ...template.includes!]);
        expect(sheet.pageSetup.paperSize, file.path).toBe(9);
        expect(workbook.title, file.path).toBe(template.title);
      }
    });
  }

  it("the same data makes the same bytes, made at another time (the page's sizes are the files' sizes)", async () => {
    const page = templatesPage("hi");
    const template = templatesOf(page)[0]!;
    // Later than the first making, so a file stamped with the time it was made would differ.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const sheet = templateSheet(template, "hi", page.reviewed, "http://127.0.0.1:8080");
    for (const [format, make] of [
      ["pdf", templatePdf],
      ["docx", templateDocx],
      ["xlsx", templateXlsx],
    ] as const) {
      const first = files.hi.find((f) => f.path.endsWith(`/${template.file}.${format}`))!;
      expect(Buffer.compare(Buffer.from(await make(sheet)), Buffer.from(first.bytes)), format).toBe(
        0,
      );
    }
    const shown = templatesOf(await withTemplateDownloads(templatesPage("en"), "en")).flatMap(
      (t) => t.downloads ?? [],
    );
    expect(shown).toHaveLength(files.en.length);
    for (const download of shown) {
      const file = files.en.find((f) => f.path === download.href)!;
      expect(download.bytes, download.href).toBe(file.bytes.length);
    }
  });

  it("re-packs an archive with one date, whatever time it was made at", async () => {
    const docx = files.en.find((f) => f.path.endsWith(".docx"))!.bytes;
    const fixed = withFixedDate(docx, "2026-01-01");
    expect(
      Buffer.compare(Buffer.from(withFixedDate(fixed, "2026-01-01")), Buffer.from(fixed)),
    ).toBe(0);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(fixed) });
    expect(value).toContain("Weekly Study Planner");
  });
});
