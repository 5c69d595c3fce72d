import type { Config } from "@react-router/dev/config";
import { siteRoutes } from "./app/content/site-routes.ts";

export default {
  // A static site: every route, in every language, is prerendered to HTML at build time and
  // hydrated in the browser.
  ssr: false,
  // The staff desk's shells too, which the lists that save or index pages leave out (routes.ts).
  prerender: [...siteRoutes.prerenderPaths, ...siteRoutes.staffPaths],
} satisfies Config;
