/**
 * Playwright reporter that ends the run with "N passed, N failed" (", N flaky",
 * ", N skipped" when any). A flaky test (failed, then passed on retry) is counted
 * and shown apart, never as passed.
 */
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export default class SummaryReporter implements Reporter {
  private outcomes = new Map<string, ReturnType<TestCase["outcome"]>>();

  onTestEnd(test: TestCase, _result: TestResult) {
    this.outcomes.set(test.id, test.outcome());
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
    console.log(
      `${passed} passed, ${failed} failed${flaky ? `, ${flaky} flaky` : ""}${skipped ? `, ${skipped} skipped` : ""}`,
    );
  }
}
