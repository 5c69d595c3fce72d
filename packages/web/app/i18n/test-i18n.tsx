/**
 * For unit tests: a component tree inside the provider that every page has (root.tsx), in
 * the language asked for. Tests may import every catalogue; browser code never does.
 */
import type { ReactNode } from "react";
import { catalogues } from "./catalogues.ts";
import { I18nProvider } from "./context.tsx";
import type { Locale } from "./locales.ts";

export function withI18n(ui: ReactNode, locale: Locale = "en") {
  return (
    <I18nProvider locale={locale} messages={catalogues[locale]}>
      {ui}
    </I18nProvider>
  );
}
