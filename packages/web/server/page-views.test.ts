// @vitest-environment node
/**
 * Issue 32, item 5: the site server counts a view when it sends a page of the site (a GET answered
 * 200 with a prerendered page's HTML), through the desk's batching counter, and nothing else:
 * not files, HEAD, 404s, 304s, the staff desk, the page after a plain feedback post, a script's
 * fetch (the service worker saving pages) or a crawler.
 * What it hands on is a path and a number.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { createPageViewCounter, type PageViewCounter } from "@saathi/desk";
import { listen, type Listening } from "@saathi/auth-server/node-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "./security-headers.ts";
import { createSiteApp } from "./site-app.ts";
import { loadStaticSite } from "./static-site.ts";

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${"<p>Text.</p>".repeat(80)}</body></html>`;

let dir: string;
let server: Listening;
let base: string;
let counter: PageViewCounter;
const batches: Map<string, number>[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "page-views-"));
  const files: Record<string, string> = {
    "index.html": page("Home"),
    "study-tips/index.html": page("Study tips"),
    "hi/study-tips/index.html": page("पढ़ाई"),
    "staff/index.html": page("Support desk"),
    "hi/staff/index.html": page("सपोर्ट डेस्क"),
    "404.html": page("Not found"),
    "assets/app-abc123.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
    "downloads/templates/visit-log.pdf": "%PDF-1.4 a template",
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  const site = await loadStaticSite(dir);
  counter = createPageViewCounter({
    add: async (counts) => void batches.push(new Map(counts)),
    everyMs: 60_000,
  });
  const app = createSiteApp({ site, onPageView: (path) => counter.count(path), log: () => {} });
  server = await listen({
    fetch: (request, env) => app.fetch(request, env),
    hostname: "127.0.0.1",
    port: 0,
    limits: { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, maxConnectionsPerIp: 64 },
    errorHeaders: SECURITY_HEADERS,
  });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await counter.stop();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await counter.flush();
  batches.length = 0;
});

async function visit(path: string, init: RequestInit = {}) {
  const res = await fetch(base + path, { redirect: "manual", ...init });
  await res.arrayBuffer();
  return res;
}

/** What the next batch holds. */
async function counted(): Promise<Record<string, number>> {
  await counter.flush();
  return Object.fromEntries(batches.splice(0).flatMap((b) => [...b]));
}

describe("page views", () => {
  it("counts a page sent to a GET, in either language, by its path only", async () => {
    expect((await visit("/study-tips")).status).toBe(200);
    await visit("/study-tips?utm_source=newsletter");
    await visit("/hi/study-tips");
    await visit("/");
    expect(await counted()).toEqual({ "/study-tips": 2, "/hi/study-tips": 1, "/": 1 });
  });

  it("does not count files, HEAD, 404s, 304s, redirects or the staff desk", async () => {
    // A browser's revalidation (fetch would add Cache-Control: no-cache to it).
    const plain = (headers: Record<string, string>) =>
      new Promise<{ status: number; etag: string }>((resolve, reject) =>
        httpRequest(`${base}/study-tips`, { headers }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, etag: String(res.headers.etag) });
        })
          .on("error", reject)
          .end(),
      );
    const first = await plain({});
    // That first GET was a view; what follows is not.
    expect(await counted()).toEqual({ "/study-tips": 1 });
    expect((await visit("/assets/app-abc123.js")).status).toBe(200);
    expect((await visit("/downloads/templates/visit-log.pdf")).status).toBe(200);
    expect((await visit("/study-tips", { method: "HEAD" })).status).toBe(200);
    expect((await visit("/no-such-page")).status).toBe(404);
    expect((await visit("/study-tips/")).status).toBe(308);
    expect((await visit("/staff")).status).toBe(200);
    expect((await visit("/hi/staff")).status).toBe(200);
    const revalidated = (await plain({ "If-None-Match": first.etag })).status;
    expect(revalidated).toBe(304);
    expect(await counted()).toEqual({});
  });

  it("does not count the page again after a plain feedback post, nor a crawler's visit", async () => {
    await visit("/study-tips?feedback=thanks");
    await visit("/study-tips", {
      headers: {
        "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      },
    });
    await visit("/study-tips", { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64)" } });
    expect(await counted()).toEqual({ "/study-tips": 1 });
  });

  it("counts a page a browser opens, not one a script fetches (the service worker saving pages)", async () => {
    await visit("/study-tips", { headers: { "Sec-Fetch-Dest": "document" } });
    await visit("/study-tips", { headers: { "Sec-Fetch-Dest": "empty" } });
    await visit("/", { headers: { "Sec-Fetch-Dest": "empty" } });
    expect(await counted()).toEqual({ "/study-tips": 1 });
  });

  it("adds one batch for many views, without waiting on it while serving", async () => {
    await Promise.all(Array.from({ length: 30 }, () => visit("/study-tips")));
    expect(batches).toHaveLength(0);
    expect(counter.pending()).toBe(30);
    expect(await counted()).toEqual({ "/study-tips": 30 });
  });
});
