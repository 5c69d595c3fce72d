/**
 * The server reads the compressed twins the build wrote (scripts/precompress.ts) instead of
 * compressing at start, never serves a twin as a file of its own, and never serves a twin
 * older than its file.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, expect, test } from "vitest";
import { compressAll } from "./precompress.ts";
import { loadStaticSite } from "./static-site.ts";

let dir: string;
const page = (words: string) =>
  `<!doctype html><html><body><p>${words.repeat(200)}</p></body></html>`;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "static-site-"));
  writeFileSync(join(dir, "404.html"), page("Not found. "));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("a twin the build wrote is what the server sends, and it is no page of its own", async () => {
  writeFileSync(join(dir, "index.html"), page("Home. "));
  // Twins of different text, so the test sees which bytes were used.
  const twins = await compressAll(Buffer.from(page("From the build. ")));
  writeFileSync(join(dir, "index.html.br"), twins.br);
  writeFileSync(join(dir, "index.html.gz"), twins.gzip);

  const site = await loadStaticSite(dir);
  const home = site.files.get("/")!;
  expect(brotliDecompressSync(home.variants.br!.body).toString()).toContain("From the build.");
  expect(gunzipSync(home.variants.gzip!.body).toString()).toContain("From the build.");
  expect(site.files.has("/index.html.br")).toBe(false);
  expect(site.files.has("/index.html.gz")).toBe(false);
});

test("without twins, or with twins older than the file, the server compresses the file itself", async () => {
  writeFileSync(join(dir, "index.html"), page("Home. "));
  const stale = await compressAll(Buffer.from(page("An older build. ")));
  writeFileSync(join(dir, "index.html.br"), stale.br);
  writeFileSync(join(dir, "index.html.gz"), stale.gzip);
  const anHourAgo = new Date(Date.now() - 3_600_000);
  for (const twin of ["index.html.br", "index.html.gz"])
    utimesSync(join(dir, twin), anHourAgo, anHourAgo);
  writeFileSync(join(dir, "about.html"), page("About. "));

  const site = await loadStaticSite(dir);
  expect(brotliDecompressSync(site.files.get("/")!.variants.br!.body).toString()).toContain(
    "Home.",
  );
  const about = site.files.get("/about.html")!;
  expect(brotliDecompressSync(about.variants.br!.body).toString()).toContain("About.");
  expect(gunzipSync(about.variants.gzip!.body).toString()).toContain("About.");
});
