/**
 * Issue 36: numbers in the digits each language's own government sites use. Hindi pages write
 * the international digits (0-9), as the Union's Hindi sites do; Bengali pages Bengali digits
 * (০-৯), as West Bengal's; Marathi pages Devanagari digits (०-९), as Maharashtra's. Content
 * writes its figures so; this is for numbers code puts into a sentence. Phone numbers are never
 * converted: they are typed into a keypad that shows 0-9.
 */
import type { Locale } from "../i18n/locales.ts";

const zero: Partial<Record<Locale, number>> = { bn: 0x09e6, mr: 0x0966 };

/** `value` with its digits 0-9 in `locale`'s digits. */
export function localDigits(value: string | number, locale: Locale): string {
  const base = zero[locale];
  const text = String(value);
  return base === undefined
    ? text
    : text.replace(/[0-9]/g, (digit) => String.fromCodePoint(base + Number(digit)));
}

/** `text` with Bengali and Devanagari digits as 0-9: for comparing figures across languages. */
export function latinDigits(text: string): string {
  return text.replace(/[\u09e6-\u09ef\u0966-\u096f]/g, (digit) => {
    const code = digit.codePointAt(0)!;
    return String(code - (code >= 0x09e6 ? 0x09e6 : 0x0966));
  });
}

/**
 * Numbers the browser writes itself, in `locale`'s digits through CSS's own counter styles
 * (bengali, devanagari): a numbered list's markers (`listNumbers`, for `list-decimal`) and the
 * `step` counter a numbered section draws in its circles (`stepNumbers`). Each class is written
 * out whole, so Tailwind finds it.
 */
export const listNumbers: Record<Locale, string> = {
  en: "list-decimal",
  hi: "list-decimal",
  bn: "list-[bengali]",
  mr: "list-[devanagari]",
};
export const stepNumbers: Record<Locale, string> = {
  en: "before:content-[counter(step)]",
  hi: "before:content-[counter(step)]",
  bn: "before:content-[counter(step,bengali)]",
  mr: "before:content-[counter(step,devanagari)]",
};
