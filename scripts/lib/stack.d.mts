/** Types of stack.mjs (plain ESM, so that `node scripts/*.mjs` runs without a TypeScript loader). */
export declare const APP_URL: string;
export declare const CHROMIUM: string;
/** The browser that drives pages (e2e, bench:interactive): chromium-headless-shell when installed, else CHROMIUM. */
export declare const PAGE_CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
export declare function bin(name: string): string;
type Env = Record<string, string>;
export declare function loadDevEnv(root?: string, processEnv?: Record<string, string | undefined>): { env: Env; files: string[]; fromFiles: Env };
export type Service = { name: string; command: string; args: string[]; cwd: string; env: Env; port: number; url: string; timeoutS: number };
export declare function services(env: Env, app: 'dev' | 'start'): Service[];
