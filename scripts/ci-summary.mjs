#!/usr/bin/env node
// @ts-check
/**
 * The last line of `.ci/run`: `N passed, N failed`, the totals of the vitest and Playwright runs
 * from their JSON reports. Plain Node with no dependency: it must run even when `npm install` failed.
 *   node scripts/ci-summary.mjs --vitest <json> --vitest-exit <code> --playwright <json> --playwright-exit <code>
 * An omitted exit code means the step did not run: it adds nothing. A suite that exited non-zero
 * without a failed test in its report (a crash, an error outside tests, no report) counts as one
 * failure, so the line never says `0 failed` about a red run. Details go to stderr.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: Object.fromEntries(['vitest', 'vitest-exit', 'playwright', 'playwright-exit'].map((o) => [o, { type: 'string' }])) });
let passed = 0;
let failed = 0;
for (const kind of /** @type {const} */ (['vitest', 'playwright'])) {
  const exit = values[`${kind}-exit`];
  if (typeof exit !== 'string' || exit === '') {
    process.stderr.write(`  ${kind}: did not run\n`);
    continue;
  }
  const file = values[kind];
  /** @type {Record<string, any> | null} */
  let r = null;
  try {
    r = typeof file === 'string' && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    // an unreadable report is no report
  }
  const n = (/** @type {unknown} */ v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  // vitest (jest-compatible JSON): numPassedTests / numFailedTests. Playwright: stats.expected
  // (+ stats.flaky, passed on retry) / stats.unexpected; skipped tests count in neither.
  const counts =
    kind === 'vitest'
      ? typeof r?.numTotalTests === 'number' ? { passed: n(r.numPassedTests), failed: n(r.numFailedTests) } : null
      : r?.stats && typeof r.stats === 'object' ? { passed: n(r.stats.expected) + n(r.stats.flaky), failed: n(r.stats.unexpected) } : null;
  passed += counts?.passed ?? 0;
  failed += counts?.failed ?? 0;
  process.stderr.write(`  ${kind}: ${counts ? `${counts.passed} passed, ${counts.failed} failed` : 'no JSON report'} (exit ${exit})\n`);
  if (Number(exit) !== 0 && !counts?.failed) {
    failed += 1;
    process.stderr.write(`  ${kind}: exited ${exit} without a failed test in its report: counted as 1 failure\n`);
  }
}
process.stdout.write(`${passed} passed, ${failed} failed\n`);
