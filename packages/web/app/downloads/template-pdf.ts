/**
 * A template as a one-page A4 PDF (pdf-lib), to print and fill in by hand: the title, the
 * description, how to use it, Name and Date lines, then one ruled box per field.
 *
 * Hindi needs shaping (conjuncts such as क्ष and प्र, the i-matra drawn before its consonant, reph):
 * pdf-lib lays text out with @pdf-lib/fontkit, whose Indic shaper does this with an OpenType font.
 * The font is Noto Sans Devanagari from npm (@fontsource), whose files come split by script, so a
 * line is drawn in runs: Devanagari in its Devanagari file, everything else (digits, Latin, ·) in
 * its Latin file. That shaper is compiled for a `regeneratorRuntime` global it never declares
 * (pdf-lib#1419, pdf-lib#785: "regeneratorRuntime is not defined" on the first Indic text), so the
 * runtime is loaded first. Checked by rendering the Hindi sheets to images (pdftoppm).
 */
import "regenerator-runtime/runtime.js";
import fontkit from "@pdf-lib/fontkit";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { TemplateSheet } from "./template-sheet.ts";

const require = createRequire(import.meta.url);

function fontFile(subset: "devanagari" | "latin", weight: 400 | 700): Uint8Array {
  return readFileSync(
    require.resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
    ),
  );
}

type Fonts = { deva: PDFFont; latin: PDFFont };

/** A4 in PDF points, and the page's margin. */
const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const INK = rgb(0.11, 0.13, 0.16);
const MUTED = rgb(0.36, 0.39, 0.44);
const BRAND = rgb(0.05, 0.42, 0.4);
const RULE = rgb(0.72, 0.75, 0.78);

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
      char === " " && out.length ? out.at(-1)!.font : isDevanagari(char) ? fonts.deva : fonts.latin;
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

/** Draws wrapped text from `y` (its first baseline) down; returns the y under it. */
function drawParagraph(
  page: PDFPage,
  text: string,
  y: number,
  size: number,
  fonts: Fonts,
  color = INK,
): number {
  const width = PAGE.width - 2 * PAGE.margin;
  // Devanagari's matras reach well above and below Latin letters: give its lines more room.
  const leading = size * 1.55;
  for (const line of wrap(text, fonts, size, width)) {
    drawLine(page, line, PAGE.margin, y, size, fonts, color);
    y -= leading;
  }
  return y;
}

export async function templatePdf(sheet: TemplateSheet): Promise<Uint8Array> {
  // No metadata of pdf-lib's own (its producer and today's date): the same sheet gives the same bytes.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const embed = (subset: "devanagari" | "latin", weight: 400 | 700) =>
    // A fixed name instead of pdf-lib's random subset tag, for the same reason.
    doc.embedFont(fontFile(subset, weight), {
      subset: true,
      customName: `NotoSansDevanagari-${subset}-${weight}`,
    });
  const regular: Fonts = { deva: await embed("devanagari", 400), latin: await embed("latin", 400) };
  const bold: Fonts = { deva: await embed("devanagari", 700), latin: await embed("latin", 700) };
  const date = new Date(`${sheet.date}T00:00:00Z`);
  doc.setTitle(sheet.title, { showInWindowTitleBar: true });
  doc.setSubject(sheet.description);
  doc.setAuthor(sheet.author);
  doc.setCreator(sheet.author);
  doc.setProducer(sheet.author);
  doc.setLanguage(sheet.locale === "hi" ? "hi-IN" : "en-IN");
  doc.setCreationDate(date);
  doc.setModificationDate(date);

  const page = doc.addPage([PAGE.width, PAGE.height]);
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  let y = PAGE.height - PAGE.margin - 10;

  drawLine(page, sheet.category.toUpperCase(), left, y, 10, bold, BRAND);
  y -= 30;
  y = drawParagraph(page, sheet.title, y, 22, bold);
  y -= 2;
  y = drawParagraph(page, sheet.description, y, 11, regular, MUTED);
  y -= 12;

  // Name and Date, each a label and a line to write on.
  const half = (right - left) / 2;
  for (const [i, label] of [sheet.nameLabel, sheet.dateLabel].entries()) {
    const x = left + i * half;
    drawLine(page, `${label}:`, x, y, 11, bold);
    const start = x + widthOf(`${label}:`, bold, 11) + 6;
    page.drawLine({
      start: { x: start, y: y - 2 },
      end: { x: x + half - 16, y: y - 2 },
      thickness: 0.75,
      color: RULE,
    });
  }
  y -= 28;

  drawLine(page, sheet.howToUse, left, y, 12, bold);
  y -= 18;
  y = drawParagraph(page, sheet.howToUseBody, y, 10.5, regular, MUTED);
  y -= 8;

  // One box per field, sharing what is left of the page above the footer.
  const footerTop = PAGE.margin + 18;
  const gap = 14;
  const labelHeight = 20;
  const boxHeight =
    (y - footerTop - sheet.fields.length * (labelHeight + gap)) / sheet.fields.length;
  const ruleGap = 22;
  for (const field of sheet.fields) {
    y -= labelHeight - 4;
    drawLine(page, field, left, y, 11.5, bold);
    y -= 8;
    page.drawRectangle({
      x: left,
      y: y - boxHeight,
      width: right - left,
      height: boxHeight,
      borderColor: RULE,
      borderWidth: 1,
    });
    for (let line = y - ruleGap; line > y - boxHeight + 6; line -= ruleGap)
      page.drawLine({
        start: { x: left + 10, y: line },
        end: { x: right - 10, y: line },
        thickness: 0.5,
        color: RULE,
      });
    y -= boxHeight + gap;
  }

  drawLine(page, sheet.footer, left, PAGE.margin, 8.5, regular, MUTED);
  return doc.save({ useObjectStreams: false });
}
