/**
 * The build's last step: writes `name.br` and `name.gz` beside every compressible file of
 * build/client, so the server starts by reading them instead of compressing (server/precompress.ts).
 * Runs after build-sw.ts, which writes sw.js, the last file the build makes.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { contentTypeOf } from "../server/static-site.ts";
import {
  COMPRESSED_SUFFIXES,
  COMPRESSIBLE,
  compressAll,
  isCompressedTwin,
  MIN_COMPRESSIBLE_BYTES,
} from "../server/precompress.ts";

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));

const started = performance.now();
const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
const paths = entries
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name))
  .filter((path) => !isCompressedTwin(path) && COMPRESSIBLE.test(contentTypeOf(extname(path))));

let written = 0;
let before = 0;
let after = 0;
// A few at a time: the thread pool has four threads, and each file needs two.
const queue = [...paths];
async function worker() {
  for (let path = queue.shift(); path; path = queue.shift()) {
    const body = await readFile(path);
    if (body.length <= MIN_COMPRESSIBLE_BYTES) continue;
    const compressed = await compressAll(body);
    await Promise.all(
      Object.entries(COMPRESSED_SUFFIXES).map(([encoding, suffix]) =>
        writeFile(path + suffix, compressed[encoding as keyof typeof compressed]),
      ),
    );
    written += 1;
    before += body.length;
    after += compressed.br.length;
  }
}
await Promise.all(Array.from({ length: 4 }, worker));

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  `precompress: ${written} files, ${mib(before)} MiB -> ${mib(after)} MiB brotli, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
