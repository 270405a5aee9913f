/** Types of stack.mjs (plain ESM, so that `node scripts/*.mjs` runs without a TypeScript loader). */
export declare const ROOT: string;
export declare const TMP_DIR: string;
export declare const APP_URL: string;
export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
export declare function bin(name: string): string;
export declare function loadDevEnv(
  root?: string,
  processEnv?: Record<string, string | undefined>,
): { env: Record<string, string>; files: string[]; fromFiles: Record<string, string> };
export interface Service {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  port: number;
  url: string;
  timeoutS: number;
}
export declare function services(env: Record<string, string>, app: 'dev' | 'start'): Service[];
