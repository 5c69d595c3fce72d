import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { localeInfo, locales } from "./i18n/locales.ts";
import { offlinePath, searchPath } from "./content/routes.ts";
import { siteRoutes } from "./content/site-routes.ts";

// Every SPEC route, in every language, renders through one content-page module fed by typed
// data; each needs its own id because they share the file. The account pages, search and the
// offline page (content/routes.ts) have modules of their own, once per language.
const contentRoutes = locales.flatMap((locale) => {
  const prefix = localeInfo[locale].prefix;
  return siteRoutes.contentPaths(locale).map((path) => {
    const url = prefix + (path === "/" ? "" : path);
    if (url === "") return index("routes/content-page.tsx", { id: "page:/" });
    return route(url.slice(1), "routes/content-page.tsx", { id: `page:${url}` });
  });
});

const languageRoutes = locales.flatMap((locale) => {
  const prefix = localeInfo[locale].prefix.slice(1);
  const at = (path: string) => (prefix ? `${prefix}/${path}` : path);
  // English keeps each module's default id; another language's copy needs its own.
  const withId = (name: string) => (prefix ? { id: `${prefix}:${name}` } : {});
  return [
    route(at("account"), "routes/account.tsx", withId("account")),
    route(at("account/reset-password"), "routes/reset-password.tsx", withId("reset-password")),
    route(at(searchPath.slice(1)), "routes/search.tsx", withId("search")),
    route(at(offlinePath.slice(1)), "routes/offline.tsx", withId("offline")),
  ];
});

export default [
  ...contentRoutes,
  ...languageRoutes,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
