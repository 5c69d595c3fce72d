/**
 * The language menu's list (header-panels.tsx) and the phone menu's: every language named in
 * itself, a plain link to this page in it. Apart from the header's button (language-switch.tsx),
 * so that the start-up code carries only the button.
 */
import { useLocation } from "react-router";
import { useI18n } from "../../i18n/context.tsx";
import { localeInfo, locales, type Locale } from "../../i18n/locales.ts";
import { cn } from "../../lib/cn.ts";
import { samePageIn } from "./language-choice.ts";

/** Every language's link to this page, the page's own marked as current. */
export function LanguageLinks({ linkClass }: { linkClass: string }) {
  const { locale } = useI18n();
  const { pathname } = useLocation();
  return locales.map((code: Locale) => {
    const info = localeInfo[code];
    return (
      <li key={code}>
        <a
          // A new document: the other language's page has its own catalogue and <html lang>.
          href={samePageIn(code, pathname)}
          hrefLang={info.hreflang}
          lang={info.htmlLang}
          data-language={code}
          aria-current={code === locale ? "true" : undefined}
          className={cn(linkClass, code === locale && "underline")}
        >
          {info.nativeName}
        </a>
      </li>
    );
  });
}
