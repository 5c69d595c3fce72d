/**
 * Registers the service worker (sw/sw.ts: every page saved for offline use, issue 24). Loaded on
 * its own, by root.tsx, once the page has hydrated and the browser is idle, so it adds nothing to
 * what a page downloads and runs before it is interactive.
 */
import { SERVICE_WORKER_URL } from "../../sw/worker-url.ts";

export function registerServiceWorker(): void {
  // The dev server builds no worker; browsers without service workers simply stay online-only.
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    // The worker's own file is always asked of the server, so a new build is found on the next visit.
    .register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" })
    .catch(() => {
      // Private modes and some policies refuse workers: the site works as before, without offline copies.
    });
}
