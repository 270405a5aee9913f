// @ts-check
/**
 * What the browser benchmarks (`npm run bench:lighthouse`, `bench:showcase`, `bench:interactive`)
 * share: the production stack — `next build` with the development values (BENCH_SKIP_BUILD=1
 * reuses a build) and, when asked, the bare Next page of bench/baseline/ on :3100; then the
 * servers of scripts/lib/stack.mjs, the app served by scripts/start.mjs as in the e2e suite —
 * stopped at the end, on a signal or on a failure; signing in; which pages to measure.
 * Builds and servers write to .tmp/bench-<name>.log (git-ignored); its tail is printed on failure.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP_URL, CHROMIUM, ROOT, TMP_DIR, bin, busyPorts, loadDevEnv, services, startServices } from './stack.mjs';

const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT || 3100);
export const BASELINE_URL = `http://localhost:${BASELINE_PORT}/`;

/** A whole number ≥ 1 from the environment variable `name`, else `fallback`. @param {string} name @param {number} fallback */
export const positiveEnv = (name, fallback) => Math.max(1, Math.floor(Number(process.env[name] || fallback)) || fallback);

/**
 * The pages to measure: all of them, or those labelled in the comma-separated variable `envName`
 * (the baseline always). Exits naming the labels when one is unknown.
 * @template {{ label: string }} P
 * @param {P[]} pages @param {string} envName @param {string} baselineLabel
 */
export function pickPages(pages, envName, baselineLabel) {
  const only = (process.env[envName] ?? '').split(',').map((l) => l.trim()).filter(Boolean);
  const unknown = only.filter((l) => !pages.some((p) => p.label === l));
  if (unknown.length > 0) {
    console.error(`${envName}: no page labelled ${unknown.join(', ')} (labels: ${pages.map((p) => p.label).join(', ')})`);
    process.exit(1);
  }
  return pages.filter((p) => only.length === 0 || p.label === baselineLabel || only.includes(p.label));
}

/**
 * Build, start, wait. Exits the process (non-zero, saying why) when any of it fails.
 * @param {{ name: string, mockEnv?: Record<string, string>, baseline?: boolean }} options
 */
export async function openBenchStack({ name, mockEnv = {}, baseline = false }) {
  /** @param {string} text */
  const say = (text) => process.stderr.write(`[bench:${name}] ${text}\n`);
  if (!existsSync(CHROMIUM)) {
    say(`no browser at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH. Never download one.`);
    process.exit(1);
  }
  const { env, files } = loadDevEnv();
  env.NEXT_TELEMETRY_DISABLED ??= '1';
  delete env.FORCE_COLOR;
  const list = services(env, 'start').map((s) => (s.name === 'mock' ? { ...s, env: { ...s.env, ...mockEnv } } : s));
  const baselineDir = path.join(ROOT, 'bench', 'baseline');
  if (baseline) {
    list.push({ name: 'baseline', command: bin('next'), args: ['start', '--port', String(BASELINE_PORT), baselineDir], cwd: ROOT, env, port: BASELINE_PORT, url: BASELINE_URL, timeoutS: 60 });
  }
  const busy = await busyPorts(list);
  if (busy.length > 0) {
    for (const problem of busy) say(problem);
    say('The benchmark starts its own emulator, mock API and production app: stop `npm run dev` (Ctrl-C), the other run or whatever holds them (kill the pid shown), then retry.');
    process.exit(1);
  }

  const logFile = path.join(TMP_DIR, `bench-${name}.log`);
  writeFileSync(logFile, '');
  const log = createWriteStream(logFile, { flags: 'a' });
  /** @param {string} why */
  const fail = async (why) => {
    say(`${why}; log: ${path.relative(ROOT, logFile)}`);
    for (const line of readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40)) process.stderr.write(`  | ${line}\n`);
    await stop();
    process.exit(1);
  };
  /** @type {import('node:child_process').ChildProcess | null} */
  let building = null;
  /** @type {ReturnType<typeof startServices> | null} */
  let stack = null;
  /** @type {Promise<void> | null} */
  let stopping = null;
  const stop = () => {
    building?.kill('SIGTERM');
    stopping ??= (async () => {
      await stack?.stop();
      for (const problem of await busyPorts(list)) say(`after stopping, ${problem}`);
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

  say(`environment: ${files.join(' + ') || '(no .env.development)'} + shell${Object.keys(mockEnv).length ? `; mock API with ${new URLSearchParams(mockEnv).toString().replaceAll('&', ' ')}` : ''}`);
  const builds = [];
  if (process.env.BENCH_SKIP_BUILD !== '1') builds.push({ label: 'app build (production, .env.development values)', args: ['build'] });
  else if (!existsSync(path.join(ROOT, '.next', 'standalone', 'server.js'))) await fail('BENCH_SKIP_BUILD=1 but there is no .next/standalone/server.js: build first (npm run build:e2e)');
  if (baseline) builds.push({ label: 'baseline build (bench/baseline)', args: ['build', baselineDir] });
  for (const build of builds) {
    const started = Date.now();
    say(`${build.label}: next ${build.args.join(' ')}…`);
    log.write(`\n=== ${build.label}: next ${build.args.join(' ')}\n`);
    const child = spawn(bin('next'), build.args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    building = child;
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    const code = await new Promise((resolve) => child.on('error', () => resolve(-1)).on('exit', resolve));
    building = null;
    if (code !== 0) await fail(`${build.label} failed`);
    say(`${build.label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }

  const started = Date.now();
  stack = startServices(list, { out: log, onExit: (service, how) => void fail(`${service} exited unexpectedly (${how})`) });
  say(`started ${stack.pids}; waiting until they answer…`);
  await stack.ready.catch((error) => fail(error.message));
  say(`servers ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { env, say, stop };
}

/**
 * Sign in through /participe (by role and accessible name, as tests/e2e/fixtures.ts does) and
 * wait until the app leaves it.
 * @param {import('@playwright/test').Page} page @param {string} email
 */
export async function signIn(page, email) {
  await page.goto(`${APP_URL}/participe`);
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill('Giro@2026');
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/participe', { timeout: 30_000 });
}

/** The approved announcement that /anuncios/[id] opens: the first card of /vitrine (signed in). @param {import('@playwright/test').Page} page */
export async function firstAnnouncementId(page) {
  await page.goto(`${APP_URL}/vitrine`);
  const href = await page.locator('section[aria-labelledby="vitrine-anuncios"] a[href^="/anuncios/"]').first().getAttribute('href', { timeout: 30_000 });
  return href?.split('/').pop() ?? '';
}
