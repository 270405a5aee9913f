// @ts-check
/**
 * Process supervision for the dev and test tooling: start services in their own process groups
 * with prefixed, coloured output; stop them by the group ids we created (never by name); check
 * ports before starting; wait for readiness.
 */
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** scripts/lib/guard.mjs: runs a service and stops it if its starter dies. */
const GUARD = fileURLToPath(new URL('./guard.mjs', import.meta.url));

const COLOURS = /** @type {const} */ ({
  red: 31,
  green: 32,
  yellow: 33,
  blue: 34,
  magenta: 35,
  cyan: 36,
  gray: 90,
});
/** @typedef {keyof typeof COLOURS} Colour */

/** Colours on a terminal, unless NO_COLOR; FORCE_COLOR forces them (also when piped). */
export function wantsColour(stream = process.stdout, env = process.env) {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR && env.FORCE_COLOR !== '0') return true;
  return Boolean(stream.isTTY);
}

/**
 * @param {boolean} enabled
 * @returns {(colour: Colour, text: string) => string}
 */
export function painter(enabled) {
  return (colour, text) => (enabled ? `\u001b[${COLOURS[colour]}m${text}\u001b[0m` : text);
}

/**
 * The prefix of a service's output lines: its name padded to `width`, in its colour.
 * @param {string} name
 * @param {number} width
 * @param {(text: string) => string} paint
 */
function linePrefix(name, width, paint) {
  return paint(`[${name}]`.padEnd(width + 2)) + ' ';
}

/**
 * Is `port` free on this machine? Binds the unspecified address (dual-stack `::`), which fails
 * when anything listens on the port on any local address, 127.0.0.1 and ::1 included.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Who listens on `port`, as `ss` tells it (best effort; '' when unknown).
 * @param {number} port
 */
function portOwner(port) {
  const result = spawnSync('ss', ['-H', '-ltnp', `sport = :${port}`], { encoding: 'utf8' });
  if (result.status !== 0 || !result.stdout) return '';
  const users = [...result.stdout.matchAll(/\(\("([^"]+)",pid=(\d+)/g)].map((m) => `${m[1]} (pid ${m[2]})`);
  return [...new Set(users)].join(', ');
}

/**
 * Check that every port is free; returns a human message per busy port.
 * @param {Array<{ port: number, what: string }>} ports
 * @returns {Promise<string[]>}
 */
export async function busyPorts(ports) {
  const problems = [];
  for (const { port, what } of ports) {
    if (await isPortFree(port)) continue;
    const owner = portOwner(port);
    problems.push(`port ${port} (${what}) is already in use${owner ? ` by ${owner}` : ''}`);
  }
  return problems;
}

/**
 * Does the process group `pgid` still have members?
 * @param {number} pgid
 */
export function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Signal a process group we created; ignores a group that is already gone.
 * @param {number} pgid
 * @param {NodeJS.Signals} signal
 */
export function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

/**
 * Poll `probe` until it resolves true, `isAlive` turns false, or `timeoutMs` passes.
 * @param {() => Promise<boolean>} probe
 * @param {{ timeoutMs: number, isAlive?: () => boolean, intervalMs?: number }} options
 * @returns {Promise<'ready' | 'exited' | 'timeout'>}
 */
async function waitUntil(probe, { timeoutMs, isAlive = () => true, intervalMs = 250 }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return 'exited';
    if (await probe().catch(() => false)) return 'ready';
    await sleep(intervalMs);
  }
  return 'timeout';
}

/**
 * An HTTP probe: true when `url` answers with a status below 500.
 * @param {string} url
 */
export function httpProbe(url) {
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status < 500;
  };
}

/**
 * A TCP probe: true when something accepts connections on `host:port`.
 * @param {number} port
 * @param {string} [host]
 */
export function tcpProbe(port, host = '127.0.0.1') {
  return () =>
    new Promise((resolve) => {
      const socket = net.connect({ port, host });
      socket.setTimeout(1_000);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(false));
    });
}

/**
 * @typedef {object} ServiceDef
 * @property {string} name short label for the output prefix
 * @property {Colour} colour
 * @property {string} command executable (absolute path)
 * @property {string[]} args
 * @property {string} cwd
 * @property {Record<string, string>} env full environment of the child
 * @property {() => Promise<boolean>} ready readiness probe
 * @property {number} readyTimeoutMs
 */

/**
 * @typedef {object} Running
 * @property {ServiceDef} def
 * @property {import('node:child_process').ChildProcess} child
 * @property {number} pid also the id of its process group
 * @property {boolean} exited
 * @property {number | null} code
 * @property {NodeJS.Signals | null} signal
 * @property {Promise<void>} done resolves when the leader has exited
 */

/**
 * Starts services in new process groups and stops them all (and only them) on request.
 */
export class Supervisor {
  /**
   * @param {{ out?: NodeJS.WritableStream, err?: NodeJS.WritableStream, colour?: boolean }} [options]
   */
  constructor(options = {}) {
    this.out = options.out ?? process.stdout;
    this.err = options.err ?? process.stderr;
    this.paint = painter(options.colour ?? wantsColour());
    /** @type {Running[]} */
    this.running = [];
    this.stopping = false;
    this.width = 4;
    /** @type {(running: Running) => void} */
    this.onUnexpectedExit = () => {};
  }

  /** @param {string} text */
  log(text) {
    this.out.write(`${linePrefix('dev', this.width, (t) => this.paint('gray', t))}${text}\n`);
  }

  /**
   * Spawn a service detached (leader of a new process group), prefixing its output.
   * @param {ServiceDef} def
   * @returns {Running}
   */
  start(def) {
    this.width = Math.max(this.width, def.name.length);
    // Through the guard: if this process dies without stopping the service, the guard does.
    const child = spawn(process.execPath, [GUARD, def.command, ...def.args], {
      cwd: def.cwd,
      env: { ...def.env, GIRO_GUARD_PID: String(process.pid), GIRO_GUARD_NAME: def.name },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid === undefined) throw new Error(`could not start ${def.name} (${def.command})`);
    /** @type {() => void} */
    let markDone = () => {};
    /** @type {Running} */
    const running = {
      def,
      child,
      pid: child.pid,
      exited: false,
      code: null,
      signal: null,
      done: new Promise((resolve) => (markDone = resolve)),
    };
    const prefix = () => linePrefix(def.name, this.width, (t) => this.paint(def.colour, t));
    readline.createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stdout) }).on('line', (line) => {
      this.out.write(prefix() + line + '\n');
    });
    readline.createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stderr) }).on('line', (line) => {
      this.err.write(prefix() + line + '\n');
    });
    child.on('error', (error) => {
      this.err.write(`${prefix()}${this.paint('red', `failed to start: ${error.message}`)}\n`);
    });
    child.on('exit', (code, signal) => {
      running.exited = true;
      running.code = code;
      running.signal = signal;
      markDone();
      if (!this.stopping) this.onUnexpectedExit(running);
    });
    this.running.push(running);
    return running;
  }

  /**
   * Wait for a started service to answer its readiness probe.
   * @param {Running} running
   */
  async waitReady(running) {
    const result = await waitUntil(running.def.ready, {
      timeoutMs: running.def.readyTimeoutMs,
      isAlive: () => !running.exited,
    });
    if (result === 'timeout') throw new Error(`${running.def.name} did not become ready within ${running.def.readyTimeoutMs / 1000} s`);
    if (result === 'exited') throw new Error(`${running.def.name} exited before it was ready (code ${running.code ?? running.signal})`);
  }

  /**
   * Stop every service we started: SIGTERM to each process group, then SIGKILL to whatever is
   * left after `graceMs`. Resolves when all groups are gone.
   * @param {{ graceMs?: number }} [options]
   */
  async stopAll({ graceMs = 8_000 } = {}) {
    this.stopping = true;
    const groups = this.running.map((r) => r.pid).filter((pgid) => groupAlive(pgid));
    for (const pgid of groups) signalGroup(pgid, 'SIGTERM');
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline && groups.some((pgid) => groupAlive(pgid))) await sleep(100);
    for (const pgid of groups) {
      if (!groupAlive(pgid)) continue;
      const name = this.running.find((r) => r.pid === pgid)?.def.name ?? String(pgid);
      this.log(this.paint('yellow', `${name} did not stop within ${graceMs / 1000} s: SIGKILL to its process group ${pgid}`));
      signalGroup(pgid, 'SIGKILL');
    }
    const killDeadline = Date.now() + 3_000;
    while (Date.now() < killDeadline && groups.some((pgid) => groupAlive(pgid))) await sleep(50);
  }
}
