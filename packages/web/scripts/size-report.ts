/**
 * `npm run size`: for each prerendered route, the JavaScript and CSS a first
 * visit loads (raw and gzip), following static imports between chunks. Dynamic
 * imports (code loaded later, such as the auth client) are listed apart.
 * Measures the current build; run `npm run build` first.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { pagePaths } from "../app/content/routes.ts";

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
const BUDGET_JS_GZIP_KIB = 120;

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(asset: string) {
  let size = sizes.get(asset);
  if (!size) {
    const body = readFileSync(clientDir + asset);
    size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    sizes.set(asset, size);
  }
  return size;
}

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

function resolve(from: string, spec: string) {
  return new URL(spec, `http://x${from}`).pathname;
}

/** Every chunk reachable by static imports from the given entry chunks. */
function closure(entries: string[]) {
  const seen = new Set<string>();
  const lazy = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const asset = queue.pop()!;
    if (seen.has(asset)) continue;
    seen.add(asset);
    const code = readFileSync(clientDir + asset, "utf8");
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(resolve(asset, m[1]!));
    for (const m of code.matchAll(DYNAMIC_IMPORT)) lazy.add(resolve(asset, m[1]!));
  }
  for (const asset of seen) lazy.delete(asset);
  return { eager: [...seen], lazy: [...lazy] };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const sum = (assets: string[], key: "raw" | "gzip") => assets.reduce((total, a) => total + sizeOf(a)[key], 0);

if (!existsSync(`${clientDir}/index.html`)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

console.log(`First-load assets per route (KiB; budget ${BUDGET_JS_GZIP_KIB} KiB gzip of JS)\n`);
console.log(`${"route".padEnd(34)} ${"JS raw".padStart(7)} ${"JS gz".padStart(7)} ${"CSS raw".padStart(7)} ${"CSS gz".padStart(7)}  chunks  later (lazy, gz)`);
let worst = 0;
for (const path of [...pagePaths, "/404"]) {
  const file = path === "/" ? "/index.html" : `${path}/index.html`;
  const html = readFileSync(clientDir + file, "utf8");
  const referenced = [...html.matchAll(/["'](\/assets\/[^"']+\.(?:js|css))["']/g)].map((m) => m[1]!);
  const js = closure([...new Set(referenced.filter((a) => a.endsWith(".js")))]);
  const css = [...new Set(referenced.filter((a) => a.endsWith(".css")))];
  const jsGzip = sum(js.eager, "gzip");
  worst = Math.max(worst, jsGzip);
  console.log(
    `${path.padEnd(34)} ${kib(sum(js.eager, "raw"))} ${kib(jsGzip)} ${kib(sum(css, "raw"))} ${kib(sum(css, "gzip"))}  ${String(js.eager.length).padStart(6)}  ${kib(sum(js.lazy, "gzip"))}${jsGzip / 1024 > BUDGET_JS_GZIP_KIB ? "  OVER BUDGET" : ""}`,
  );
}
console.log(`\nLargest first-load JS: ${(worst / 1024).toFixed(1)} KiB gzip (budget ${BUDGET_JS_GZIP_KIB} KiB).`);
