// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const vitestReport = { numTotalTests: 12, numPassedTests: 11, numFailedTests: 1, numPendingTests: 0 };
const playwrightReport = { stats: { expected: 5, unexpected: 2, flaky: 1, skipped: 3 } };
const script = path.resolve(__dirname, '../../../scripts/ci-summary.mjs');

interface Suite {
  report: unknown;
  exit?: number;
}
/** Runs the script as .ci/run does; returns its stdout, the line. */
function summary(vitest: Suite, playwright: Suite) {
  const dir = mkdtempSync(path.join(tmpdir(), 'giro-ci-'));
  const args: string[] = [];
  for (const [name, suite] of [['vitest', vitest], ['playwright', playwright]] as const) {
    if (suite.report !== null) writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(suite.report));
    args.push(`--${name}`, path.join(dir, `${name}.json`));
    if (suite.exit !== undefined) args.push(`--${name}-exit`, String(suite.exit));
  }
  return execFileSync(process.execPath, [script, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

describe('CI summary line (scripts/ci-summary.mjs)', () => {
  it('adds both suites into the one line (flaky = passed on retry; skipped not counted)', () => {
    expect(summary({ report: vitestReport, exit: 1 }, { report: playwrightReport, exit: 1 })).toBe('17 passed, 3 failed\n');
  });

  it('a suite that failed without a failing test (crash, no report) counts one failure', () => {
    const green = { ...vitestReport, numPassedTests: 12, numFailedTests: 0 };
    expect(summary({ report: green, exit: 1 }, { report: null, exit: 1 })).toBe('12 passed, 2 failed\n');
    expect(summary({ report: {}, exit: 0 }, { report: { stats: 'broken' }, exit: 0 })).toBe('0 passed, 0 failed\n');
  });

  it('a suite that did not run adds nothing, even with a report on disk', () => {
    const threeGreen = { numTotalTests: 3, numPassedTests: 3, numFailedTests: 0 };
    expect(summary({ report: threeGreen, exit: 0 }, { report: playwrightReport })).toBe('3 passed, 0 failed\n');
  });
});
