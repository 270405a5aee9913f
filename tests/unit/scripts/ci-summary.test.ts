// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
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
/** The script's arguments as .ci/run passes them, with the reports written to a new folder. */
function argsFor(vitest: Suite, playwright: Suite, vitestRetried?: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'giro-ci-'));
  const args: string[] = [];
  for (const [name, suite] of [['vitest', vitest], ['playwright', playwright]] as const) {
    if (suite.report !== null) writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(suite.report));
    args.push(`--${name}`, path.join(dir, `${name}.json`));
    if (suite.exit !== undefined) args.push(`--${name}-exit`, String(suite.exit));
  }
  if (vitestRetried) {
    writeFileSync(path.join(dir, 'retried.json'), JSON.stringify(vitestRetried));
    args.push('--vitest-retried', path.join(dir, 'retried.json'));
  }
  return args;
}

/** Runs the script as .ci/run does; returns its stdout, the line. */
function summary(vitest: Suite, playwright: Suite) {
  return execFileSync(process.execPath, [script, ...argsFor(vitest, playwright)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** The same run's details (stderr), line by line. */
function details(vitest: Suite, playwright: Suite, vitestRetried?: string[]) {
  return spawnSync(process.execPath, [script, ...argsFor(vitest, playwright, vitestRetried)], { encoding: 'utf8' }).stderr.split('\n').map((line) => line.trim());
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

  it('names each failed test, and each that passed only on its retry, of both suites', () => {
    const vitest = {
      ...vitestReport,
      testResults: [
        { name: '/ci/clone/tests/unit/a.test.ts', status: 'failed', assertionResults: [{ fullName: 'a breaks', status: 'failed' }, { fullName: 'a holds', status: 'passed' }] },
        { name: '/ci/clone/tests/unit/b.test.ts', status: 'failed', message: 'Cannot find module x\n  at …', assertionResults: [] },
      ],
    };
    const spec = (title: string, line: number, status: string) => ({ title, file: 'journey.spec.ts', line, tests: [{ status }] });
    const playwright = {
      ...playwrightReport,
      suites: [{ title: 'journey.spec.ts', specs: [spec('steady', 3, 'expected')], suites: [{ title: 'inner', specs: [spec('wobbly', 9, 'flaky'), spec('broken', 20, 'unexpected')] }] }],
    };
    const lines = details({ report: vitest, exit: 1 }, { report: playwright, exit: 1 }, ['tests/unit/c.test.ts › c once']);
    expect(lines.filter((line) => / (failed|passed on its retry): /.test(line))).toEqual([
      'vitest failed: tests/unit/a.test.ts › a breaks',
      'vitest failed: tests/unit/b.test.ts (the file itself: Cannot find module x)',
      'vitest passed on its retry: tests/unit/c.test.ts › c once',
      'playwright failed: journey.spec.ts:20 › broken',
      'playwright passed on its retry: journey.spec.ts:9 › wobbly',
    ]);
  });

  it('names at most ten of a list, and says how many more', () => {
    const many = Array.from({ length: 13 }, (_, i) => `tests/unit/t${i}.test.ts › once`);
    const lines = details({ report: vitestReport, exit: 0 }, { report: playwrightReport, exit: 0 }, many);
    expect(lines.filter((line) => line.startsWith('vitest passed on its retry:'))).toHaveLength(11);
    expect(lines).toContain('vitest passed on its retry: … and 3 more');
  });
});
