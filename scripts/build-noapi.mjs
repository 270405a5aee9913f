#!/usr/bin/env node
// @ts-check
/**
 * `npm run build:e2e-noapi`: the production build of the e2e suite's "no API" app — the values of
 * .env.development (like `npm run build:e2e`) but with NEXT_PUBLIC_API_URL unset, into
 * .next-noapi/ (NEXT_DIST_DIR, read by next.config.js) so the normal build in .next/ is untouched.
 * playwright.config.ts serves it with `next start` on port 3001 (webServer "noapi"); the test of
 * 'Erro nas configurações de integração da API do site!' (tests/e2e/errors.spec.ts) signs in there.
 *
 * Next rewrites next-env.d.ts to point at the build's distDir: it is put back afterwards, so that
 * `npm run typecheck` keeps reading .next/types. Exits with the build's status.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { loadDevEnv } from './lib/env.mjs';
import { NOAPI_DIST_DIR, noApiEnv } from './lib/noapi.mjs';
import { ROOT } from './lib/services.mjs';

const env = noApiEnv(loadDevEnv(ROOT).env);
env.PATH = `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}`;
console.error(`[build-noapi] next build → ${NOAPI_DIST_DIR}/ with NEXT_PUBLIC_API_URL unset`);

const nextEnvFile = path.join(ROOT, 'next-env.d.ts');
/** @type {string | undefined} */
let nextEnv;
try {
  nextEnv = readFileSync(nextEnvFile, 'utf8');
} catch {
  // none yet: the build writes one
}

const child = spawn('next', ['build'], { cwd: ROOT, env, stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(`[build-noapi] could not run next: ${error.message} (run \`npm install\`)`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  if (nextEnv !== undefined) writeFileSync(nextEnvFile, nextEnv);
  process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1));
});
