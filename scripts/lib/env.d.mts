/** Types of env.mjs (plain ESM so that `node scripts/*.mjs` runs it without a TS loader). */
export declare function parseDotenv(text: string): Record<string, string>;
export declare function layerEnv(
  layers: Array<Record<string, string>>,
  processEnv: Record<string, string | undefined>,
): Record<string, string>;
export declare function loadDevEnv(
  root: string,
  processEnv?: Record<string, string | undefined>,
): { env: Record<string, string>; files: string[]; fromFiles: Record<string, string> };
