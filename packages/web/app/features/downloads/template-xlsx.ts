/**
 * A template as a spreadsheet (exceljs), to keep filling in over weeks: the title, description
 * and how to use it at the top, the lines to write on (Name and Date, or the template's own), then
 * the sheet's layout (template-sheet.ts) from row 7: the fields or a log's columns as headings over
 * numbered empty rows, a timetable's headings over its labelled rows (and its note boxes under
 * them), or a checklist's items, each with a box to tick and a cell for notes. It prints on A4,
 * fitted to the page's width, the headings repeated on every printed page.
 */
import ExcelJS from "exceljs";
import { withFixedDate } from "./deterministic-zip.ts";
import type { TemplateSheet } from "./template-sheet.ts";

/** Empty rows to fill in, in a sheet of fields or a log. */
const ROWS = 40;
/** The row of headings; what is above it says what the sheet is. */
export const HEADER_ROW = 7;
const BORDER = { style: "thin" as const, color: { argb: "FFB8BFC7" } };
const BOX = { top: BORDER, left: BORDER, bottom: BORDER, right: BORDER };
const TINT = { type: "pattern" as const, pattern: "solid" as const, fgColor: { argb: "FFE6F4F3" } };
const LABELS = {
  type: "pattern" as const,
  pattern: "solid" as const,
  fgColor: { argb: "FFF4F6F7" },
};

/** A worksheet name: at most 31 characters, none of : \ / ? * [ ]. */
function sheetName(title: string): string {
  return [...title.replace(/[:\\/?*[\]]/g, " ")].slice(0, 31).join("").trim() || "Sheet";
}

/** The headings and, under them, what each column is: its width and its rows' first cells. */
type Table = {
  headings: string[];
  widths: number[];
  /** Each row's cells from the left (the rest are empty); their count is the number of rows. */
  rows: (string | number)[][];
  rowHeight: number;
  /** Notes under the table: a label and a wide box to write in each. */
  notes: string[];
  /** Print the whole table on one page (a week's timetable), not only its width. */
  onePage: boolean;
};

function tableOf(sheet: TemplateSheet): Table {
  const { layout } = sheet;
  const numbered = (count: number) => Array.from({ length: count }, (_, i) => [i + 1]);
  switch (layout.kind) {
    case "boxes":
      return {
        headings: ["#", ...layout.fields],
        widths: [6, ...layout.fields.map(() => 36)],
        rows: numbered(ROWS),
        rowHeight: 22,
        notes: [],
        onePage: false,
      };
    case "table": {
      // The columns' shares of the width, as in the PDF, in characters.
      const total = layout.widths.reduce((sum, w) => sum + w, 0);
      return {
        headings: ["#", ...layout.columns],
        widths: [6, ...layout.widths.map((w) => Math.max(10, Math.round((150 * w) / total)))],
        rows: numbered(ROWS),
        rowHeight: 30,
        notes: [],
        onePage: false,
      };
    }
    case "grid":
      return {
        headings: [layout.corner, ...layout.columns],
        widths: [14, ...layout.columns.map(() => 18)],
        rows: layout.rows.map((label) => [label]),
        rowHeight: 30,
        notes: layout.notes,
        onePage: true,
      };
    case "checklist":
      return {
        headings: [layout.tick, layout.item, layout.notes],
        widths: [9, 55, 50],
        // A box to tick: type over it on screen, tick it on paper.
        rows: layout.items.map((item) => ["☐", item]),
        rowHeight: 42,
        notes: [],
        onePage: false,
      };
  }
}

export async function templateXlsx(sheet: TemplateSheet): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const date = new Date(`${sheet.date}T00:00:00Z`);
  workbook.creator = sheet.author;
  workbook.lastModifiedBy = sheet.author;
  workbook.title = sheet.title;
  workbook.subject = sheet.category;
  workbook.description = sheet.description;
  workbook.created = date;
  workbook.modified = date;
  const table = tableOf(sheet);
  const columns = table.headings.length;
  const ws = workbook.addWorksheet(sheetName(sheet.title), {
    pageSetup: {
      paperSize: 9, // A4
      orientation: columns > 3 ? "landscape" : "portrait",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: table.onePage ? 1 : 0,
      margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
      printTitlesRow: `${HEADER_ROW}:${HEADER_ROW}`,
    },
    headerFooter: { oddFooter: `&L${sheet.footer.replace(/&/g, "&&")}` },
    views: [{ state: "frozen", ySplit: HEADER_ROW }],
  });
  ws.columns = table.widths.map((width) => ({ width }));
  const across = (row: number) => ws.mergeCells(row, 1, row, columns);

  ws.getCell(1, 1).value = sheet.title;
  ws.getCell(1, 1).font = { bold: true, size: 16 };
  across(1);
  ws.getCell(2, 1).value = sheet.description;
  ws.getCell(2, 1).alignment = { wrapText: true, vertical: "top" };
  ws.getRow(2).height = 32;
  across(2);
  ws.getCell(3, 1).value = `${sheet.howToUse}: ${sheet.howToUseBody}`;
  ws.getCell(3, 1).alignment = { wrapText: true, vertical: "top" };
  ws.getCell(3, 1).font = { italic: true, color: { argb: "FF5C6370" } };
  ws.getRow(3).height = 48;
  across(3);
  // The lines at the top as lines to write on, like the printed sheet.
  ws.getCell(5, 1).value = sheet.top
    .map((label, i) => `${label}: ${"_".repeat(i ? 16 : 30)}`)
    .join("    ");
  ws.getCell(5, 1).font = { bold: true };
  across(5);

  const header = ws.getRow(HEADER_ROW);
  header.values = table.headings;
  header.height = 36;
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.alignment = { wrapText: true, vertical: "middle", horizontal: "center" };
    cell.fill = TINT;
    cell.border = BOX;
  });
  table.rows.forEach((values, i) => {
    const row = ws.getRow(HEADER_ROW + 1 + i);
    row.height = table.rowHeight;
    for (let column = 1; column <= columns; column++) {
      const cell = row.getCell(column);
      const value = values[column - 1];
      if (value !== undefined) cell.value = value;
      cell.border = BOX;
      cell.alignment = { vertical: "top", wrapText: true };
    }
    // A timetable's row labels read down the side, like the PDF's.
    if (sheet.layout.kind === "grid") {
      const label = row.getCell(1);
      label.font = { bold: true, color: { argb: "FF5C6370" } };
      label.fill = LABELS;
      label.alignment = { vertical: "middle", horizontal: "center", wrapText: true };
    }
    if (sheet.layout.kind === "checklist")
      row.getCell(1).alignment = { vertical: "top", horizontal: "center" };
  });

  // Notes under the table: a label, and the rest of its row as one box to write in.
  let at = HEADER_ROW + table.rows.length + 2;
  for (const note of table.notes) {
    const row = ws.getRow(at);
    row.height = 48;
    row.getCell(1).value = note;
    row.getCell(1).font = { bold: true };
    row.getCell(1).alignment = { vertical: "top", wrapText: true };
    row.getCell(1).fill = TINT;
    ws.mergeCells(at, 2, at, columns);
    for (let column = 1; column <= columns; column++) row.getCell(column).border = BOX;
    at++;
  }

  const buffer = await workbook.xlsx.writeBuffer();
  return withFixedDate(new Uint8Array(buffer as ArrayBuffer), sheet.date);
}
