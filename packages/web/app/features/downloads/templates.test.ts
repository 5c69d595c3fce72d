// @vitest-environment node
/**
 * Issue 24: each template of /templates-and-forms, in each language and format, is a real file
 * that a reader library opens (unpdf for PDF, mammoth for DOCX, exceljs for XLSX) and finds the
 * page's own words in: title, description, the lines at the top and every field; A4; the same
 * bytes every time. Issue 29: the five sheets for patients' families are files too, in every
 * format and language, and the Weekly study planner prints what it promises: seven days by hour,
 * 6 am to 11 pm, as a grid of 7 day columns and 17 one-hour rows (6-7 am ... 10-11 pm).
 */
import ExcelJS from "exceljs";
import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import { latinDigits } from "../../lib/digits.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { pagesByLocale } from "../../content/index.ts";
import { resolvePage } from "../../content/resolve.ts";
import type { Page, Section, Template } from "../../content/types.ts";
import { catalogues } from "../../i18n/catalogues.ts";
import { locales, type Locale } from "../../i18n/locales.ts";
import { withFixedDate } from "./deterministic-zip.ts";
import { templateDocx } from "./template-docx.ts";
import { templatePdf } from "./template-pdf.ts";
import { layoutTexts, templateSheet, type TemplateSheet } from "./template-sheet.ts";
import { HEADER_ROW, templateXlsx } from "./template-xlsx.ts";
import { templateFiles, withTemplateDownloads, type TemplateFile } from "./templates.ts";

function templatesPage(locale: Locale): Page {
  const page = pagesByLocale[locale].find((p) => p.sections.some((s) => s.kind === "templates"));
  if (!page) throw new Error(`no ${locale} templates page`);
  return resolvePage(page, locale);
}

type TemplatesSection = Extract<Section, { kind: "templates" }>;

function templatesOf(page: Page): Template[] {
  return page.sections
    .filter((s): s is TemplatesSection => s.kind === "templates")
    .flatMap((s) => s.templates);
}

/** What the files of a template say, as the makers receive it. */
function sheetOf(template: Template, locale: Locale): TemplateSheet {
  return templateSheet(template, locale, templatesPage(locale).reviewed, "http://127.0.0.1:8080");
}

/**
 * The card's "On the sheet" items, each printed as it is: a field, a column or a checklist item.
 * A timetable's items say what its grid is ("Seven days by hour, 6 am to 11 pm"); its files draw
 * that grid instead, which the planner's own tests count.
 */
function printedIncludes(template: Template, sheet: TemplateSheet): string[] {
  return sheet.layout.kind === "grid" ? [] : template.includes!;
}

/** Issue 29's sheets for patients and their relatives, in the page's order. */
const patientSheets = [
  "icu-visit-log",
  "medicine-schedule",
  "questions-for-the-doctor",
  "discharge-checklist",
  "hospital-bills-and-claims",
];

/** The planner's promise, "seven days by hour, 6 am to 11 pm": one row per hour from 6 to 23. */
const PLANNER_DAYS = 7;
const PLANNER_HOURS = 23 - 6;

function planner(locale: Locale) {
  const template = templatesOf(templatesPage(locale)).find(
    (t) => t.file === "weekly-study-planner",
  )!;
  const { layout } = sheetOf(template, locale);
  if (layout.kind !== "grid") throw new Error(`${locale}: the planner is not a grid`);
  return { template, layout };
}

function fileOf(locale: Locale, template: Template, format: "pdf" | "docx" | "xlsx"): TemplateFile {
  const file = files[locale].find((f) => f.path.endsWith(`/${template.file}.${format}`));
  if (!file) throw new Error(`${locale}: no ${template.file}.${format}`);
  return file;
}

/** The rows of each table of a DOCX, each row its cells' text. */
async function docxTables(bytes: Uint8Array): Promise<string[][][]> {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .trim();
  return [...value.matchAll(/<table>(.*?)<\/table>/g)].map((table) =>
    [...table[1]!.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
      [...row[1]!.matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((cell) => text(cell[1]!)),
    ),
  );
}

async function xlsxSheet(
  bytes: Uint8Array,
): Promise<{ workbook: ExcelJS.Workbook; sheet: ExcelJS.Worksheet }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return { workbook, sheet: workbook.worksheets[0]! };
}

const cellsOf = (row: ExcelJS.Row) =>
  (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v)));

/**
 * Text as a PDF reader gives it back, compared in a form that survives Devanagari's visual
 * order. The sheets are drawn right (checked as images), but a reader lists the glyphs as they
 * are placed and names them as the font composes them: the i-matra (ि) before its consonant, a
 * reph (the र of र्क, drawn on top) after its cluster, ऐ as ए and a sign, ई as इ and a sign. So a
 * text is compared by its consonants other than र, in their order, and its Latin letters and
 * digits: every vowel, sign, space and punctuation mark left out.
 * Bengali likewise: its consonants other than র (its reph and ra-phala are drawn apart too), and
 * the e-kar before its consonant (দেবে reads back as েদেব), which the skeleton leaves out.
 */
function skeleton(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[^\u0915-\u092F\u0931-\u0939\u0995-\u09AF\u09B2-\u09B9A-Za-z0-9]/g, "");
}

const files: Record<Locale, TemplateFile[]> = { en: [], hi: [], bn: [], mr: [] };

describe("template downloads", () => {
  beforeAll(async () => {
    for (const locale of locales)
      files[locale] = await templateFiles(templatesPage(locale), locale);
  }, 180_000);

  for (const locale of locales) {
    const words = catalogues[locale].tools.templates;

    it(`${locale}: every template has a file in each of its formats, at its address`, () => {
      const templates = templatesOf(templatesPage(locale));
      expect(templates).toHaveLength(11);
      const prefix = locale === "en" ? "" : `/${locale}`;
      expect(files[locale].map((f) => f.path).sort()).toEqual(
        templates
          .flatMap((t) =>
            t.formats.map((f) => `${prefix}/downloads/templates/${t.file}.${f.toLowerCase()}`),
          )
          .sort(),
      );
    });

    it(`${locale}: the families' sheets are a group of their own, each in PDF, DOCX and XLSX`, () => {
      const sections = templatesPage(locale).sections.filter(
        (s): s is TemplatesSection => s.kind === "templates",
      );
      expect(sections).toHaveLength(2);
      const [students, families] = sections as [TemplatesSection, TemplatesSection];
      expect(students.templates.map((t) => t.file)).toContain("weekly-study-planner");
      expect(families.templates.map((t) => t.file)).toEqual(patientSheets);
      const prefix = locale === "en" ? "" : `/${locale}`;
      for (const template of families.templates) {
        expect(template.formats, template.file).toEqual(["PDF", "DOCX", "XLSX"]);
        expect(template.includes!.length, template.file).toBeGreaterThanOrEqual(6);
        for (const format of ["pdf", "docx", "xlsx"] as const)
          expect(fileOf(locale, template, format).path).toBe(
            `${prefix}/downloads/templates/${template.file}.${format}`,
          );
      }
    });

    it(`${locale}: each PDF is one A4 page with the template's title, description, top lines and fields`, async () => {
      for (const template of templatesOf(templatesPage(locale))) {
        const sheet = sheetOf(template, locale);
        const file = fileOf(locale, template, "pdf");
        const pdf = await getDocumentProxy(new Uint8Array(file.bytes));
        expect(pdf.numPages, file.path).toBe(1);
        const page = await pdf.getPage(1);
        const [, , width, height] = page.view;
        // A log's many columns go across the long side of the page.
        expect([Math.round(width!), Math.round(height!)], file.path).toEqual(
          sheet.layout.kind === "table" ? [842, 595] : [595, 842],
        );
        const { text } = await extractText(pdf, { mergePages: true });
        for (const expected of [
          template.title,
          template.description,
          ...printedIncludes(template, sheet),
          ...sheet.top,
          ...layoutTexts(sheet.layout),
        ])
          expect(skeleton(text), `${file.path}: ${expected}`).toContain(skeleton(expected));
        if (locale === "en") expect(text, file.path).toContain(template.title);
      }
    });

    it(`${locale}: each DOCX reads back with the template's words`, async () => {
      for (const template of templatesOf(templatesPage(locale))) {
        const sheet = sheetOf(template, locale);
        const file = fileOf(locale, template, "docx");
        const { value } = await mammoth.extractRawText({ buffer: Buffer.from(file.bytes) });
        for (const expected of [
          template.title,
          template.description,
          ...printedIncludes(template, sheet),
          ...sheet.top,
          ...layoutTexts(sheet.layout),
          sheet.howToUseBody,
        ])
          expect(value, `${file.path}: ${expected}`).toContain(expected);
        if (template.sheet?.howToUse) expect(value, file.path).toContain(template.sheet.howToUse);
        else expect(value, file.path).toContain(words.howToUseBody);
      }
    });

    it(`${locale}: each XLSX has the sheet's headings over its rows, for A4`, async () => {
      for (const template of templatesOf(templatesPage(locale))) {
        const sheet = sheetOf(template, locale);
        const file = fileOf(locale, template, "xlsx");
        const { workbook, sheet: ws } = await xlsxSheet(file.bytes);
        expect(ws.getCell(1, 1).text, file.path).toBe(template.title);
        expect(ws.getCell(2, 1).text, file.path).toBe(template.description);
        expect(ws.getCell(3, 1).text, file.path).toContain(sheet.howToUseBody);
        for (const label of sheet.top) expect(ws.getCell(5, 1).text, file.path).toContain(label);
        const header = cellsOf(ws.getRow(HEADER_ROW));
        const column = (n: number, count: number) =>
          Array.from({ length: count }, (_, i) => ws.getCell(HEADER_ROW + 1 + i, n).text);
        switch (sheet.layout.kind) {
          case "boxes":
          case "table":
            expect(header, file.path).toEqual(["#", ...template.includes!]);
            break;
          case "grid":
            expect(header, file.path).toEqual([sheet.layout.corner, ...sheet.layout.columns]);
            expect(column(1, sheet.layout.rows.length), file.path).toEqual(sheet.layout.rows);
            break;
          case "checklist":
            expect(header, file.path).toEqual([
              sheet.layout.tick,
              sheet.layout.item,
              sheet.layout.notes,
            ]);
            expect(column(2, template.includes!.length), file.path).toEqual(template.includes);
            break;
        }
        expect(ws.pageSetup.paperSize, file.path).toBe(9);
        expect(workbook.title, file.path).toBe(template.title);
      }
    });

    it(`${locale}: the families' sheets lay out as a log, questions and a checklist`, () => {
      const kinds = Object.fromEntries(
        templatesOf(templatesPage(locale))
          .filter((t) => patientSheets.includes(t.file))
          .map((t) => [t.file, sheetOf(t, locale).layout.kind]),
      );
      expect(kinds).toEqual({
        "icu-visit-log": "table",
        "medicine-schedule": "table",
        "questions-for-the-doctor": "boxes",
        "discharge-checklist": "checklist",
        "hospital-bills-and-claims": "table",
      });
    });

    it(`${locale}: the planner's data is seven days by ${PLANNER_HOURS} hours, 6 am to 11 pm`, () => {
      const { layout } = planner(locale);
      expect(layout.columns).toHaveLength(PLANNER_DAYS);
      expect(new Set(layout.columns).size).toBe(PLANNER_DAYS);
      expect(layout.rows).toHaveLength(PLANNER_HOURS);
      expect(new Set(layout.rows).size).toBe(PLANNER_HOURS);
      // Each label names its hour: the first starts at 6, the last ends at 11.
      // Bengali and Marathi write the hours in their own digits (lib/digits.ts).
      expect(latinDigits(layout.rows[0]!)).toMatch(/6–7/);
      expect(latinDigits(layout.rows.at(-1)!)).toMatch(/10–11/);
      if (locale === "en") {
        expect(layout.columns[0]).toBe("Monday");
        expect(layout.rows[0]).toBe("6–7 am");
        expect(layout.rows.at(-1)).toBe("10–11 pm");
      }
    });

    it(`${locale}: the planner's DOCX is a table of 7 day columns and ${PLANNER_HOURS} hour rows`, async () => {
      const { template, layout } = planner(locale);
      const [grid] = await docxTables(fileOf(locale, template, "docx").bytes);
      expect(grid![0], "headings").toEqual([layout.corner, ...layout.columns]);
      const rows = grid!.slice(1);
      expect(rows).toHaveLength(PLANNER_HOURS);
      expect(rows.map((row) => row[0])).toEqual(layout.rows);
      for (const row of rows) expect(row.slice(1)).toEqual(Array(PLANNER_DAYS).fill(""));
    });

    it(`${locale}: the planner's XLSX has 7 day columns and ${PLANNER_HOURS} hour rows, then the review`, async () => {
      const { template, layout } = planner(locale);
      const { sheet } = await xlsxSheet(fileOf(locale, template, "xlsx").bytes);
      expect(cellsOf(sheet.getRow(HEADER_ROW))).toEqual([layout.corner, ...layout.columns]);
      const labels = Array.from(
        { length: PLANNER_HOURS + 1 },
        (_, i) => sheet.getCell(HEADER_ROW + 1 + i, 1).text,
      );
      expect(labels).toEqual([...layout.rows, ""]);
      const after = Array.from(
        { length: 6 },
        (_, i) => sheet.getCell(HEADER_ROW + 2 + PLANNER_HOURS + i, 1).text,
      );
      for (const note of layout.notes) expect(after).toContain(note);
    });
  }

  it("en: the planner's PDF draws the days across one line and the hours down one column, evenly", async () => {
    const { template, layout } = planner("en");
    const pdf = await getDocumentProxy(new Uint8Array(fileOf("en", template, "pdf").bytes));
    const { items } = await (await pdf.getPage(1)).getTextContent();
    const placed = items
      .filter((item) => "str" in item)
      .map((item) => ({
        text: item.str,
        x: item.transform[4] as number,
        y: item.transform[5] as number,
      }));
    const find = (text: string) => {
      const found = placed.filter((p) => p.text === text);
      expect(found, text).toHaveLength(1);
      return found[0]!;
    };
    const days = layout.columns.map(find);
    expect(new Set(days.map((d) => Math.round(d.y))).size, "one row of days").toBe(1);
    for (let i = 1; i < days.length; i++) expect(days[i]!.x).toBeGreaterThan(days[i - 1]!.x);
    const hours = layout.rows.map(find);
    for (const hour of hours) expect(hour.x).toBeLessThan(days[0]!.x);
    const steps = hours.slice(1).map((hour, i) => hours[i]!.y - hour.y);
    for (const step of steps) {
      expect(step).toBeGreaterThan(17);
      expect(Math.abs(step - steps[0]!)).toBeLessThan(0.5);
    }
    expect(hours[0]!.y).toBeLessThan(days[0]!.y);
  });

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
    const cards = templatesOf(await withTemplateDownloads(templatesPage("en"), "en"));
    const shown = cards.flatMap((t) => t.downloads ?? []);
    expect(shown).toHaveLength(files.en.length);
    for (const download of shown) {
      const file = files.en.find((f) => f.path === download.href)!;
      expect(download.bytes, download.href).toBe(file.bytes.length);
    }
    // The layout only the files need (the planner's hours, a log's widths) is not sent to the page.
    for (const card of cards) expect(card.sheet, card.file).toBeUndefined();
  });

  it("re-packs an archive with one date, whatever time it was made at", async () => {
    const docx = files.en.find((f) => f.path.endsWith(".docx"))!.bytes;
    const fixed = withFixedDate(docx, "2026-01-01");
    expect(
      Buffer.compare(Buffer.from(withFixedDate(fixed, "2026-01-01")), Buffer.from(fixed)),
    ).toBe(0);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(fixed) });
    expect(value).toContain("Weekly study planner");
  });
});
