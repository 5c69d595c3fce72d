/** Each language's mail words (a new language: its table here, and its code in contract.ts LOCALES). */
import type { Locale } from "../../config.ts";
import { bn } from "./bn.ts";
import { en } from "./en.ts";
import { hi } from "./hi.ts";
import { mr } from "./mr.ts";
import type { MailWords } from "./types.ts";

export type { Letter, MailWords } from "./types.ts";

export const MAIL_WORDS: Record<Locale, MailWords> = { en, hi, bn, mr };
