// @ts-check
/**
 * What the browser benchmarks share: `next build` with the development values (BENCH_SKIP_BUILD=1
 * reuses one) and, if asked, of the bare Next page of bench/baseline/ (on :3100); the servers of
 * scripts/lib/stack.mjs, stopped at the end, on a signal or a failure, their output and the
 * builds' in .tmp/bench-<name>.log (its tail printed on failure); signing in; the pages to measure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { APP_URL, ROOT, TMP_DIR, bin, loadDevEnv, preflight, services, startServices } from './stack.mjs';

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

/** Build, start, wait; exits non-zero, saying why, when any of it fails. @param {{ name: string, mockEnv?: Record<string, string>, baseline?: boolean }} options */
export async function openBenchStack({ name, mockEnv = {}, baseline = false }) {
  /** @param {string} text */
  const say = (text) => process.stderr.write(`[bench:${name}] ${text}\n`);
  const { env, files } = loadDevEnv();
  env.NEXT_TELEMETRY_DISABLED ??= '1';
  delete env.FORCE_COLOR;
  const list = services(env, 'start').map((s) => (s.name === 'mock' ? { ...s, env: { ...s.env, ...mockEnv } } : s));
  const baselineDir = path.join(ROOT, 'bench', 'baseline');
  if (baseline) {
    list.push({ name: 'baseline', command: bin('next'), args: ['start', '--port', String(BASELINE_PORT), baselineDir], cwd: ROOT, env, port: BASELINE_PORT, url: BASELINE_URL, timeoutS: 60 });
  }
  await preflight(list, say, 'The benchmark starts its own emulator, mock API and app: is `npm run dev` or an e2e or benchmark run going?', true);

  const logFile = path.join(TMP_DIR, `bench-${name}.log`);
  const log = openSync(logFile, 'w');
  /** @type {ReturnType<typeof startServices> | null} */
  let stack = null;
  const stop = async () => stack?.stop();
  /** @param {string} why */
  const fail = async (why) => {
    say(`${why}; log: ${path.relative(ROOT, logFile)}`);
    for (const line of readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40)) process.stderr.write(`  | ${line}\n`);
    await stop();
    process.exit(1);
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => {
      say(`${signal}: stopping what this run started…`);
      void stop().then(() => process.exit(130));
    });
  }

  say(`environment: ${files.join(' + ') || '(no .env.development)'} + shell${Object.keys(mockEnv).length ? `; mock API with ${new URLSearchParams(mockEnv).toString().replaceAll('&', ' ')}` : ''}`);
  const builds = [];
  // The app as `npm run build` makes it (compile hints included); the baseline as Next builds it.
  if (process.env.BENCH_SKIP_BUILD !== '1') builds.push({ label: 'app build (production, .env.development values)', command: process.execPath, args: ['scripts/build.mjs'] });
  else if (!existsSync(path.join(ROOT, '.next', 'standalone', 'server.js'))) await fail('BENCH_SKIP_BUILD=1 but there is no .next/standalone/server.js: build first (npm run build:e2e)');
  if (baseline) builds.push({ label: 'baseline build (bench/baseline)', command: bin('next'), args: ['build', baselineDir] });
  for (const build of builds) {
    const started = Date.now();
    const line = [path.basename(build.command), ...build.args].join(' ');
    say(`${build.label}: ${line}…`);
    writeSync(log, `\n=== ${build.label}: ${line}\n`);
    // In the foreground: a terminal's Ctrl-C stops the build with us.
    if (spawnSync(build.command, build.args, { cwd: ROOT, env, stdio: ['ignore', log, log] }).status !== 0) await fail(`${build.label} failed`);
    say(`${build.label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }

  const started = Date.now();
  stack = startServices(list, { out: { write: (text) => writeSync(log, text) }, onExit: (service, how) => void fail(`${service} exited unexpectedly (${how})`) });
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
