/**
 * After postbuild: the service worker, /sw.js (issue 24). sw/sw.ts is bundled on its own (it
 * runs in the worker, not in any page), then Workbox's injectManifest writes the list of files
 * to save at install (scripts/sw-precache.ts: the shell and the urgent pages), each with a hash
 * of its content as its revision, so a new build saves only what changed, and the worker is
 * told what it may save on request (`self.__SAATHI_SAVABLE`: every page, and the code loaded
 * on demand). It has to run after postbuild, which rewrites every page (critical CSS, scripts
 * after paint) and writes icons.svg.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { injectManifest } from "workbox-build";
import { SERVICE_WORKER_CSP } from "../server/csp.ts";
import { SERVICE_WORKER_URL } from "../sw/protocol.ts";
import { locales } from "../app/i18n/locales.ts";
import {
  assetsNamedIn,
  htmlFileOf,
  isHashed,
  NETWORK_PAGES_CODE,
  precachePatterns,
  precacheUrlOf,
  savableOf,
  urgentPagesIn,
} from "./sw-precache.ts";

const webDir = fileURLToPath(new URL("../", import.meta.url));
const clientDir = join(webDir, "build/client");
const workDir = await mkdtemp(join(tmpdir(), "saathi-sw-"));

try {
  await build({
    configFile: false,
    root: webDir,
    publicDir: false,
    logLevel: "warn",
    // Workbox's debug logging is for its own development builds.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: workDir,
      emptyOutDir: true,
      minify: true,
      // A classic script: every browser that has service workers runs it.
      lib: {
        entry: join(webDir, "sw/sw.ts"),
        formats: ["iife"],
        name: "saathiServiceWorker",
        fileName: () => "sw.js",
      },
    },
  });

  // The shell's code: what the urgent pages (content pages and the offline page) start with, in
  // every language (a Hindi, Bengali or Marathi page starts with its own messages), and the rest
  // but what only pages that need the network use.
  const shellCode = new Set<string>();
  for (const path of locales.flatMap(urgentPagesIn))
    for (const url of assetsNamedIn(await readFile(join(clientDir, htmlFileOf(path)), "utf8")))
      shellCode.add(url);
  const allCode = (await readdir(join(clientDir, "assets")))
    .filter((file) => /\.(js|css|json)$/.test(file))
    .map((file) => `/assets/${file}`);
  for (const url of allCode) if (!NETWORK_PAGES_CODE.test(url)) shellCode.add(url);
  const patterns = precachePatterns([...shellCode]);
  const { count, size, warnings } = await injectManifest({
    swSrc: join(workDir, "sw.js"),
    swDest: join(clientDir, SERVICE_WORKER_URL.slice(1)),
    globDirectory: clientDir,
    globPatterns: patterns,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => {
          const url = precacheUrlOf(entry.url);
          return { ...entry, url, revision: isHashed(url) ? null : entry.revision };
        }),
      }),
    ],
  });
  // A page missing from the build would leave a hole offline: fail rather than save less.
  if (warnings.length) throw new Error(`build-sw: ${warnings.join("; ")}`);
  const swFile = join(clientDir, SERVICE_WORKER_URL.slice(1));
  const savable = savableOf(allCode.filter((url) => !shellCode.has(url)));
  await writeFile(
    swFile,
    `self.__SAATHI_SAVABLE=${JSON.stringify(savable)};\n${await readFile(swFile, "utf8")}`,
  );

  // A static host (the build's _headers, as postbuild writes it) sends the worker as `npm start` does.
  const headersFile = join(clientDir, "_headers");
  const headers = await readFile(headersFile, "utf8");
  await writeFile(
    headersFile,
    `${headers.trimEnd()}\n\n${SERVICE_WORKER_URL}\n  Cache-Control: no-cache\n  Content-Security-Policy: ${SERVICE_WORKER_CSP}\n`,
  );
  console.log(
    `build-sw: ${SERVICE_WORKER_URL} saves ${count} files at install (${(size / 1024).toFixed(0)} KiB before compression); ${savable.code.length} more code files on request`,
  );
} finally {
  await rm(workDir, { recursive: true, force: true });
}
