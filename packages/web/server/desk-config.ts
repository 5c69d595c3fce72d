/**
 * The service desk's settings from the site's own config (config/site.ts: brand, contact hours,
 * `site.desk`), the environment (DESK_* overrides, README "Service desk"), the urgent-help lines
 * in both languages and the guides' reviewed dates for the weekly digest.
 */
import {
  deskEnvOverrides,
  openDaysInWords,
  type DeskConfig,
  type DigestSource,
  type Locale,
} from "@saathi/desk";
import { site } from "../app/config/site.ts";
import { guides } from "../app/content/guides.ts";
import { pagesByLocale } from "../app/content/index.ts";
import { urgentLines } from "../app/content/urgent-help.ts";
import { catalogues } from "../app/i18n/catalogues.ts";
import { localizedPath } from "../app/i18n/locales.ts";

function linesIn(locale: Locale): string[] {
  const m = catalogues[locale].content;
  return urgentLines.map((line) => {
    const label = m.urgentLines[line.id];
    const alternative = line.alternative ? ` (${m.or} ${line.alternative.number})` : "";
    return `${line.number}${alternative}: ${label}`;
  });
}

export function deskConfig(
  env: Record<string, string | undefined>,
  o: { siteUrl: string; trustProxy: boolean },
): DeskConfig {
  const overrides = deskEnvOverrides(env);
  // The desk keeps the contact hours' days (config/site.ts), as ISO day numbers.
  const { first, last } = site.contact.hours.days;
  const openDays = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const hours = { ...site.contact.hours, days: openDaysInWords(openDays, "en"), openDays };
  return {
    siteUrl: o.siteUrl.replace(/\/+$/, ""),
    siteName: site.name,
    teamName: site.contact.name,
    operatorInbox: overrides.operatorInbox ?? site.desk.operatorInbox ?? site.contact.email,
    retentionMonths: overrides.retentionMonths ?? site.desk.retentionMonths,
    replyWithinHours: site.desk.replyWithinHours,
    hours,
    urgentLines: { en: linesIn("en"), hi: linesIn("hi") },
    daysInWords: { en: openDaysInWords(openDays, "en"), hi: openDaysInWords(openDays, "hi") },
    limits: { ...overrides.limits, repliesPerRequest: 20, subscriptionsPerIp: 5 },
    trustProxy: o.trustProxy,
  };
}

/** The guides (not the hubs or legal pages) of a language, with their reviewed dates. */
export const digestGuides: DigestSource = (locale) =>
  pagesByLocale[locale]
    .filter((page) => page.path in guides)
    .map((page) => ({
      title: page.title,
      path: localizedPath(page.path, locale),
      reviewed: page.reviewed,
    }));
