// @ts-check
/**
 * The one line CI reads at the end of `.ci/run`: `N passed, N failed`, the total of the vitest
 * and Playwright runs, from their JSON reports.
 */

/**
 * @typedef {object} SuiteRun
 * @property {string} name e.g. 'vitest'
 * @property {'vitest' | 'playwright'} kind
 * @property {unknown} report the parsed JSON report, or null when there is none
 * @property {number | null} exitCode null when the step did not run
 */

/**
 * Passed/failed counts of one report.
 * vitest (jest-compatible JSON): numPassedTests / numFailedTests.
 * Playwright JSON: stats.expected (+ stats.flaky, passed on retry) / stats.unexpected.
 * @param {'vitest' | 'playwright'} kind
 * @param {unknown} report
 * @returns {{ passed: number, failed: number } | null}
 */
export function countsOf(kind, report) {
  if (!report || typeof report !== 'object') return null;
  const r = /** @type {Record<string, any>} */ (report);
  const n = (/** @type {unknown} */ v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  if (kind === 'vitest') {
    if (typeof r.numTotalTests !== 'number') return null;
    return { passed: n(r.numPassedTests), failed: n(r.numFailedTests) };
  }
  if (!r.stats || typeof r.stats !== 'object') return null;
  return { passed: n(r.stats.expected) + n(r.stats.flaky), failed: n(r.stats.unexpected) };
}

/**
 * Totals over the suites. A suite that exited non-zero without any failed test in its report
 * (a crash, an error outside tests, a missing report) counts as one failure, so that the line
 * never says `0 failed` about a red run.
 * @param {SuiteRun[]} runs
 * @returns {{ passed: number, failed: number, notes: string[], line: string }}
 */
export function summarize(runs) {
  let passed = 0;
  let failed = 0;
  /** @type {string[]} */
  const notes = [];
  for (const run of runs) {
    if (run.exitCode === null) {
      notes.push(`${run.name}: did not run`);
      continue;
    }
    const counts = countsOf(run.kind, run.report);
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
      notes.push(`${run.name}: ${counts.passed} passed, ${counts.failed} failed (exit ${run.exitCode})`);
    } else {
      notes.push(`${run.name}: no JSON report (exit ${run.exitCode})`);
    }
    if (run.exitCode !== 0 && (!counts || counts.failed === 0)) {
      failed += 1;
      notes.push(`${run.name}: exited ${run.exitCode} without a failed test in its report: counted as 1 failure`);
    }
  }
  return { passed, failed, notes, line: `${passed} passed, ${failed} failed` };
}
