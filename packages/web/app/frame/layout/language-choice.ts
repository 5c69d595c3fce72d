/**
 * What the language menu and the language offer share: the same page in another language,
 * following a link of the menu, and remembering the choice (a year; read by the offer, never to
 * redirect).
 */
import {
  isLocale,
  LOCALE_STORAGE_KEY,
  locales,
  localizedPath,
  type Locale,
} from "../../i18n/locales.ts";

/**
 * The language to offer on a page in `locale`: the one this person chose before, or else their
 * browser's first language when the site has it; none when that is the page's own.
 */
export function offeredLocale(locale: Locale): Locale | undefined {
  const remembered = rememberedLocale();
  const first = (navigator.languages[0] ?? "").toLowerCase().split("-")[0];
  // English is offered only to someone who chose it: most phones in India are set to English,
  // and their owners read Hindi, Bengali or Marathi pages on purpose.
  const preferred = remembered ?? locales.find((code) => code !== "en" && code === first);
  return preferred && preferred !== locale ? preferred : undefined;
}

/**
 * The same page in `locale`. Prerendering sees the path with a trailing slash ("/hi/x/"), and
 * a hydrated link keeps the prerendered address, so the query and fragment of the address the
 * person is actually on are read again when the link is followed (`followSwitch`).
 */
export function samePageIn(locale: Locale, pathname: string, rest = ""): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return localizedPath(path + rest, locale);
}

/** Following a link to `locale`: to the page the person is on now, with its query and fragment. */
export function followSwitch(link: HTMLAnchorElement, locale: Locale) {
  const { pathname, search, hash } = window.location;
  link.href = samePageIn(locale, pathname, search + hash);
  rememberLocale(locale);
}

/** Remembers the language a person picked (a year; read by the offer, never to redirect). */
export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be off (private mode, policy); the cookie still remembers.
  }
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function rememberedLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

let following = false;
/**
 * From the first opening of the language menu (its buttons call this), one listener for every
 * language link (`data-language`): the menu is a static island, so after a move within the site its
 * links still name the first page; this points the link at the page the person is on, and
 * remembers the language. Not in the start-up work: only a person who opens the menu needs it.
 */
export function followLanguageLinks() {
  if (following) return;
  following = true;
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[data-language]");
      const locale = link?.getAttribute("data-language");
      if (link instanceof HTMLAnchorElement && isLocale(locale)) followSwitch(link, locale);
    },
    true,
  );
}
