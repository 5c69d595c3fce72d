/** The Hindi message catalogue: the same keys as English (i18n/en/), checked by the type. */
import type { Messages } from "../catalogue.ts";
import { auth } from "./auth.ts";
import { content } from "./content.ts";
import { layout } from "./layout.ts";

export const hi: Messages = { auth, content, layout };
