// @ts-check
/**
 * What every benchmark's report needs: min / median / p95 / max, ok/MISS, a plain-text table, the
 * JSON in bench-results/ and the exit status. Percentiles are nearest-rank (the value at rank
 * ⌈p·n⌉ of the sorted samples): p95 of 20 samples is the 19th smallest, so one outlier in twenty
 * does not hide behind it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

/** @param {readonly number[]} samples @param {number} p 0 < p ≤ 100; NaN for no samples */
export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return samples.length ? sorted[Math.min(samples.length, Math.max(1, Math.ceil((p / 100) * samples.length))) - 1] : Number.NaN;
}

/** The mean of the two middle values for an even count; NaN for no samples. @param {readonly number[]} samples */
export function median(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return !sorted.length ? Number.NaN : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** @param {readonly number[]} samples */
export const summarize = (samples) => ({
  n: samples.length,
  min: samples.length ? Math.min(...samples) : Number.NaN,
  median: median(samples),
  p95: percentile(samples, 95),
  max: samples.length ? Math.max(...samples) : Number.NaN,
});

/** `ok` when `value` meets the target; `MISS` otherwise, also for NaN (no figure, no pass). @param {number} value @param {'<=' | '>='} op @param {number} target @returns {'ok' | 'MISS'} */
export const verdict = (value, op, target) => (Number.isFinite(value) && (op === '<=' ? value <= target : value >= target) ? 'ok' : 'MISS');

/** @param {number | null | undefined} ms */
export const fmtMs = (ms) => (typeof ms === 'number' && Number.isFinite(ms) ? `${Math.round(ms)} ms` : '—');

/** The first column left-aligned, the others right-aligned, two spaces apart, a rule under the header. @param {string[]} header @param {string[][]} body */
export function textTable(header, body) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  /** @param {string[]} cells */
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** Write `data` as bench-results/<file>; returns its path from the repository root. @param {string} file @param {unknown} data */
export function writeResults(file, data) {
  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench-results', file), JSON.stringify(data, null, 2) + '\n');
  return path.join('bench-results', file);
}

/** `<label> <check>` of each MISS in the rows' `checks`. @param {Array<{ label: string, checks: Record<string, string> }>} rows */
export const missedChecks = (rows) => rows.flatMap((r) => Object.entries(r.checks).filter(([, v]) => v === 'MISS').map(([k]) => `${r.label} ${k}`));

/** Exit 1 when the run failed; list the missed targets, which exit 1 only with `--strict` (a report otherwise). @param {{ errors: string[], missed: string[] }} outcome */
export function finish({ errors, missed }) {
  if (errors.length > 0) {
    console.error(`errors: ${errors.join('; ')}`);
    process.exit(1);
  }
  const strict = process.argv.includes('--strict');
  if (missed.length === 0) console.log('all targets met.');
  else console.log(`${missed.length} target(s) missed: ${missed.join(', ')}${strict ? '' : ' (a report: exit 0; --strict fails on misses)'}`);
  if (strict && missed.length > 0) process.exit(1);
}
