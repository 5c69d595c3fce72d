/**
 * What one template's files hold, whatever the format: the same data the page shows (its title,
 * category, description and the fields listed under "On the sheet"), with the words around it in
 * the page's language. The PDF, DOCX and XLSX makers (template-pdf.ts, template-docx.ts,
 * template-xlsx.ts) each lay this out as a sheet to fill in, on A4.
 */
import { site } from "../config/site.ts";
import type { Template } from "../content/types.ts";
import { catalogues } from "../i18n/catalogues.ts";
import { localizedPath, type Locale } from "../i18n/locales.ts";

export type TemplateSheet = {
  locale: Locale;
  title: string;
  category: string;
  description: string;
  /** The fields to fill in: the template's `includes`. */
  fields: string[];
  /** "Name", "Date": the two lines at the top of every sheet. */
  nameLabel: string;
  dateLabel: string;
  howToUse: string;
  howToUseBody: string;
  fieldsHeading: string;
  sheetColumns: string;
  /** The sheet's last line: where it comes from. */
  footer: string;
  /** The document's date (the page's review date), so the same data always makes the same file. */
  date: string;
  author: string;
};

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
    fields: template.includes?.length ? template.includes : [template.title],
    nameLabel: words.name,
    dateLabel: words.date,
    howToUse: words.howToUse,
    howToUseBody: words.howToUseBody,
    fieldsHeading: words.fields,
    sheetColumns: words.sheetColumns,
    footer: `${words.footer(site.name)} · ${pageUrl}`,
    date: reviewed,
    author: site.name,
  };
}
