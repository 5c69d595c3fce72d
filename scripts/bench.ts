/**
 * `npm run bench`: where the server's memory goes, and whether it keeps growing under load.
 *
 * This process is the server (the same site app, auth server and listener as `npm start`, on
 * loopback, PGlite in a temp folder), so it can read its own heap and run the GC; the load comes
 * from a child process (scripts/bench-load.ts): BENCH_CLIENTS clients (200) mixing pages,
 * GET /user and refreshes for BENCH_ROUNDS rounds (3) of BENCH_SECONDS seconds (10). Memory is
 * printed after each step of the start and after each round (after a full GC, so what remains
 * is live). A plateau across rounds is caching; steady growth round after round is a leak. Then
 * the same mix at a fixed rate (BENCH_RATE, 1,000 requests/s): p50 and p99 at that load.
 *
 * It runs twice, each in a process of its own: on PGlite (a temp folder), then on PostgreSQL (a
 * fresh database on TEST_DATABASE_URL or DATABASE_URL, else on the test cluster that
 * packages/auth-server/scripts/start-test-postgres.sh starts), and ends with both backends' latency
 * lines side by side. BENCH_BACKEND=pglite or postgresql runs one alone.
 *
 * Then, behind nginx (deploy/nginx/saathi.conf, as README "Behind nginx" deploys it), the same mix
 * from BENCH_PROXY_CLIENTS clients (60: the config lets one address hold 64 connections, and all
 * the load comes from one) for BENCH_PROXY_SECONDS (10) through nginx, once with one `npm start`
 * process behind it and once with two, both on one fresh PostgreSQL database: requests/s, p50 and
 * p99 of each, and the ratio two to one. Everything shares this machine's cores (the load, nginx, both processes and
 * PostgreSQL), so the ratio says what a second process buys here, not on a bigger host.
 * BENCH_BACKEND=proxy runs this part alone; it is skipped, saying why, without nginx.
 */
import { spawn, spawnSync } from "node:child_process";
import pg from "pg";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createAuthServer } from "../packages/auth-server/src/server.ts";
import { DEFAULT_SERVER_LIMITS, listen } from "../packages/auth-server/src/node-server.ts";
import { buildIfNeeded } from "../packages/web/server/build-if-needed.ts";
import { SECURITY_HEADERS } from "../packages/web/server/security-headers.ts";
import { createSiteApp } from "../packages/web/server/site-app.ts";
import { loadStaticSite, type StaticSite } from "../packages/web/server/static-site.ts";
import {
  BUILD_CLIENT_DIR,
  freePortIn,
  nginxMissing,
  startNginx,
} from "../packages/web/scripts/nginx-proxy.ts";
import { startSite, stopSite, type Site } from "../packages/web/scripts/site-process.ts";
import { BUDGET_EXIT_CODE, userBudget } from "./bench-budget.ts";

const backend = process.env.BENCH_BACKEND;
if (backend === undefined) {
  await benchBothBackends();
  process.exit(); // process.exitCode: BUDGET_EXIT_CODE when the auth budget was broken
}
if (backend === "proxy") {
  const lines = await benchBehindNginx(postgresServerUrl());
  if (lines.length) console.log(`\nBehind nginx:\n${lines.map((l) => `  ${l}`).join("\n")}`);
  process.exit(0);
}
if (backend !== "pglite" && backend !== "postgresql")
  throw new Error(`BENCH_BACKEND must be pglite, postgresql or proxy, got "${backend}"`);
// Without a database the auth server would quietly fall back to PGlite and print its figures
// under PostgreSQL's name.
if (backend === "postgresql" && !process.env.BENCH_DATABASE_URL)
  throw new Error(
    "BENCH_BACKEND=postgresql needs BENCH_DATABASE_URL (a database it may fill); `npm run bench` makes a fresh one",
  );

/** TEST_DATABASE_URL or DATABASE_URL, else the test cluster start-test-postgres.sh starts. */
function postgresServerUrl(): string | undefined {
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) return given;
  const started = spawnSync(
    "bash",
    [
      fileURLToPath(
        new URL("../packages/auth-server/scripts/start-test-postgres.sh", import.meta.url),
      ),
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  return /export TEST_DATABASE_URL=(\S+)/.exec(started.stdout ?? "")?.[1];
}

/** The pages of the build, as `npm start` serves them (static-site.ts): /about for about/index.html. */
function builtPages(): string[] {
  return (
    readdirSync(BUILD_CLIENT_DIR, { recursive: true, encoding: "utf8" })
      // The 404 pages are answers to unknown paths (status 404), not pages of their own.
      .filter((f) => f.endsWith("index.html") && !/(^|\/)404\/index\.html$/.test(f))
      .map((f) => `/${f.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1"))
  );
}

/**
 * The same mix through nginx (deploy/nginx/saathi.conf) with one process behind it, then with two,
 * on one fresh PostgreSQL database; prints both and returns the summary lines with the ratio.
 */
async function benchBehindNginx(serverUrl: string | undefined): Promise<string[]> {
  const missing = nginxMissing();
  if (missing || !serverUrl) {
    console.log(
      `\n=== Behind nginx: skipped (${missing ? `sudo apt-get install -y ${missing}` : "no PostgreSQL"})`,
    );
    return [];
  }
  const seconds = process.env.BENCH_PROXY_SECONDS ?? "10";
  // All the load comes from one address, and the config lets one visitor hold 64 connections
  // (limit_conn; more are answered 503 by nginx): 60 clients stay under it.
  const clients = process.env.BENCH_PROXY_CLIENTS ?? "60";
  console.log(
    `\n=== Behind nginx (deploy/nginx/saathi.conf, PostgreSQL): ${clients} clients, one process, then two, ${seconds} s each`,
  );
  const name = `bench_proxy_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  const dirs: string[] = [];
  let sites: Site[] = [];
  const results: { processes: number; rate: number; p50: number; p99: number; text: string }[] = [];
  try {
    const portA = await freePortIn(8600, 8699);
    const portB = await freePortIn(8600, 8699, [portA]);
    const nginxPort = await freePortIn(8600, 8699, [portA, portB]);
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    const env = (): Record<string, string> => {
      const dir = mkdtempSync(join(tmpdir(), "saathi-bench-proxy-"));
      dirs.push(dir);
      return {
        DATABASE_URL: dbUrl.toString(),
        AUTH_DATA_DIR: dir,
        TRUST_PROXY: "true",
        GOTRUE_RATE_LIMIT_HEADER: "X-Real-IP",
        AUTH_RATE_LIMIT_DISABLED: "true",
        LOG_FORMAT: "json",
        SITE_URL: publicUrl,
        GOTRUE_SITE_URL: publicUrl,
        API_EXTERNAL_URL: `${publicUrl}/auth/v1`,
      };
    };
    const t0 = performance.now();
    sites = await Promise.all([startSite(env(), portA), startSite(env(), portB)]);
    console.log(`two processes ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const pages = JSON.stringify(builtPages());
    for (const upstreams of [[portA], [portA, portB]]) {
      // nginx as Debian runs it: a worker per core.
      const nginx = await startNginx({ listenPort: nginxPort, upstreams, workers: "auto" });
      const label = `${upstreams.length} process${upstreams.length > 1 ? "es" : ""}`;
      try {
        const text = await new Promise<string>((resolve, reject) => {
          const load = spawn(
            process.execPath,
            [fileURLToPath(new URL("bench-load.ts", import.meta.url))],
            {
              env: {
                ...process.env,
                BENCH_PORT: String(nginxPort),
                BENCH_PAGES: pages,
                BENCH_CLIENTS: clients,
                BENCH_ROUNDS: "1",
                BENCH_SECONDS: seconds,
                BENCH_RATE: "0",
              },
              stdio: ["ignore", "pipe", "inherit"],
            },
          );
          let buffered = "";
          let round = "";
          load.stdout.on("data", (chunk: Buffer) => {
            buffered += chunk.toString();
            let newline: number;
            while ((newline = buffered.indexOf("\n")) >= 0) {
              const message = JSON.parse(buffered.slice(0, newline)) as {
                event: string;
                text: string;
              };
              buffered = buffered.slice(newline + 1);
              console.log(`${label}: ${message.text}`);
              if (message.event === "round") round = message.text;
            }
          });
          load.once("exit", (code) =>
            code === 0 && round
              ? resolve(round)
              : reject(new Error(`load generator exited with ${code}`)),
          );
        });
        const figure = (re: RegExp) => Number(re.exec(text)?.[1]);
        results.push({
          processes: upstreams.length,
          rate: figure(/ (\d+) req\/s/),
          p50: figure(/p50 ([\d.]+) ms/),
          p99: figure(/p99 ([\d.]+) ms/),
          text,
        });
      } finally {
        await nginx.stop();
      }
    }
  } finally {
    await Promise.all(sites.map((s) => stopSite(s)));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
  const [one, two] = results as [(typeof results)[0], (typeof results)[0]];
  return [
    ...results.map(
      (r) => `nginx + ${r.processes} process${r.processes > 1 ? "es" : ""}: ${r.text}`,
    ),
    `two processes / one: ${(two.rate / one.rate).toFixed(2)}x requests/s, p50 ${(two.p50 / one.p50).toFixed(2)}x, p99 ${(two.p99 / one.p99).toFixed(2)}x (${cpus().length} cores shared by the load, nginx, the processes and PostgreSQL)`,
  ];
}

/** This script once per backend, each in its own process, then the latency lines of both. */
async function benchBothBackends() {
  const summary: string[] = [];
  const runOne = (name: string, env: Record<string, string>) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
        env: { ...process.env, ...env },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let buffered = "";
      child.stdout.on("data", (chunk: Buffer) => {
        process.stdout.write(chunk);
        buffered += chunk.toString();
      });
      child.once("exit", (code) => {
        for (const line of buffered.split("\n"))
          if (/^(round \d+|fixed rate|budget)/.test(line))
            summary.push(`${name.padEnd(10)} ${line}`);
        if (code === BUDGET_EXIT_CODE) process.exitCode = BUDGET_EXIT_CODE;
        if (code === 0 || code === BUDGET_EXIT_CODE) resolve();
        else reject(new Error(`${name} benchmark exited with ${code}`));
      });
    });
  console.log("=== PGlite (embedded, the default)");
  await runOne("PGlite", { BENCH_BACKEND: "pglite" });
  const serverUrl = postgresServerUrl();
  if (!serverUrl) {
    console.log(
      "\n=== PostgreSQL: skipped (no TEST_DATABASE_URL or DATABASE_URL, and none could be started)",
    );
  } else {
    const name = `bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      console.log("\n=== PostgreSQL (DATABASE_URL, a fresh database)");
      await runOne("PostgreSQL", {
        BENCH_BACKEND: "postgresql",
        BENCH_DATABASE_URL: url.toString(),
      });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  const behindNginx = await benchBehindNginx(serverUrl);
  console.log("\nLatency, both backends (same machine, load generator on the same cores):");
  for (const line of summary) console.log(`  ${line}`);
  if (behindNginx.length) {
    console.log("Behind nginx (PostgreSQL), one process and two:");
    for (const line of behindNginx) console.log(`  ${line}`);
  }
}

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --expose-gc (npm run bench does)");
const webDir = fileURLToPath(new URL("../packages/web/", import.meta.url));
const MiB = 1024 * 1024;

type Row = {
  step: string;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
};
const rows: Row[] = [];
function measure(step: string) {
  gc!();
  const m = process.memoryUsage();
  rows.push({
    step,
    rss: m.rss,
    heapTotal: m.heapTotal,
    heapUsed: m.heapUsed,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
  });
}
function mib(n: number) {
  return (n / MiB).toFixed(1).padStart(8);
}

function siteBytes(site: StaticSite) {
  let identity = 0;
  let compressed = 0;
  for (const file of [...site.files.values(), site.notFound]) {
    identity += file.identity.body.length;
    compressed += (file.variants.br?.body.length ?? 0) + (file.variants.gzip?.body.length ?? 0);
  }
  return { files: site.files.size + 1, identity, compressed };
}

measure("node + modules loaded");
buildIfNeeded(webDir);
const buildConfig = JSON.parse(readFileSync(join(webDir, "build/site-config.json"), "utf8")) as {
  connectOrigins: string[];
};
const site = await loadStaticSite(join(webDir, "build/client"), buildConfig);
measure("+ site in memory (br, gzip, plain)");

// A fresh folder: the first start runs PGlite's initdb, which leaves more WebAssembly memory in
// use than a later start on the same folder does. On PostgreSQL it holds only the key files.
const dataDir = mkdtempSync(join(tmpdir(), "saathi-bench-"));
const auth = await createAuthServer({
  env: {
    ...process.env,
    AUTH_DATA_DIR: dataDir,
    ...(backend === "postgresql" ? { DATABASE_URL: process.env.BENCH_DATABASE_URL! } : {}),
    AUTH_RATE_LIMIT_DISABLED: "true",
    API_EXTERNAL_URL: "http://127.0.0.1/auth/v1",
  },
  log: () => {},
});
measure(
  backend === "pglite"
    ? "+ auth server (PGlite, new data folder)"
    : "+ auth server (PostgreSQL pool)",
);

const app = createSiteApp({ site, auth: (request, info) => auth.fetch(request, info) });
const server = await listen({
  fetch: (request, env) => app.fetch(request, env),
  hostname: "127.0.0.1",
  port: 0,
  limits: { ...DEFAULT_SERVER_LIMITS, maxConnectionsPerIp: 0 },
  errorHeaders: SECURITY_HEADERS,
});

const pages = [...site.files.keys()].filter((path) =>
  site.files.get(path)!.contentType.startsWith("text/html"),
);
const load = spawn(process.execPath, [fileURLToPath(new URL("bench-load.ts", import.meta.url))], {
  env: { ...process.env, BENCH_PORT: String(server.port), BENCH_PAGES: JSON.stringify(pages) },
  stdio: ["ignore", "pipe", "inherit"],
});
let peakRss = 0;
/** The load's line for GET /user alone at its fixed rate, which DESIGN's auth budget judges. */
let userAlone: string | undefined;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
let buffered = "";
const loadDone = new Promise<void>((resolve, reject) => {
  load.stdout.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    let newline: number;
    while ((newline = buffered.indexOf("\n")) >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      const message = JSON.parse(line) as { event: string; text: string };
      console.log(message.text);
      if (message.event === "rate" && message.text.includes("GET /user alone"))
        userAlone = message.text;
      if (message.event === "round" || message.event === "rate")
        measure(
          `after ${message.text.split(":")[0]} (peak RSS so far ${(peakRss / MiB).toFixed(0)} MiB)`,
        );
      if (message.event === "sessions") measure("+ sessions made (sign-ups, sign-ins)");
    }
  });
  load.once("exit", (code) =>
    code === 0 ? resolve() : reject(new Error(`load generator exited with ${code}`)),
  );
});
try {
  await loadDone;
} finally {
  clearInterval(sampler);
  await server.close();
  await auth.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const bytes = siteBytes(site);
console.log(
  `\nMemory after a full GC at each step (MiB); peak RSS during load ${(peakRss / MiB).toFixed(0)} MiB`,
);
console.log(`${"step".padEnd(58)}      rss heapTot heapUsed external arrayBuf`);
for (const r of rows) {
  console.log(
    `${r.step.padEnd(58)} ${mib(r.rss)} ${mib(r.heapTotal)} ${mib(r.heapUsed)} ${mib(r.external)} ${mib(r.arrayBuffers)}`,
  );
}
console.log(
  `\nThe site: ${bytes.files} files, ${(bytes.identity / MiB).toFixed(1)} MiB plain + ${(bytes.compressed / MiB).toFixed(1)} MiB precompressed (br + gzip), held as Buffers (arrayBuffers).`,
);
const [start, withSite, withAuth] = rows as [Row, Row, Row];
console.log(
  `Site in memory: +${((withSite.rss - start.rss) / MiB).toFixed(1)} MiB RSS. ` +
    (backend === "pglite"
      ? `PGlite and the auth server: +${((withAuth.rss - withSite.rss) / MiB).toFixed(1)} MiB RSS, ` +
        `${((withAuth.external - withSite.external) / MiB).toFixed(1)} MiB of it PGlite's WebAssembly memory (counted in external, outside the JS heap).`
      : `The auth server with its PostgreSQL pool: +${((withAuth.rss - withSite.rss) / MiB).toFixed(1)} MiB RSS (the database's memory is the PostgreSQL server's).`),
);
const rounds = rows.filter((r) => r.step.startsWith("after round"));
if (rounds.length >= 2) {
  const first = rounds[0]!;
  const last = rounds.at(-1)!;
  const signed = (n: number) => `${n >= 0 ? "+" : ""}${(n / MiB).toFixed(1)} MiB`;
  console.log(
    `First round to last (${rounds.length - 1} more rounds): live JS heap ${signed(last.heapUsed - first.heapUsed)}, ` +
      `heap V8 keeps committed ${signed(last.heapTotal - first.heapTotal)}, RSS ${signed(last.rss - first.rss)}.`,
  );
  const liveGrowth = last.heapUsed - first.heapUsed;
  console.log(
    liveGrowth < 2 * MiB
      ? "Live JS objects do not grow from round to round: RSS growth is space V8 (heapTot) and the allocator keep after load, not leaked objects."
      : "Live JS objects grow from round to round: look for a leak (node --heapsnapshot-signal, compare snapshots).",
  );
}

// DESIGN's auth budget, judged, not only printed: GET /auth/v1/user at a fixed 1,000 requests/s
// on PostgreSQL answers every request with p99 under 250 ms. Past it the run ends with
// BUDGET_EXIT_CODE, which `npm run bench` (benchBothBackends) reports after the other parts.
if (backend === "postgresql" && userAlone) {
  const verdict = userBudget(userAlone);
  console.log(`\n${verdict.text}`);
  if (verdict.met === false) process.exitCode = BUDGET_EXIT_CODE;
}
