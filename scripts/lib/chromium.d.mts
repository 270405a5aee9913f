/** Types of chromium.mjs (plain ESM so that `node scripts/*.mjs` runs it without a TS loader). */
export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
export declare const LIGHTHOUSE_CHROME_FLAGS: string[];
