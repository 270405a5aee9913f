#!/usr/bin/env node
// @ts-check
/**
 * `npm run build`: `next build`, then V8's compile hint on the scripts each page loads first
 * (scripts/lib/compile-hints.mjs). Every build of the app goes through here: `npm run build:e2e`,
 * the e2e suite's web server, the benchmarks and the Dockerfile. Arguments go to `next build`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { addCompileHints } from './lib/compile-hints.mjs';
import { ROOT, bin } from './lib/stack.mjs';

const built = spawnSync(bin('next'), ['build', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const { marked, already } = addCompileHints(path.join(ROOT, '.next'));
console.log(`[build] compile hint on ${marked.length} first-load script(s)${already.length ? `, ${already.length} had it` : ''}`);
