import { use } from "react";
import { useI18n } from "../i18n/context.tsx";
import { loadedNoticeTexts, loadNoticeTexts, type NoticeTexts } from "../lib/notice-texts.ts";

/**
 * The page's language's notice texts, for markup that carries a notice (`data-notice`,
 * static-island.tsx). Prerendering has them already (the root loader fetches them), and so
 * does a page reached in the browser (its clientLoader, `preloadSections`); anywhere else
 * the component suspends until they arrive.
 */
export function useNoticeTexts(): NoticeTexts {
  const { locale } = useI18n();
  return loadedNoticeTexts(locale) ?? use(loadNoticeTexts(locale));
}
