#!/usr/bin/env node
// @ts-check
/**
 * The last line of `.ci/run`: `N passed, N failed`, the totals of the vitest and Playwright runs
 * from their JSON reports. Plain Node with no dependency: it must run even when `npm install` failed.
 *   node scripts/ci-summary.mjs --vitest <json> --vitest-exit <code> --playwright <json> --playwright-exit <code>
 *     [--vitest-retried <json>]   (the names tests/reporters/retried.ts wrote: passed on CI's retry)
 * An omitted exit code means the step did not run: it adds nothing. A suite that exited non-zero
 * without a failed test in its report (a crash, an error outside tests, no report) counts as one
 * failure, so the line never says `0 failed` about a red run. Details go to stderr, with the name
 * of each failed test and of each that passed only on its retry (the end of the log is what a
 * reader of CI sees first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: Object.fromEntries(['vitest', 'vitest-exit', 'vitest-retried', 'playwright', 'playwright-exit'].map((o) => [o, { type: 'string' }])) });
/** At most this many names per list: enough to act on, short enough for the end of a log. */
const MAX_NAMES = 10;

/** @param {string | undefined} file @returns {any} */
function readJson(file) {
  try {
    return typeof file === 'string' && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null; // an unreadable report is no report
  }
}

/**
 * The names of a report's failed tests and of those that passed only on a retry.
 * @param {'vitest' | 'playwright'} kind @param {any} r
 * @returns {{ failed: string[], retried: string[] }}
 */
function names(kind, r) {
  const failed = [];
  const retried = [];
  if (kind === 'vitest') {
    for (const file of Array.isArray(r?.testResults) ? r.testResults : []) {
      const where = String(file?.name ?? '').replace(/^.*?\/tests\//, 'tests/');
      for (const a of Array.isArray(file?.assertionResults) ? file.assertionResults : []) if (a?.status === 'failed') failed.push(`${where} › ${a.fullName}`);
      if (file?.status === 'failed' && !(file.assertionResults ?? []).some((/** @type {any} */ a) => a?.status === 'failed')) failed.push(`${where} (the file itself: ${String(file.message ?? '').split('\n')[0]})`);
    }
    return { failed, retried };
  }
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of Array.isArray(suite?.specs) ? suite.specs : []) {
      for (const test of Array.isArray(spec?.tests) ? spec.tests : []) {
        const name = `${spec.file}:${spec.line} › ${spec.title}`;
        if (test?.status === 'unexpected') failed.push(name);
        if (test?.status === 'flaky') retried.push(name);
      }
    }
    for (const child of Array.isArray(suite?.suites) ? suite.suites : []) walk(child);
  };
  for (const suite of Array.isArray(r?.suites) ? r.suites : []) walk(suite);
  return { failed, retried };
}

/** @param {string} kind @param {string} what @param {string[]} list */
function printNames(kind, what, list) {
  for (const name of list.slice(0, MAX_NAMES)) process.stderr.write(`  ${kind} ${what}: ${name}\n`);
  if (list.length > MAX_NAMES) process.stderr.write(`  ${kind} ${what}: … and ${list.length - MAX_NAMES} more\n`);
}
let passed = 0;
let failed = 0;
for (const kind of /** @type {const} */ (['vitest', 'playwright'])) {
  const exit = values[`${kind}-exit`];
  if (typeof exit !== 'string' || exit === '') {
    process.stderr.write(`  ${kind}: did not run\n`);
    continue;
  }
  const r = readJson(values[kind]);
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
  const listed = names(kind, r);
  const retried = kind === 'vitest' ? readJson(values['vitest-retried']) : listed.retried;
  printNames(kind, 'failed', listed.failed);
  printNames(kind, 'passed on its retry', Array.isArray(retried) ? retried.map(String) : []);
  if (Number(exit) !== 0 && !counts?.failed) {
    failed += 1;
    process.stderr.write(`  ${kind}: exited ${exit} without a failed test in its report: counted as 1 failure\n`);
  }
}
process.stdout.write(`${passed} passed, ${failed} failed\n`);
