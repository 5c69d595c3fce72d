/**
 * Issue 29: one build served at any address names that address in every absolute URL: pages (and
 * the hashes of their inline scripts in the CSP), the sitemap, the pages' data and the calendar
 * files; scripts, which carry no origin of their own, are left as they are.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { publicOrigin, rebaseSite } from "./site-origin.ts";
import { loadStaticSite } from "./static-site.ts";

const BUILT = "http://127.0.0.1:8080";
const PUBLIC = "https://saathi.example.org";

let dir: string;
const page = (path: string) =>
  `<!doctype html><html><head><link rel="canonical" href="${BUILT}${path}"/>` +
  `<script type="application/ld+json">{"url":"${BUILT}${path}"}</script></head>` +
  `<body><p>${"Words. ".repeat(200)}</p></body></html>`;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "site-origin-"));
  writeFileSync(join(dir, "index.html"), page("/"));
  writeFileSync(join(dir, "404.html"), page("/404"));
  mkdirSync(join(dir, "hi"));
  writeFileSync(join(dir, "hi", "404.html"), page("/hi/404"));
  writeFileSync(join(dir, "sitemap.xml"), `<urlset><url><loc>${BUILT}/</loc></url></urlset>`);
  writeFileSync(
    join(dir, "exam-calendar.ics"),
    `BEGIN:VCALENDAR\r\nURL:${BUILT}/exam-calendar\r\nEND:VCALENDAR\r\n`,
  );
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "app.js"), `const fallback = "${BUILT}";`);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("every text file that named the build's origin names the public one, compressed twins too", async () => {
  const site = await loadStaticSite(dir);
  const before = site.files.get("/")!;
  const changed = await rebaseSite(site, BUILT, PUBLIC);
  const home = site.files.get("/")!;
  const html = home.identity.body.toString();
  expect(html).toContain(`<link rel="canonical" href="${PUBLIC}/"/>`);
  expect(html).not.toContain(BUILT);
  expect(home.identity.etag).not.toBe(before.identity.etag);
  expect(brotliDecompressSync(home.variants.br!.body).toString()).toBe(html);
  expect(gunzipSync(home.variants.gzip!.body).toString()).toBe(html);
  // The JSON-LD script changed, so the CSP allows its new hash, not the old one.
  expect(home.csp).not.toBe(before.csp);
  expect(site.files.get("/sitemap.xml")!.identity.body.toString()).toContain(
    `<loc>${PUBLIC}/</loc>`,
  );
  // The calendar is made again for the public origin, in every language.
  const calendar = site.files.get("/exam-calendar.ics")!.identity.body.toString();
  expect(calendar).toContain("BEGIN:VEVENT");
  expect(calendar.replace(/\r\n /g, "")).toContain(`${PUBLIC}/exam-calendar#`);
  expect(calendar).not.toContain(BUILT);
  // Scripts are not pages: left as they are.
  expect(site.files.get("/assets/app.js")!.identity.body.toString()).toContain(BUILT);
  // The 404 pages, kept apart from the map, in each language.
  expect(site.notFound.identity.body.toString()).toContain(`${PUBLIC}/404`);
  expect(site.notFoundFor("/hi/no-such-page").identity.body.toString()).toContain(
    `${PUBLIC}/hi/404`,
  );
  expect(changed).toBeGreaterThanOrEqual(4);
});

test("served at the build's own origin, nothing changes", async () => {
  const site = await loadStaticSite(dir);
  const before = site.files.get("/");
  expect(await rebaseSite(site, BUILT, BUILT)).toBe(0);
  expect(site.files.get("/")).toBe(before);
});

describe("publicOrigin", () => {
  test("SITE_URL, then GOTRUE_SITE_URL, then the listening address", () => {
    expect(publicOrigin({ SITE_URL: "https://a.example.org/" }, "http://127.0.0.1:9000")).toBe(
      "https://a.example.org",
    );
    expect(
      publicOrigin({ GOTRUE_SITE_URL: "https://b.example.org" }, "http://127.0.0.1:9000"),
    ).toBe("https://b.example.org");
    expect(publicOrigin({}, "http://127.0.0.1:9000")).toBe("http://127.0.0.1:9000");
  });

  test("a value that is not an http(s) origin is refused with a clear message", () => {
    expect(() => publicOrigin({ SITE_URL: "saathi.org" }, "http://x")).toThrow(
      /absolute http\(s\) URL/,
    );
    expect(() => publicOrigin({ SITE_URL: "ftp://saathi.org" }, "http://x")).toThrow(/http\(s\)/);
    expect(() => publicOrigin({ SITE_URL: "https://saathi.org/app" }, "http://x")).toThrow(
      /no path/,
    );
  });
});
