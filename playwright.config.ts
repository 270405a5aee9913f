import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/lib/chromium.mjs';
import { loadDevEnv } from './scripts/lib/env.mjs';

/**
 * E2E suite: Debian Chromium against a production build of the app, with the mock API and the
 * Firebase Auth emulator, all started and stopped by Playwright itself (webServer entries: each
 * runs in its own process group, SIGTERM at the end, SIGKILL after 10 s).
 *
 * Run it with `npm run test:e2e` (scripts/e2e.mjs: a machine-wide lock so two runs cannot
 * collide, a busy-port check with a clear message, then `playwright test`).
 * E2E_SKIP_BUILD=1 skips `next build` (CI builds just before); CHROMIUM_PATH overrides the browser.
 */
const ROOT = __dirname;
const CI = Boolean(process.env.CI);

// The values of .env.development (then .env.development.local; the shell wins) for the build,
// the servers and the tests themselves (fixtures read NEXT_PUBLIC_API_URL, MOCK_* from here).
const { env } = loadDevEnv(ROOT);
env.NEXT_TELEMETRY_DISABLED ??= '1';
for (const [key, value] of Object.entries(env)) process.env[key] ??= value;

const APP_URL = 'http://localhost:3000';
const MOCK_URL = (env.NEXT_PUBLIC_API_URL || 'http://localhost:4000').replace(/\/+$/, '');
const AUTH_URL = 'http://127.0.0.1:9099';
const bin = (name: string) => JSON.stringify(path.join(ROOT, 'node_modules', '.bin', name));
const q = (p: string) => JSON.stringify(path.join(ROOT, p));
mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });

// Every server runs under scripts/lib/guard.mjs, which stops it if this runner dies without
// stopping it (SIGKILL, crash): no orphan keeps the ports busy for the next run.
const guard = (command: string) =>
  `exec ${JSON.stringify(process.execPath)} ${q('scripts/lib/guard.mjs')} ${command}`;
const guardEnv = (name: string) => ({ GIRO_GUARD_PID: String(process.pid), GIRO_GUARD_NAME: name });

const skipBuild = process.env.E2E_SKIP_BUILD === '1';
const shutdown = { signal: 'SIGTERM' as const, timeout: 10_000 };

const reporter: ReporterDescription[] = [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]];
// CI asks for a JSON report to count passed/failed tests.
if (process.env.E2E_JSON_REPORT) reporter.push(['json', { outputFile: process.env.E2E_JSON_REPORT }]);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    baseURL: APP_URL,
    locale: 'pt-BR',
    // E2E_TZ=Asia/Tokyo npm run test:e2e: the journeys in a browser outside Brasília.
    timezoneId: process.env.E2E_TZ || 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      // Debian's chromium package; Playwright never downloads a browser here.
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      name: 'auth',
      // Fresh from the committed seed each run (never --export-on-exit); cwd .tmp/ keeps
      // firebase-debug.log out of the tree. `exec` makes the emulator the group leader.
      command: guard(`${bin('firebase')} emulators:start --only auth --project demo-giro --config ${q('firebase.json')} --import ${q('firebase-seed')}`),
      cwd: path.join(ROOT, '.tmp'),
      url: `${AUTH_URL}/`,
      env: { ...env, CI: 'true', ...guardEnv('auth') },
      reuseExistingServer: false,
      timeout: 90_000,
      gracefulShutdown: shutdown,
    },
    {
      name: 'mock',
      command: guard(`${bin('tsx')} src/mocks/server.ts`),
      cwd: ROOT,
      url: `${MOCK_URL}/__mock/health`,
      env: { ...env, ...guardEnv('mock') },
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: shutdown,
    },
    {
      name: 'app',
      // A production build made with the development values (NEXT_PUBLIC_* are inlined), served
      // by its standalone server as the container does (scripts/start.mjs).
      command: skipBuild
        ? guard(`${JSON.stringify(process.execPath)} ${q('scripts/start.mjs')}`)
        : guard(`sh -c ${JSON.stringify(`${bin('next')} build && exec ${JSON.stringify(process.execPath)} ${q('scripts/start.mjs')}`)}`),
      cwd: ROOT,
      url: APP_URL,
      env: { ...env, ...guardEnv('app') },
      reuseExistingServer: false,
      timeout: skipBuild ? 60_000 : 300_000,
      stdout: 'pipe',
      gracefulShutdown: shutdown,
    },
  ],
});
