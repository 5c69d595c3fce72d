/**
 * Where the service worker is served (scripts/build-sw.ts writes it, the server sends it, the
 * page registers it): at the site's root, so its scope is every page. A module of its own so the
 * page's registration code carries nothing else.
 */
export const SERVICE_WORKER_URL = "/sw.js";
