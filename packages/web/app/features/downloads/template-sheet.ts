/**
 * What one template's files hold, whatever the format: the same data the page shows (its title,
 * category, description and the fields listed under "On the sheet"), with the words around it in
 * the page's language, and the layout of the part to fill in. The PDF, DOCX and XLSX makers
 * (template-pdf.ts, template-docx.ts, template-xlsx.ts) each lay this out as a sheet on A4; this
 * module alone decides what a sheet holds, so the three formats never disagree.
 *
 * Four layouts (issue 29), chosen by the template's `sheet.layout` (content/types.ts):
 * - boxes: a box to write in for each field (the default; a column each in XLSX);
 * - table: a log, the fields as columns and one entry a row (landscape in PDF and DOCX);
 * - grid: a timetable, headings across, row labels down (the week by hour), then note boxes;
 * - checklist: one row per item, with a box to tick and room for notes.
 */
import { site } from "../../config/site.ts";
import type { Template } from "../../content/types.ts";
import { catalogues } from "../../i18n/catalogues.ts";
import { localizedPath, type Locale } from "../../i18n/locales.ts";

export type SheetLayout =
  | { kind: "boxes"; fields: string[] }
  /** `widths`: each column's share of the width, one per column. */
  | { kind: "table"; columns: string[]; widths: number[] }
  | { kind: "grid"; corner: string; columns: string[]; rows: string[]; notes: string[] }
  /** `item`, `tick`, `notes`: the headings of the checklist's three columns. */
  | { kind: "checklist"; items: string[]; item: string; tick: string; notes: string };

export type TemplateSheet = {
  locale: Locale;
  title: string;
  category: string;
  description: string;
  /** The labels of the lines to write on at the top: "Name" and "Date" unless the template says. */
  top: string[];
  howToUse: string;
  howToUseBody: string;
  layout: SheetLayout;
  /** The sheet's last line: where it comes from. */
  footer: string;
  /** The document's date (the page's review date), so the same data always makes the same file. */
  date: string;
  author: string;
};

/** Every text a sheet's layout prints, in order: what a reader of the file should find. */
export function layoutTexts(layout: SheetLayout): string[] {
  switch (layout.kind) {
    case "boxes":
      return layout.fields;
    case "table":
      return layout.columns;
    case "grid":
      return [layout.corner, ...layout.columns, ...layout.rows, ...layout.notes];
    case "checklist":
      return [layout.item, layout.tick, layout.notes, ...layout.items];
  }
}

function layoutOf(template: Template): SheetLayout {
  const fields = template.includes?.length ? template.includes : [template.title];
  const layout = template.sheet?.layout;
  switch (layout?.kind) {
    case undefined:
      return { kind: "boxes", fields };
    case "table":
      if (layout.widths.length !== fields.length || layout.widths.some((w) => !(w > 0)))
        throw new Error(
          `template ${template.file}: a table needs one positive width per column (${fields.length})`,
        );
      return { kind: "table", columns: fields, widths: layout.widths };
    case "grid":
      return {
        kind: "grid",
        corner: layout.corner,
        columns: layout.across,
        rows: layout.down,
        notes: layout.notes,
      };
    case "checklist":
      return {
        kind: "checklist",
        items: fields,
        item: layout.item,
        tick: layout.tick,
        notes: layout.notes,
      };
  }
}

export function templateSheet(
  template: Template,
  locale: Locale,
  reviewed: string,
  siteUrl: string,
): TemplateSheet {
  const words = catalogues[locale].tools.templates;
  const pageUrl = `${siteUrl.replace(/\/+$/, "")}${localizedPath("/templates-and-forms", locale)}`;
  return {
    locale,
    title: template.title,
    category: template.category,
    description: template.description,
    top: template.sheet?.top?.length ? template.sheet.top : [words.name, words.date],
    howToUse: words.howToUse,
    howToUseBody: template.sheet?.howToUse ?? words.howToUseBody,
    layout: layoutOf(template),
    footer: `${words.footer(site.name)} · ${pageUrl}`,
    date: reviewed,
    author: site.name,
  };
}
