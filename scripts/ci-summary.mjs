#!/usr/bin/env node
// @ts-check
/**
 * The last line of `.ci/run`: `N passed, N failed`, the totals of the vitest and Playwright runs
 * from their JSON reports.
 *   node scripts/ci-summary.mjs --vitest <json> --vitest-exit <code> --playwright <json> --playwright-exit <code>
 * An omitted exit code means the step did not run. Details go to stderr, the line to stdout.
 * Plain Node with no dependency: it must run even when `npm install` failed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * Passed/failed of one report. vitest (jest-compatible JSON): numPassedTests / numFailedTests.
 * Playwright JSON: stats.expected (+ stats.flaky, passed on retry) / stats.unexpected.
 * @param {'vitest' | 'playwright'} kind @param {unknown} report
 * @returns {{ passed: number, failed: number } | null}
 */
export function countsOf(kind, report) {
  if (!report || typeof report !== 'object') return null;
  const r = /** @type {Record<string, any>} */ (report);
  const n = (/** @type {unknown} */ v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  if (kind === 'vitest') return typeof r.numTotalTests === 'number' ? { passed: n(r.numPassedTests), failed: n(r.numFailedTests) } : null;
  if (!r.stats || typeof r.stats !== 'object') return null;
  return { passed: n(r.stats.expected) + n(r.stats.flaky), failed: n(r.stats.unexpected) };
}

/**
 * Totals over the suites. A suite that exited non-zero without a failed test in its report (a
 * crash, an error outside tests, no report) counts as one failure: the line never says `0 failed`
 * about a red run.
 * @param {Array<{ name: string, kind: 'vitest' | 'playwright', report: unknown, exitCode: number | null }>} runs
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
    passed += counts?.passed ?? 0;
    failed += counts?.failed ?? 0;
    notes.push(`${run.name}: ${counts ? `${counts.passed} passed, ${counts.failed} failed` : 'no JSON report'} (exit ${run.exitCode})`);
    if (run.exitCode !== 0 && !counts?.failed) {
      failed += 1;
      notes.push(`${run.name}: exited ${run.exitCode} without a failed test in its report: counted as 1 failure`);
    }
  }
  return { passed, failed, notes, line: `${passed} passed, ${failed} failed` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: Object.fromEntries(['vitest', 'vitest-exit', 'playwright', 'playwright-exit'].map((o) => [o, { type: 'string' }])) });
  /** @param {unknown} file */
  const read = (file) => {
    try {
      return typeof file === 'string' && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
    } catch {
      return null;
    }
  };
  /** @param {unknown} code */
  const exit = (code) => (typeof code === 'string' && code !== '' ? Number(code) : null);
  const summary = summarize([
    { name: 'vitest', kind: 'vitest', report: read(values.vitest), exitCode: exit(values['vitest-exit']) },
    { name: 'playwright', kind: 'playwright', report: read(values.playwright), exitCode: exit(values['playwright-exit']) },
  ]);
  for (const note of summary.notes) process.stderr.write(`  ${note}\n`);
  process.stdout.write(`${summary.line}\n`);
}
