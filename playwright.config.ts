import { defineConfig, type ReporterDescription } from '@playwright/test';
import { APP_URL, CHROMIUM_ARGS, PAGE_CHROMIUM, loadDevEnv, services } from './scripts/lib/stack.mjs';

/**
 * E2E suite: Debian Chromium against a production build of the app, with the mock API and the
 * Firebase Auth emulator, all started and stopped by Playwright itself: the webServer entries run
 * the commands of scripts/lib/stack.mjs (the same as `npm run dev`'s, with the app served by
 * scripts/start.mjs as the container does), each in its own process group, SIGTERM at the end,
 * SIGKILL after 10 s.
 *
 * Run it with `npm run test:e2e` (scripts/e2e.mjs: a busy-port check with a clear message, then
 * `playwright test`). E2E_SKIP_BUILD=1 skips the build (`scripts/build.mjs`; CI builds just before); CHROMIUM_PATH
 * overrides the browser.
 */
const CI = Boolean(process.env.CI);

// The values of .env.development (then .env.development.local; the shell wins) for the build,
// the servers and the tests themselves (fixtures read NEXT_PUBLIC_API_URL, MOCK_* from here).
const { env } = loadDevEnv();
env.NEXT_TELEMETRY_DISABLED ??= '1';
for (const [key, value] of Object.entries(env)) process.env[key] ??= value;

const skipBuild = process.env.E2E_SKIP_BUILD === '1';
const shell = (parts: string[]) => `exec ${parts.map((part) => JSON.stringify(part)).join(' ')}`;
// A production build made with the development values (NEXT_PUBLIC_* are inlined) unless
// E2E_SKIP_BUILD=1; `exec` makes each server the leader of the group Playwright stops.
const webServer = services(env, 'start').map((server) => {
  const build = server.name === 'app' && !skipBuild;
  return {
    name: server.name,
    command: build ? `${JSON.stringify(process.execPath)} scripts/build.mjs && ${shell([server.command, ...server.args])}` : shell([server.command, ...server.args]),
    cwd: server.cwd,
    env: server.env,
    url: server.url,
    reuseExistingServer: false,
    timeout: (build ? 300 : server.timeoutS) * 1000,
    stdout: server.name === 'app' ? ('pipe' as const) : undefined,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  };
});

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
      // Debian's chromium-headless-shell (or chromium); Playwright never downloads a browser here.
      executablePath: PAGE_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  webServer,
});
