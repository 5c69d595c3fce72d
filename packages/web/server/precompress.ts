/**
 * The compressed twins of the build's text files, written once by the build (scripts/precompress.ts)
 * beside each file as `name.br` and `name.gz`, and read by the server at start
 * (static-site.ts). Brotli at quality 11 costs about a second per large file: paid at every
 * start it kept a restarted server from answering for minutes, so the build pays it once.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Types worth compressing; images other than SVG and the downloads are compressed already. */
export const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/** Below this, a compressed copy saves less than its headers cost. */
export const MIN_COMPRESSIBLE_BYTES = 512;

export const COMPRESSED_SUFFIXES = { br: ".br", gzip: ".gz" } as const;
export type Encoding = keyof typeof COMPRESSED_SUFFIXES;

/** True for a file the build wrote as another file's compressed twin. */
export function isCompressedTwin(path: string): boolean {
  return Object.values(COMPRESSED_SUFFIXES).some((suffix) => path.endsWith(suffix));
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Both encodings at their smallest; async, so the thread pool compresses several files at once. */
export async function compressAll(
  body: Buffer,
  /** "quick": for files rewritten at start (site-origin.ts), where quality 11 would hold the start. */
  effort: "smallest" | "quick" = "smallest",
): Promise<Record<Encoding, Buffer>> {
  const quick = effort === "quick";
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quick ? 5 : 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: quick ? 6 : 9 }),
  ]);
  return { br, gzip: gz };
}
