#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:e2e [-- playwright args]`: `playwright test`, whose config starts and stops the
 * auth emulator, the mock API and the production app (webServer entries). Before it starts: the
 * browser must be Debian's chromium (never a Playwright download), and ports 3000/4000/9099 must
 * be free — a clear message naming the holder otherwise (a running `npm run dev`, or another e2e
 * or benchmark run: one browser run at a time on this machine). Afterwards it says if a port is
 * still held.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { CHROMIUM, ROOT, bin, busyPorts, loadDevEnv, services } from './lib/stack.mjs';

/** @param {string} text */
const say = (text) => process.stderr.write(`[e2e] ${text}\n`);

if (!existsSync(CHROMIUM)) {
  say(`no browser at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH. Never \`npx playwright install\` here.`);
  process.exit(1);
}
const ports = services(loadDevEnv().env, 'start');
const busy = await busyPorts(ports);
if (busy.length > 0) {
  for (const problem of busy) say(problem);
  say('The e2e suite starts its own emulator, mock API and production app on these ports: stop `npm run dev` (Ctrl-C) or whatever holds them (kill the pid shown), then retry.');
  process.exit(1);
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
