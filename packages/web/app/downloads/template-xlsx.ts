/**
 * A template as a spreadsheet (exceljs), to keep filling in over weeks: the title, description
 * and how to use it at the top, Name and Date, then a table whose columns are the template's
 * fields, with numbered empty rows. It prints on A4, fitted to the page's width, the column
 * headings repeated on every printed page.
 */
import ExcelJS from "exceljs";
import { withFixedDate } from "./deterministic-zip.ts";
import type { TemplateSheet } from "./template-sheet.ts";

/** Empty rows to fill in. */
const ROWS = 40;
const HEADER_ROW = 7;
const BORDER = { style: "thin" as const, color: { argb: "FFB8BFC7" } };
const BOX = { top: BORDER, left: BORDER, bottom: BORDER, right: BORDER };

/** A worksheet name: at most 31 characters, none of : \ / ? * [ ]. */
function sheetName(title: string): string {
  return [...title.replace(/[:\\/?*[\]]/g, " ")].slice(0, 31).join("").trim() || "Sheet";
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
  const columns = sheet.fields.length + 1;
  const ws = workbook.addWorksheet(sheetName(sheet.title), {
    pageSetup: {
      paperSize: 9, // A4
      orientation: columns > 3 ? "landscape" : "portrait",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
      printTitlesRow: `${HEADER_ROW}:${HEADER_ROW}`,
    },
    headerFooter: { oddFooter: `&L${sheet.footer.replace(/&/g, "&&")}` },
    views: [{ state: "frozen", ySplit: HEADER_ROW }],
  });
  ws.columns = [{ width: 6 }, ...sheet.fields.map(() => ({ width: 36 }))];
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
  ws.getRow(3).height = 32;
  across(3);
  // Name and Date as lines to write on, like the printed sheet.
  ws.getCell(5, 1).value =
    `${sheet.nameLabel}: ${"_".repeat(30)}    ${sheet.dateLabel}: ${"_".repeat(16)}`;
  ws.getCell(5, 1).font = { bold: true };
  across(5);

  const header = ws.getRow(HEADER_ROW);
  header.values = ["#", ...sheet.fields];
  header.height = 36;
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.alignment = { wrapText: true, vertical: "middle" };
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE6F4F3" } };
    cell.border = BOX;
  });
  for (let i = 1; i <= ROWS; i++) {
    const row = ws.getRow(HEADER_ROW + i);
    row.height = 22;
    for (let column = 1; column <= columns; column++) {
      const cell = row.getCell(column);
      if (column === 1) cell.value = i;
      cell.border = BOX;
      cell.alignment = { vertical: "top", wrapText: true };
    }
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return withFixedDate(new Uint8Array(buffer as ArrayBuffer), sheet.date);
}
