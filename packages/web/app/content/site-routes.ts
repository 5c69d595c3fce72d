/**
 * Every language's routes (content/routes.ts `localizedRoutes`) from the pages each
 * language has. Build-time only: the route table, prerender list, sitemap and scripts read it.
 */
import { pagesByLocale } from "./index.ts";
import { localizedRoutes } from "./routes.ts";

export const siteRoutes = localizedRoutes((locale) => pagesByLocale[locale]);
