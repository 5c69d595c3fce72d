/**
 * The one-line offer of the Hindi page on an English page (language-switch.tsx decides who sees
 * it). Fixed below the header, so the page never moves. Closing it remembers English.
 */
import { useLocation } from "react-router";
import { useI18n } from "../../i18n/context.tsx";
import { localeInfo } from "../../i18n/locales.ts";
import { Icon } from "../../ui/icons.tsx";
import { followSwitch, rememberLocale, samePageIn } from "./language-choice.ts";

export default function LanguageOfferBanner({ onClose }: { onClose: () => void }) {
  const { m } = useI18n();
  const { pathname } = useLocation();
  return (
    <div
      lang={localeInfo.hi.htmlLang}
      role="region"
      aria-label={m.layout.languageOfferLink}
      className="fixed inset-x-0 top-16 z-30 flex justify-center px-4 pt-2"
      data-print="hide"
    >
      <p className="flex items-center gap-2 rounded-full border border-line bg-surface py-1 pr-1 pl-4 shadow-lg">
        <span>{m.layout.languageOffer}</span>
        <a
          href={samePageIn("hi", pathname)}
          hrefLang={localeInfo.hi.hreflang}
          onClick={(event) => followSwitch(event, "hi")}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {m.layout.languageOfferLink}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLocale("en");
            onClose();
          }}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sunken"
        >
          <Icon name="x" className="size-5" />
          <span className="sr-only" lang={localeInfo.en.htmlLang}>
            {m.layout.languageOfferDismiss}
          </span>
        </button>
      </p>
    </div>
  );
}
