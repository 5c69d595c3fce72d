/**
 * Issue 30, item 2: no template token ships. Content cites facts and help lines as `{fact:id}` and
 * `{line:id}`, and messages place values as `{name}`; all are resolved before a reader sees them,
 * and a missed one ("free 24/7 help from Tele-MANAS {line:tele-manas}" on 56 pages) reads as a
 * broken site at the worst moment. The last step of `npm run build` reads what it made and fails,
 * naming each file and token, if one survives in:
 *
 * - the pages: their text and attributes (titles, meta tags, labels) and their JSON-LD; scripts
 *   are code, and the route data inside them is checked as the page data below; `data-*`
 *   attributes are for the page's code (a checklist's "{done} of {total} done" is filled in as
 *   ticks change), and the WebSite's SearchAction keeps schema.org's own `{search_term_string}`;
 * - the page data (`*.data`), the sitemap, robots.txt, the manifest, the calendar files (`.ics`)
 *   and the mail templates: here only content references (`{fact:` or `{line:`), because the page
 *   data carries some messages whose `{email}` the page fills in as it renders;
 * - the search index (Pagefind's compressed fragments and metadata);
 * - the template files (PDF, DOCX, XLSX), through the words they are made from (their text is
 *   drawn as glyphs or zipped, so the sheets' words are what can be read).
 */
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { isCompressedTwin } from "../server/precompress.ts";

/** A content reference: `{fact:id}`, `{line:id}`, `{line:id.alternative}` or a malformed one. */
const REFERENCE = /\{(?:fact|line)\s*:[^}]{0,80}\}?/g;
/** Any token a reader should never see: a reference, or a message's `{value}`. */
const ANY_TOKEN = /\{(?:fact|line)\s*:[^}]{0,80}\}?|\{[a-zA-Z][a-zA-Z0-9_]*\}/g;

export type Finding = { file: string; token: string };

/** What a reader gets from a page: its markup without code, styles and data attributes, plus its JSON-LD. */
export function readerMarkup(html: string): string {
  return html
    .replace(/\sdata-[\w-]+="[^"]*"/g, " ")
    .replaceAll("{search_term_string}", "")
    .replace(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi, " $1 ")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, " ");
}

/** The tokens left in `text`: any token, or (`referencesOnly`) content references only. */
export function tokensIn(text: string, referencesOnly = false): string[] {
  return [...text.matchAll(referencesOnly ? REFERENCE : ANY_TOKEN)].map((m) => m[0]);
}

/** Every token left in the build's client folder (compressed twins are the same bytes: skipped). */
export async function findTokens(clientDir: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const note = (file: string, tokens: string[]) => {
    for (const token of tokens) findings.push({ file: relative(clientDir, file), token });
  };
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    if (isCompressedTwin(file) || file.includes("/assets/")) continue;
    if (file.endsWith(".html")) {
      const html = await readFile(file, "utf8");
      // Mail templates hold the auth server's own {{ .ConfirmationURL }}: references only there.
      if (file.includes("/mail-templates/")) note(file, tokensIn(html, true));
      else note(file, tokensIn(readerMarkup(html)));
    } else if (/\.(?:data|xml|txt|ics|webmanifest|json)$/.test(file)) {
      note(file, tokensIn(await readFile(file, "utf8"), true));
    } else if (/\.pf_(?:fragment|meta)$/.test(file)) {
      note(file, tokensIn(gunzipSync(await readFile(file)).toString("utf8")));
    }
  }
  return findings;
}

/** Every token left in the words the template files are made from. */
export async function findTemplateTokens(): Promise<Finding[]> {
  const [{ templateSheetsOf }, { pagesByLocale }, { resolvePage }, { locales }] = await Promise.all(
    [
      import("../app/features/downloads/templates.ts"),
      import("../app/content/index.ts"),
      import("../app/content/resolve.ts"),
      import("../app/i18n/locales.ts"),
    ],
  );
  const findings: Finding[] = [];
  for (const locale of locales)
    for (const page of pagesByLocale[locale])
      for (const { path, sheet } of templateSheetsOf(resolvePage(page, locale), locale))
        for (const token of tokensIn(JSON.stringify(sheet))) findings.push({ file: path, token });
  return findings;
}

if (import.meta.main) {
  const clientDir = fileURLToPath(new URL("../build/client/", import.meta.url));
  const findings = [...(await findTokens(clientDir)), ...(await findTemplateTokens())];
  if (findings.length > 0) {
    for (const { file, token } of findings) console.error(`  ${file}: ${token}`);
    console.error(
      `check-tokens: ${findings.length} template token(s) left in what the build made (above). ` +
        "Resolve them where the text is made (content/resolve.ts for {fact:} and {line:}).",
    );
    process.exit(1);
  }
  console.log("check-tokens: no template token in pages, page data, search index, files or mail");
}
