/** Types of interactive.mjs. */
export declare const CONTROL_SELECTOR: string;
export declare function installInteractiveProbe(options: { scope: string; selector: string }): void;
export interface InteractiveRun {
  firstPaintMs: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  seenMs: number | null;
  hydratedMs: number | null;
  control: string;
}
type Check = 'ok' | 'MISS' | '—';
type Medians = Record<'runs' | 'firstPaintMs' | 'fcpMs' | 'lcpMs' | 'hydratedMs' | 'deadWindowMs' | 'ratio', number>;
export declare function interactiveRow(
  runs: readonly InteractiveRun[],
  baselineHydratedMs: number,
  options?: { isBaseline?: boolean; targets?: { hydratedRatio: number; deadWindowMs: number } },
): Medians & { checks: { hydrated: Check; deadWindow: Check } };
