/**
 * The site's languages and where each lives. English is the source language and keeps
 * its URLs (/icu-ward-assistance); every other language lives under its own prefix
 * (/hi/icu-ward-assistance). Adding a language: add it here, give it a message catalogue
 * (i18n/<code>.ts) and its content folder (content/<code>/): see README "Languages".
 */
export const locales = ["en", "hi", "bn", "mr"] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

type LocaleInfo = {
  /** `<html lang>`: English pages keep en-IN; Hindi is "hi" (the issue's and BCP 47's plain form). */
  htmlLang: string;
  /** The hreflang value in alternates and the sitemap. */
  hreflang: string;
  /** What the language switch shows: the language named in itself. */
  nativeName: string;
  /** URL prefix ("" for the default language). */
  prefix: string;
};

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { htmlLang: "en-IN", hreflang: "en-IN", nativeName: "English", prefix: "" },
  hi: { htmlLang: "hi", hreflang: "hi-IN", nativeName: "हिंदी", prefix: "/hi" },
  bn: { htmlLang: "bn", hreflang: "bn-IN", nativeName: "বাংলা", prefix: "/bn" },
  mr: { htmlLang: "mr", hreflang: "mr-IN", nativeName: "मराठी", prefix: "/mr" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The language of a URL path: its first segment when that is a language's prefix. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of locales) {
    const { prefix } = localeInfo[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return defaultLocale;
}

/** A path without its language prefix: "/hi/study-tips" is "/study-tips", "/hi" is "/". */
export function unlocalizedPath(pathname: string): string {
  const { prefix } = localeInfo[localeOfPath(pathname)];
  if (!prefix) return pathname;
  return pathname.slice(prefix.length) || "/";
}

/**
 * The same page in `locale`: "/study-tips" in Hindi is "/hi/study-tips", "/" is "/hi".
 * Query and fragment are kept; a path already in another language is moved, not doubled.
 */
export function localizedPath(path: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const [, pathname = "", rest = ""] = match ?? [];
  const base = unlocalizedPath(pathname);
  const { prefix } = localeInfo[locale];
  if (!prefix) return base + rest;
  return (base === "/" ? prefix : prefix + base) + rest;
}

/** The cookie and storage key that remember the language a person chose with the switch. */
export const LOCALE_STORAGE_KEY = "saathi-locale";
