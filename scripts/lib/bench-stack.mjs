// @ts-check
/**
 * What the browser benchmarks (`npm run bench:lighthouse`, `npm run bench:showcase`) share:
 *
 * 1. the machine-wide lock of scripts/lib/lock.mjs (the same as `npm run test:e2e`: the three
 *    start the same servers on the same ports and write the same .next/);
 * 2. the production build with the development values (`npm run build:e2e`), unless
 *    BENCH_SKIP_BUILD=1 says one exists, plus any extra builds (the Lighthouse baseline);
 * 3. the auth emulator, the mock API and `next start` (plus any extra servers), each in a
 *    process group of its own under scripts/lib/guard.mjs; `stop()` ends exactly those groups
 *    (and a signal or a crash of the benchmark does too);
 * 4. Chromium's path and flags, and signing in through /participe.
 *
 * Builds and servers write to .tmp/bench-<name>.log (git-ignored); its tail is printed on failure.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadDevEnv } from './env.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { acquireMachineLock, LOCK_FILE, LOCK_HELD_VAR } from './lock.mjs';
import { busyPorts, groupAlive, painter, signalGroup, Supervisor, wantsColour } from './procs.mjs';
import { APP_PORT, DEV_PASSWORD, ROOT, TMP_DIR, authEmulator, mockApi, nextStart, requiredPorts } from './services.mjs';

export { CHROMIUM, CHROMIUM_ARGS };
export const APP_URL = `http://localhost:${APP_PORT}`;
const RESULTS_DIR = path.join(ROOT, 'bench-results');

/** @param {string} name */
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/**
 * @typedef {object} BenchStackOptions
 * @property {string} name e.g. 'lighthouse' (log prefix, log file)
 * @property {Record<string, string>} [mockEnv] extra environment of the mock API (MOCK_SEED_SIZE)
 * @property {Array<{ label: string, args: string[] }>} [extraBuilds] more `next …` runs (always made)
 * @property {(env: Record<string, string>) => import('./procs.mjs').ServiceDef[]} [extraServices]
 * @property {Array<{ port: number, what: string }>} [extraPorts] ports those services need
 */

/**
 * @typedef {object} BenchStack
 * @property {Record<string, string>} env the development environment (as the servers got it)
 * @property {(text: string) => void} say
 * @property {ReturnType<typeof painter>} paint
 * @property {string} logFile
 * @property {(def: import('./procs.mjs').ServiceDef) => Promise<import('./procs.mjs').Running>} startService
 *   start one more server (e.g. a browser) under the same supervision; resolves when it is ready
 * @property {(running: import('./procs.mjs').Running) => Promise<void>} stopService
 * @property {() => Promise<void>} stop stops everything started, once
 */

/**
 * Lock, build, start. Exits the process (non-zero, saying why) when any of it fails.
 * @param {BenchStackOptions} options
 * @returns {Promise<BenchStack>}
 */
export async function openBenchStack({ name, mockEnv = {}, extraBuilds = [], extraServices = () => [], extraPorts = [] }) {
  const paint = painter(wantsColour(process.stderr));
  /** @param {string} text */
  const say = (text) => process.stderr.write(`[bench:${name}] ${text}\n`);

  if (!acquireMachineLock({ say, paint })) process.exit(1);

  if (!existsSync(CHROMIUM)) {
    say(paint('red', `no browser at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH. Never download one.`));
    process.exit(1);
  }
  const missing = ['next', 'firebase', 'tsx'].filter((b) => !existsSync(bin(b)));
  if (missing.length > 0) {
    say(paint('red', `missing ${missing.join(', ')} in node_modules/.bin: run \`npm install\` first.`));
    process.exit(1);
  }

  const { env: devEnv, files } = loadDevEnv(ROOT);
  /** @type {Record<string, string>} */
  const env = { ...devEnv, NEXT_TELEMETRY_DISABLED: devEnv.NEXT_TELEMETRY_DISABLED ?? '1', [LOCK_HELD_VAR]: LOCK_FILE };
  delete env.FORCE_COLOR;

  const ports = [...requiredPorts(env, { app: true, mock: true, auth: true }), ...extraPorts];
  const busy = await busyPorts(ports);
  if (busy.length > 0) {
    for (const problem of busy) say(paint('red', problem));
    say(paint('red', 'The benchmark starts its own emulator, mock API and production app on these ports.'));
    say('Stop `npm run dev` (Ctrl-C) or whatever holds them (kill the pid shown), then retry.');
    process.exit(1);
  }

  mkdirSync(TMP_DIR, { recursive: true });
  const logFile = path.join(TMP_DIR, `bench-${name}.log`);
  writeFileSync(logFile, '');
  const log = createWriteStream(logFile, { flags: 'a' });
  const tail = () => {
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40);
    for (const line of lines) process.stderr.write(`  | ${line}\n`);
  };

  const sup = new Supervisor({ out: log, err: log, colour: false });
  /** @type {import('node:child_process').ChildProcess | null} */
  let building = null;
  /** @type {Promise<void> | null} */
  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      if (building?.pid && groupAlive(building.pid)) signalGroup(building.pid, 'SIGTERM');
      await sup.stopAll();
      const left = await busyPorts(ports);
      for (const problem of left) say(paint('yellow', `after stopping, ${problem}`));
      await new Promise((resolve) => log.end(resolve));
    })();
    return stopping;
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => {
      say(`${signal}: stopping what this run started…`);
      void stop().then(() => process.exit(130));
    });
  }
  sup.onUnexpectedExit = (running) => {
    say(paint('red', `${running.def.name} exited unexpectedly (${running.signal ?? `code ${running.code}`}); log: ${path.relative(ROOT, logFile)}`));
    tail();
    void stop().then(() => process.exit(1));
  };

  /**
   * Run `next <args>` to the end, output to the log.
   * @param {string} label
   * @param {string[]} args
   */
  const runNext = (label, args) =>
    new Promise((resolve) => {
      const started = Date.now();
      say(`${label}: next ${args.join(' ')}…`);
      log.write(`\n=== ${label}: next ${args.join(' ')}\n`);
      const child = spawn(bin('next'), args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      building = child;
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
      child.on('error', (error) => {
        say(paint('red', `${label}: could not run next: ${error.message}`));
        resolve(false);
      });
      child.on('exit', (code) => {
        building = null;
        if (code === 0) say(`${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
        resolve(code === 0);
      });
    });

  say(`environment: ${files.join(' + ') || '(no .env.development)'} + shell${Object.keys(mockEnv).length ? `; mock API with ${Object.entries(mockEnv).map(([k, v]) => `${k}=${v}`).join(' ')}` : ''}`);
  const builds = [...extraBuilds];
  if (process.env.BENCH_SKIP_BUILD === '1') {
    const distDir = '.next';
    if (!existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) {
      say(paint('red', `BENCH_SKIP_BUILD=1 but ${distDir}/BUILD_ID is missing: build first (npm run build:e2e) or drop BENCH_SKIP_BUILD.`));
      await stop();
      process.exit(1);
    }
    say(`BENCH_SKIP_BUILD=1: using the existing build in ${distDir}/ (made with .env.development's values?).`);
  } else {
    builds.unshift({ label: 'app build (production, .env.development values)', args: ['build'] });
  }
  for (const build of builds) {
    if (stopping) break;
    if (!(await runNext(build.label, build.args))) {
      say(paint('red', `${build.label} failed; log: ${path.relative(ROOT, logFile)}`));
      tail();
      await stop();
      process.exit(1);
    }
  }

  const defs = [authEmulator(env), mockApi({ ...env, ...mockEnv }), nextStart(env), ...extraServices(env)];
  const started = Date.now();
  const running = defs.map((def) => sup.start(def));
  say(`started ${running.map((r) => `${r.def.name} (pid ${r.pid})`).join(', ')}; waiting until they answer…`);
  try {
    await Promise.all(running.map((r) => sup.waitReady(r)));
  } catch (error) {
    say(paint('red', /** @type {Error} */ (error).message));
    tail();
    await stop();
    process.exit(1);
  }
  say(`servers ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  return {
    env,
    say,
    paint,
    logFile,
    async startService(def) {
      const r = sup.start(def);
      await sup.waitReady(r);
      return r;
    },
    async stopService(r) {
      // Not an unexpected exit: drop it from the list before it goes.
      sup.running = sup.running.filter((x) => x !== r);
      if (!r.exited) {
        r.child.removeAllListeners('exit');
        r.child.on('exit', () => {});
        signalGroup(r.pid, 'SIGTERM');
        const deadline = Date.now() + 5_000;
        while (Date.now() < deadline && groupAlive(r.pid)) await new Promise((resolve) => setTimeout(resolve, 100));
        if (groupAlive(r.pid)) signalGroup(r.pid, 'SIGKILL');
      }
    },
    stop,
  };
}

/**
 * Sign in through /participe (by role and accessible name, as tests/e2e/fixtures.ts does) and
 * wait until the app leaves it.
 * @param {import('@playwright/test').Page} page
 * @param {string} email
 */
export async function signIn(page, email) {
  await page.goto(`${APP_URL}/participe`);
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(DEV_PASSWORD);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/participe', { timeout: 30_000 });
}

/**
 * Write `data` as bench-results/<file> and return the relative path.
 * @param {string} file
 * @param {unknown} data
 */
export function writeResults(file, data) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const full = path.join(RESULTS_DIR, file);
  writeFileSync(full, JSON.stringify(data, null, 2) + '\n');
  return path.relative(ROOT, full);
}

/**
 * The end of a benchmark: exit 1 when the run itself failed (`errors`); list the missed targets
 * and exit 1 for them only with `--strict` (a report otherwise); else say all targets were met.
 * @param {{ errors: string[], missed: string[], strict: boolean, paint: ReturnType<typeof painter> }} verdict
 */
export function finish({ errors, missed, strict, paint }) {
  if (errors.length > 0) {
    console.error(paint('red', `errors: ${errors.join('; ')}`));
    process.exit(1);
  }
  if (missed.length > 0) {
    console.log(`${missed.length} target(s) missed: ${missed.join(', ')}${strict ? '' : ' (a report: exit 0; --strict fails on misses)'}`);
    if (strict) process.exit(1);
  } else {
    console.log('all targets met.');
  }
}
