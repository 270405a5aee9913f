#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: the production server of a build, as the container runs it — scripts/serve.mjs
 * over `.next/standalone` (next.config.js: output 'standalone'). The standalone folder
 * holds the server and the node_modules it needs but not the browser's files: Next leaves
 * `.next/static` and `public/` to be copied beside it (the Dockerfile copies them the same way).
 * PORT (default 3000) and HOSTNAME (default 0.0.0.0) as Next's server reads them.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const STANDALONE = path.join(ROOT, '.next', 'standalone');
const server = path.join(STANDALONE, 'server.js');

if (!existsSync(server)) {
  console.error('[start] .next/standalone/server.js not found: build first (npm run build, or npm run build:e2e for the mock).');
  process.exit(1);
}
cpSync(path.join(ROOT, '.next', 'static'), path.join(STANDALONE, '.next', 'static'), { recursive: true });
cpSync(path.join(ROOT, 'public'), path.join(STANDALONE, 'public'), { recursive: true });

const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs'), STANDALONE], {
  cwd: STANDALONE,
  env: { ...process.env, PORT: process.env.PORT || '3000' },
  stdio: 'inherit',
});
// Stop the server with this process (Playwright, the benchmarks and Ctrl+C signal this one).
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
