/**
 * How long each test file took, gathered across every suite of one `npm test` run, so the run can
 * end with its slowest ten (and a slow suite is seen, not guessed at).
 *
 * `npm test` (test-all.ts) names a folder in SAATHI_SUITE_TIMINGS; each suite's summary reporter
 * (Vitest's and Playwright's) writes one JSON file there at its end. Outside `npm test` the
 * variable is unset and nothing is written.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const REPOSITORY = fileURLToPath(new URL("..", import.meta.url));

export type FileTime = { suite: string; file: string; seconds: number };

/** Writes one suite's times (absolute file path to seconds), when a folder is named. */
export function recordFileTimes(suite: string, times: Map<string, number>) {
  const folder = process.env.SAATHI_SUITE_TIMINGS;
  if (!folder || times.size === 0) return;
  mkdirSync(folder, { recursive: true });
  const rows: FileTime[] = [...times].map(([file, seconds]) => ({
    suite,
    file: relative(REPOSITORY, file),
    seconds,
  }));
  writeFileSync(
    join(folder, `${suite.replace(/\W+/g, "-")}-${process.pid}.json`),
    JSON.stringify(rows),
  );
}

/** Every file time written to `folder`, slowest first. */
export function readFileTimes(folder: string): FileTime[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  return names
    .flatMap((name) => JSON.parse(readFileSync(join(folder, name), "utf8")) as FileTime[])
    .sort((a, b) => b.seconds - a.seconds);
}
