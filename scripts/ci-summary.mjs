#!/usr/bin/env node
// @ts-check
/**
 * Prints the totals of the test runs of `.ci/run` as its last line: `N passed, N failed`.
 *   node scripts/ci-summary.mjs --vitest <json> --vitest-exit <code> --playwright <json> --playwright-exit <code>
 * An omitted exit code means the step did not run. Details go to stderr; the line to stdout.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { summarize } from './lib/ci-summary.mjs';

const { values } = parseArgs({
  options: {
    vitest: { type: 'string' },
    'vitest-exit': { type: 'string' },
    playwright: { type: 'string' },
    'playwright-exit': { type: 'string' },
  },
});

/** @param {string | undefined} file */
function read(file) {
  if (!file || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
/** @param {string | undefined} code */
const exit = (code) => (code === undefined || code === '' ? null : Number(code));

const summary = summarize([
  { name: 'vitest', kind: 'vitest', report: read(values.vitest), exitCode: exit(values['vitest-exit']) },
  { name: 'playwright', kind: 'playwright', report: read(values.playwright), exitCode: exit(values['playwright-exit']) },
]);
for (const note of summary.notes) process.stderr.write(`  ${note}\n`);
process.stdout.write(`${summary.line}\n`);
