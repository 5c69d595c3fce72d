/**
 * What the language switch and the language offer share: the other language, the same page in it,
 * following a switch, and remembering the choice (a year; read by the offer, never to redirect).
 */
import type { MouseEvent } from "react";
import { isLocale, LOCALE_STORAGE_KEY, localizedPath, type Locale } from "../../i18n/locales.ts";

/** The language the switch offers: the one this page is not in. */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "hi" : "en";
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

export function followSwitch(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
  const { pathname, search, hash } = window.location;
  event.currentTarget.href = samePageIn(locale, pathname, search + hash);
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
