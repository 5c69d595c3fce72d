import { site } from "../config/site.ts";
import { localeInfo, localizedPath, type Locale } from "../i18n/locales.ts";
import type { Crumb } from "../content/resolve.ts";
import type { Page } from "../content/types.ts";

/** The site and its search (/search?q=) for search engines, on the home page. */
function siteJsonLd(locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: new URL(localizedPath("/", locale), site.url).href,
    inLanguage: localeInfo[locale].hreflang,
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${new URL(localizedPath("/search", locale), site.url).href}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

// Content pages and the account pages (whose paths are not content routes) share one meta builder.
type MetaPage = Pick<Page, "title" | "description"> & { path: string } & Partial<
    Pick<Page, "reviewed">
  > & {
    breadcrumbs?: Crumb[];
    /** The home page's title line, in its language. */ tagline?: string;
  };

/** Where a page is, in its own language and in every language it exists in. */
export type PageLanguages = { locale: Locale; available: readonly Locale[] };

const ENGLISH_ONLY: PageLanguages = { locale: "en", available: ["en"] };

/** schema.org data for a page: a WebPage with its review date, and its breadcrumb trail. */
export function pageJsonLd(page: MetaPage, title: string, url: string, locale: Locale = "en") {
  const webPage = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: title,
    description: page.description,
    url,
    inLanguage: localeInfo[locale].hreflang,
    ...(page.reviewed ? { dateModified: page.reviewed, lastReviewed: page.reviewed } : {}),
    isPartOf: { "@type": "WebSite", name: site.name, url: new URL("/", site.url).href },
  };
  if (!page.breadcrumbs?.length) return [webPage];
  const breadcrumbList = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: page.breadcrumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: new URL(crumb.href, site.url).href,
    })),
  };
  return [webPage, breadcrumbList];
}

/**
 * Title, description, canonical URL, the page in its other languages (hreflang, with English as
 * x-default), Open Graph tags and JSON-LD for one page (content or account). `page.path` is
 * the English path; the canonical URL is the page's own language's.
 */
export function pageMeta(page: MetaPage, languages: PageLanguages = ENGLISH_ONLY) {
  const { locale, available } = languages;
  const title =
    page.path === "/" && page.tagline
      ? `${site.name}: ${page.tagline}`
      : `${page.title} | ${site.name}`;
  const urlIn = (l: Locale) => new URL(localizedPath(page.path, l), site.url).href;
  const url = urlIn(locale);
  const alternates =
    available.length > 1
      ? [
          ...available.map((l) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: localeInfo[l].hreflang,
            href: urlIn(l),
          })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlIn("en") },
        ]
      : [];
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates,
    { property: "og:locale", content: localeInfo[locale].hreflang.replace("-", "_") },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: new URL("/og-image.png", site.url).href },
    { name: "twitter:card", content: "summary_large_image" },
    ...pageJsonLd(page, title, url, locale).map((data) => ({ "script:ld+json": data })),
    ...(page.path === "/" ? [{ "script:ld+json": siteJsonLd(locale) }] : []),
  ];
}
