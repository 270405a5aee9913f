/** Types of bundle.mjs. */
export interface Manifest {
  pages: Record<string, string[]>;
}
export interface RouteSize {
  route: string;
  js: number;
  jsRaw: number;
  css: number;
  own: number;
  files: number;
  budget: number;
  over: boolean;
}
type Sizes = (file: string) => { raw: number; gzip: number };
export declare const DEFAULT_BUDGETS: Record<string, number>;
export declare function isManifest(value: unknown): value is Manifest;
export declare function routesOf(manifest: Manifest): string[];
export declare function firstLoadFiles(manifest: Manifest, route: string): string[];
export declare function budgetFor(route: string, budgets?: Record<string, number>): number;
export declare function measureRoutes(manifest: Manifest, sizeOf: Sizes, budgets?: Record<string, number>): RouteSize[];
export declare function kB(bytes: number): string;
export declare function formatTable(rows: RouteSize[]): string;
