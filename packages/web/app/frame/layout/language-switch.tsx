/**
 * The language switch and the offer of the other language. The switch is a plain link to the
 * same page in the other language (prerendered with the right address, so it works without
 * scripts), named in its own language ("हिंदी", "English"); following it remembers the choice.
 * Nothing ever moves a person to another language by itself: a browser that prefers Hindi is
 * only offered the Hindi page, in one line, on an English page.
 */
import { useEffect, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../../i18n/context.tsx";
import { localeInfo } from "../../i18n/locales.ts";
import { cn } from "../../lib/cn.ts";
import { Icon } from "../../ui/icons.tsx";
import { followSwitch, otherLocale, rememberedLocale, samePageIn } from "./language-choice.ts";

export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, m } = useI18n();
  const { pathname } = useLocation();
  const target = otherLocale(locale);
  const info = localeInfo[target];
  return (
    <a
      // A new document: the other language's page has its own catalogue and <html lang>.
      href={samePageIn(target, pathname)}
      hrefLang={info.hreflang}
      lang={info.htmlLang}
      onClick={(event) => followSwitch(event, target)}
      // Its name is the language, in that language (axe: the name a person hears is what they see).
      title={m.layout.languageSwitchLabel}
      className={cn(
        "inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold text-ink underline-offset-4 hover:bg-sunken hover:underline",
        className,
      )}
    >
      <Icon name="languages" className="size-4 shrink-0" />
      {info.nativeName}
    </a>
  );
}

/**
 * On an English page, for a browser whose first language is Hindi or a person who chose Hindi
 * before: the one-line offer of the Hindi page (language-offer.tsx). Its code loads only for
 * them, so no one else's first load carries it.
 */
export function LanguageOffer() {
  const { locale } = useI18n();
  const [Offer, setOffer] = useState<ComponentType<{ onClose: () => void }>>();
  useEffect(() => {
    if (locale !== "en") return;
    const remembered = rememberedLocale();
    const prefersHindi = /^hi\b/i.test(navigator.languages[0] ?? "");
    if (remembered === "hi" || (remembered === undefined && prefersHindi))
      void import("./language-offer.tsx").then((module) => setOffer(() => module.default));
  }, [locale]);
  return Offer ? <Offer onClose={() => setOffer(undefined)} /> : null;
}
