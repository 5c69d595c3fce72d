import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes.ts";

export default {
  // A static site: every route is prerendered to HTML at build time and hydrated in the browser.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
