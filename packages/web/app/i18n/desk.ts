/**
 * The service desk's messages (i18n/<code>/desk.ts): the request form's, the thank-you and private
 * pages', the subscription pages' words and the desk's refusals. Not in the root catalogue that
 * every page carries. A desk page gets them in its own data (its loader picks the page's language
 * at build time, desk-catalogues.ts); the home and /contact forms and /account load them here, one
 * language at a time, only when they need them (a Hindi page fetches only the Hindi chunk).
 */
import type { Widen } from "./catalogue.ts";
import type { desk } from "./en/desk.ts";
import type { Locale } from "./locales.ts";

/** English's desk messages, widened so another language fits (as `Messages`, catalogue.ts). */
export type DeskMessages = Widen<typeof desk>;

// One dynamic import per language, each its own chunk: only the page's language is fetched.
const importers: Record<Locale, () => Promise<DeskMessages>> = {
  en: () => import("./en/desk.ts").then((module) => module.desk),
  hi: () => import("./hi/desk.ts").then((module) => module.desk),
  bn: () => import("./bn/desk.ts").then((module) => module.desk),
  mr: () => import("./mr/desk.ts").then((module) => module.desk),
};

const requests: Partial<Record<Locale, Promise<DeskMessages>>> = {};

/** The desk messages of `locale`, fetched once per page (again after a failure, as offline). */
export function loadDeskMessages(locale: Locale): Promise<DeskMessages> {
  return (requests[locale] ??= importers[locale]().catch((error: unknown) => {
    delete requests[locale];
    throw error;
  }));
}
