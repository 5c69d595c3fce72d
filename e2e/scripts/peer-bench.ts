/**
 * Our site beside a peer's, measured by the same Lighthouse runs in one process, interleaved
 * (docs/decisions/0030-peer-benchmark.md):
 *
 *   npm run build:peer -- <repository> <commit>     builds the peer, prints its dist folder
 *   npm run bench:peer -- <peer dist folder>        (or PEER_DIST=<folder> npm run bench:peer)
 *
 * Our build (`npm run build` first) is served as the Lighthouse check serves it (serveBuild:
 * `npm start`'s headers and its precompressed Brotli); the peer's folder is served as static
 * files with a single-page fallback to its index.html, every text file over 512 bytes compressed
 * once at start by our own build's compressAll (Brotli quality 11, gzip 9) and answered with Brotli
 * to a browser that accepts it: the same transfer rules for both sites.
 *
 * Each pass runs every route pair (ours[i], peer[i]) back to back, which one first alternating, so
 * both sites meet the same machine load. Lighthouse runs as in lighthouse.ts (the same runner:
 * mobile preset, simulated slow 4G, 4x CPU, Debian's Chromium). Prints a table per site (medians of
 * the passes per route, then the median route), the ratios ours/peer on the median route, and
 * whether the goals of issue 34 hold there: main-thread work at most 0.6x the peer's, requests
 * at most 1.5x. PEER_BENCH_PASSES sets the passes (3); PEER_BENCH_PORT the first port to try (any
 * free port by default); PEER_ROUTES the peer's routes, comma-separated. PEER_BENCH_REPORTS=<folder>
 * prints the same summary from the reports an earlier run saved (its last line names the folder;
 * also of a run stopped early), running nothing.
 *
 * PEER_BENCH_FLOOR=1 measures a third site in the same interleave: ours with every script taken
 * out of its pages (`floor`: the same server, headers and files, each page's `<script>` elements
 * and modulepreloads removed on the way out, but for the line that applies the stylesheet). It is
 * what our pages cost with no script at all, the least any script-based design of them could
 * reach, and it is set beside the peer too.
 */
import { createServer, type Server } from "node:http";
import { readFile, readdir } from "node:fs/promises";
import { mkdtempSync, existsSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { extname, join, resolve, sep } from "node:path";
import {
  COMPRESSIBLE,
  MIN_COMPRESSIBLE_BYTES,
  compressAll,
} from "../../packages/web/server/precompress.ts";
import { contentTypeOf } from "../../packages/web/server/static-site.ts";
import { serveBuild } from "../../packages/web/scripts/serve-build.ts";
import { lighthouse, median, readReport, type Run } from "./lighthouse-run.ts";

/**
 * Ours: home, guides for students and for patients, the video page, the hubs, a page with a
 * form-like tool and a long list, and two Hindi pages (three bytes a character before compression).
 */
const OUR_ROUTES = [
  "/",
  "/study-tips",
  "/icu-ward-assistance",
  "/exercise-videos",
  "/services",
  "/student-support",
  "/exam-calendar",
  "/about",
  "/hi",
  "/hi/icu-ward-assistance",
];
/** skills-beep/druk-scholars-guide's routes (its src/App.tsx at 0b1f688). */
const PEER_ROUTES = process.env.PEER_ROUTES?.split(",") ?? [
  "/",
  "/scholarships",
  "/about",
  "/tools",
  "/study-tips",
  "/updates",
  "/community",
  "/career-finder",
  "/college-directory",
  "/auth",
];
/** Issue 34's goals on the median route: ours over the peer's. */
const GOALS = { mainThread: 0.6, requests: 1.5 } as const;

const passes = Number(process.env.PEER_BENCH_PASSES ?? 3);
const fromReports = process.env.PEER_BENCH_REPORTS;
// Relative to where `npm run` was typed (npm runs the script in e2e/).
const peerDir = resolve(
  process.env.INIT_CWD ?? ".",
  process.argv[2] ?? process.env.PEER_DIST ?? "",
);
if (!fromReports && !process.argv[2] && !process.env.PEER_DIST) {
  console.error("usage: npm run bench:peer -- <peer dist folder>   (npm run build:peer first)");
  process.exit(2);
}
if (!fromReports && !existsSync(join(peerDir, "index.html"))) {
  console.error(`No index.html in ${peerDir}: give the peer's built folder (its dist).`);
  process.exit(2);
}

/** The first free port from `from` on (0: any free port). */
async function freePort(from: number): Promise<number> {
  if (from === 0) return 0;
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise<boolean>((done) => {
      const probe = createNetServer();
      probe.once("error", () => done(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => done(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from}`);
}

/** Starts `server` on 127.0.0.1 (`port` 0: any free port) and gives its origin. */
async function listen(
  server: Server,
  port: number,
): Promise<{ origin: string; close: () => void }> {
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`,
    close: () => server.close(),
  };
}

type File = { body: Buffer; type: string; br?: Buffer; gzip?: Buffer };

/** The peer's folder, read and compressed once, served with a fallback to index.html. */
async function servePeer(
  dir: string,
  port: number,
): Promise<{ origin: string; close: () => void }> {
  const files = new Map<string, File>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile())) {
    const path = join(entry.parentPath, entry.name);
    const body = await readFile(path);
    const type = contentTypeOf(extname(path));
    const file: File = { body, type };
    if (COMPRESSIBLE.test(type) && body.length > MIN_COMPRESSIBLE_BYTES)
      Object.assign(file, await compressAll(body));
    files.set(
      "/" +
        path
          .slice(dir.length + 1)
          .split(sep)
          .join("/"),
      file,
    );
  }
  const index = files.get("/index.html")!;
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    // A single-page app: any path that is not a file is the app's index.html.
    const file = files.get(pathname) ?? index;
    const accepts = String(request.headers["accept-encoding"] ?? "");
    const encoding =
      file.br && /\bbr\b/.test(accepts)
        ? "br"
        : file.gzip && /\bgzip\b/.test(accepts)
          ? "gzip"
          : undefined;
    const body = encoding ? file[encoding]! : file.body;
    response.writeHead(200, {
      "content-type": file.type,
      "content-length": body.length,
      "cache-control": pathname.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : "no-cache",
      vary: "accept-encoding",
      ...(encoding ? { "content-encoding": encoding } : {}),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  });
  return listen(server, port);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
const withFloor = Boolean(process.env.PEER_BENCH_FLOOR);
type SiteName = "ours" | "peer" | "floor";
const SITE_NAMES: SiteName[] = withFloor ? ["ours", "peer", "floor"] : ["ours", "peer"];
const routesOf: Record<SiteName, string[]> = {
  ours: OUR_ROUTES,
  peer: PEER_ROUTES,
  floor: OUR_ROUTES,
};
/** Each route's runs, by site, in the routes' order. */
const results: Record<SiteName, Run[][]> = {
  ours: OUR_ROUTES.map(() => []),
  peer: PEER_ROUTES.map(() => []),
  floor: OUR_ROUTES.map(() => []),
};
const outDir = fromReports
  ? resolve(process.env.INIT_CWD ?? ".", fromReports)
  : mkdtempSync(join(tmpdir(), "saathi-peer-bench-"));
const reportPath = (site: SiteName, route: string, pass: number) =>
  join(outDir, `${site}-${route.replace(/\W+/g, "_") || "home"}-${pass}.json`);

const metrics = {
  FCP: (r: Run) => r.fcp,
  LCP: (r: Run) => r.lcp,
  TBT: (r: Run) => r.tbt,
  "main-th": (r: Run) => r.mainThread,
  bootup: (r: Run) => r.bootupTime,
  requests: (r: Run) => r.requests,
  "xfer KiB": (r: Run) => r.transferBytes / 1024,
  "JS KiB": (r: Run) => r.jsBytes / 1024,
} as const;
type Metric = keyof typeof metrics;
const names = Object.keys(metrics) as Metric[];
const cell = (metric: Metric, value: number) =>
  (metric.includes("KiB") ? value.toFixed(1) : value.toFixed(0)).padStart(9);

/**
 * A page's HTML with its scripts gone: every `<script>` element and module preload, but for the
 * one line that applies the whole stylesheet once the page has painted (beasties': without it
 * the browser would style the page with the critical CSS alone, less work than the page is).
 */
const withoutScripts = (html: string) =>
  html
    .replace(/<script\b[^>]*>([\s\S]*?)<\/script>/g, (script, text: string) =>
      text.includes("data-beasties-media") ? script : "",
    )
    .replace(/<link rel="modulepreload"[^>]*>/g, "");

/**
 * Ours without script (PEER_BENCH_FLOOR): in front of our own server, every HTML answer loses its
 * scripts and is compressed again as the build compresses (Brotli 11); everything else passes
 * through as our server answered it, headers included.
 */
async function serveFloor(
  oursOrigin: string,
  port: number,
): Promise<{ origin: string; close: () => void }> {
  // Compressed once per page, as the build does, so the answer is not slower than ours.
  const pages = new Map<string, Buffer>();
  const server: Server = createServer(async (request, response) => {
    const upstream = await fetch(oursOrigin + (request.url ?? "/"), {
      headers: { "accept-encoding": request.headers["accept-encoding"] ?? "identity" },
      redirect: "manual",
    });
    const headers = Object.fromEntries(upstream.headers);
    let body: Buffer = Buffer.from(await upstream.arrayBuffer());
    if (headers["content-type"]?.startsWith("text/html")) {
      // fetch has decoded what our server compressed; compress the changed page the same way.
      const key = request.url ?? "/";
      if (!pages.has(key))
        pages.set(key, (await compressAll(Buffer.from(withoutScripts(body.toString("utf8"))))).br);
      body = pages.get(key)!;
      headers["content-encoding"] = "br";
    } else delete headers["content-encoding"];
    headers["content-length"] = String(body.length);
    response.writeHead(upstream.status, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  });
  return listen(server, port);
}

/** The Lighthouse runs, interleaved: every pass, every route pair, one of each site in turn. */
async function measure() {
  const firstPort = Number(process.env.PEER_BENCH_PORT ?? 0);
  const ours = await serveBuild(await freePort(firstPort));
  const peer = await servePeer(
    peerDir,
    await freePort(firstPort && Number(new URL(ours.origin).port) + 1),
  );
  const floor = withFloor
    ? await serveFloor(
        ours.origin,
        await freePort(firstPort && Number(new URL(peer.origin).port) + 1),
      )
    : undefined;
  const origins: Record<SiteName, string> = {
    ours: ours.origin,
    peer: peer.origin,
    floor: floor?.origin ?? "",
  };
  try {
    console.log(
      `Peer benchmark: ours ${ours.origin} beside the peer's ${peerDir} at ${peer.origin}; ${passes} passes of ${Math.max(OUR_ROUTES.length, PEER_ROUTES.length)} route pairs, interleaved. Load average at start: ${load()}. Reports: ${outDir}\n`,
    );
    const pairs = Math.max(OUR_ROUTES.length, PEER_ROUTES.length);
    for (let pass = 0; pass < passes; pass++) {
      for (let i = 0; i < pairs; i++) {
        // Rotate which site goes first, so none always follows another's run.
        const shift = (pass + i) % SITE_NAMES.length;
        const order = [...SITE_NAMES.slice(shift), ...SITE_NAMES.slice(0, shift)];
        for (const site of order) {
          const route = routesOf[site][i];
          if (route === undefined) continue;
          const run = await lighthouse(origins[site] + route, reportPath(site, route, pass));
          results[site][i]!.push(run);
          console.log(
            `pass ${pass + 1} ${site} ${route.padEnd(26)} FCP ${run.fcp.toFixed(0)} LCP ${run.lcp.toFixed(0)} TBT ${run.tbt.toFixed(0)} main-th ${run.mainThread.toFixed(0)} requests ${run.requests} (load ${load()})`,
          );
        }
      }
    }
  } finally {
    ours.close();
    peer.close();
    floor?.close();
  }
}

/** The runs an earlier run saved in `outDir`: every pass's report that is there. */
function readSaved() {
  console.log(`Peer benchmark from the reports in ${outDir} (nothing run)\n`);
  for (const site of SITE_NAMES)
    routesOf[site].forEach((route, i) => {
      for (let pass = 0; existsSync(reportPath(site, route, pass)); pass++) {
        try {
          results[site][i]!.push(readReport(route, reportPath(site, route, pass)));
        } catch (error) {
          // A run Lighthouse aborted (its retry, under way, writes the same file): not counted.
          console.log(`(left out: ${(error as Error).message})`);
        }
      }
    });
}

if (fromReports) readSaved();
else await measure();

const medianRoute = {} as Record<SiteName, Record<Metric, number>>;
for (const site of SITE_NAMES) {
  // Routes without a run (a run stopped early) are left out of the median route.
  const measured = routesOf[site]
    .map((route, i) => ({ route, runs: results[site][i]! }))
    .filter(({ runs }) => runs.length > 0);
  console.log(`\n${site}: median of the passes per route (${measured.length} routes measured)`);
  console.log(`${"route".padEnd(26)}${names.map((n) => n.padStart(9)).join("")}   runs`);
  const perRoute = measured.map(({ route, runs }) => {
    const row = Object.fromEntries(names.map((n) => [n, median(runs.map(metrics[n]))])) as Record<
      Metric,
      number
    >;
    console.log(
      `${route.padEnd(26)}${names.map((n) => cell(n, row[n])).join("")}   ${runs.length}`,
    );
    return row;
  });
  medianRoute[site] = Object.fromEntries(
    names.map((n) => [n, median(perRoute.map((row) => row[n]))]),
  ) as Record<Metric, number>;
  console.log(
    `${"median route".padEnd(26)}${names.map((n) => cell(n, medianRoute[site][n])).join("")}`,
  );
}

const ratio = (metric: Metric) => medianRoute.ours[metric] / medianRoute.peer[metric];
console.log("\nours / peer on the median route:");
for (const metric of ["main-th", "requests", "JS KiB", "xfer KiB", "LCP", "TBT"] as const)
  console.log(`  ${metric.padEnd(9)} ${ratio(metric).toFixed(2)}x`);
console.log(
  `\ngoal main-thread work <= ${GOALS.mainThread}x: ${ratio("main-th") <= GOALS.mainThread ? "met" : "NOT met"} (${ratio("main-th").toFixed(2)}x)`,
);
console.log(
  `goal requests <= ${GOALS.requests}x: ${ratio("requests") <= GOALS.requests ? "met" : "NOT met"} (${ratio("requests").toFixed(2)}x)`,
);
if (withFloor) {
  const floorRatio = (metric: Metric) => medianRoute.floor[metric] / medianRoute.peer[metric];
  console.log("\nours without any script (floor) / peer on the median route:");
  for (const metric of ["main-th", "requests", "LCP"] as const)
    console.log(`  ${metric.padEnd(9)} ${floorRatio(metric).toFixed(2)}x`);
}
console.log(`Load average at end: ${load()}. Reports: ${outDir}`);
