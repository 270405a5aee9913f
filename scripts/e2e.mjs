#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:e2e [-- playwright args]`: `playwright test`, whose config starts and stops the
 * emulator, the mock API and the production app. First, Debian's chromium must be there (never a
 * Playwright download) and ports 3000/4000/9099 free, or it says which process holds one (one
 * browser run at a time on this machine); afterwards it says if a port is still held.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { ROOT, bin, busyPorts, loadDevEnv, preflight, services } from './lib/stack.mjs';

/** @param {string} text */
const say = (text) => process.stderr.write(`[e2e] ${text}\n`);

const ports = services(loadDevEnv().env, 'start');
await preflight(ports, say, 'The e2e suite starts its own emulator, mock API and app: is `npm run dev` or another e2e or benchmark run going?', true);

const started = Date.now();
const child = spawn(bin('playwright'), ['test', ...process.argv.slice(2)], {
  cwd: ROOT,
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NEXT_TELEMETRY_DISABLED: '1' },
  stdio: 'inherit',
});
// Playwright stops its web servers cleanly on SIGINT only (SIGTERM would orphan them). A
// terminal's Ctrl-C reaches it directly too; it ignores a second SIGINT within a second.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => child.kill('SIGINT'));
child.on('error', (error) => {
  say(`could not start Playwright: ${error.message} (run \`npm install\`).`);
  process.exit(1);
});
child.on('exit', async (code, signal) => {
  for (const problem of await busyPorts(ports)) say(`after the run, ${problem}`);
  say(`playwright finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${code ?? signal}).`);
  process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1));
});
