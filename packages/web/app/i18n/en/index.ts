/** The English message catalogue: every string the site's components show (not page content). */
import { auth } from "./auth.ts";
import { content } from "./content.ts";
import { layout } from "./layout.ts";

export const en = { auth, content, layout };
