/**
 * A template as a Word document (docx), to fill in on screen or print on A4: the title and
 * description, the lines to write on at the top (Name and Date, or the template's own), how to use
 * it, then the sheet's layout (template-sheet.ts) as Word tables: a heading and ruled lines for
 * each field, a log's columns with empty rows (on landscape pages), a timetable's grid with its
 * row labels, or a checklist with boxes to tick. Devanagari text names a complex-script font that
 * Windows and Office ship (Nirmala UI), and the document's language is set, so Word shapes Hindi
 * with its own engine.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  HeightRule,
  Packer,
  PageOrientation,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlignTable,
  WidthType,
} from "docx";
import { withFixedDate } from "./deterministic-zip.ts";
import type { SheetLayout, TemplateSheet } from "./template-sheet.ts";
import { localeInfo } from "../../i18n/locales.ts";

/** A4 in twentieths of a point, with 2 cm margins. */
const A4 = { width: 11906, height: 16838, margin: 1134 };
const RULE = { style: BorderStyle.SINGLE, size: 4, color: "B8BFC7" };
const NONE = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
const GRID = { top: RULE, bottom: RULE, left: RULE, right: RULE };
const TINT = { type: ShadingType.CLEAR, color: "auto", fill: "E6F4F3" };
const LABELS = { type: ShadingType.CLEAR, color: "auto", fill: "F4F6F7" };
/** Empty lines to write on under each field. */
const LINES_PER_FIELD = 6;
/** Empty rows of a log: what the rest of a landscape page holds under its headings (Word adds more). */
const LOG_ROWS = 8;

/** Cells with room around their words, so a printed table reads like the PDF's. */
const CELL_MARGINS = { top: 60, bottom: 60, left: 100, right: 100 };
/** A timetable's narrow cells keep less, so "Wednesday" fits on one line. */
const NARROW_MARGINS = { top: 40, bottom: 40, left: 40, right: 40 };

type CellOptions = {
  bold?: boolean;
  shading?: typeof TINT;
  centre?: boolean;
  size?: number;
  narrow?: boolean;
};

function cell(
  text: string,
  width: number,
  { bold = false, shading, centre = false, size, narrow = false }: CellOptions = {},
): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    verticalAlign: VerticalAlignTable.CENTER,
    margins: narrow ? NARROW_MARGINS : CELL_MARGINS,
    ...(shading ? { shading } : {}),
    children: [
      new Paragraph({
        spacing: { after: 0, line: 260 },
        alignment: centre ? AlignmentType.CENTER : AlignmentType.LEFT,
        children: text
          ? [
              new TextRun({
                text,
                bold,
                boldComplexScript: bold,
                ...(size ? { size, sizeComplexScript: size } : {}),
              }),
            ]
          : [],
      }),
    ],
  });
}

/** A bordered table of fixed column widths (twips) whose first row repeats on every page. */
function grid(widths: number[], rows: TableRow[]): Table {
  return new Table({
    width: { size: widths.reduce((sum, w) => sum + w, 0), type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: { ...GRID, insideHorizontal: RULE, insideVertical: RULE },
    rows,
  });
}

function headingRow(
  headings: string[],
  widths: number[],
  { centre = true, narrow = false } = {},
): TableRow {
  return new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: headings.map((text, i) =>
      cell(text, widths[i]!, { bold: true, shading: TINT, centre, size: narrow ? 17 : 19, narrow }),
    ),
  });
}

/** Shares of `total` twips, rounded, adding up to it exactly. */
function split(total: number, shares: number[]): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  const widths = shares.map((share) => Math.floor((total * share) / sum));
  widths[widths.length - 1]! += total - widths.reduce((a, b) => a + b, 0);
  return widths;
}

/** The part of the sheet to fill in, in Word's terms. */
function body(layout: SheetLayout, width: number): (Paragraph | Table)[] {
  switch (layout.kind) {
    case "boxes":
      return layout.fields.flatMap((field) => [
        new Paragraph({ heading: HeadingLevel.HEADING_2, text: field }),
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          borders: {
            top: RULE,
            bottom: RULE,
            left: NONE,
            right: NONE,
            insideHorizontal: RULE,
            insideVertical: NONE,
          },
          rows: Array.from(
            { length: LINES_PER_FIELD },
            () =>
              new TableRow({
                height: { value: 454, rule: HeightRule.ATLEAST },
                children: [new TableCell({ children: [new Paragraph("")] })],
              }),
          ),
        }),
      ]);
    case "table": {
      const widths = split(width, layout.widths);
      return [
        grid(widths, [
          headingRow(layout.columns, widths),
          ...Array.from(
            { length: LOG_ROWS },
            () =>
              new TableRow({
                height: { value: 567, rule: HeightRule.ATLEAST },
                children: widths.map((w) => cell("", w)),
              }),
          ),
        ]),
      ];
    }
    case "grid": {
      const label = 1200;
      const widths = [
        label,
        ...split(
          width - label,
          layout.columns.map(() => 1),
        ),
      ];
      const notes = split(
        width,
        layout.notes.map(() => 1),
      );
      return [
        grid(widths, [
          headingRow([layout.corner, ...layout.columns], widths, { narrow: true }),
          ...layout.rows.map(
            (row) =>
              new TableRow({
                cantSplit: true,
                height: { value: 440, rule: HeightRule.ATLEAST },
                children: [
                  cell(row, label, {
                    bold: true,
                    shading: LABELS,
                    centre: true,
                    size: 17,
                    narrow: true,
                  }),
                  ...widths.slice(1).map((w) => cell("", w, { narrow: true })),
                ],
              }),
          ),
        ]),
        new Paragraph({ spacing: { after: 0 }, children: [] }),
        ...(layout.notes.length
          ? [
              grid(notes, [
                headingRow(layout.notes, notes, { centre: false }),
                new TableRow({
                  height: { value: 1100, rule: HeightRule.ATLEAST },
                  children: notes.map((w) => cell("", w)),
                }),
              ]),
            ]
          : []),
      ];
    }
    case "checklist": {
      const widths = split(width, [0.9, 4.6, 4.5]);
      return [
        grid(widths, [
          headingRow([layout.tick, layout.item, layout.notes], widths),
          ...layout.items.map(
            (item) =>
              new TableRow({
                cantSplit: true,
                height: { value: 1000, rule: HeightRule.ATLEAST },
                children: [
                  // A box to tick: on screen, type over it; on paper, tick it.
                  cell("☐", widths[0]!, { centre: true, size: 32 }),
                  cell(item, widths[1]!),
                  cell("", widths[2]!),
                ],
              }),
          ),
        ]),
      ];
    }
  }
}

export async function templateDocx(sheet: TemplateSheet): Promise<Uint8Array> {
  const lang = localeInfo[sheet.locale].hreflang;
  // A log's many columns need the page's long side across, as in the PDF.
  const landscape = sheet.layout.kind === "table";
  const width = (landscape ? A4.height : A4.width) - 2 * A4.margin;
  const perLine = landscape ? 3 : 2;
  const doc = new Document({
    creator: sheet.author,
    title: sheet.title,
    description: sheet.description,
    subject: sheet.category,
    styles: {
      default: {
        document: {
          run: {
            font: { ascii: "Arial", hAnsi: "Arial", cs: "Nirmala UI" },
            size: 22,
            sizeComplexScript: 22,
            language: { value: lang },
          },
          paragraph: { spacing: { after: 120, line: 300 } },
        },
        heading1: {
          run: {
            bold: true,
            boldComplexScript: true,
            size: 40,
            sizeComplexScript: 40,
            color: "1C2129",
          },
          paragraph: { spacing: { after: 160 } },
        },
        heading2: {
          run: {
            bold: true,
            boldComplexScript: true,
            size: 24,
            sizeComplexScript: 24,
            color: "1C2129",
          },
          paragraph: { spacing: { before: 240, after: 80 } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: A4.width,
              height: A4.height,
              orientation: landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
            },
            margin: { top: A4.margin, bottom: A4.margin, left: A4.margin, right: A4.margin },
          },
        },
        children: [
          new Paragraph({
            children: [
              new TextRun({ text: sheet.category.toUpperCase(), bold: true, color: "0D6B66" }),
            ],
          }),
          new Paragraph({ heading: HeadingLevel.HEADING_1, text: sheet.title }),
          new Paragraph({ children: [new TextRun({ text: sheet.description, color: "5C6370" })] }),
          // The lines at the top, two to a line (three across a landscape page): a label and a
          // line to write on.
          ...Array.from(
            { length: Math.ceil(sheet.top.length / perLine) },
            (_, row) =>
              new Paragraph({
                spacing: { before: row ? 0 : 200, after: 160 },
                children: sheet.top
                  .slice(row * perLine, (row + 1) * perLine)
                  .flatMap((label, i) => [
                    new TextRun({ text: `${i ? "   " : ""}${label}: `, bold: true }),
                    new TextRun({ text: "_".repeat(landscape ? (i ? 14 : 22) : i ? 18 : 30) }),
                  ]),
              }),
          ),
          new Paragraph({ heading: HeadingLevel.HEADING_2, text: sheet.howToUse }),
          new Paragraph({ children: [new TextRun({ text: sheet.howToUseBody, color: "5C6370" })] }),
          ...body(sheet.layout, width),
          new Paragraph({
            alignment: AlignmentType.LEFT,
            spacing: { before: sheet.layout.kind === "boxes" ? 360 : 160 },
            children: [new TextRun({ text: sheet.footer, size: 16, color: "5C6370" })],
          }),
        ],
      },
    ],
  });
  return withFixedDate(new Uint8Array(await Packer.toBuffer(doc)), sheet.date);
}
