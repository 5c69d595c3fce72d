// @vitest-environment node
/**
 * Issue 30, item 2: the build's token check catches a token wherever one could ship (page text,
 * meta tags, JSON-LD, page data, calendar files, the search index, mail templates), and passes
 * what the pages rightly carry (code, data attributes for the page's code, the auth server's
 * {{ .ConfirmationURL }}, schema.org's {search_term_string}).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, expect, test } from "vitest";
import { findTemplateTokens, findTokens } from "./check-tokens.ts";

let dir: string;
const write = (path: string, body: string | Buffer) => {
  mkdirSync(join(dir, path, ".."), { recursive: true });
  writeFileSync(join(dir, path), body);
};
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "check-tokens-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const clean = `<!doctype html><html><head><title>Help now</title>
<script type="application/ld+json">{"potentialAction":{"target":"/search?q={search_term_string}"}}</script>
<script>window.ctx = "{done} and {line:x} inside code";</script><style>.a{color:red}</style></head>
<body><form data-count="{done} of {total} done"><p>Call Tele-MANAS 14416.</p></form></body></html>`;

test("a build with no token left passes", async () => {
  write("index.html", clean);
  write("mail-templates/magic-link.html", "<a href='{{ .ConfirmationURL }}'>Sign in</a>");
  write("_.data", '["Call Tele-MANAS 14416","If {email} has an account"]');
  write("exam-calendar.ics", "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
  write("assets/app.js", 'const t = "{line:x}";');
  expect(await findTokens(dir)).toEqual([]);
});

test("each place a token could ship is read", async () => {
  write("index.html", clean);
  write("guide/index.html", "<p>Free help from Tele-MANAS {line:tele-manas}</p>");
  write("meta/index.html", '<meta name="description" content="About {fact:science-students}">');
  write("alt/index.html", '<img alt="Hello {name}">');
  write(
    "ld/index.html",
    '<script type="application/ld+json">{"description":"Call {line:tele-manas.alternative}"}</script>',
  );
  write("guide.data", '["Call {line:tele-manas}"]');
  write("exam.ics", "SUMMARY:{fact:neet-date}\r\n");
  write("sitemap.xml", "<loc>{line:x}</loc>");
  write("mail-templates/hi/recovery.html", "<p>{line:tele-manas}</p>");
  write("pagefind/en/fragment/x.pf_fragment", gzipSync('{"content":"excerpt {line:tele-manas}"}'));
  const found = (await findTokens(dir)).map((f) => `${f.file} ${f.token}`).sort();
  expect(found).toEqual(
    [
      "alt/index.html {name}",
      "exam.ics {fact:neet-date}",
      "guide.data {line:tele-manas}",
      "guide/index.html {line:tele-manas}",
      "ld/index.html {line:tele-manas.alternative}",
      "mail-templates/hi/recovery.html {line:tele-manas}",
      "meta/index.html {fact:science-students}",
      "pagefind/en/fragment/x.pf_fragment {line:tele-manas}",
      "sitemap.xml {line:x}",
    ].sort(),
  );
});

test("the words the template files are made from carry no token", async () => {
  expect(await findTemplateTokens()).toEqual([]);
});
