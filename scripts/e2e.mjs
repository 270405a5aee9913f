#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:e2e [-- playwright args]`: runs `playwright test` (playwright.config.ts starts and
 * stops the auth emulator, the mock API and the production app) under a machine-wide lock, so
 * that two e2e runs on this machine never fight over ports 3000/4000/9099 or over .next/.
 *
 * 1. Takes /tmp/giro-e2e.lock with flock(1) (scripts/lib/lock.mjs, shared with the benchmarks;
 *    waits up to E2E_LOCK_WAIT_S, default 1800 s, saying so when another run holds it). The lock
 *    lasts exactly as long as this process, even if it is killed; the servers and Playwright do
 *    not inherit it.
 * 2. Fails fast with a clear message if one of the ports is taken by something else
 *    (e.g. a running `npm run dev`).
 * 3. Runs Playwright; afterwards checks that the ports are free again.
 * Never downloads browsers (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1); the config uses /usr/bin/chromium.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { CHROMIUM } from './lib/chromium.mjs';
import { loadDevEnv } from './lib/env.mjs';
import { acquireMachineLock, LOCK_FILE, LOCK_HELD_VAR } from './lib/lock.mjs';
import { busyPorts, painter, wantsColour } from './lib/procs.mjs';
import { ROOT, requiredPorts } from './lib/services.mjs';

const paint = painter(wantsColour(process.stderr));
/** @param {string} text */
const say = (text) => process.stderr.write(`[e2e] ${text}\n`);
const args = process.argv.slice(2);

/** @param {number | null} code @param {NodeJS.Signals | null} signal */
const statusOf = (code, signal) => code ?? (signal ? 128 + constants.signals[signal] : 1);

// scripts/lib/lock.mjs (shared with the benchmarks, which start the same servers).
if (!acquireMachineLock({ say, paint })) process.exit(1);

// --- under the lock -----------------------------------------------------------------------------

if (!existsSync(CHROMIUM)) {
  say(paint('red', `no browser at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`));
  say('Never `npx playwright install` here: the suite uses the system Chromium.');
  process.exit(1);
}

const { env } = loadDevEnv(ROOT);
const ports = requiredPorts(env, { app: true, mock: true, auth: true });
const busy = await busyPorts(ports);
if (busy.length > 0) {
  for (const problem of busy) say(paint('red', problem));
  say(paint('red', 'The e2e suite starts its own emulator, mock API and production app on these ports.'));
  say('Stop `npm run dev` (Ctrl-C) or whatever holds them (kill the pid shown), then retry.');
  process.exit(1);
}

const started = Date.now();
const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', ...args], {
  cwd: ROOT,
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NEXT_TELEMETRY_DISABLED: '1', [LOCK_HELD_VAR]: LOCK_FILE },
  stdio: 'inherit',
});
// Playwright stops its web servers cleanly on SIGINT only (SIGTERM would orphan them), so every
// stop request becomes a SIGINT. A terminal's Ctrl-C also reaches Playwright directly; it ignores
// a second SIGINT within 1 s, so forwarding it does no harm.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    say(`${signal}: asking Playwright to stop (it stops the emulator, mock API and app)…`);
    child.kill('SIGINT');
  });
}
child.on('error', (error) => {
  say(paint('red', `could not start Playwright: ${error.message} (run \`npm install\`).`));
  process.exit(1);
});
child.on('exit', async (code, signal) => {
  const left = await busyPorts(ports);
  for (const problem of left) say(paint('yellow', `after the run, ${problem}`));
  say(`playwright finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${code ?? signal}).`);
  process.exit(statusOf(code, signal));
});
