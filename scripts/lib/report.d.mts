/** Types of report.mjs (plain ESM, so that `node scripts/*.mjs` runs without a TypeScript loader). */
export declare function percentile(samples: readonly number[], p: number): number;
export declare function median(samples: readonly number[]): number;
export declare function summarize(samples: readonly number[]): { n: number; min: number; median: number; p95: number; max: number };
export declare function verdict(value: number, op: '<=' | '>=', target: number): 'ok' | 'MISS';
export declare function fmtMs(ms: number | null | undefined): string;
export declare function textTable(header: string[], body: string[][]): string;
export declare function writeResults(file: string, data: unknown): string;
export declare function finish(outcome: { errors: string[]; missed: string[] }): void;
