/** The Hindi message catalogue: the same keys as English (i18n/en/), checked by the type. */
import type { Messages } from "../catalogue.ts";
import { content } from "./content.ts";
import { layout } from "./layout.ts";
import { offline } from "./offline.ts";

export const hi: Messages = { content, layout, offline };
