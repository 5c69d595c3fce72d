/**
 * The one-line offer of this page in a person's own language (language-switch.tsx decides who
 * sees it), in that language: the page's own catalogue does not have its words, so they are here,
 * in this chunk that only those people load. Fixed below the header, so the page never moves.
 * Closing it remembers the page's language.
 */
import { useLocation } from "react-router";
import { useI18n } from "../../i18n/context.tsx";
import { localeInfo, type Locale } from "../../i18n/locales.ts";
import { Icon } from "../../ui/icons.tsx";
import { followSwitch, offeredLocale, rememberLocale, samePageIn } from "./language-choice.ts";

/** "This page is also in X" and "Read in X", written in X. */
const offerWords: Record<Locale, { offer: string; link: string }> = {
  en: { offer: "This page is also in English.", link: "Read in English" },
  hi: { offer: "यह पेज हिंदी में भी है।", link: "हिंदी में पढ़ें" },
  bn: { offer: "এই পেজটি বাংলাতেও আছে।", link: "বাংলায় পড়ুন" },
  mr: { offer: "हे पान मराठीतही आहे.", link: "मराठीत वाचा" },
};

export default function LanguageOfferBanner({ onClose }: { onClose: () => void }) {
  const { locale, m } = useI18n();
  const to = offeredLocale(locale) ?? "en";
  const { pathname } = useLocation();
  const words = offerWords[to];
  return (
    <div
      lang={localeInfo[to].htmlLang}
      role="region"
      aria-label={words.link}
      className="fixed inset-x-0 top-16 z-30 flex justify-center px-4 pt-2"
      data-print="hide"
    >
      <p className="flex items-center gap-2 rounded-full border border-line bg-surface py-1 pr-1 pl-4 shadow-lg">
        <span>{words.offer}</span>
        <a
          href={samePageIn(to, pathname)}
          hrefLang={localeInfo[to].hreflang}
          onClick={(event) => followSwitch(event.currentTarget, to)}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {words.link}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLocale(locale);
            onClose();
          }}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sunken"
        >
          <Icon name="x" className="size-5" />
          <span className="sr-only" lang={localeInfo[locale].htmlLang}>
            {m.layout.languageOfferDismiss}
          </span>
        </button>
      </p>
    </div>
  );
}
