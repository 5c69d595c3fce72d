/**
 * Saathi's service worker (issue 24, DESIGN.md "Tools (contract)"): every prerendered page in
 * every language, its data, the CSS, all of the site's code and its icons are saved at install
 * (the list is written into `self.__WB_MANIFEST` by scripts/build-sw.ts after the build), so a
 * guide read once on a phone opens again with no signal. routing.ts decides what each request
 * gets; this file only carries it out.
 *
 * Versions: a new build's worker installs beside the old one and waits. It takes over on a
 * navigation when every open window of the site has said it is navigating away (the old worker
 * answers that navigation with an immediate refresh, which the new worker then serves), never
 * under a page being read, and otherwise once every window of the site has closed. There is no
 * skipWaiting at install.
 */
/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precache,
  type PrecacheEntry,
} from "workbox-precaching";
import { LEAVING, SKIP_WAITING } from "./protocol.ts";
import {
  mayActivateOnNavigation,
  NETWORK_TIMEOUT_MS,
  offlineRedirectFor,
  requestKind,
  savedPathFor,
} from "./routing.ts";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The very first worker takes the page that installed it, so links followed on that page
// work offline at once; nothing else is on another version then, so nothing changes under
// anyone. A later version never claims: it waits (above).
let firstInstall = false;
self.addEventListener("install", () => {
  firstInstall = !self.registration.active;
});
self.addEventListener("activate", (event) => {
  if (firstInstall) event.waitUntil(self.clients.claim());
});

/** Windows that said they are navigating away while an update waits, with when they said it. */
const leaving = new Map<string, number>();

self.addEventListener("message", (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
  if (event.data === LEAVING && event.source instanceof Client)
    leaving.set(event.source.id, Date.now());
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  switch (requestKind(request, self.location.origin)) {
    case "network-only":
      return;
    case "page":
      return event.respondWith(page(request));
    case "search":
      return event.respondWith(fetch(request).catch(() => offlinePage(request.url)));
    case "network-first": {
      const saved = savedPathFor(request.url);
      if (!getCacheKeyForURL(saved)) return;
      return event.respondWith(networkFirst(request, saved).then((r) => r ?? Response.error()));
    }
    case "cache-first": {
      const saved = savedPathFor(request.url);
      if (!getCacheKeyForURL(saved)) return;
      return event.respondWith(matchPrecache(saved).then((r) => r ?? fetch(request)));
    }
  }
});

async function page(request: Request): Promise<Response> {
  const { waiting } = self.registration;
  if (waiting && (await everyWindowLeaving())) {
    await takeOver(waiting);
    // The browser asks again at once, and the new version answers. The icon link spares this
    // blank moment the browser's request for /favicon.ico, which the site does not have.
    return new Response('<!doctype html><link rel="icon" href="/favicon.svg">', {
      headers: {
        Refresh: "0",
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
      },
    });
  }
  return (await networkFirst(request, savedPathFor(request.url))) ?? offlinePage(request.url);
}

/** Tells the waiting worker to take over, and waits (a moment at most) until it is on its way. */
function takeOver(waiting: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    waiting.addEventListener("statechange", () => resolve());
    setTimeout(resolve, 1000);
    waiting.postMessage(SKIP_WAITING);
  });
}

async function everyWindowLeaving(): Promise<boolean> {
  const ids = async () => (await self.clients.matchAll({ type: "window" })).map((c) => c.id);
  if (mayActivateOnNavigation(await ids(), leaving, Date.now())) return true;
  // A window's word that it is leaving travels apart from its navigation and may come just after.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return mayActivateOnNavigation(await ids(), leaving, Date.now());
}

function offlinePage(url: string): Response {
  const target = offlineRedirectFor(url);
  return target
    ? Response.redirect(new URL(target, self.location.origin).href, 302)
    : Response.error();
}

/**
 * The network's answer; the saved copy when the network fails, answers with a server error,
 * or is slower than NETWORK_TIMEOUT_MS; undefined when it fails and nothing is saved. With
 * nothing saved, a slow network is waited for rather than given up on.
 */
async function networkFirst(request: Request, saved: string): Promise<Response | undefined> {
  const network = fetch(request);
  network.catch(() => undefined); // when the saved copy wins the race, a late failure is no error
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<"slow">((resolve) => {
    timer = setTimeout(() => resolve("slow"), NETWORK_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first === "slow") {
      const copy = await matchPrecache(saved);
      if (copy) return copy;
    }
    const response = first === "slow" ? await network : first;
    if (response.status < 500) return response;
    return (await matchPrecache(saved)) ?? response;
  } catch {
    return matchPrecache(saved);
  } finally {
    clearTimeout(timer);
  }
}
