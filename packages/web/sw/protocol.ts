/**
 * What the page and the service worker share (scripts/build-sw.ts writes the worker, the server
 * sends it, the page registers it and talks to it). A module of its own so the page's
 * registration code carries nothing else.
 */

/** Where the worker is served: at the site's root, so its scope is every page. */
export const SERVICE_WORKER_URL = "/sw.js";

/** Page to active worker: "this window is navigating away" (sent only while an update waits). */
export const LEAVING = "saathi:leaving";

/** Active worker to waiting worker: "take over now" (a navigation no open page would notice). */
export const SKIP_WAITING = "saathi:skip-waiting";

/** Set on <html> while a new version waits for this window's next navigation. */
export const UPDATE_WAITING_ATTRIBUTE = "data-update-waiting";
