/**
 * A moment as people in India read it, in the page's language: "Tuesday 3 March, 12:00 pm IST",
 * "मंगलवार, 3 मार्च, दोपहर 12:00 बजे (IST)", "মঙ্গলবার ৩ মার্চ, দুপুর ১২:০০টায় (IST)". Word for word what the desk's mails say
 * (packages/desk hours.ts `formatIst`): the part of the day by the same division (the contract's
 * `dayPartOf`), in the desk catalogue's words (`time`).
 */
import { dayPartOf } from "@saathi/desk/contract";
import type { DeskMessages } from "../../i18n/desk.ts";
import { localeInfo, type Locale } from "../../i18n/locales.ts";
import { localDigits } from "../../lib/digits.ts";

const IST = "Asia/Kolkata";

function hourAndMinute(at: Date): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: IST,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: part("hour"), minute: part("minute") };
}

export function formatIst(
  when: Date | string,
  locale: Locale,
  words: DeskMessages["time"],
): string {
  const at = typeof when === "string" ? new Date(when) : when;
  if (Number.isNaN(at.getTime())) return "";
  const { hour, minute } = hourAndMinute(at);
  const time = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")}`;
  // Formatted in 0-9 whatever a browser's Intl data would choose, then written in the page's
  // digits (lib/digits.ts); English writes "Thursday 26 November", without a comma.
  const date = new Intl.DateTimeFormat(`${localeInfo[locale].hreflang}-u-nu-latn`, {
    timeZone: IST,
    weekday: "long",
    day: "numeric",
    month: "long",
  })
    .format(at)
    .replace(locale === "en" ? "," : "\u0000", "");
  return words.format
    .replace("{date}", localDigits(date, locale))
    .replace("{time}", localDigits(time, locale))
    .replace("{period}", words.periods[dayPartOf(hour, locale)]);
}
