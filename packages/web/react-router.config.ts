import type { Config } from "@react-router/dev/config";
import { siteRoutes } from "./app/content/site-routes.ts";

export default {
  // A static site: every route, in every language, is prerendered to HTML at build time and
  // hydrated in the browser.
  ssr: false,
  // No route chunks: the content page's clientLoader runs on code in the "app" chunk
  // (vite.config.ts), so its split chunk was only a 26-byte `import "./app-….js"` that no page
  // fetched (decision 0032).
  splitRouteModules: false,
  // The staff desk's shells too, which the lists that save or index pages leave out (routes.ts).
  prerender: [...siteRoutes.prerenderPaths, ...siteRoutes.staffPaths],
} satisfies Config;
