// @ts-check
/**
 * Giro's three local servers — the Firebase Auth emulator (:9099), the mock API (:4000) and Next
 * (:3000) — in one place: their commands, the development environment they get, a busy-port check
 * that names who holds a port, and a runner that starts each in a process group of its own,
 * prefixes its output, waits until it answers and stops exactly those groups.
 * Used by `npm run dev` (scripts/dev.mjs), the browser benchmarks (scripts/lib/bench.mjs) and,
 * for the commands, playwright.config.ts's webServer entries.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseEnv } from 'node:util';

/**
 * The repository root: where npm runs every script; walking up finds it from a subfolder too.
 * Not from import.meta: playwright.config.ts imports this file through a loader that rejects it.
 * @param {string} dir
 * @returns {string}
 */
const rootFrom = (dir) => (existsSync(path.join(dir, 'firebase.json')) || dir === path.dirname(dir) ? dir : rootFrom(path.dirname(dir)));
export const ROOT = rootFrom(process.cwd());
export const TMP_DIR = path.join(ROOT, '.tmp');
export const APP_URL = 'http://localhost:3000';
/** Debian's chromium package: Playwright never downloads a browser here (runs as root, so no sandbox). */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** @param {string} name */
export const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/**
 * `.env.development`, then `.env.development.local`, then the shell, which wins (even with an
 * empty value: `FOO= npm run dev` blanks FOO). Node's own dotenv parser, no `${VAR}` expansion.
 * @param {string} [root]
 * @param {Record<string, string | undefined>} [processEnv]
 */
export function loadDevEnv(root = ROOT, processEnv = process.env) {
  const files = ['.env.development', '.env.development.local'].filter((name) => existsSync(path.join(root, name)));
  /** @type {Record<string, string>} */
  const fromFiles = Object.assign({}, ...files.map((name) => parseEnv(readFileSync(path.join(root, name), 'utf8'))));
  /** @type {Record<string, string>} */
  const env = { ...fromFiles };
  for (const [key, value] of Object.entries(processEnv)) if (value !== undefined) env[key] = value;
  return { env, files, fromFiles };
}

/**
 * @typedef {{ name: string, command: string, args: string[], cwd: string, env: Record<string, string>, port: number, url: string, timeoutS: number }} Service
 */

/**
 * The servers as each run starts them. `app: 'dev'` is `next dev`; `app: 'start'` serves the
 * production build with scripts/start.mjs, as the container and the e2e suite do. The emulator
 * imports the committed seed fresh every run (never exported back) and runs in .tmp/, where its
 * firebase-debug.log is out of the tree.
 * @param {Record<string, string>} env
 * @param {'dev' | 'start'} app
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
      ? // A public file: answers as soon as the server is up, without compiling a page.
        { name: 'app', command: bin('next'), args: ['dev', '--port', '3000'], cwd: ROOT, env, port: 3000, url: `${APP_URL}/favicon.ico`, timeoutS: 120 }
      : { name: 'app', command: process.execPath, args: [path.join(ROOT, 'scripts', 'start.mjs')], cwd: ROOT, env, port: 3000, url: `${APP_URL}/`, timeoutS: 60 },
  ];
}

/**
 * One message per port that something already listens on (binding `::` fails when anything holds
 * the port on any local address), naming the process when `ss` can tell.
 * @param {Array<{ name: string, port: number }>} wanted
 */
export async function busyPorts(wanted) {
  const problems = [];
  for (const { name, port } of wanted) {
    const free = await new Promise((resolve) => {
      const server = net.createServer().once('error', () => resolve(false));
      server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
    });
    if (free) continue;
    const ss = spawnSync('ss', ['-H', '-ltnp', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? '';
    const owners = [...new Set([...ss.matchAll(/\(\("([^"]+)",pid=(\d+)/g)].map((m) => `${m[1]} (pid ${m[2]})`))];
    problems.push(`port ${port} (${name}) is already in use${owners.length ? ` by ${owners.join(', ')}` : ''}`);
  }
  return problems;
}

/** @param {number} pgid @param {NodeJS.Signals | 0} signal */
function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Start the services, each the leader of a new process group, their output line by line to
 * `out` behind `[name]`. `ready` resolves when every one answers its URL (any HTTP status) and
 * rejects when one exits or times out first; `onExit` hears of any exit before `stop()`.
 * `stop()` sends SIGTERM to each group, SIGKILL to what is left after 8 s, and resolves when
 * all are gone.
 * @param {Service[]} list
 * @param {{ out?: NodeJS.WritableStream, colour?: boolean, onExit?: (name: string, how: string) => void }} [options]
 */
export function startServices(list, { out = process.stdout, colour = false, onExit = () => {} } = {}) {
  let stopping = false;
  const width = Math.max(...list.map((s) => s.name.length)) + 2;
  const running = list.map((service, i) => {
    const child = spawn(service.command, service.args, { cwd: service.cwd, env: service.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${service.name}]`.padEnd(width);
    const tag = colour ? `\u001b[${[33, 35, 36, 34][i % 4]}m${prefix}\u001b[0m ` : `${prefix} `;
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) readline.createInterface({ input: stream }).on('line', (line) => out.write(tag + line + '\n'));
    }
    /** @type {string | null} */
    let exited = null;
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
        const answered = await fetch(service.url, { signal: AbortSignal.timeout(2_000) }).then(
          (response) => (response.body?.cancel(), true),
          () => false,
        );
        if (answered) return;
        await sleep(250);
      }
      throw new Error(`${service.name} did not answer ${service.url} within ${service.timeoutS} s`);
    }),
  );
  ready.catch(() => {}); // the caller awaits it; an early stop() must not leave it unhandled

  /** @type {Promise<void> | null} */
  let stopped = null;
  const stop = () => {
    stopping = true;
    stopped ??= (async () => {
      const groups = running.map((r) => r.pid).filter((pgid) => pgid && signalGroup(pgid, 'SIGTERM'));
      const alive = () => groups.filter((pgid) => signalGroup(pgid, 0));
      for (let waited = 0; waited < 8_000 && alive().length; waited += 100) await sleep(100);
      for (const pgid of alive()) signalGroup(pgid, 'SIGKILL');
      for (let waited = 0; waited < 3_000 && alive().length; waited += 100) await sleep(100);
    })();
    return stopped;
  };
  const kill = () => running.forEach((r) => r.pid && signalGroup(r.pid, 'SIGKILL'));
  return { pids: running.map((r) => `${r.service.name} (pid ${r.pid})`).join(', '), ready, stop, kill };
}
