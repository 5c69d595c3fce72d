// @vitest-environment node
/**
 * Issue 29, item 8: a template file downloaded from a site served elsewhere than the build's
 * address names that site in its footer: made again on first request, read back here with the
 * reader libraries the template tests use (unpdf for PDF, mammoth for DOCX).
 */
import mammoth from "mammoth";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadStaticSite, type StaticSite } from "./static-site.ts";
import { templatesRemadeAt } from "./template-origin.ts";

const PUBLIC = "https://saathi.example.org";
let dir: string;
let site: StaticSite;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "template-origin-"));
  writeFileSync(join(dir, "404.html"), "<!doctype html><h1>Not found</h1>");
  mkdirSync(join(dir, "downloads", "templates"), { recursive: true });
  // Stand-ins for the build's files: the server only remakes files the build has.
  writeFileSync(join(dir, "downloads", "templates", "icu-visit-log.pdf"), "built");
  writeFileSync(join(dir, "downloads", "templates", "icu-visit-log.docx"), "built");
  site = await loadStaticSite(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("each template file is made for the public origin once, on first request; other paths are not", async () => {
  const remade = await templatesRemadeAt(site, PUBLIC, { log: () => {} });
  expect(remade("/templates-and-forms")).toBeUndefined();
  // A template the build did not ship (its Hindi twin here) is left to the 404.
  expect(remade("/hi/downloads/templates/icu-visit-log.pdf")).toBeUndefined();

  const pdf = await remade("/downloads/templates/icu-visit-log.pdf")!;
  expect(pdf.contentType).toBe("application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.identity.body)), {
    mergePages: true,
  });
  expect(text.replace(/\s+/g, "")).toContain(`${PUBLIC}/templates-and-forms`.replace(/\s+/g, ""));
  expect(text).not.toContain("127.0.0.1");
  expect(await remade("/downloads/templates/icu-visit-log.pdf")).toBe(pdf);

  const docx = await remade("/downloads/templates/icu-visit-log.docx")!;
  const { value } = await mammoth.extractRawText({ buffer: docx.identity.body });
  expect(value).toContain(`${PUBLIC}/templates-and-forms`);
  expect(docx.identity.etag).not.toBe(
    site.files.get("/downloads/templates/icu-visit-log.docx")!.identity.etag,
  );
}, 60_000);
