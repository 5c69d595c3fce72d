/**
 * One Lighthouse run (mobile preset: simulated slow 4G, 4x CPU slowdown) in Debian's Chromium, and
 * what the Lighthouse check and benchmark (lighthouse.ts) and the peer benchmark (peer-bench.ts)
 * read from its report: one runner, so both sites are measured with the same settings.
 */
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromiumArgs } from "../playwright.config.ts";
import { describeLayoutShifts } from "./layout-shift-trace.ts";

export type Run = {
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** What moved, when something did: each shift's element and score (the layout-shifts audit). */
  shifts: string[];
  /** And from the trace: when each shift happened against the page's milestones, and its boxes. */
  traceLines: string[];
  /** Main-thread work, ms (the mainthread-work-breakdown audit's total). */
  mainThread: number;
  /** JavaScript execution time, ms (the bootup-time audit's total). */
  bootupTime: number;
  /** Requests the page made (the network-requests audit's items). */
  requests: number;
  /** Bytes transferred by all of them. */
  transferBytes: number;
  jsBytes: number;
  cssBytes: number;
  renderBlocking: string[];
  consoleErrors: string[];
};

type Audit = {
  score: number | null;
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
};

/**
 * One Lighthouse run, tried up to three times: a run that Lighthouse itself aborts (for example
 * NO_NAVSTART, "Something went wrong with recording the trace", on a loaded 2-core machine) has
 * measured nothing, so it is run again rather than counted. A finished run is never retried.
 */
export async function lighthouse(url: string, output: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, output);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(
        `(Lighthouse did not finish on ${url}, trying again: ${(error as Error).message.slice(-160)})`,
      );
    }
  }
}

/** One Lighthouse run. Asynchronous, so the in-process server keeps answering meanwhile. */
async function lighthouseOnce(url: string, output: string): Promise<Run> {
  const child = spawn(
    "npx",
    [
      "lighthouse",
      url,
      "--chrome-path=" + (process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"),
      `--chrome-flags=--headless=new ${chromiumArgs.join(" ")}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${output}`,
      // The trace, read when the run shows a layout shift (then kept beside the report).
      "--save-assets",
      "--quiet",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (status !== 0)
    throw new Error(`lighthouse failed on ${url}: ${stderr.split("\n").slice(-4).join(" ")}`);
  return readReport(url, output);
}

/** What a run measured, from its saved report (`output`, Lighthouse's JSON for `url`). */
export function readReport(url: string, output: string): Run {
  const report = JSON.parse(readFileSync(output, "utf8")) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, Audit>;
    runtimeError?: { code: string };
  };
  // A run Lighthouse aborted (NO_NAVSTART on a loaded machine) measured nothing.
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.code}`);
  const audit = (id: string): Audit => report.audits[id] ?? { score: null };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const requests = (audit("network-requests").details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const cls = audit("cumulative-layout-shift").numericValue ?? NaN;
  const base = output.replace(/\.json$/, "");
  const assets = readdirSync(dirname(output))
    .filter((name) => join(dirname(output), name).startsWith(`${base}-`))
    .map((name) => join(dirname(output), name));
  const trace = assets.find((path) => path.endsWith(".trace.json"));
  const traceLines = cls > 0 && trace ? describeLayoutShifts(trace, url) : [];
  if (!(cls > 0)) for (const path of assets) rmSync(path);
  const bytes = (type: string) =>
    requests
      .filter((r) => r.resourceType === type)
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    fcp: audit("first-contentful-paint").numericValue ?? NaN,
    lcp: audit("largest-contentful-paint").numericValue ?? NaN,
    tbt: audit("total-blocking-time").numericValue ?? NaN,
    cls,
    shifts: (audit("layout-shifts").details?.items ?? []).map((item) => {
      const node = item.node as { selector?: string; snippet?: string } | undefined;
      return `${node?.selector ?? "?"} ${String(node?.snippet ?? "").slice(0, 80)} (${Number(item.score).toExponential(2)})`;
    }),
    traceLines,
    mainThread: audit("mainthread-work-breakdown").numericValue ?? NaN,
    bootupTime: audit("bootup-time").numericValue ?? NaN,
    requests: requests.length,
    transferBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsBytes: bytes("Script"),
    cssBytes: bytes("Stylesheet"),
    renderBlocking: (audit("render-blocking-insight").details?.items ?? []).map((item) =>
      String(item.url),
    ),
    consoleErrors:
      audit("errors-in-console").score === 1
        ? []
        : (audit("errors-in-console").details?.items ?? []).map((item) =>
            String(item.description ?? item.url),
          ),
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
