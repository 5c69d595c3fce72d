import type { Locale } from "../../i18n/locales.ts";

/** The language a page's text is read in (utterance.lang); the markup carries it (`data-lang`). */
export const speechLang: Record<Locale, string> = {
  en: "en-IN",
  hi: "hi-IN",
  bn: "bn-IN",
  mr: "mr-IN",
};
