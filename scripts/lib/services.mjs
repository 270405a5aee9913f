// @ts-check
/**
 * The three local services of Giro (auth emulator, mock API, Next) as `npm run dev`,
 * `npm run dev:auth` and the e2e wrapper start them. One place for commands, ports and URLs.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { httpProbe, tcpProbe } from './procs.mjs';

/** Repository root (scripts/lib/../..). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where tools that write logs into their working directory run (gitignored). */
export const TMP_DIR = path.join(ROOT, '.tmp');

const PROJECT_ID = 'demo-giro';
export const APP_PORT = 3000;
export const AUTH_PORT = 9099;
/** Emulator hub and logging ports: firebase-tools moves to another port when these are busy. */
export const EMULATOR_SIDE_PORTS = [4400, 4500];
export const DEV_PASSWORD = 'Giro@2026';

/** DESIGN.md §6: the accounts of firebase-seed/ (and of the mock store, same uids). */
export const DEV_ACCOUNTS = [
  { email: 'superadmin@giro.dev', what: 'ADMIN, Super Admin' },
  { email: 'admin@giro.dev', what: 'ADMIN, Admin' },
  { email: 'vendedor@giro.dev', what: 'COMMERCE, SELLER, owner of an APPROVED company' },
  { email: 'comprador@giro.dev', what: 'COMMERCE, BUYER, member of another APPROVED company' },
  { email: 'colaborador@giro.dev', what: "COMMERCE, COLLABORATOR in the seller's company" },
  { email: 'pendente@giro.dev', what: "PENDING → 'Usuário pendente de confirmação!'" },
  { email: 'inativo@giro.dev', what: "DISABLED → 'Usuário inativo!'" },
  { email: 'naoverificado@giro.dev', what: "e-mail not verified → 'Email pendente de confirmação!'" },
];

/** @param {Record<string, string>} env */
export function mockPort(env) {
  const port = Number(env.MOCK_PORT || 4000);
  return Number.isInteger(port) && port > 0 ? port : 4000;
}

/** @param {string} name */
function bin(name) {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

/**
 * The Firebase Auth emulator, imported fresh from the committed seed (never exported back).
 * Runs in .tmp/ so firebase-debug.log stays out of the tree.
 * @param {Record<string, string>} env
 * @returns {import('./procs.mjs').ServiceDef}
 */
export function authEmulator(env) {
  mkdirSync(TMP_DIR, { recursive: true });
  return {
    name: 'auth',
    colour: 'yellow',
    command: bin('firebase'),
    args: [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      PROJECT_ID,
      '--config',
      path.join(ROOT, 'firebase.json'),
      '--import',
      path.join(ROOT, 'firebase-seed'),
    ],
    cwd: TMP_DIR,
    // CI=true: no interactive prompts, no update check.
    env: { ...env, CI: 'true' },
    ready: httpProbe(`http://127.0.0.1:${AUTH_PORT}/`),
    readyTimeoutMs: 90_000,
  };
}

/**
 * The mock product API (express + MSW handlers).
 * @param {Record<string, string>} env
 * @returns {import('./procs.mjs').ServiceDef}
 */
export function mockApi(env) {
  return {
    name: 'mock',
    colour: 'magenta',
    command: bin('tsx'),
    args: [path.join('src', 'mocks', 'server.ts')],
    cwd: ROOT,
    env,
    ready: httpProbe(`http://127.0.0.1:${mockPort(env)}/__mock/health`),
    readyTimeoutMs: 60_000,
  };
}

/**
 * `next dev` on :3000 (ready when it accepts connections; pages compile on first request).
 * @param {Record<string, string>} env
 * @returns {import('./procs.mjs').ServiceDef}
 */
export function nextDev(env) {
  return {
    name: 'app',
    colour: 'cyan',
    command: bin('next'),
    args: ['dev', '--port', String(APP_PORT)],
    cwd: ROOT,
    env,
    ready: tcpProbe(APP_PORT),
    readyTimeoutMs: 120_000,
  };
}

/**
 * `next start` of a production build (the benchmarks; the e2e suite starts it from
 * playwright.config.ts). `dir` is the Next project directory (default: the app at the root).
 * @param {Record<string, string>} env
 * @param {{ port?: number, dir?: string, name?: string }} [options]
 * @returns {import('./procs.mjs').ServiceDef}
 */
export function nextStart(env, { port = APP_PORT, dir = ROOT, name = 'app' } = {}) {
  return {
    name,
    colour: 'cyan',
    command: bin('next'),
    args: ['start', '--port', String(port), dir],
    cwd: ROOT,
    env,
    ready: httpProbe(`http://127.0.0.1:${port}/`),
    readyTimeoutMs: 60_000,
  };
}

/**
 * Ports each service needs, for the busy-port check.
 * @param {Record<string, string>} env
 * @param {{ auth?: boolean, mock?: boolean, app?: boolean }} which
 */
export function requiredPorts(env, which) {
  /** @type {Array<{ port: number, what: string }>} */
  const ports = [];
  if (which.app) ports.push({ port: APP_PORT, what: 'Next app' });
  if (which.mock) ports.push({ port: mockPort(env), what: 'mock API' });
  if (which.auth) ports.push({ port: AUTH_PORT, what: 'Firebase Auth emulator' });
  return ports;
}

/**
 * The lines of the dev banner.
 * @param {Record<string, string>} env
 * @param {{ auth?: boolean, mock?: boolean, app?: boolean }} which
 */
export function bannerLines(env, which) {
  const lines = [];
  if (which.app) lines.push(`App            http://localhost:${APP_PORT}   (sign in at /participe)`);
  if (which.mock) {
    const port = mockPort(env);
    lines.push(`Mock API       http://localhost:${port}   (POST /__mock/reset, /__mock/config, /__mock/fail; GET /__mock/health)`);
  }
  if (which.auth) {
    lines.push(`Auth emulator  http://127.0.0.1:${AUTH_PORT}   (project ${PROJECT_ID}; e-mail links: /emulator/v1/projects/${PROJECT_ID}/oobCodes)`);
  }
  lines.push('', `Dev accounts (password ${DEV_PASSWORD}):`);
  const width = Math.max(...DEV_ACCOUNTS.map((a) => a.email.length));
  for (const account of DEV_ACCOUNTS) lines.push(`  ${account.email.padEnd(width)}  ${account.what}`);
  return lines;
}
