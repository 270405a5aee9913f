// @ts-check
/**
 * Small statistics for the benchmarks: min / median / p95 / max of a list of samples.
 * Percentiles use the nearest-rank method (the value at rank ⌈p·n⌉ of the sorted samples), so
 * p95 of 20 samples is the 19th smallest: one outlier in twenty does not hide behind it.
 */

/**
 * The nearest-rank percentile `p` (0 < p ≤ 100) of `samples`; NaN for no samples.
 * @param {readonly number[]} samples
 * @param {number} p
 */
export function percentile(samples, p) {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

/**
 * The median (mean of the two middle values for an even count); NaN for no samples.
 * @param {readonly number[]} samples
 */
export function median(samples) {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * @typedef {object} Summary
 * @property {number} n
 * @property {number} min
 * @property {number} median
 * @property {number} p95
 * @property {number} max
 */

/**
 * @param {readonly number[]} samples
 * @returns {Summary}
 */
export function summarize(samples) {
  return {
    n: samples.length,
    min: samples.length ? Math.min(...samples) : Number.NaN,
    median: median(samples),
    p95: percentile(samples, 95),
    max: samples.length ? Math.max(...samples) : Number.NaN,
  };
}

/**
 * `ok` when `value` meets the target, `MISS` otherwise (also for NaN: no figure, no pass).
 * @param {number} value
 * @param {'<=' | '>='} op
 * @param {number} target
 * @returns {'ok' | 'MISS'}
 */
export function verdict(value, op, target) {
  if (!Number.isFinite(value)) return 'MISS';
  return (op === '<=' ? value <= target : value >= target) ? 'ok' : 'MISS';
}
