import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { searchPath, sitePaths } from "./content/routes.ts";

// Every SPEC route renders through one content-page module fed by typed data;
// each needs its own id because they share the file. The account pages
// (content/routes.ts accountPaths) have modules of their own.
export default [
  index("routes/content-page.tsx", { id: "page:/" }),
  ...sitePaths
    .filter((path) => path !== "/")
    .map((path) => route(path, "routes/content-page.tsx", { id: `page:${path}` })),
  route("account", "routes/account.tsx"),
  route("account/reset-password", "routes/reset-password.tsx"),
  route(searchPath, "routes/search.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
