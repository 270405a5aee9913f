// @ts-check
/**
 * The browser of the e2e suite and the benchmarks: Debian's chromium package (Playwright never
 * downloads one here), run as root (STACK-NOTES.md). playwright.config.ts and
 * scripts/lib/bench-stack.mjs both launch it with these.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
