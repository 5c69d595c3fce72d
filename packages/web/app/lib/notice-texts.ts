/**
 * The notice texts of one language, fetched when first needed: content/notices.ts for
 * English, content/hi/notices.ts for Hindi. Each is its own chunk, so a Hindi page never
 * loads the English texts, and no page loads either before it shows a notice (notify,
 * toast-store.ts) or renders markup that carries one (`useNoticeTexts`).
 */
import type { Locale } from "../i18n/locales.ts";

/** Both languages' modules have the same exports (content/hi/notices.ts says so to the type). */
export type NoticeTexts = typeof import("../content/notices.ts");

const loaders: Record<Locale, () => Promise<NoticeTexts>> = {
  en: () => import("../content/notices.ts"),
  hi: () => import("../content/hi/notices.ts"),
  bn: () => import("../content/bn/notices.ts"),
  mr: () => import("../content/mr/notices.ts"),
};

const loaded: Partial<Record<Locale, NoticeTexts>> = {};
const pending: Partial<Record<Locale, Promise<NoticeTexts>>> = {};

/** The texts of `locale`, fetched once. */
export function loadNoticeTexts(locale: Locale): Promise<NoticeTexts> {
  return (pending[locale] ??= loaders[locale]().then((texts) => (loaded[locale] = texts)));
}

/** The texts of `locale` if they have arrived: components render them without suspending. */
export function loadedNoticeTexts(locale: Locale): NoticeTexts | undefined {
  return loaded[locale];
}
