// @ts-check
/**
 * What every benchmark's report needs: min / median / p95 / max, ok/MISS against a target, a
 * plain-text table, the JSON in bench-results/ and the exit status. Percentiles are nearest-rank
 * (the value at rank ⌈p·n⌉ of the sorted samples): p95 of 20 samples is the 19th smallest, so one
 * outlier in twenty does not hide behind it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

/** @param {readonly number[]} samples */
const sorted = (samples) => [...samples].sort((a, b) => a - b);

/** @param {readonly number[]} samples @param {number} p 0 < p ≤ 100 */
export function percentile(samples, p) {
  if (samples.length === 0) return Number.NaN;
  return sorted(samples)[Math.min(samples.length, Math.max(1, Math.ceil((p / 100) * samples.length))) - 1];
}

/** The median (the mean of the two middle values for an even count); NaN for no samples. @param {readonly number[]} samples */
export function median(samples) {
  if (samples.length === 0) return Number.NaN;
  const s = sorted(samples);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** @param {readonly number[]} samples */
export function summarize(samples) {
  const empty = samples.length === 0;
  return { n: samples.length, min: empty ? Number.NaN : Math.min(...samples), median: median(samples), p95: percentile(samples, 95), max: empty ? Number.NaN : Math.max(...samples) };
}

/**
 * `ok` when `value` meets the target, `MISS` otherwise (also for NaN: no figure, no pass).
 * @param {number} value @param {'<=' | '>='} op @param {number} target
 * @returns {'ok' | 'MISS'}
 */
export function verdict(value, op, target) {
  if (!Number.isFinite(value)) return 'MISS';
  return (op === '<=' ? value <= target : value >= target) ? 'ok' : 'MISS';
}

/** A number of milliseconds for the reports, '—' when there is none. @param {number | null | undefined} ms */
export const fmtMs = (ms) => (typeof ms === 'number' && Number.isFinite(ms) ? `${Math.round(ms)} ms` : '—');

/**
 * The first column left-aligned, the others right-aligned, two spaces apart, a rule under the header.
 * @param {string[]} header @param {string[][]} body
 */
export function textTable(header, body) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  /** @param {string[]} cells */
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** Write `data` as bench-results/<file> and return its path from the repository root. @param {string} file @param {unknown} data */
export function writeResults(file, data) {
  const full = path.join(ROOT, 'bench-results', file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, JSON.stringify(data, null, 2) + '\n');
  return path.relative(ROOT, full);
}

/**
 * The end of a benchmark: exit 1 when the run itself failed; list the missed targets, which exit 1
 * only with `--strict` (a report otherwise).
 * @param {{ errors: string[], missed: string[] }} outcome
 */
export function finish({ errors, missed }) {
  if (errors.length > 0) {
    console.error(`errors: ${errors.join('; ')}`);
    process.exit(1);
  }
  if (missed.length === 0) return console.log('all targets met.');
  const strict = process.argv.includes('--strict');
  console.log(`${missed.length} target(s) missed: ${missed.join(', ')}${strict ? '' : ' (a report: exit 0; --strict fails on misses)'}`);
  if (strict) process.exit(1);
}
