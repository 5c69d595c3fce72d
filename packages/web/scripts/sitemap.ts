/** sitemap.xml for the given site paths (scripts/postbuild.ts writes it at build time). */
export function sitemapXml(paths: readonly string[], siteUrl: string, lastmod: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>${origin}${path}</loc><lastmod>${lastmod}</lastmod></url>`).join("\n")}
</urlset>
`;
}
