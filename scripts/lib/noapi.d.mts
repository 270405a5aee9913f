/** Types of noapi.mjs (plain ESM so that `node scripts/*.mjs` runs it without a TS loader). */
export declare const NOAPI_DIST_DIR: string;
export declare const NOAPI_PORT: number;
export declare function noApiEnv(env: Record<string, string | undefined>): Record<string, string>;
