/** Types of bench-bundle.mjs. */
export type Manifest = { pages: Record<string, string[]> };
type Sizes = (file: string) => { raw: number; gzip: number };
type RouteSize = { route: string; budget: number; over: boolean } & Record<'js' | 'jsRaw' | 'css' | 'own' | 'files', number>;
export declare function isManifest(value: unknown): value is Manifest;
export declare function routesOf(manifest: Manifest): string[];
export declare function firstLoadFiles(manifest: Manifest, route: string): string[];
export declare function budgetFor(route: string, budgets?: Record<string, number>): number;
export declare function measureRoutes(manifest: Manifest, sizeOf: Sizes, budgets?: Record<string, number>): RouteSize[];
export declare function formatTable(rows: RouteSize[]): string;
