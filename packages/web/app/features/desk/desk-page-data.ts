/**
 * Build time only (the desk pages' loaders): a desk page's words and head in its language. Browser
 * code never imports this module, which holds every language's desk words.
 */
import type { IconName } from "../../config/icon-registry.ts";
import { deskPages, requestedPath, type DeskPath } from "../../content/routes.ts";
import { deskCatalogues } from "../../i18n/desk-catalogues.ts";
import type { DeskMessages } from "../../i18n/desk.ts";
import { localeOfPath, locales, unlocalizedPath, type Locale } from "../../i18n/locales.ts";
import { pageMeta } from "../../lib/meta.ts";

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

/** A page that only says what just happened: its words, an icon and where to go next. */
export type DeskPageMessage = {
  title: string;
  description: string;
  body: string;
  icon: IconName;
  link: { label: string; href: string };
};

/** The pages that only say what just happened (decision 0022), by path. */
function messageOf(path: string, t: DeskMessages): DeskPageMessage {
  const s = t.subscribe;
  switch (path) {
    case "/subscribe/check-email":
      return {
        title: s.checkTitle,
        description: s.checkDescription,
        body: s.checkBody,
        icon: "mail-check",
        link: { label: s.backToGuides, href: "/" },
      };
    case "/subscribe/confirmed":
      return {
        title: s.confirmedTitle,
        description: s.confirmedDescription,
        body: s.confirmedBody,
        icon: "check",
        link: { label: s.backToGuides, href: "/" },
      };
    case "/subscribe/unsubscribed":
      return {
        title: s.unsubscribedTitle,
        description: s.unsubscribedDescription,
        body: s.unsubscribedBody,
        icon: "check",
        link: { label: s.subscribeAgain, href: "/subscribe" },
      };
    default:
      return {
        title: t.deleted.title,
        description: t.deleted.description,
        body: t.deleted.body,
        icon: "trash",
        link: { label: t.deleted.again, href: "/request" },
      };
  }
}

/** The head's title and description of each desk page. */
function headOf(path: DeskPath, t: DeskMessages): { title: string; description: string } {
  const s = t.subscribe;
  switch (deskPages[path]) {
    case "request":
      return t.request;
    case "request-sent":
      return t.sent;
    case "request-view":
      return t.view;
    case "subscribe":
      return s;
    case "subscribe-token":
      return path === "/subscribe/confirm"
        ? { title: s.confirmTitle, description: s.confirmDescription }
        : { title: s.unsubscribeTitle, description: s.unsubscribeDescription };
    default:
      return messageOf(path, t);
  }
}

export type DeskRouteData = ReturnType<typeof deskRouteData>;

/** Whether a path (in any language) is one of the desk's pages. */
export function isDeskPath(pathname: string): boolean {
  return unlocalizedPath(requestedPath(pathname)) in deskPages;
}

/** Build time only (the content route's loader): which desk page, its words, its head. */
export function deskRouteData(url: string) {
  const pathname = requestedPath(new URL(url).pathname);
  const path = unlocalizedPath(pathname) as DeskPath;
  const page = deskPages[path];
  const indexed = page === "request" || page === "subscribe";
  const data = deskPageData(url, (t) => headOf(path, t), { indexed });
  const message: DeskPageMessage | undefined =
    page === "desk-message" ? messageOf(path, data.t) : undefined;
  return { ...data, page, message };
}
