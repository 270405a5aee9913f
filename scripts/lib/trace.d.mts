/** Types of what TypeScript imports from trace.mjs. */
export declare const TRACE_CATEGORIES: string[];
type TraceEvent = { name: string; cat?: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: Record<string, unknown> } & Record<string, unknown> };
export interface TraceSummary {
  documentResponseMs: number | null;
  hydrationStartMs: number | null;
  hydrationMs: number | null;
  mainThreadBeforeMs: number;
  mainThreadHydrationMs: number;
  evaluatedInHydration: { file: string; ms: number }[];
  byKindBeforeMs: Record<string, number>;
  scripts: { count: number; kB: number; lastDoneMs: number };
}
export declare function summarizeTrace(trace: { traceEvents?: TraceEvent[] } | TraceEvent[], options?: { untilMs?: number | null }): TraceSummary;
