/**
 * A template as a one-page A4 PDF (pdf-lib), to print and fill in by hand: the title, the
 * description, the lines to write on at the top (Name and Date, or the template's own), how to use
 * it, then the sheet's layout (template-sheet.ts): a ruled box per field, a log's table (on a
 * landscape page), a timetable's grid, or a checklist with boxes to tick.
 *
 * Hindi, Marathi and Bengali need shaping (conjuncts such as क्ष, প্র and স্ট্র, the i-matra drawn
 * before its consonant, reph): pdf-lib lays text out with @pdf-lib/fontkit, whose Indic shaper does
 * this with an OpenType font. The fonts come from npm (@fontsource, `family` below), whose files
 * are split by script, so a line is drawn in runs: the script in its script's file, everything
 * else (Latin digits, Latin, ·) in the family's Latin file. That shaper is compiled for a `regeneratorRuntime` global it never declares
 * (pdf-lib#1419, pdf-lib#785: "regeneratorRuntime is not defined" on the first Indic text), so the
 * runtime is loaded first. Checked by rendering the Hindi, Marathi and Bengali sheets to images
 * (pdftoppm).
 */
import "regenerator-runtime/runtime.js";
import fontkit from "@pdf-lib/fontkit";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import type { SheetLayout, TemplateSheet } from "./template-sheet.ts";
import { localeInfo } from "../../i18n/locales.ts";

const require = createRequire(import.meta.url);

/** The Indic script a sheet's language is written in. */
type Script = "devanagari" | "bengali";

/**
 * Each script's family on npm (@fontsource): Noto Sans Devanagari; for Bengali, Hind Siliguri.
 * Noto Sans Bengali's current release draws conjuncts from parts (half forms, flags, a headline
 * piece) that fontkit's shaper puts together wrong: স্ট্রিম came out as "স্টি ম" and the danda as a
 * box (rendered and looked at, issue 36). Hind Siliguri (Indian Type Foundry, OFL) has each
 * conjunct whole, and fontkit shapes it right.
 */
const family: Record<Script, string> = {
  devanagari: "noto-sans-devanagari",
  bengali: "hind-siliguri",
};

function fontFile(script: Script, subset: Script | "latin", weight: 400 | 700): Uint8Array {
  const name = family[script];
  return readFileSync(
    require.resolve(`@fontsource/${name}/files/${name}-${subset}-${weight}-normal.woff`),
  );
}

/** `deva`: the font of the sheet's Indic script (Devanagari for Hindi and Marathi, Bengali for Bengali). */
type Fonts = { deva: PDFFont; latin: PDFFont; inScript: (char: string) => boolean };

/**
 * fontkit, but every glyph the Indic shaper adds without a character of its own (the second glyph
 * of Devanagari ई, for one) is given the zero-width joiner in the PDF's text layer: pdf-lib writes
 * an empty mapping for such a glyph, and a reader then copies its glyph number as a character
 * ("देई0ल" for देईल in a Marathi sheet, a control character in Hindi).
 */
const textLayerFontkit: typeof fontkit = {
  ...fontkit,
  create(...args: Parameters<typeof fontkit.create>) {
    const font = fontkit.create(...args);
    const layout = font.layout.bind(font);
    font.layout = (...run: Parameters<typeof font.layout>) => {
      const laidOut = layout(...run);
      // A copy of the glyph, never the glyph itself: fontkit keeps one object per glyph and
      // shapes the next text by its characters (a changed one broke the reph of डिस्चार्ज).
      laidOut.glyphs = laidOut.glyphs.map((glyph) =>
        glyph.codePoints.length
          ? glyph
          : (Object.create(glyph, { codePoints: { value: [0x200d] } }) as typeof glyph),
      );
      return laidOut;
    };
    return font;
  },
};

/** A4 in PDF points (portrait; a log's table turns it landscape), and the page's margin. */
const A4 = { short: 595.28, long: 841.89 };
const MARGIN = 48;
const INK = rgb(0.11, 0.13, 0.16);
const MUTED = rgb(0.36, 0.39, 0.44);
const BRAND = rgb(0.05, 0.42, 0.4);
const RULE = rgb(0.72, 0.75, 0.78);
const TINT = rgb(0.9, 0.96, 0.95);
/** The smallest row a hand can write in, in points (about 6 mm): less, and the sheet fails. */
const MIN_ROW = 17;

/** What the Bengali file of Hind Siliguri draws: the script, the danda it ends sentences with, its joiners. */
function isBengali(char: string): boolean {
  const cp = char.codePointAt(0) ?? 0;
  return (cp >= 0x0980 && cp <= 0x09ff) || [0x0964, 0x0965, 0x200c, 0x200d, 0x25cc].includes(cp);
}

/** What the Devanagari file of the font draws: the script, its joiners, ₹ and the dotted circle. */
function isDevanagari(char: string): boolean {
  const cp = char.codePointAt(0) ?? 0;
  return (
    (cp >= 0x0900 && cp <= 0x097f) ||
    (cp >= 0x1cd0 && cp <= 0x1cff) ||
    (cp >= 0xa8e0 && cp <= 0xa8ff) ||
    [0x200c, 0x200d, 0x20b9, 0x25cc].includes(cp)
  );
}

/** A text cut into runs of one font each: a Devanagari syllable never changes font halfway. */
function runs(text: string, fonts: Fonts): { text: string; font: PDFFont }[] {
  const out: { text: string; font: PDFFont }[] = [];
  for (const char of text) {
    // A space stays with the run it is in, so words are not cut into single runs.
    const font =
      char === " " && out.length
        ? out.at(-1)!.font
        : fonts.inScript(char)
          ? fonts.deva
          : fonts.latin;
    const last = out.at(-1);
    if (last && last.font === font) last.text += char;
    else out.push({ text: char, font });
  }
  return out;
}

/**
 * A run's width at size 1 (widths scale with the size), remembered: each measure shapes the text
 * anew, and Indic shaping is slow enough that line breaking, which measures every word many
 * times over, would otherwise take seconds a sheet.
 */
const unitWidths = new WeakMap<PDFFont, Map<string, number>>();

function runWidth(run: { text: string; font: PDFFont }, size: number): number {
  let widths = unitWidths.get(run.font);
  if (!widths) unitWidths.set(run.font, (widths = new Map()));
  let width = widths.get(run.text);
  if (width === undefined) widths.set(run.text, (width = run.font.widthOfTextAtSize(run.text, 1)));
  return width * size;
}

function widthOf(text: string, fonts: Fonts, size: number): number {
  return runs(text, fonts).reduce((sum, run) => sum + runWidth(run, size), 0);
}

/** Greedy line breaking at spaces, measuring each word in the fonts it is drawn in. */
function wrap(text: string, fonts: Fonts, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && widthOf(candidate, fonts, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function drawLine(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  size: number,
  fonts: Fonts,
  color = INK,
) {
  let at = x;
  for (const run of runs(text, fonts)) {
    page.drawText(run.text, { x: at, y, size, font: run.font, color });
    at += runWidth(run, size);
  }
}

/** One page being drawn: where its content may go, and the two weights of the font. */
type Sheet = {
  page: PDFPage;
  left: number;
  right: number;
  regular: Fonts;
  bold: Fonts;
};

/** Devanagari's matras reach well above and below Latin letters: its lines get more room. */
const leadingOf = (size: number) => size * 1.5;
/** Room inside a table's cell, around its text. */
const PAD = 4;

/** Draws wrapped text from `y` (its first baseline) down, across the page; returns the y under it. */
function drawParagraph(
  sheet: Sheet,
  text: string,
  y: number,
  size: number,
  fonts: Fonts,
  color: RGB = INK,
): number {
  for (const line of wrap(text, fonts, size, sheet.right - sheet.left)) {
    drawLine(sheet.page, line, sheet.left, y, size, fonts, color);
    y -= size * 1.55;
  }
  return y;
}

/** The height of `text` wrapped in a cell `width` wide, padding included. */
function cellHeight(text: string, fonts: Fonts, size: number, width: number): number {
  return wrap(text, fonts, size, width - 2 * PAD).length * leadingOf(size) + 2 * PAD;
}

/**
 * Text in a cell whose top is `top`, wrapped to its width; `centre` centres each line across and
 * the block down the cell's `height` (headings and row labels), else it starts at the top left.
 */
function drawCell(
  sheet: Sheet,
  text: string,
  x: number,
  top: number,
  width: number,
  size: number,
  fonts: Fonts,
  { centre = false, height = 0, color = INK }: { centre?: boolean; height?: number; color?: RGB },
) {
  const lines = wrap(text, fonts, size, width - 2 * PAD);
  const block = lines.length * leadingOf(size);
  let baseline =
    top - PAD - size * 0.95 - (centre ? Math.max(0, (height - 2 * PAD - block) / 2) : 0);
  for (const line of lines) {
    const at = centre ? x + (width - widthOf(line, fonts, size)) / 2 : x + PAD;
    drawLine(sheet.page, line, at, baseline, size, fonts, color);
    baseline -= leadingOf(size);
  }
}

function rule(sheet: Sheet, x1: number, y1: number, x2: number, y2: number, thickness = 0.75) {
  sheet.page.drawLine({
    start: { x: x1, y: y1 },
    end: { x: x2, y: y2 },
    thickness,
    color: RULE,
  });
}

function box(sheet: Sheet, x: number, top: number, width: number, height: number, fill?: RGB) {
  sheet.page.drawRectangle({
    x,
    y: top - height,
    width,
    height,
    borderColor: RULE,
    borderWidth: 1,
    ...(fill ? { color: fill } : {}),
  });
}

/** Ruled lines to write on inside a box, `gap` apart, from its top down to its bottom. */
function ruledLines(sheet: Sheet, x1: number, x2: number, top: number, bottom: number, gap = 22) {
  for (let line = top - gap; line > bottom + 6; line -= gap) rule(sheet, x1, line, x2, line, 0.5);
}

/** Where each column starts and how wide it is, from their shares of `width`. */
function columnsOf(left: number, width: number, shares: number[]): { x: number; w: number }[] {
  const total = shares.reduce((sum, share) => sum + share, 0);
  let x = left;
  return shares.map((share) => {
    const w = (width * share) / total;
    const column = { x, w };
    x += w;
    return column;
  });
}

/** A row of column headings on a tinted band; returns its height. */
function drawHeadings(
  sheet: Sheet,
  headings: string[],
  columns: { x: number; w: number }[],
  top: number,
  size: number,
): number {
  const height = Math.max(
    ...headings.map((text, i) => cellHeight(text, sheet.bold, size, columns[i]!.w)),
  );
  box(sheet, sheet.left, top, sheet.right - sheet.left, height, TINT);
  headings.forEach((text, i) =>
    drawCell(sheet, text, columns[i]!.x, top, columns[i]!.w, size, sheet.bold, {
      centre: true,
      height,
    }),
  );
  return height;
}

/** The rows' height when `count` rows share `space`; a sheet whose rows are too small fails. */
function rowHeight(space: number, count: number, what: string): number {
  const height = space / count;
  if (!(height >= MIN_ROW))
    throw new Error(`${what}: ${count} rows of ${height.toFixed(1)} pt do not fit on the page`);
  return height;
}

/** Vertical rules between columns, from `top` down to `bottom`. */
function columnRules(sheet: Sheet, columns: { x: number }[], top: number, bottom: number) {
  for (const { x } of columns.slice(1)) rule(sheet, x, top, x, bottom);
}

/** A box to write in under each field's label, the boxes sharing what is left of the page. */
function drawBoxes(sheet: Sheet, fields: string[], y: number, bottom: number, title: string) {
  const size = 11.5;
  const gap = fields.length > 4 ? 10 : 14;
  const width = sheet.right - sheet.left;
  const labels = fields.map((field) => wrap(field, sheet.bold, size, width));
  // A label's first baseline sits `size + 4` under the top, and its box 8 under its last line.
  const labelHeights = labels.map((lines) => size + 4 + (lines.length - 1) * leadingOf(size) + 8);
  const space = y - bottom - labelHeights.reduce((sum, h) => sum + h, 0);
  const boxHeight = rowHeight(space - (fields.length - 1) * gap, fields.length, title);
  labels.forEach((lines, i) => {
    let baseline = y - size - 4;
    for (const line of lines) {
      drawLine(sheet.page, line, sheet.left, baseline, size, sheet.bold);
      baseline -= leadingOf(size);
    }
    y -= labelHeights[i]!;
    box(sheet, sheet.left, y, width, boxHeight);
    ruledLines(sheet, sheet.left + 10, sheet.right - 10, y, y - boxHeight);
    y -= boxHeight + gap;
  });
}

/** A log: the columns' headings, then as many empty rows as the page holds. */
function drawTable(
  sheet: Sheet,
  layout: Extract<SheetLayout, { kind: "table" }>,
  y: number,
  bottom: number,
  title: string,
) {
  const columns = columnsOf(sheet.left, sheet.right - sheet.left, layout.widths);
  const head = drawHeadings(sheet, layout.columns, columns, y, 9.5);
  const space = y - head - bottom;
  const count = Math.floor(space / 28);
  const height = rowHeight(space, count, title);
  box(sheet, sheet.left, y, sheet.right - sheet.left, head + space);
  for (let i = 1; i < count; i++) {
    const line = y - head - i * height;
    rule(sheet, sheet.left, line, sheet.right, line, 0.5);
  }
  columnRules(sheet, columns, y, y - head - space);
}

/** A timetable: headings across, a label for each row down the side, then the note boxes. */
function drawGrid(
  sheet: Sheet,
  layout: Extract<SheetLayout, { kind: "grid" }>,
  y: number,
  bottom: number,
  title: string,
) {
  const size = 9;
  const width = sheet.right - sheet.left;
  const labelWidth = Math.max(
    56,
    ...[layout.corner, ...layout.rows].map((t) => widthOf(t, sheet.bold, size) + 2 * PAD + 2),
  );
  const share = (width - labelWidth) / layout.columns.length;
  const columns = [
    { x: sheet.left, w: labelWidth },
    ...layout.columns.map((_, i) => ({ x: sheet.left + labelWidth + i * share, w: share })),
  ];
  const head = drawHeadings(sheet, [layout.corner, ...layout.columns], columns, y, 9.5);

  // The notes, side by side under the grid: a label (as tall as the longest) and a box with lines.
  const noteGap = 10;
  const noteWidth = (width - (layout.notes.length - 1) * noteGap) / layout.notes.length;
  const noteLabel = Math.max(
    0,
    ...layout.notes.map((note) => cellHeight(note, sheet.bold, 10, noteWidth + 2 * PAD) - 2),
  );
  const noteBox = 66;
  const notesHeight = layout.notes.length ? 12 + noteLabel + noteBox : 0;
  const space = y - head - bottom - notesHeight;
  const height = rowHeight(space, layout.rows.length, title);
  const gridBottom = y - head - space;
  // The row labels on a lighter band, so the hours read down the side.
  sheet.page.drawRectangle({
    x: sheet.left,
    y: gridBottom,
    width: labelWidth,
    height: space,
    color: rgb(0.96, 0.97, 0.97),
  });
  layout.rows.forEach((label, i) => {
    const top = y - head - i * height;
    if (i > 0) rule(sheet, sheet.left, top, sheet.right, top, 0.5);
    drawCell(sheet, label, sheet.left, top, labelWidth, size, sheet.bold, {
      centre: true,
      height,
      color: MUTED,
    });
  });
  box(sheet, sheet.left, y, width, head + space);
  columnRules(sheet, columns, y, gridBottom);

  layout.notes.forEach((note, i) => {
    const x = sheet.left + i * (noteWidth + noteGap);
    const top = gridBottom - 12;
    drawCell(sheet, note, x - PAD, top, noteWidth + 2 * PAD, 10, sheet.bold, {});
    box(sheet, x, top - noteLabel, noteWidth, noteBox);
    ruledLines(sheet, x + 6, x + noteWidth - 6, top - noteLabel, top - noteLabel - noteBox, 20);
  });
}

/** A checklist: a box to tick, the item, and lines for notes, one row per item. */
function drawChecklist(
  sheet: Sheet,
  layout: Extract<SheetLayout, { kind: "checklist" }>,
  y: number,
  bottom: number,
  title: string,
) {
  const width = sheet.right - sheet.left;
  const tickWidth = Math.max(44, widthOf(layout.tick, sheet.bold, 9.5) + 2 * PAD + 4);
  // The box to tick, then the item and its notes sharing the rest.
  const tick = { x: sheet.left, w: tickWidth };
  const item = { x: tick.x + tick.w, w: (width - tickWidth) / 2 };
  const notes = { x: item.x + item.w, w: (width - tickWidth) / 2 };
  const columns = [tick, item, notes];
  const head = drawHeadings(sheet, [layout.tick, layout.item, layout.notes], columns, y, 9.5);
  const space = y - head - bottom;
  const height = rowHeight(space, layout.items.length, title);
  layout.items.forEach((text, i) => {
    const top = y - head - i * height;
    if (i > 0) rule(sheet, sheet.left, top, sheet.right, top, 0.5);
    if (cellHeight(text, sheet.regular, 10.5, item.w) > height)
      throw new Error(`${title}: "${text}" does not fit in its row`);
    const side = 13;
    sheet.page.drawRectangle({
      x: tick.x + (tick.w - side) / 2,
      y: top - 8 - side,
      width: side,
      height: side,
      borderColor: INK,
      borderWidth: 1,
    });
    drawCell(sheet, text, item.x, top - 2, item.w, 10.5, sheet.regular, {});
    ruledLines(sheet, notes.x + 6, notes.x + notes.w - 6, top, top - height, 20);
  });
  box(sheet, sheet.left, y, width, head + space);
  columnRules(sheet, columns, y, y - head - space);
}

export async function templatePdf(sheet: TemplateSheet): Promise<Uint8Array> {
  // No metadata of pdf-lib's own (its producer and today's date): the same sheet gives the same bytes.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(textLayerFontkit);
  const script: Script = sheet.locale === "bn" ? "bengali" : "devanagari";
  const inScript = script === "bengali" ? isBengali : isDevanagari;
  const embed = (subset: Script | "latin", weight: 400 | 700) =>
    // A fixed name instead of pdf-lib's random subset tag, for the same reason.
    doc.embedFont(fontFile(script, subset, weight), {
      subset: true,
      customName: `${script === "bengali" ? "HindSiliguri" : "NotoSansDevanagari"}-${subset}-${weight}`,
    });
  const regular: Fonts = {
    deva: await embed(script, 400),
    latin: await embed("latin", 400),
    inScript,
  };
  const bold: Fonts = {
    deva: await embed(script, 700),
    latin: await embed("latin", 700),
    inScript,
  };
  const date = new Date(`${sheet.date}T00:00:00Z`);
  doc.setTitle(sheet.title, { showInWindowTitleBar: true });
  doc.setSubject(sheet.description);
  doc.setAuthor(sheet.author);
  doc.setCreator(sheet.author);
  doc.setProducer(sheet.author);
  doc.setLanguage(localeInfo[sheet.locale].hreflang);
  doc.setCreationDate(date);
  doc.setModificationDate(date);

  const { layout } = sheet;
  // A log's many columns need the page's long side across; a grid needs its height for the rows.
  const landscape = layout.kind === "table";
  const compact = layout.kind === "table" || layout.kind === "grid";
  const [width, height] = landscape ? [A4.long, A4.short] : [A4.short, A4.long];
  const page = doc.addPage([width, height]);
  // A landscape page keeps a narrower margin, for more rows on its short side.
  const margin = landscape ? MARGIN - 12 : MARGIN;
  const s: Sheet = { page, left: margin, right: width - margin, regular, bold };
  let y = height - margin - 10;

  drawLine(page, sheet.category.toUpperCase(), s.left, y, 10, bold, BRAND);
  y -= compact ? 26 : 30;
  y = drawParagraph(s, sheet.title, y, compact ? 18 : 22, bold);
  y -= 2;
  y = drawParagraph(s, sheet.description, y, compact ? 10 : 11, regular, MUTED);
  y -= compact ? 8 : 12;

  // The lines at the top (Name and Date, or the template's own), each a label and a line to
  // write on: as many to a row as leave each at least 110 pt to write on, sharing that room.
  const labels = sheet.top.map((label) => ({
    text: `${label}:`,
    width: widthOf(`${label}:`, bold, 11),
  }));
  const rows: (typeof labels)[] = [];
  for (const label of labels) {
    const row = rows.at(-1);
    const used = (row ?? []).reduce((sum, l) => sum + l.width + 22, 0);
    if (row && used + label.width + 22 + (row.length + 1) * 110 <= s.right - s.left)
      row.push(label);
    else rows.push([label]);
  }
  for (const row of rows) {
    const room = (s.right - s.left - row.reduce((sum, l) => sum + l.width + 22, 0)) / row.length;
    let x = s.left;
    for (const label of row) {
      drawLine(page, label.text, x, y, 11, bold);
      rule(s, x + label.width + 6, y - 2, x + label.width + 6 + room, y - 2);
      x += label.width + 22 + room;
    }
    y -= 26;
  }
  y -= compact ? 0 : 2;

  drawLine(page, sheet.howToUse, s.left, y, compact ? 11 : 12, bold);
  y -= compact ? 15 : 18;
  y = drawParagraph(s, sheet.howToUseBody, y, compact ? 9.5 : 10.5, regular, MUTED);
  y -= compact ? 2 : 8;

  // The part to fill in shares what is left of the page above the footer.
  const bottom = margin + 18;
  switch (layout.kind) {
    case "boxes":
      drawBoxes(s, layout.fields, y, bottom, sheet.title);
      break;
    case "table":
      drawTable(s, layout, y, bottom, sheet.title);
      break;
    case "grid":
      drawGrid(s, layout, y, bottom, sheet.title);
      break;
    case "checklist":
      drawChecklist(s, layout, y, bottom, sheet.title);
      break;
  }

  drawLine(page, sheet.footer, s.left, margin, 8.5, regular, MUTED);
  return doc.save({ useObjectStreams: false });
}
