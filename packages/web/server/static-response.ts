/**
 * HTTP semantics of one in-memory static file: content negotiation (Accept-Encoding with q
 * values), validators and revalidation (ETag, Last-Modified, 304), and byte ranges (206/416).
 *
 * Why these four small modules rather than a whole static-file server: our files live in memory
 * with their brotli and gzip variants made once at start (static-site.ts) and each page carries
 * its own CSP, while Hono's serveStatic, sirv and send all stat and stream files from disk per
 * request (and sirv and Hono's node adapter match Accept-Encoding by substring, so `br;q=0`
 * still gets brotli). The parts that are easy to get subtly wrong are the header grammars and
 * the precedence rules, so we take them from the jshttp/pillarjs modules that Express and send
 * themselves run on: negotiator, fresh, range-parser and etag. See
 * docs/decisions/0021-static-serving.md.
 */
import Negotiator from "negotiator";
import fresh from "fresh";
import parseRange from "range-parser";
import type { StaticFile } from "./static-site.ts";

/** The order we prefer when the client rates several encodings equally. */
const ENCODINGS = ["br", "gzip", "identity"] as const;
type Encoding = (typeof ENCODINGS)[number];

function chooseEncoding(file: StaticFile, headers: Headers): Encoding {
  const available = ENCODINGS.filter((e) => e === "identity" || file.variants[e] !== undefined);
  const acceptEncoding = headers.get("accept-encoding");
  const negotiator = new Negotiator({
    headers: acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding },
  });
  // Equal q-values: our order (brotli is smallest), not the order the client listed them in.
  // Nothing acceptable (e.g. "identity;q=0" on a file we only have plain): send it plain, as
  // send/Express do, rather than a 406 no browser asks for.
  // @types/negotiator (0.6) predates negotiator 1.x's `preferred` option, hence the cast.
  const preferred = negotiator.encoding as (
    available: readonly string[],
    options: { preferred: readonly string[] },
  ) => string | undefined;
  return (
    (preferred.call(negotiator, available, { preferred: ENCODINGS }) as Encoding | undefined) ??
    "identity"
  );
}

export type StaticRequest = { method: string; headers: Headers };

/** The response for `file`: 200 (or 206, 304, 416 from the validators and Range), or 404 for the not-found page. */
export function staticResponse(
  request: StaticRequest,
  file: StaticFile,
  status: 200 | 404,
): Response {
  const encoding = chooseEncoding(file, request.headers);
  const variant = encoding === "identity" ? file.identity : file.variants[encoding]!;
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": status === 404 ? "no-cache" : file.cacheControl,
    Vary: "Accept-Encoding",
  });
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  if (file.csp) headers.set("Content-Security-Policy", file.csp);
  const head = request.method === "HEAD";
  if (status === 404) {
    headers.set("Content-Length", String(variant.body.length));
    return new Response(head ? null : new Uint8Array(variant.body), { status, headers });
  }

  headers.set("ETag", variant.etag);
  headers.set("Last-Modified", file.lastModified);
  headers.set("Accept-Ranges", "bytes");
  const requestHeaders = headerRecord(request.headers, [
    "if-none-match",
    "if-modified-since",
    "cache-control",
  ]);
  if (fresh(requestHeaders, { etag: variant.etag, "last-modified": file.lastModified })) {
    return new Response(null, { status: 304, headers });
  }

  const size = variant.body.length;
  const range = request.headers.get("range");
  if (
    range !== null &&
    ifRangeHolds(request.headers.get("if-range"), variant.etag, file.lastModified)
  ) {
    const ranges = parseRange(size, range, { combine: true });
    if (ranges === -1) {
      headers.set("Content-Range", `bytes */${size}`);
      headers.set("Content-Length", "0");
      return new Response(null, { status: 416, headers });
    }
    // -2 (malformed), a unit other than bytes, or several ranges: RFC 9110 lets a server ignore
    // Range, and a whole 200 is what every client handles.
    if (ranges !== -2 && ranges.type === "bytes" && ranges.length === 1) {
      const { start, end } = ranges[0]!;
      const part = variant.body.subarray(start, end + 1);
      headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
      headers.set("Content-Length", String(part.length));
      return new Response(head ? null : new Uint8Array(part), { status: 206, headers });
    }
  }
  headers.set("Content-Length", String(size));
  return new Response(head ? null : new Uint8Array(variant.body), { status: 200, headers });
}

/** If-Range: the range applies only if the client's copy is still current (strong ETag or exact date). */
function ifRangeHolds(ifRange: string | null, etag: string, lastModified: string): boolean {
  if (ifRange === null) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) return value === etag;
  const since = Date.parse(value);
  return Number.isFinite(since) && Date.parse(lastModified) <= since;
}

function headerRecord(headers: Headers, names: string[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const name of names) {
    const value = headers.get(name);
    if (value !== null) record[name] = value;
  }
  return record;
}
