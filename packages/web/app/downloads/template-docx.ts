/**
 * A template as a Word document (docx), to fill in on screen or print on A4: the title and
 * description, how to use it, Name and Date, then a heading and a ruled table of empty lines for
 * each field. Devanagari text names a complex-script font that Windows and Office ship (Nirmala
 * UI), and the document's language is set, so Word shapes Hindi with its own engine.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { withFixedDate } from "./deterministic-zip.ts";
import type { TemplateSheet } from "./template-sheet.ts";

/** A4 in twentieths of a point, with 2 cm margins. */
const A4 = { width: 11906, height: 16838, margin: 1134 };
const RULE = { style: BorderStyle.SINGLE, size: 4, color: "B8BFC7" };
const NONE = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
/** Empty lines to write on under each field. */
const LINES_PER_FIELD = 6;

export async function templateDocx(sheet: TemplateSheet): Promise<Uint8Array> {
  const lang = sheet.locale === "hi" ? "hi-IN" : "en-IN";
  const fieldTable = () =>
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
            height: { value: 454, rule: "atLeast" },
            children: [new TableCell({ children: [new Paragraph("")] })],
          }),
      ),
    });
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
            size: { width: A4.width, height: A4.height },
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
          new Paragraph({
            spacing: { before: 200, after: 200 },
            children: [
              new TextRun({ text: `${sheet.nameLabel}: `, bold: true }),
              new TextRun({ text: "_".repeat(34) }),
              new TextRun({ text: `   ${sheet.dateLabel}: `, bold: true }),
              new TextRun({ text: "_".repeat(18) }),
            ],
          }),
          new Paragraph({ heading: HeadingLevel.HEADING_2, text: sheet.howToUse }),
          new Paragraph({ children: [new TextRun({ text: sheet.howToUseBody, color: "5C6370" })] }),
          ...sheet.fields.flatMap((field) => [
            new Paragraph({ heading: HeadingLevel.HEADING_2, text: field }),
            fieldTable(),
          ]),
          new Paragraph({
            alignment: AlignmentType.LEFT,
            spacing: { before: 360 },
            children: [new TextRun({ text: sheet.footer, size: 16, color: "5C6370" })],
          }),
        ],
      },
    ],
  });
  return withFixedDate(new Uint8Array(await Packer.toBuffer(doc)), sheet.date);
}
