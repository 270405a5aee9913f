/** Types of what TypeScript imports from report.mjs (plain ESM: `node scripts/*.mjs` needs no loader). */
export declare function percentile(samples: readonly number[], p: number): number;
export declare function median(samples: readonly number[]): number;
export declare function summarize(samples: readonly number[]): { n: number; min: number; median: number; p95: number; max: number };
export declare function verdict(value: number, op: '<=' | '>=', target: number): 'ok' | 'MISS';
export declare function textTable(header: string[], body: string[][]): string;
