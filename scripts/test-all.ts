/**
 * `npm test`: every check and every test suite, in order, each streamed as it
 * runs. Ends with one total line "N passed, N failed" and a non-zero exit code
 * if anything failed.
 */
import { spawn } from "node:child_process";

type Step = { name: string; args: string[] };

const steps: Step[] = [
  { name: "lint", args: ["run", "lint"] },
  { name: "typecheck", args: ["run", "typecheck"] },
  { name: "web unit tests", args: ["run", "test", "-w", "packages/web"] },
  { name: "auth-server tests", args: ["run", "test", "-w", "packages/auth-server", "--if-present"] },
  { name: "end-to-end tests (Chromium)", args: ["run", "test", "-w", "e2e"] },
];

const SUMMARY = /^(?:\w+: )?(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$/;

function run(step: Step): Promise<{ code: number; summary?: [number, number, number] }> {
  return new Promise((resolve) => {
    console.log(`\n=== ${step.name}: npm ${step.args.join(" ")}`);
    const child = spawn("npm", step.args, { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, NO_COLOR: "1" } });
    let summary: [number, number, number] | undefined;
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString("utf8");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        const match = SUMMARY.exec(line.trim());
        if (match) summary = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
      }
    });
    child.on("close", (code) => resolve({ code: code ?? 1, ...(summary ? { summary } : {}) }));
  });
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failedSteps: string[] = [];
for (const step of steps) {
  const result = await run(step);
  if (result.summary) {
    passed += result.summary[0];
    failed += result.summary[1];
    skipped += result.summary[2];
  } else if (result.code === 0) {
    passed += 1; // a check with no test count (lint, typecheck) counts as one passing check
  }
  if (result.code !== 0) {
    failedSteps.push(step.name);
    if (!result.summary || result.summary[1] === 0) failed += 1;
  }
}

if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(", ")}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failedSteps.length ? 1 : 0);
