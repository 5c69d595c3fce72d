/**
 * For a route's `meta` function: the page's language and messages, from the root route's
 * data (root.tsx's loader), since `meta` runs outside the React tree and its context.
 */
import type { Messages } from "./catalogue.ts";
import type { Locale } from "./locales.ts";

// React Router 8 names a match's data `loaderData` (earlier versions: `data`).
type MetaMatch = { id: string; loaderData?: unknown; data?: unknown } | undefined;

export function rootI18n(matches: readonly MetaMatch[]): { locale: Locale; m: Messages } {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as
    { locale: Locale; messages: Messages } | undefined;
  if (!data) throw new Error("rootI18n: the root route's data is missing");
  return { locale: data.locale, m: data.messages };
}
