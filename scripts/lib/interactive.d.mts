/** Types of what TypeScript imports from interactive.mjs. */
export declare const CONTROL_SELECTOR: string;
export declare const HYDRATED_SIGNAL: string;
export declare function installInteractiveProbe(options: { scope: string; selector: string; signal: string }): void;
type ApiCalls = { apiCalls: number; newsCalls: number; apiPaths: string[] };
export type InteractiveRun = Record<'firstPaintMs' | 'fcpMs' | 'lcpMs' | 'seenMs' | 'hydratedMs', number | null> & { control: string } & ApiCalls;
type Check = 'ok' | 'MISS' | '—';
type Medians = Record<'runs' | 'firstPaintMs' | 'fcpMs' | 'lcpMs' | 'hydratedMs' | 'deadWindowMs' | 'ratio' | 'apiCalls' | 'newsCalls', number>;
type Options = { isBaseline?: boolean; targets?: { hydratedRatio: number; deadWindowMs: number; apiCalls: number } };
export declare function interactiveRow(runs: readonly InteractiveRun[], baselineHydratedMs: number, options?: Options): Medians & { checks: { hydrated: Check; deadWindow: Check; apiCalls: Check } };
export declare function apiCallsOf(requests: ReadonlyArray<{ url: string; type: string }>, apiOrigin: string): ApiCalls;
