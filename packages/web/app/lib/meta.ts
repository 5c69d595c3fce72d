import { site } from "../config/site.ts";
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
      target: { "@type": "EntryPoint", urlTemplate: `${new URL("/search", site.url).href}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(page: Pick<Page, "path" | "title" | "description">) {
  const title = page.path === "/" ? `${site.name}: ${site.tagline}` : `${page.title} | ${site.name}`;
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
    ...(page.path === "/" ? [{ "script:ld+json": siteJsonLd() }] : []),
  ];
}
