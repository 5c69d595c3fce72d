/**
 * Build time only (the desk pages' loaders): a desk page's words and head in its language. Browser
 * code never imports this module, which holds every language's desk words.
 */
import { requestedPath } from "../content/routes.ts";
import { deskCatalogues } from "../i18n/desk-catalogues.ts";
import type { DeskMessages } from "../i18n/desk.ts";
import { localeOfPath, locales, unlocalizedPath, type Locale } from "../i18n/locales.ts";
import { pageMeta } from "../lib/meta.ts";

export type DeskPageData = {
  locale: Locale;
  /** The page's path without its language prefix: "/request/sent". */
  path: string;
  t: DeskMessages;
  headTags: ReturnType<typeof pageMeta>;
};

/**
 * Build time only (a route's loader): the desk's words of the page's language, and its head.
 * A page that carries a private token, or only follows a form, is kept out of search engines and
 * sends no Referer (its address may hold the token).
 */
export function deskPageData(
  url: string,
  head: (t: DeskMessages, path: string) => { title: string; description: string },
  { indexed = false }: { indexed?: boolean } = {},
): DeskPageData {
  const pathname = requestedPath(new URL(url).pathname);
  const locale = localeOfPath(pathname);
  const path = unlocalizedPath(pathname);
  const t = deskCatalogues[locale];
  const { title, description } = head(t, path);
  const headTags = pageMeta({ path, title, description }, { locale, available: locales });
  if (!indexed)
    headTags.push(
      { name: "robots", content: "noindex" },
      { name: "referrer", content: "no-referrer" },
    );
  return { locale, path, t, headTags };
}
