/**
 * Saathi's service worker (issue 24, DESIGN.md "Tools (contract)"; what it saves: issue 34 item 3,
 * decision 0028). At install it saves the shell (the start-up code, the CSS, the icons) and the
 * urgent pages in English (the list is written into `self.__WB_MANIFEST` by scripts/build-sw.ts
 * after the build); the urgent pages of another language when a page in it is first opened
 * (issue 36: a phone keeps the languages its person reads, not all four). Then it keeps what the
 * person reads: the page open when it
 * starts, each page visited and the code pages load, and, on "Save for offline" (the page's
 * `data-live="offline"` code sends SAVE), a guide or every guide of a language with the code their
 * sections load on demand (`self.__SAATHI_SAVABLE`). With Save-Data on, nothing is fetched in the
 * background beyond the install. routing.ts decides what each request gets; this file carries it out.
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
import { SAVE, type SaveRequest, type SaveResult } from "./save-protocol.ts";
import type { Savable } from "../scripts/sw-precache.ts";
import {
  mayActivateOnNavigation,
  NETWORK_TIMEOUT_MS,
  offlineRedirectFor,
  requestKind,
  savedPathFor,
} from "./routing.ts";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  __SAATHI_SAVABLE: Savable;
};

/** Pages, their data and code kept after install: visited, or saved on request. Kept across versions. */
const SAVED = "saathi-saved-v1";

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
  if (firstInstall) event.waitUntil(self.clients.claim().then(saveOpenPages));
});

/** Windows that said they are navigating away while an update waits, with when they said it. */
const leaving = new Map<string, number>();

self.addEventListener("message", (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
  if (event.data === LEAVING && event.source instanceof Client)
    leaving.set(event.source.id, Date.now());
  const request = event.data as SaveRequest | undefined;
  const port = event.ports[0];
  if (request?.type === SAVE && port)
    event.waitUntil(
      saveOnRequest(request).then(
        (result) => port.postMessage(result),
        () => port.postMessage({ ok: false } satisfies SaveResult),
      ),
    );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  switch (requestKind(request, self.location.origin)) {
    case "network-only":
      return;
    case "page":
      saveDataHeard = request.headers.get("Save-Data") === "on";
      return event.respondWith(page(request, event));
    case "search":
      return event.respondWith(fetch(request).catch(() => offlinePage(request.url)));
    case "network-first": {
      const saved = savedPathFor(request.url);
      return event.respondWith(
        networkFirst(request, saved, event).then((r) => r ?? Response.error()),
      );
    }
    case "cache-first": {
      const saved = savedPathFor(request.url);
      return event.respondWith(
        matchSaved(saved).then(
          (r) =>
            r ??
            fetch(request).then((response) => {
              if (getCacheKeyForURL(saved) === undefined) keep(event, saved, response);
              return response;
            }),
        ),
      );
    }
  }
});

/** Whether the last navigation asked with Save-Data (Chromium also says so in navigator.connection). */
let saveDataHeard = false;
function saveData(): boolean {
  const connection = (self.navigator as { connection?: { saveData?: boolean } }).connection;
  return saveDataHeard || connection?.saveData === true;
}

/** The saved copy of a path: from the install's set, else from what was kept since. */
async function matchSaved(path: string): Promise<Response | undefined> {
  return (
    (await matchPrecache(path)) ??
    (await (await caches.open(SAVED)).match(new URL(path, self.location.origin).href))
  );
}

/** Keeps a whole, successful answer of this site under `path` (a copy; the page gets the original). */
function keep(event: ExtendableEvent, path: string, response: Response): void {
  if (response.status !== 200 || response.type !== "basic" || response.redirected) return;
  const copy = response.clone();
  event.waitUntil(
    caches
      .open(SAVED)
      .then((cache) => cache.put(new URL(path, self.location.origin).href, copy))
      .catch(() => undefined),
  );
}

/** React Router's data of a page ("/" is "/_.data"). */
const dataUrlOf = (path: string) => (path === "/" ? "/_.data" : `${path}.data`);

/**
 * Fetches `paths` and keeps them (a page is kept with the /assets files its HTML names). Files
 * with a hash in their name that are already saved are not fetched again. Returns how many files
 * and bytes the request now has saved.
 */
async function saveFiles(paths: readonly string[]): Promise<{ files: number; bytes: number }> {
  const cache = await caches.open(SAVED);
  const queue = [...new Set(paths)];
  const seen = new Set(queue);
  let files = 0;
  let bytes = 0;
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      let body: ArrayBuffer | undefined;
      const existing = path.startsWith("/assets/") ? await matchSaved(path) : undefined;
      if (existing) body = await existing.arrayBuffer();
      else {
        const response = await fetch(path, { cache: "no-cache" });
        if (response.status !== 200 || response.redirected)
          throw new Error(`${path}: ${response.status}`);
        await cache.put(new URL(path, self.location.origin).href, response.clone());
        body = await response.arrayBuffer();
        if ((response.headers.get("Content-Type") ?? "").startsWith("text/html"))
          for (const asset of new TextDecoder()
            .decode(body)
            .match(/\/assets\/[\w.-]+\.(?:json|js|css)\b/g) ?? [])
            if (!seen.has(asset)) {
              seen.add(asset);
              queue.push(asset);
            }
      }
      files += 1;
      bytes += body.byteLength;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { files, bytes };
}

/** "Save for offline": one page or every page of a language, their data, and the code loaded on demand. */
async function saveOnRequest(request: SaveRequest): Promise<SaveResult> {
  const { pages: byLocale, code } = self.__SAATHI_SAVABLE;
  const pages =
    "all" in request
      ? (byLocale[request.all as keyof typeof byLocale] ?? [])
      : Object.values(byLocale).flat().includes(request.path)
        ? [request.path]
        : [];
  if (!pages.length) return { ok: false };
  const { files, bytes } = await saveFiles([...pages.flatMap((p) => [p, dataUrlOf(p)]), ...code]);
  return { ok: true, pages: pages.length, files, bytes };
}

/** The language of a path, by the prefixes of `self.__SAATHI_SAVABLE.urgent` ("/bn/...": "bn"). */
function localeOfSavedPath(path: string): string {
  const { urgent } = self.__SAATHI_SAVABLE;
  return (
    Object.keys(urgent).find((locale) => {
      const prefix = `/${locale}`;
      return locale !== "en" && (path === prefix || path.startsWith(`${prefix}/`));
    }) ?? "en"
  );
}

/**
 * The urgent pages of the language of `path`, with their data, unless they are saved already:
 * when a person first reads a language, its crisis pages stay on the phone for the day there is
 * no signal. Even with Save-Data, as English's are at install: they are three pages.
 */
async function saveUrgentPages(path: string): Promise<void> {
  const urgent = self.__SAATHI_SAVABLE.urgent[localeOfSavedPath(path) as keyof Savable["urgent"]];
  if (!urgent?.length || getCacheKeyForURL(urgent[0]!) || (await matchSaved(urgent[0]!))) return;
  await saveFiles(urgent.flatMap((p) => [p, dataUrlOf(p)])).catch(() => undefined);
}

/**
 * At the first start: the urgent pages of the language of each open page, and, not with
 * Save-Data, the page the person is on (it loaded before the worker existed), with its data and
 * the code its HTML names, mostly from the browser's HTTP cache.
 */
async function saveOpenPages(): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  await Promise.all(windows.map((client) => saveUrgentPages(savedPathFor(client.url))));
  if (saveData()) return;
  const known = new Set(Object.values(self.__SAATHI_SAVABLE.pages).flat());
  const paths = windows
    .map((client) => savedPathFor(client.url))
    .filter((path) => known.has(path) && !getCacheKeyForURL(path));
  await saveFiles(paths.flatMap((path) => [path, dataUrlOf(path)])).catch(() => undefined);
}

async function page(request: Request, event: FetchEvent): Promise<Response> {
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
  const path = savedPathFor(request.url);
  const response = (await networkFirst(request, path, event)) ?? (await offlinePage(request.url));
  if (response.status === 200) event.waitUntil(saveUrgentPages(path));
  // A page read is a page kept; its data too, for a move to it by a link (not with Save-Data).
  const known = Object.values(self.__SAATHI_SAVABLE.pages).some((pages) => pages.includes(path));
  if (known && response.status === 200 && !saveData() && !getCacheKeyForURL(path))
    event.waitUntil(
      matchSaved(dataUrlOf(path)).then((data) =>
        data ? undefined : saveFiles([dataUrlOf(path)]).catch(() => undefined),
      ),
    );
  return response;
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

/**
 * The offline page in the language of `url`, or English's when that language's is not saved
 * (a language is saved when first read: issue 36).
 */
async function offlinePage(url: string): Promise<Response> {
  const target = offlineRedirectFor(url);
  if (!target) return Response.error();
  const [page = "", query = ""] = target.split("?");
  const to = (await matchSaved(page)) ? target : `/offline?${query}`;
  return Response.redirect(new URL(to, self.location.origin).href, 302);
}

/**
 * The network's answer, kept (for the next time offline); the saved copy when the network fails,
 * answers with a server error, or is slower than NETWORK_TIMEOUT_MS; undefined when it fails and
 * nothing is saved. With nothing saved, a slow network is waited for rather than given up on.
 */
async function networkFirst(
  request: Request,
  saved: string,
  event: FetchEvent,
): Promise<Response | undefined> {
  const network = fetch(request);
  network.catch(() => undefined); // when the saved copy wins the race, a late failure is no error
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<"slow">((resolve) => {
    timer = setTimeout(() => resolve("slow"), NETWORK_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first === "slow") {
      const copy = await matchSaved(saved);
      if (copy) return copy;
    }
    const response = first === "slow" ? await network : first;
    if (response.status < 500) {
      if (!getCacheKeyForURL(saved)) keep(event, saved, response);
      return response;
    }
    return (await matchSaved(saved)) ?? response;
  } catch {
    return matchSaved(saved);
  } finally {
    clearTimeout(timer);
  }
}
