/**
 * For a route's `meta` function: the page's language and messages, from the root route's
 * data (root.tsx's loader), since `meta` runs outside the React tree and its context.
 */
import type { Messages } from "./catalogue.ts";
import type { Locale } from "./locales.ts";
import { pageMessages } from "./page-messages.ts";

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

export function rootI18n(matches: readonly MetaMatch[]): { locale: Locale; m: Messages } {
  const data = matches.find((match) => match?.id === "root")?.loaderData as
    { locale: Locale } | undefined;
  if (!data) throw new Error("rootI18n: the root route's data is missing");
  return { locale: data.locale, m: pageMessages(data.locale) };
}
