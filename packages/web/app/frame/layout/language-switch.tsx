/**
 * Issue 36: the language menu's button and the offer of a person's own language. The header's
 * button opens the menu (a native popover, header-panels.tsx, so it works without scripts); the
 * menu and the phone menu list every language (language-links.tsx), each named in itself (English, हिंदी, বাংলা, मराठी), as plain
 * links to the same page in that language, prerendered with the right address. Following one
 * remembers the choice. Nothing ever moves a person to another language by itself: a browser that
 * prefers another of the site's languages is only offered that page, in one line.
 */
import { useEffect, useState, type ComponentType } from "react";
import { useI18n } from "../../i18n/context.tsx";
import { localeInfo } from "../../i18n/locales.ts";
import { cn } from "../../lib/cn.ts";
import { popoverIds } from "../../ui/header-popovers.ts";
import { Icon } from "../../ui/icons.tsx";
import { followLanguageLinks, offeredLocale } from "./language-choice.ts";

/** The header's button: the page's language, named in itself; it opens the language menu. */
export function LanguageMenuButton({ className }: { className?: string }) {
  const { locale, m } = useI18n();
  return (
    <button
      type="button"
      onClick={followLanguageLinks}
      popoverTarget={popoverIds.languages}
      title={m.layout.languageSwitchLabel}
      className={cn(
        "inline-flex min-h-11 items-center gap-1 rounded-full px-2 font-semibold whitespace-nowrap text-ink underline-offset-4 hover:bg-sunken hover:underline",
        className,
      )}
    >
      {/* Its icon only from 80rem, where the row has room (a class that exists anyway). */}
      <Icon name="languages" className="size-4 shrink-0 max-xl:sr-only" />
      <span className="sr-only">{m.layout.languageSwitchLabel}: </span>
      {localeInfo[locale].nativeName}
    </button>
  );
}

/**
 * For a browser whose first language is another of the site's, or a person who chose one
 * before: the one-line offer of this page in it (language-offer.tsx). Its code loads only for
 * them, so no one else's first load carries it.
 */
export function LanguageOffer() {
  const { locale } = useI18n();
  const [Offer, setOffer] = useState<ComponentType<{ onClose: () => void }>>();
  useEffect(() => {
    if (offeredLocale(locale))
      void import("./language-offer.tsx").then((module) => setOffer(() => module.default));
  }, [locale]);
  return Offer ? <Offer onClose={() => setOffer(undefined)} /> : null;
}
