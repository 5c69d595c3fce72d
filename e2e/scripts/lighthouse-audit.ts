/**
 * `npm run audit`: Lighthouse (mobile preset, simulated slow 4G, Debian's Chromium)
 * on a handful of routes against `npm start`, printing the four category scores
 * with LCP, TBT and CLS. A measuring tool, not a test: scores vary with the load
 * on this machine. AUDIT_URL audits an already running server instead.
 * Usage: npm run audit [-- /path /other-path]
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumArgs } from "../playwright.config.ts";

const DEFAULT_ROUTES = ["/", "/services", "/student-support", "/stream-selection-guide", "/exercise-videos", "/mental-health-support"];
const routes = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_ROUTES;
const port = 8787;
const origin = process.env.AUDIT_URL ?? `http://127.0.0.1:${port}`;
const outDir = mkdtempSync(join(tmpdir(), "saathi-audit-"));

async function waitForServer(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

const server = process.env.AUDIT_URL
  ? undefined
  : spawn("npm", ["start"], {
      cwd: "..",
      env: { ...process.env, PORT: String(port), AUTH_DATA_DIR: mkdtempSync(join(tmpdir(), "saathi-audit-data-")) },
      stdio: "ignore",
      detached: true,
    });

try {
  await waitForServer(`${origin}/`);
  console.log(`Lighthouse ${"(mobile, simulated throttling)"} against ${origin}\n`);
  console.log(`${"route".padEnd(28)} perf  a11y  best   seo    LCP ms  TBT ms    CLS`);
  for (const route of routes) {
    const output = join(outDir, `${route.replace(/\W+/g, "_") || "home"}.json`);
    const run = spawnSync(
      "npx",
      [
        "lighthouse",
        origin + route,
        "--chrome-path=/usr/bin/chromium",
        `--chrome-flags=--headless=new ${chromiumArgs.join(" ")}`,
        "--only-categories=performance,accessibility,best-practices,seo",
        "--output=json",
        `--output-path=${output}`,
        "--quiet",
      ],
      { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
    );
    if (run.status !== 0) {
      console.log(`${route.padEnd(28)} lighthouse failed: ${run.stderr.split("\n").slice(-3).join(" ")}`);
      continue;
    }
    const report = JSON.parse(readFileSync(output, "utf8"));
    const score = (id: string) => String(Math.round((report.categories[id]?.score ?? 0) * 100)).padStart(4);
    const metric = (id: string) => report.audits[id]?.numericValue as number;
    console.log(
      `${route.padEnd(28)} ${score("performance")}  ${score("accessibility")}  ${score("best-practices")}  ${score("seo")}  ${metric("largest-contentful-paint").toFixed(0).padStart(8)}  ${metric("total-blocking-time").toFixed(0).padStart(6)}  ${metric("cumulative-layout-shift").toFixed(3).padStart(6)}`,
    );
  }
  console.log(`\nFull JSON reports: ${outDir}`);
} finally {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
}
