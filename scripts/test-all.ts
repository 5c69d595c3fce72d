/**
 * `npm test`: every check and every test suite. It sets itself up first: Debian's
 * Chromium, nginx and PostgreSQL are installed when missing (as root, saying so), or it
 * stops at once with the one command to run. Then the quick checks and the build
 * run one after another, streamed; then the suites that are independent of each
 * other run side by side (this machine has 2 cores), each one's output printed
 * whole when it ends. Ends with one total line "N passed, N failed" and a non-zero
 * exit code if anything failed.
 */
import { spawn, spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readFileTimes } from "./suite-timings.ts";

type Step = { name: string; args: string[] };
type Result = { code: number; summary?: [number, number, number, number]; output: string };

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const DEVANAGARI_FONT = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf";
const NGINX = "/usr/sbin/nginx";
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const INSTALL_COMMAND =
  "sudo apt-get install -y chromium fonts-noto-core postgresql nginx libnginx-mod-http-brotli-static";

/** Run one after another, in this order: each needs the one before (the build needs the types). */
const sequential: Step[] = [
  { name: "lint", args: ["run", "lint"] },
  { name: "format check", args: ["run", "format:check"] },
  { name: "typecheck", args: ["run", "typecheck"] },
  { name: "build", args: ["run", "build"] },
];

/** Independent lanes, run side by side; the steps of one lane run one after another. */
const lanes: Step[][] = [
  [
    { name: "web unit tests", args: ["run", "test", "-w", "packages/web"] },
    {
      name: "auth-server tests",
      args: ["run", "test", "-w", "packages/auth-server", "--if-present"],
    },
    { name: "service desk tests", args: ["run", "test", "-w", "packages/desk"] },
    { name: "size budgets (Chromium)", args: ["run", "size"] },
  ],
  [{ name: "end-to-end tests (Chromium)", args: ["run", "test", "-w", "e2e"] }],
];

/**
 * Timings, run one after another once both lanes have ended, with nothing beside them: Lighthouse
 * measures paint, layout shift and console errors on a simulated slow phone, and the Emergency
 * Help timing a throttled one. Run after the end-to-end suite only, they overlapped the other
 * lane's last suites on 2 cores, and a busy CPU moved the first routes' paint past the budget.
 */
const measuredAlone: Step[] = [
  { name: "Lighthouse check", args: ["run", "lighthouse", "-w", "e2e"] },
  // When Emergency Help first opens on slow 3G with a 4x slower CPU (DESIGN.md "Budgets").
  { name: "Emergency Help timing", args: ["run", "emergency-timing", "-w", "e2e"] },
];

/** "N passed, N failed[, N flaky][, N skipped]", optionally after a "name: " prefix. */
const SUMMARY =
  /^(?:[\w -]+: )?(\d+) passed, (\d+) failed(?:, (\d+) flaky)?(?:, (\d+) skipped)?\s*$/;

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Chromium, nginx and a test PostgreSQL, or a clear stop within seconds. */
function setUp() {
  const isRoot = process.getuid?.() === 0;
  // Each Debian package the tests need, and a file that shows it is installed.
  const missing = [
    { pkg: "chromium", file: CHROMIUM, ok: executable },
    // Noto Sans Devanagari, as Android ships it: Hindi pages' screenshots and layout checks.
    { pkg: "fonts-noto-core", file: DEVANAGARI_FONT, ok: existsSync },
    // nginx in front of two processes (packages/web/server/nginx-proxy.test.ts, README "Behind
    // nginx"), serving the build's .br twins with Debian's brotli module. The package may start
    // Debian's default site on port 80; the tests' nginx runs apart, on its own port and folder.
    { pkg: "nginx", file: NGINX, ok: executable },
    { pkg: "libnginx-mod-http-brotli-static", file: BROTLI_STATIC_MODULE, ok: existsSync },
  ].filter(({ file, ok }) => !ok(file));
  if (missing.length > 0) {
    const names = missing.map(({ pkg }) => pkg);
    if (!isRoot || !executable("/usr/bin/apt-get")) {
      console.error(
        `Missing: ${names.join(", ")}. Install, then run npm test again:\n  ${INSTALL_COMMAND}`,
      );
      process.exit(1);
    }
    console.log(`=== setup: installing Debian's ${names.join(" and ")} (apt-get install)`);
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    const install = spawnSync(
      "apt-get",
      ["install", "-y", "-qq", "--no-install-recommends", ...names],
      {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      },
    );
    if (update.status !== 0 || install.status !== 0 || missing.some(({ file, ok }) => !ok(file))) {
      console.error(
        `Installing ${names.join(", ")} failed; install by hand:\n  ${INSTALL_COMMAND}`,
      );
      process.exit(1);
    }
  }
  if (!process.env.TEST_DATABASE_URL) {
    // Installs Debian's postgresql when missing (root only) and starts a throwaway cluster.
    const pg = spawnSync("bash", ["packages/auth-server/scripts/start-test-postgres.sh"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    const url = /export TEST_DATABASE_URL=(\S+)/.exec(pg.stdout ?? "")?.[1];
    if (pg.status !== 0 || !url) {
      console.error(
        `Could not start a test PostgreSQL. Install it, then run npm test again:\n  ${INSTALL_COMMAND}`,
      );
      process.exit(1);
    }
    process.env.TEST_DATABASE_URL = url;
    console.log("=== setup: test PostgreSQL running (TEST_DATABASE_URL set)");
  }
}

function run(step: Step, stream: boolean): Promise<Result> {
  return new Promise((resolve) => {
    if (stream) console.log(`\n=== ${step.name}: npm ${step.args.join(" ")}`);
    else console.log(`=== started: ${step.name}`);
    const child = spawn("npm", step.args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NO_COLOR: "1" },
    });
    let output = "";
    let summary: Result["summary"];
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      if (stream) process.stdout.write(chunk);
      output += chunk.toString("utf8");
      pending += chunk.toString("utf8");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        const match = SUMMARY.exec(line.trim());
        if (match)
          summary = [
            Number(match[1]),
            Number(match[2]),
            Number(match[3] ?? 0),
            Number(match[4] ?? 0),
          ];
      }
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (stream) process.stderr.write(chunk);
      else output += chunk.toString("utf8");
    });
    child.on("close", (code) =>
      resolve({ code: code ?? 1, output, ...(summary ? { summary } : {}) }),
    );
  });
}

let passed = 0;
let failed = 0;
let flaky = 0;
let skipped = 0;
const failedSteps: string[] = [];
const timings: string[] = [];

function count(step: Step, result: Result, seconds: number) {
  timings.push(`${step.name} ${seconds.toFixed(0)} s`);
  if (result.summary) {
    passed += result.summary[0];
    failed += result.summary[1];
    flaky += result.summary[2];
    skipped += result.summary[3];
  } else if (result.code === 0) {
    passed += 1; // a check with no test count (lint, typecheck, build) counts as one passing check
  }
  if (result.code !== 0) {
    failedSteps.push(step.name);
    if (!result.summary || result.summary[1] === 0) failed += 1;
  }
}

const started = Date.now();
// Each suite's reporter writes how long its files took here (suite-timings.ts).
const timingsFolder = mkdtempSync(join(tmpdir(), "saathi-suite-timings-"));
process.env.SAATHI_SUITE_TIMINGS = timingsFolder;
setUp();
let buildFailed = false;
for (const step of sequential) {
  const t0 = Date.now();
  const result = await run(step, true);
  count(step, result, (Date.now() - t0) / 1000);
  if (step.name === "build" && result.code !== 0) buildFailed = true;
}

if (buildFailed) {
  console.log("\nThe build failed: the suites that need it were not run.");
} else {
  console.log(
    `\n=== running ${lanes.flat().length} suites in ${lanes.length} lanes side by side; each prints when it ends`,
  );
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const t0 = Date.now();
        const result = await run(step, false);
        console.log(
          `\n=== ${step.name}: npm ${step.args.join(" ")} (${result.code === 0 ? "ok" : "FAILED"})`,
        );
        process.stdout.write(result.output);
        count(step, result, (Date.now() - t0) / 1000);
      }
    }),
  );
  for (const step of measuredAlone) {
    const t0 = Date.now();
    const result = await run(step, true);
    count(step, result, (Date.now() - t0) / 1000);
  }
}

console.log(
  `\nTimes: ${timings.join(", ")}; total ${((Date.now() - started) / 60000).toFixed(1)} min`,
);
const slowest = readFileTimes(timingsFolder).slice(0, 10);
rmSync(timingsFolder, { recursive: true, force: true });
if (slowest.length > 0) {
  // A Vitest file's setup, imports and tests; a spec file's tests summed over both workers.
  console.log("Slowest ten test files:");
  for (const { suite, file, seconds } of slowest)
    console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${file} (${suite})`);
}
if (failedSteps.length) console.log(`Failed: ${failedSteps.join(", ")}`);
console.log(
  `${passed} passed, ${failed} failed${flaky ? `, ${flaky} flaky` : ""}${skipped ? `, ${skipped} skipped` : ""}`,
);
process.exit(failedSteps.length ? 1 : 0);
