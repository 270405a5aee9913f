#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/with-dev-env.mjs <command…>`: a command with the development environment
 * (.env.development, .env.development.local, then the shell, which wins) and node_modules/.bin on
 * the PATH. `npm run build:e2e` is `next build` so: NEXT_PUBLIC_* values are inlined at build time,
 * and the build CI and the e2e suite test must point at the mock API and the emulator.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { ROOT, loadDevEnv } from './lib/stack.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-dev-env.mjs <command> [args...]');
  process.exit(2);
}
const { env, files } = loadDevEnv();
env.NEXT_TELEMETRY_DISABLED ??= '1';
env.PATH = `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}`;
console.error(`[with-dev-env] ${files.join(' + ') || '(no env files)'} + shell → ${[command, ...args].join(' ')}`);
const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`[with-dev-env] could not run ${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1)));
