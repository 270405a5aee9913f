// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countsOf, summarize } from '../../../scripts/ci-summary.mjs';

const vitestReport = { numTotalTests: 12, numPassedTests: 11, numFailedTests: 1, numPendingTests: 0 };
const playwrightReport = { stats: { expected: 5, unexpected: 2, flaky: 1, skipped: 3 } };

describe('CI summary line', () => {
  it('reads vitest and Playwright JSON reports (flaky = passed on retry; skipped not counted)', () => {
    expect(countsOf('vitest', vitestReport)).toEqual({ passed: 11, failed: 1 });
    expect(countsOf('playwright', playwrightReport)).toEqual({ passed: 6, failed: 2 });
    expect(countsOf('vitest', {})).toBeNull();
    expect(countsOf('playwright', null)).toBeNull();
  });

  it('adds both suites into the one line', () => {
    const summary = summarize([
      { name: 'vitest', kind: 'vitest', report: vitestReport, exitCode: 1 },
      { name: 'playwright', kind: 'playwright', report: playwrightReport, exitCode: 1 },
    ]);
    expect(summary.line).toBe('17 passed, 3 failed');
  });

  it('a suite that failed without a failing test (crash, no report) counts one failure', () => {
    const summary = summarize([
      { name: 'vitest', kind: 'vitest', report: { ...vitestReport, numPassedTests: 12, numFailedTests: 0 }, exitCode: 1 },
      { name: 'playwright', kind: 'playwright', report: null, exitCode: 1 },
    ]);
    expect(summary).toMatchObject({ passed: 12, failed: 2, line: '12 passed, 2 failed' });
  });

  it('a suite that did not run adds nothing', () => {
    const summary = summarize([
      { name: 'vitest', kind: 'vitest', report: { numTotalTests: 3, numPassedTests: 3, numFailedTests: 0 }, exitCode: 0 },
      { name: 'playwright', kind: 'playwright', report: null, exitCode: null },
    ]);
    expect(summary.line).toBe('3 passed, 0 failed');
    expect(summary.notes).toContain('playwright: did not run');
  });

  it('as .ci/run calls it, prints the line on stdout', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'giro-ci-'));
    writeFileSync(path.join(dir, 'vitest.json'), JSON.stringify(vitestReport));
    const script = path.resolve(__dirname, '../../../scripts/ci-summary.mjs');
    const args = ['--vitest', path.join(dir, 'vitest.json'), '--vitest-exit', '1', '--playwright', path.join(dir, 'none.json')];
    const out = execFileSync(process.execPath, [script, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    expect(out).toBe('11 passed, 1 failed\n');
  });
});
