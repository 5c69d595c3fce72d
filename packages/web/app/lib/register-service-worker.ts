/**
 * Registers the service worker (sw/sw.ts: the shell and urgent pages saved at install, the rest as read or on request; issue 24, decision 0028). Loaded on
 * its own, by root.tsx, once the page has hydrated and the browser is idle.
 *
 * While a new version waits, this window tells the worker when it navigates away: the worker lets
 * the new version take over on a navigation only when every open window of the site is leaving,
 * so no page anyone is reading changes version (a tab opened beside this one does not count as
 * this one leaving). The listener is added only then: most visits never carry it.
 */
import { LEAVING, SERVICE_WORKER_URL, UPDATE_WAITING_ATTRIBUTE } from "../../sw/protocol.ts";

export function registerServiceWorker(): void {
  // The dev server builds no worker; browsers without service workers simply stay online-only.
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  container
    // Its scope is every page (it is at the root); browsers check its file past their HTTP cache.
    .register(SERVICE_WORKER_URL)
    .then((registration) => {
      const announceLeaving = () => {
        // Only an update waits for this: the first version takes the page at once.
        if (
          !container.controller ||
          document.documentElement.hasAttribute(UPDATE_WAITING_ATTRIBUTE)
        )
          return;
        document.documentElement.setAttribute(UPDATE_WAITING_ATTRIBUTE, "");
        addEventListener("beforeunload", () => container.controller?.postMessage(LEAVING));
      };
      if (registration.waiting) announceLeaving();
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        worker?.addEventListener("statechange", () => {
          if (worker.state === "installed") announceLeaving();
        });
      });
    })
    .catch(() => {
      // Private modes and some policies refuse workers: the site works as before, without offline copies.
    });
}
