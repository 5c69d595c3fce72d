/** The English message catalogue: every string the site's components show (not page content). */
import { content } from "./content.ts";
import { layout } from "./layout.ts";
import { offline } from "./offline.ts";

export const en = { content, layout, offline };
