/** Types of the constants of services.mjs that TypeScript code uses (tests). */
export declare const ROOT: string;
export declare const TMP_DIR: string;
export declare const APP_PORT: number;
export declare const AUTH_PORT: number;
export declare const EMULATOR_SIDE_PORTS: number[];
export declare const DEV_PASSWORD: string;
export declare const DEV_ACCOUNTS: Array<{ email: string; what: string }>;
export declare function mockPort(env: Record<string, string>): number;
export declare function requiredPorts(
  env: Record<string, string>,
  which: { auth?: boolean; mock?: boolean; app?: boolean },
): Array<{ port: number; what: string }>;
export declare function bannerLines(env: Record<string, string>, which: { auth?: boolean; mock?: boolean; app?: boolean }): string[];
