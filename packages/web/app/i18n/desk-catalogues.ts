/**
 * Every language's desk messages, for build-time and server code only: the desk pages' loaders
 * (which put one language's into the page's data), the site server's filling of refused forms
 * (server/desk-pages.ts) and tests. Browser code loads one language with loadDeskMessages (desk.ts).
 */
import type { DeskMessages } from "./desk.ts";
import { desk as en } from "./en/desk.ts";
import { desk as hi } from "./hi/desk.ts";
import { desk as bn } from "./bn/desk.ts";
import { desk as mr } from "./mr/desk.ts";
import type { Locale } from "./locales.ts";

export const deskCatalogues: Record<Locale, DeskMessages> = { en, hi, bn, mr };
