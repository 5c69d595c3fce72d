/**
 * The page's language and its message catalogue, for every component. The root route's
 * loader picks both at build time from the URL (root.tsx), so the catalogue reaches the
 * browser inside the page's own data: a Hindi page carries the Hindi messages and no
 * English ones, and no component bundles a catalogue (decision 0024).
 */
import { createContext, use, useMemo, type ReactNode } from "react";
import type { Messages } from "./catalogue.ts";
import { localizedPath, type Locale } from "./locales.ts";

type I18n = {
  locale: Locale;
  /** The messages of `locale`. */
  m: Messages;
  /** A path of this site in the page's language: "/study-tips" on a Hindi page is "/hi/study-tips". */
  href: (path: string) => string;
};

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo<I18n>(
    () => ({ locale, m: messages, href: (path) => localizedPath(path, locale) }),
    [locale, messages],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The page's language, its messages and its link maker. Throws outside an I18nProvider. */
export function useI18n(): I18n {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error("useI18n needs an <I18nProvider> (root.tsx gives every page one)");
  return i18n;
}
