// @vitest-environment node
/**
 * The service worker's file as the server sends it: never from an hour-old cache (a new build's
 * worker must be found on the next navigation), with a policy of its own; pages allow it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteApp } from "./site-app.ts";
import { loadStaticSite } from "./static-site.ts";

let dir: string;
let app: ReturnType<typeof createSiteApp>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sw-headers-"));
  const files: Record<string, string> = {
    "index.html": "<!doctype html><title>Home</title><script>1</script>",
    "404.html": "<!doctype html><title>Not found</title>",
    "sw.js": "self.addEventListener('fetch', () => {});",
    "icons.svg": "<svg xmlns='http://www.w3.org/2000/svg'></svg>",
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  app = createSiteApp({ site: await loadStaticSite(dir) });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("/sw.js", () => {
  it("is sent as JavaScript with Cache-Control: no-cache and its own CSP", async () => {
    const response = await app.request("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("may be registered by every page (worker-src 'self')", async () => {
    const csp = (await app.request("/")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("worker-src 'self'");
  });

  it("other unhashed files keep their hour of caching", async () => {
    expect((await app.request("/icons.svg")).headers.get("cache-control")).toBe(
      "public, max-age=3600",
    );
  });
});
