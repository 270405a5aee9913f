// @ts-check
/**
 * `npm run test:contract` against the mock served over real HTTP, as another team's API would be:
 * starts the auth emulator and the mock (scripts/lib/stack.mjs), signs the dev accounts in on the
 * emulator, runs the suite with API_URL and API_RESET_URL, and stops both. Ports 4000 and 9099:
 * one run at a time (docs/contract-tests.md). Extra arguments go to vitest.
 */
import { spawnSync } from 'node:child_process';
import { bin, loadDevEnv, preflight, ROOT, services, startServices } from './lib/stack.mjs';

const { env } = loadDevEnv();
const list = services(env, 'dev').filter((s) => s.name === 'auth' || s.name === 'mock');
await preflight(list, (text) => console.error(`[contract-http] ${text}`), 'Another dev, e2e or benchmark run may hold it.');
const running = startServices(list, { onExit: (name, how) => console.error(`[contract-http] ${name} exited (${how})`) });
let status = 1;
try {
  await running.ready;
  const api = env.NEXT_PUBLIC_API_URL || 'http://localhost:4000';
  const run = spawnSync(bin('vitest'), ['run', '--config', 'vitest.contract.config.mts', ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      API_URL: api,
      API_RESET_URL: `${api}/__mock/reset`,
      FIREBASE_AUTH_URL: `http://${env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099'}/identitytoolkit.googleapis.com`,
      FIREBASE_API_KEY: env.NEXT_PUBLIC_FIREBASE_API_KEY || 'demo-giro-api-key',
    },
  });
  status = run.status ?? 1;
} finally {
  await running.stop();
}
process.exit(status);
