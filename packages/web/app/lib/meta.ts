import { site } from "../config/site.ts";
import type { Crumb } from "../content/resolve.ts";
import type { Page } from "../content/types.ts";

/** The site and its search (/search?q=) for search engines, on the home page. */
function siteJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: new URL("/", site.url).href,
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${new URL("/search", site.url).href}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

// Content pages and the account pages (whose paths are not content routes) share one meta builder.
type MetaPage = Pick<Page, "title" | "description"> & { path: string } & Partial<
    Pick<Page, "reviewed">
  > & { breadcrumbs?: Crumb[] };

/** schema.org data for a page: a WebPage with its review date, and its breadcrumb trail. */
export function pageJsonLd(page: MetaPage, title: string, url: string) {
  const webPage = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: title,
    description: page.description,
    url,
    inLanguage: "en-IN",
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

/** Title, description, canonical URL, Open Graph tags and JSON-LD for one page (content or account). */
export function pageMeta(page: MetaPage) {
  const title =
    page.path === "/" ? `${site.name}: ${site.tagline}` : `${page.title} | ${site.name}`;
  const url = new URL(page.path, site.url).href;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: new URL("/og-image.png", site.url).href },
    { name: "twitter:card", content: "summary_large_image" },
    ...pageJsonLd(page, title, url).map((data) => ({ "script:ld+json": data })),
    ...(page.path === "/" ? [{ "script:ld+json": siteJsonLd() }] : []),
  ];
}
