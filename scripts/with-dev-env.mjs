#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/with-dev-env.mjs <command…>`: a command with the development environment
 * (scripts/lib/stack.mjs) and node_modules/.bin on the PATH. `npm run build:e2e` is `next build`
 * so: NEXT_PUBLIC_* values are inlined at build time, and the build that CI and the e2e suite test
 * must point at the mock API and the emulator. Exits with the command's status.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, bin, loadDevEnv } from './lib/stack.mjs';

const [command = 'true', ...args] = process.argv.slice(2);
const { env, files } = loadDevEnv();
env.NEXT_TELEMETRY_DISABLED ??= '1';
env.PATH = `${path.dirname(bin('next'))}${path.delimiter}${env.PATH ?? ''}`;
console.error(`[with-dev-env] ${files.join(' + ') || '(no env files)'} + shell → ${[command, ...args].join(' ')}`);
const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`[with-dev-env] could not run ${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
