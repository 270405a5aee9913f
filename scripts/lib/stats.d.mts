/** Types of stats.mjs. */
export interface Summary {
  n: number;
  min: number;
  median: number;
  p95: number;
  max: number;
}
export declare function percentile(samples: readonly number[], p: number): number;
export declare function median(samples: readonly number[]): number;
export declare function summarize(samples: readonly number[]): Summary;
export declare function verdict(value: number, op: '<=' | '>=', target: number): 'ok' | 'MISS';
