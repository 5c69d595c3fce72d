/**
 * Playwright reporter that ends the run with "N passed, N failed" (", N flaky",
 * ", N skipped" when any). A flaky test (failed, then passed on retry) is counted
 * and shown apart, never as passed. Under `npm test` it also records how long each spec file's
 * tests took, retries included (scripts/suite-timings.ts).
 */
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { recordFileTimes } from "../scripts/suite-timings.ts";

export default class SummaryReporter implements Reporter {
  private outcomes = new Map<string, ReturnType<TestCase["outcome"]>>();
  private seconds = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    this.outcomes.set(test.id, test.outcome());
    const file = test.location.file;
    this.seconds.set(file, (this.seconds.get(file) ?? 0) + result.duration / 1000);
  }

  onEnd() {
    let passed = 0;
    let failed = 0;
    let flaky = 0;
    let skipped = 0;
    for (const outcome of this.outcomes.values()) {
      if (outcome === "expected") passed++;
      else if (outcome === "flaky") flaky++;
      else if (outcome === "skipped") skipped++;
      else failed++;
    }
    recordFileTimes("e2e", this.seconds);
    console.log(
      `${passed} passed, ${failed} failed${flaky ? `, ${flaky} flaky` : ""}${skipped ? `, ${skipped} skipped` : ""}`,
    );
  }
}
