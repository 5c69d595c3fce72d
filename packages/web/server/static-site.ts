/**
 * The prerendered build, read once into memory with its compressed variants, which the build
 * wrote beside each file (scripts/precompress.ts). The build is immutable while the server runs
 * (a rebuild means a restart), so every response is a map lookup: no disk access, no
 * per-request compression.
 */
import etag from "etag";
import { readdir, readFile, stat } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { localeInfo, localeOfPath, locales } from "../app/i18n/locales.ts";
import { SERVICE_WORKER_URL } from "../sw/protocol.ts";
import { contentSecurityPolicy, SERVICE_WORKER_CSP, type CspOptions } from "./csp.ts";
import {
  COMPRESSED_SUFFIXES,
  COMPRESSIBLE,
  compressAll,
  isCompressedTwin,
  MIN_COMPRESSIBLE_BYTES,
  type Encoding,
} from "./precompress.ts";

/** One representation of a file: its bytes and their strong validator. */
export type StaticVariant = { body: Buffer; etag: string };

export type StaticFile = {
  identity: StaticVariant;
  /** Precompressed representations, for text files over 512 bytes. */
  variants: { br?: StaticVariant; gzip?: StaticVariant };
  /** The build file's mtime, as an HTTP date. */
  lastModified: string;
  contentType: string;
  cacheControl: string;
  /** Per-page CSP (HTML only). */
  csp?: string;
};

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  // Issue 24's downloads: calendar files and the templates.
  ".ics": "text/calendar; charset=utf-8",
  ".pdf": "application/pdf",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  // React Router's prerendered loader data (turbo-stream).
  ".data": "text/x-script; charset=utf-8",
};

export function contentTypeOf(extension: string): string {
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

const IMMUTABLE = "public, max-age=31536000, immutable";

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

function cacheControlFor(urlPath: string, contentType: string): string {
  // Vite puts a content hash in every file name under /assets.
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  // The browser checks the worker for a new build on navigations; an hour's cache would hide one.
  if (urlPath === SERVICE_WORKER_URL) return "no-cache";
  if (contentType.startsWith("text/html") || urlPath.endsWith(".data")) return "no-cache";
  return "public, max-age=3600";
}

/** URL path for a file: "about/index.html" is served at "/about". */
function urlPathFor(relativePath: string): string {
  const posix = "/" + relativePath.split(sep).join("/");
  if (posix === "/index.html") return "/";
  return posix.endsWith("/index.html") ? posix.slice(0, -"/index.html".length) : posix;
}

function variant(body: Buffer): StaticVariant {
  return { body, etag: etag(body) };
}

export type StaticSite = {
  files: Map<string, StaticFile>;
  /** The prerendered 404 page, sent with status 404 for every unknown path outside another language. */
  notFound: StaticFile;
  /** The 404 page in the language of an unknown path ("/hi/..." gets the Hindi one). */
  notFoundFor: (pathname: string) => StaticFile;
};

/**
 * A file's compressed twins as the build wrote them, or made now when the build did not (a
 * fixture in a test, a build stopped before its last step) or when one is older than the file.
 */
async function compressedVariants(path: string, body: Buffer, mtimeMs: number) {
  const encodings = Object.keys(COMPRESSED_SUFFIXES) as Encoding[];
  const twins = await Promise.all(
    encodings.map(async (encoding) => {
      const twinPath = path + COMPRESSED_SUFFIXES[encoding];
      const twinStat = await stat(twinPath).catch(() => null);
      return twinStat && twinStat.mtimeMs >= mtimeMs ? readFile(twinPath) : null;
    }),
  );
  const made = twins.every(Boolean) ? null : await compressAll(body);
  const variants: StaticFile["variants"] = {};
  encodings.forEach((encoding, i) => {
    variants[encoding] = variant(twins[i] ?? made![encoding]);
  });
  return variants;
}

export async function loadStaticSite(clientDir: string, csp: CspOptions = {}): Promise<StaticSite> {
  const files = new Map<string, StaticFile>();
  for await (const path of walk(clientDir)) {
    if (isCompressedTwin(path)) continue;
    const rel = relative(clientDir, path);
    const urlPath = urlPathFor(rel);
    const contentType = contentTypeOf(extname(path));
    const body = await readFile(path);
    const { mtime, mtimeMs } = await stat(path);
    const compressible = COMPRESSIBLE.test(contentType) && body.length > MIN_COMPRESSIBLE_BYTES;
    const file: StaticFile = {
      identity: variant(body),
      variants: compressible ? await compressedVariants(path, body, mtimeMs) : {},
      lastModified: mtime.toUTCString(),
      contentType,
      cacheControl: cacheControlFor(urlPath, contentType),
    };
    if (contentType.startsWith("text/html"))
      file.csp = contentSecurityPolicy(body.toString("utf8"), csp);
    if (urlPath === SERVICE_WORKER_URL) file.csp = SERVICE_WORKER_CSP;
    files.set(urlPath, file);
  }
  const notFoundOf = (prefix: string) =>
    files.get(`${prefix}/404`) ?? files.get(`${prefix}/404.html`);
  const notFound = notFoundOf("");
  if (!notFound) throw new Error(`${clientDir} has no prerendered 404 page: run the build first.`);
  const localized = new Map(
    locales.map((locale) => [locale, notFoundOf(localeInfo[locale].prefix) ?? notFound]),
  );
  // Reachable only as the answer to unknown paths, never as a page of its own.
  for (const locale of locales)
    for (const file of ["/404", "/404.html"]) files.delete(localeInfo[locale].prefix + file);
  for (const path of ["/__spa-fallback.html", "/_headers"]) files.delete(path);
  const notFoundFor = (pathname: string) => localized.get(localeOfPath(pathname)) ?? notFound;
  return { files, notFound, notFoundFor };
}
