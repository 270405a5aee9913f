// @ts-check
/**
 * Giro's local servers — the Firebase Auth emulator (:9099), the mock API (:4000), Next (:3000) —
 * in one place: their commands and environment, a busy-port check that names the holder, and a
 * runner that starts each as the leader of its own process group, prefixes its output, waits until
 * it answers and stops exactly those groups. `npm run dev`, the benchmarks and (for the commands)
 * playwright.config.ts's webServer entries use it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseEnv } from 'node:util';

// The repository root, where npm runs every script (found from a subfolder too). Not from
// import.meta: playwright.config.ts loads this file through a loader that rejects it.
/** @param {string} dir @returns {string} */
const rootFrom = (dir) => (existsSync(path.join(dir, 'firebase.json')) || dir === path.dirname(dir) ? dir : rootFrom(path.dirname(dir)));
export const ROOT = rootFrom(process.cwd());
export const TMP_DIR = path.join(ROOT, '.tmp');
export const APP_URL = 'http://localhost:3000';
/** Debian's chromium package (Playwright never downloads a browser here), run as root: no sandbox. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * The browser that drives pages (the e2e suite, `bench:interactive`): Debian's
 * chromium-headless-shell when installed, else CHROMIUM. It is the same Chromium release without
 * the browser's own windows and UI, as Playwright runs headless by default. The full browser
 * builds its omnibox popup (about 300 chrome:// modules) for every new window, beside the page: it
 * made the e2e suite take a fifth more CPU, and it delayed a measured page's scripts
 * (docs/benchmarks.md). Lighthouse, `bench:showcase` and `bench:calls` keep CHROMIUM.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const PAGE_CHROMIUM = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
/** @param {string} name */
export const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/**
 * `.env.development`, then `.env.development.local`, then the shell, which wins even with an empty
 * value (`FOO= npm run dev` blanks FOO). Node's own dotenv parser: no `${VAR}` expansion.
 * @param {string} [root] @param {Record<string, string | undefined>} [processEnv]
 */
export function loadDevEnv(root = ROOT, processEnv = process.env) {
  const files = ['.env.development', '.env.development.local'].filter((name) => existsSync(path.join(root, name)));
  /** @type {Record<string, string>} */
  const fromFiles = Object.assign({}, ...files.map((name) => parseEnv(readFileSync(path.join(root, name), 'utf8'))));
  const env = { ...fromFiles };
  for (const [key, value] of Object.entries(processEnv)) if (value !== undefined) env[key] = value;
  return { env, files, fromFiles };
}

/** @typedef {{ name: string, command: string, args: string[], cwd: string, env: Record<string, string>, port: number, url: string, timeoutS: number }} Service */

/**
 * The servers. `'dev'`: `next dev`; `'start'`: the production build served by scripts/start.mjs,
 * as the container runs it. The emulator imports the committed seed fresh each run (never
 * exported back), from .tmp/, where its firebase-debug.log stays out of the tree.
 * @param {Record<string, string>} env @param {'dev' | 'start'} app
 * @returns {Service[]}
 */
export function services(env, app) {
  mkdirSync(TMP_DIR, { recursive: true });
  const mockPort = Number(env.MOCK_PORT || 4000);
  const emulator = ['emulators:start', '--only', 'auth', '--project', 'demo-giro', '--config', path.join(ROOT, 'firebase.json'), '--import', path.join(ROOT, 'firebase-seed')];
  return [
    // CI=true: no prompts, no update check.
    { name: 'auth', command: bin('firebase'), args: emulator, cwd: TMP_DIR, env: { ...env, CI: 'true' }, port: 9099, url: 'http://127.0.0.1:9099/', timeoutS: 90 },
    { name: 'mock', command: bin('tsx'), args: ['src/mocks/server.ts'], cwd: ROOT, env, port: mockPort, url: `http://127.0.0.1:${mockPort}/__mock/health`, timeoutS: 60 },
    app === 'dev'
      ? // A public file answers once the server is up, without compiling a page.
        { name: 'app', command: bin('next'), args: ['dev', '--port', '3000'], cwd: ROOT, env, port: 3000, url: `${APP_URL}/favicon.ico`, timeoutS: 120 }
      : { name: 'app', command: process.execPath, args: [path.join(ROOT, 'scripts', 'start.mjs')], cwd: ROOT, env, port: 3000, url: `${APP_URL}/`, timeoutS: 60 },
  ];
}

/**
 * One message per port something already listens on (binding `::` fails when anything holds the
 * port on any local address), naming the process when `ss` can tell.
 * @param {Array<{ name: string, port: number }>} wanted
 */
export async function busyPorts(wanted) {
  const problems = [];
  for (const { name, port } of wanted) {
    const free = await new Promise((resolve) => {
      const server = net.createServer().once('error', () => resolve(false));
      server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
    });
    const ss = free ? '' : (spawnSync('ss', ['-H', '-ltnp', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? '');
    const owners = [...new Set([...ss.matchAll(/\(\("([^"]+)",pid=(\d+)/g)].map((m) => `${m[1]} (pid ${m[2]})`))];
    if (!free) problems.push(`port ${port} (${name}) is already in use${owners.length ? ` by ${owners.join(', ')}` : ''}`);
  }
  return problems;
}

/**
 * Before a run: exit 1, saying why, when a server's program is not installed, when the browser is
 * missing (`browser`), or when a port is taken (each holder, then `hint`: which run it may be).
 * @param {Service[]} list @param {(text: string) => void} say @param {string} hint @param {boolean} [browser]
 */
export async function preflight(list, say, hint, browser = false) {
  const missing = list.filter((s) => !existsSync(s.command)).map((s) => path.basename(s.command));
  if (missing.length > 0) say(`missing ${missing.join(', ')} in node_modules/.bin: run \`npm install\` first.`);
  const noBrowser = browser && !existsSync(PAGE_CHROMIUM);
  if (noBrowser) say(`no browser at ${PAGE_CHROMIUM}: apt-get install -y chromium-headless-shell (or chromium), or set CHROMIUM_PATH. Never \`npx playwright install\` here.`);
  const busy = await busyPorts(list);
  for (const problem of busy) say(problem);
  if (busy.length > 0) say(`${hint} Stop it (Ctrl-C in its terminal, or kill the pid shown), then retry.`);
  if (missing.length > 0 || busy.length > 0 || noBrowser) process.exit(1);
}

/** @param {number} pgid @param {NodeJS.Signals | 0} signal */
export const signalGroup = (pgid, signal) => {
  try {
    return process.kill(-pgid, signal);
  } catch {
    return false;
  }
};

/**
 * Start the services, their output line by line to `out` behind `[name]`. `ready` resolves when
 * each answers its URL (any HTTP status) and rejects when one exits or times out first; `onExit`
 * hears of an exit before `stop()`, which sends SIGTERM to each group, SIGKILL to what is left
 * after 8 s, and resolves when all are gone.
 * @param {Service[]} list
 * @param {{ out?: { write: (text: string) => unknown }, onExit?: (name: string, how: string) => void }} [options]
 */
export function startServices(list, { out = process.stdout, onExit = () => {} } = {}) {
  let stopping = false;
  const width = Math.max(...list.map((s) => s.name.length)) + 2;
  const running = list.map((service) => {
    const child = spawn(service.command, service.args, { cwd: service.cwd, env: service.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const tag = `[${service.name}]`.padEnd(width + 1);
    for (const stream of [child.stdout, child.stderr]) if (stream) readline.createInterface({ input: stream }).on('line', (line) => out.write(tag + line + '\n'));
    let exited = '';
    child.on('error', (error) => out.write(`${tag}could not start: ${error.message}\n`));
    child.on('exit', (code, signal) => {
      exited = signal ? `signal ${signal}` : `code ${code}`;
      if (!stopping) onExit(service.name, exited);
    });
    return { service, pid: child.pid ?? 0, exited: () => exited };
  });

  const ready = Promise.all(
    running.map(async ({ service, exited }) => {
      const deadline = Date.now() + service.timeoutS * 1000;
      while (Date.now() < deadline) {
        if (exited()) throw new Error(`${service.name} exited before it answered (${exited()})`);
        const answered = await fetch(service.url, { signal: AbortSignal.timeout(2_000) }).then((r) => (r.body?.cancel(), true), () => false);
        if (answered) return;
        await sleep(250);
      }
      throw new Error(`${service.name} did not answer ${service.url} within ${service.timeoutS} s`);
    }),
  );
  ready.catch(() => {}); // the caller awaits it; an early stop() must not leave it unhandled

  const groups = running.map((r) => r.pid).filter(Boolean);
  const alive = () => groups.filter((pgid) => signalGroup(pgid, 0));
  /** @type {Promise<void> | null} */
  let stopped = null;
  const stop = () => {
    stopping = true;
    stopped ??= (async () => {
      for (const pgid of groups) signalGroup(pgid, 'SIGTERM');
      for (let waited = 0; waited < 8_000 && alive().length; waited += 100) await sleep(100);
      for (const pgid of alive()) signalGroup(pgid, 'SIGKILL');
      for (let waited = 0; waited < 3_000 && alive().length; waited += 100) await sleep(100);
    })();
    return stopped;
  };
  return { pids: running.map((r) => `${r.service.name} (pid ${r.pid})`).join(', '), ready, stop };
}
