import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * In CI a failed vitest test is tried once more (vitest.config.mts), as Playwright's are. This
 * reporter keeps the names of the tests that passed only on that retry and writes them, as a JSON
 * array, to `VITEST_RETRIED_FILE`: scripts/ci-summary.mjs prints them at the end of the log, so a
 * flaky test is named on a green run rather than hidden by it.
 */
export default class RetriedReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(test: TestCase) {
    if (test.diagnostic()?.flaky) this.retried.push(`${test.module.relativeModuleId} › ${test.fullName}`);
  }

  onTestRunEnd() {
    const file = process.env.VITEST_RETRIED_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.retried));
  }
}
