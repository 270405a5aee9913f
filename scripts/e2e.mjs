#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:e2e [-- playwright args]`: `playwright test`, whose config starts and stops the
 * emulator, the mock API and the production app of each lane (LANES in lib/stack.mjs). First,
 * Debian's chromium must be there (never a Playwright download) and every lane's ports free, or it
 * says which process holds one (one browser run at a time on this machine); then the production
 * build with the development values (`npm run build:e2e`) unless E2E_SKIP_BUILD=1 (CI builds just
 * before); afterwards it says if a port is still held.
 */
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { LANES, ROOT, bin, busyPorts, loadDevEnv, preflight, services } from './lib/stack.mjs';

/** @param {string} text */
const say = (text) => process.stderr.write(`[e2e] ${text}\n`);

const { env } = loadDevEnv();
const lanes = Math.min(Math.max(Number(process.env.E2E_WORKERS) || LANES.length, 1), LANES.length);
const ports = Array.from({ length: lanes }, (_, lane) => services(env, 'start', lane)).flat();
await preflight(ports, say, 'The e2e suite starts its own emulators, mock APIs and apps: is `npm run dev` or another e2e or benchmark run going?', true);

if (process.env.E2E_SKIP_BUILD !== '1') {
  say('building the app with the development values (E2E_SKIP_BUILD=1 skips this)…');
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'with-dev-env.mjs'), 'next', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    say(`the build failed (exit ${build.status ?? build.signal}): no test ran.`);
    process.exit(1);
  }
}

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
