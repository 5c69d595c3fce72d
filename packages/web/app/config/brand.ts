/**
 * The site's name, on its own: the header shows it on every page, and importing the whole of
 * config/site.ts (contact details, grievance officer, desk settings) for it would put all of
 * that into the code every page starts with.
 */
export const SITE_NAME = "Saathi";
