import { site } from "../config/site.ts";
/** Title, description, canonical URL and Open Graph tags for one page (content or account). */
export function pageMeta(page: { path: string; title: string; description: string }) {
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
  ];
}
