/** Types of ci-summary.mjs. */
export interface SuiteRun {
  name: string;
  kind: 'vitest' | 'playwright';
  report: unknown;
  exitCode: number | null;
}
export declare function countsOf(kind: 'vitest' | 'playwright', report: unknown): { passed: number; failed: number } | null;
export declare function summarize(runs: SuiteRun[]): { passed: number; failed: number; notes: string[]; line: string };
