/**
 * The site's icon for `<link rel="icon">`, as a `data:` URL: no request for it.
 *
 * Chromium asks for a page's icon just after the load event. On a fast load the first paint and
 * the load event are milliseconds apart, in either order, and when the icon's request starts first,
 * Lighthouse's simulation counts it towards the largest paint: about 150 ms more, enough to take a
 * route over the 1.2 s budget (decision 0015). Written into the page, the icon costs no request.
 *
 * Only the server holds the picture: in the browser this reads the `href` the server wrote, so
 * hydration matches and the page's JavaScript does not carry the icon (`import.meta.env.SSR` is
 * false there, and the bundler drops the other branch). Chromium also fetches the web app
 * manifest's icon just after the load event, so public/site.webmanifest carries the same `data:`
 * URL for its SVG icon (its PNG icons, for home screens that want them, are fetched only on
 * install). /favicon.svg stays for the offline pages; a test holds all three to one picture.
 */
export const SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f766e"/><path d="M32 49s-15-8.6-15-20a8.5 8.5 0 0 1 15-5.4A8.5 8.5 0 0 1 47 29c0 11.4-15 20-15 20z" fill="#fffaf3"/></svg>';

export const siteIconHref: string = import.meta.env.SSR
  ? `data:image/svg+xml,${encodeURIComponent(SITE_ICON_SVG)}`
  : (document.querySelector('link[rel="icon"]')?.getAttribute("href") ?? "/favicon.svg");
