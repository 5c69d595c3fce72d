/**
 * Vitest reporter that ends the run with one plain line, "N passed, N failed"
 * (", N skipped" when any), which CI reads as the test count. Under `npm test` it also records
 * how long each test file took (suite-timings.ts).
 */
import { basename } from "node:path";
import type { Reporter, TestModule, Vitest } from "vitest/node";
import { recordFileTimes } from "./suite-timings.ts";

export default class SummaryReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const times = new Map<string, number>();
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      // A file that failed to load has no tests but must still count as a failure.
      if (module.state() === "failed" && [...module.children.allTests()].length === 0) failed++;
      // Its whole cost: the environment (jsdom), setup files, imports and the tests themselves.
      const d = module.diagnostic();
      const ms =
        d.environmentSetupDuration +
        d.prepareDuration +
        d.collectDuration +
        d.setupDuration +
        d.duration;
      times.set(module.moduleId, ms / 1000);
    }
    recordFileTimes(basename(this.root), times);
    console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  }
}
