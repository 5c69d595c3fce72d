/**
 * sitemap.xml for the given site paths (scripts/postbuild.ts writes it at build time). A page
 * that exists in more than one language lists every version as an hreflang alternate (itself
 * included, and English as x-default), as search engines ask of a multilingual sitemap.
 */
import { localeInfo, locales, localizedPath, unlocalizedPath } from "../app/i18n/locales.ts";

export function sitemapXml(paths: readonly string[], siteUrl: string, lastmod: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  const listed = new Set(paths);
  const entry = (path: string) => {
    const versions = locales
      .map((locale) => ({ locale, path: localizedPath(unlocalizedPath(path), locale) }))
      .filter((version) => listed.has(version.path));
    const alternates =
      versions.length > 1
        ? [
            ...versions.map(
              (version) =>
                `<xhtml:link rel="alternate" hreflang="${localeInfo[version.locale].hreflang}" href="${origin}${version.path}"/>`,
            ),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${unlocalizedPath(path)}"/>`,
          ].join("")
        : "";
    return `  <url><loc>${origin}${path}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${paths.map(entry).join("\n")}
</urlset>
`;
}

/**
 * robots.txt: everything may be crawled except the paths given (the staff desk, in every language),
 * and where the sitemap is.
 */
export function robotsTxt(siteUrl: string, disallow: readonly string[]): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return `User-agent: *\nAllow: /\n${disallow.map((path) => `Disallow: ${path}\n`).join("")}\nSitemap: ${origin}/sitemap.xml\n`;
}
