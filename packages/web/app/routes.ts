import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { localeInfo, locales } from "./i18n/locales.ts";
import { offlinePath, searchPath, staffPath } from "./content/routes.ts";

// Every page of every language renders through one content-page module fed by typed data, from
// one splat route per language ("*" and "hi/*"): the prerender list names every page
// (content/site-routes.ts), and a path with no page gets that language's 404 page from the same
// route, so the 404 page hydrates whatever unknown address it is served at. One route per
// language, not per page, keeps the route manifest that every page loads small; the service desk's
// pages for people render through it too (features/desk/desk-route.tsx says why). The account pages,
// search, offline and the staff desk have modules of their own, once per language.
const contentRoutes = [
  ...locales.map((locale) => {
    const prefix = localeInfo[locale].prefix.slice(1);
    return route(prefix ? `${prefix}/*` : "*", "routes/content-page.tsx", {
      id: `page:${locale}`,
    });
  }),
  // "hi/*" matches /hi, but the top-level "*" does not match /: the English home page's own.
  index("routes/content-page.tsx", { id: "page:en-home" }),
];

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
    route(at(staffPath.slice(1)), "routes/staff.tsx", withId("staff")),
  ];
});

export default [...languageRoutes, ...contentRoutes] satisfies RouteConfig;
