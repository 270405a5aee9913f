#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:e2e [-- playwright args]`: runs `playwright test` (playwright.config.ts starts and
 * stops the auth emulator, the mock API and the production app) under a machine-wide lock, so
 * that two e2e runs on this machine never fight over ports 3000/4000/9099 or over .next/.
 *
 * 1. Takes /tmp/giro-e2e.lock with flock(1) (waits up to E2E_LOCK_WAIT_S, default 1800 s, saying
 *    so when another run holds it). flock locks the open file description that this process keeps
 *    open (flock(1) gets it as fd 3 and exits), so the lock lasts exactly as long as this process,
 *    even if it is killed; the servers and Playwright do not inherit it.
 * 2. Fails fast with a clear message if one of the ports is taken by something else
 *    (e.g. a running `npm run dev`).
 * 3. Runs Playwright; afterwards checks that the ports are free again.
 * Never downloads browsers (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1); the config uses /usr/bin/chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { loadDevEnv } from './lib/env.mjs';
import { busyPorts, painter, wantsColour } from './lib/procs.mjs';
import { ROOT, requiredPorts } from './lib/services.mjs';

const LOCK_FILE = process.env.E2E_LOCK_FILE || '/tmp/giro-e2e.lock';
const CONFLICT = 75; // flock's exit status when the lock is taken
const paint = painter(wantsColour(process.stderr));
/** @param {string} text */
const say = (text) => process.stderr.write(`[e2e] ${text}\n`);
const args = process.argv.slice(2);

/** @param {number | null} code @param {NodeJS.Signals | null} signal */
const statusOf = (code, signal) => code ?? (signal ? 128 + constants.signals[signal] : 1);

// Set for everything we start: a nested `npm run test:e2e` (or a re-run by an older version of this
// script, which re-executed itself under flock) must not wait for the lock its ancestor holds.
const HELD = 'GIRO_E2E_LOCK_HELD';
const heldByAncestor = process.env[HELD] === LOCK_FILE || process.env.GIRO_E2E_LOCKED === LOCK_FILE;
const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
if (heldByAncestor) {
  say(`${LOCK_FILE} is held by the run that started this one.`);
} else if (!hasFlock) {
  say(paint('yellow', 'flock(1) not found (util-linux): running without the machine-wide lock.'));
} else {
  const fd = openSync(LOCK_FILE, 'a');
  /** @param {string[]} flockArgs */
  const lock = (flockArgs) => spawnSync('flock', [...flockArgs, '-E', String(CONFLICT), '3'], { stdio: ['ignore', 'inherit', 'inherit', fd] });
  let result = lock(['-n']);
  if (result.status === CONFLICT) {
    const waitS = Number(process.env.E2E_LOCK_WAIT_S || 1800);
    say(paint('yellow', `another e2e run holds ${LOCK_FILE}; waiting up to ${waitS} s for it to finish…`));
    result = lock(['-w', String(waitS)]);
    if (result.status === CONFLICT) {
      say(paint('red', `gave up waiting for ${LOCK_FILE} after ${waitS} s.`));
      process.exit(1);
    }
  }
  if (result.status !== 0) {
    say(paint('red', `could not lock ${LOCK_FILE} (flock exit ${result.status ?? result.signal}).`));
    process.exit(1);
  }
}

// --- under the lock -----------------------------------------------------------------------------

if (!existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium')) {
  say(paint('red', `no browser at ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`));
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
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NEXT_TELEMETRY_DISABLED: '1', [HELD]: LOCK_FILE },
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
