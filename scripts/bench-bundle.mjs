#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:bundle` (after a build): first-load JS per route, gzip (zlib level 9), from
 * .next/build-manifest.json (scripts/lib/bundle.mjs). Budgets: `/` ≤ 130 kB, every other route
 * ≤ 225 kB (1 kB = 1000 bytes); exits 1 naming each route over. Writes bench-results/bundle.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_BUDGETS, formatTable, isManifest, kB, measureRoutes } from './lib/bundle.mjs';
import { writeResults } from './lib/report.mjs';
import { ROOT } from './lib/stack.mjs';

const nextDir = path.join(ROOT, '.next');
const manifestPath = path.join(nextDir, 'build-manifest.json');
if (!existsSync(manifestPath)) {
  console.error('bench:bundle: .next/build-manifest.json not found. Build first: npm run build:e2e');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
if (!isManifest(manifest)) {
  console.error("bench:bundle: .next/build-manifest.json has no pages['/_app']: not a pages-router build?");
  process.exit(2);
}

/** @type {Map<string, { raw: number, gzip: number }>} */
const sizes = new Map();
/** @param {string} file */
function sizeOf(file) {
  const full = path.join(nextDir, file);
  if (!sizes.has(file)) {
    if (!existsSync(full)) throw new Error(`${file} is listed in the manifest but missing from .next/ (stale build?)`);
    const content = readFileSync(full);
    sizes.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
  }
  return /** @type {{ raw: number, gzip: number }} */ (sizes.get(file));
}

const rows = measureRoutes(manifest, sizeOf, DEFAULT_BUDGETS);
const buildIdFile = path.join(nextDir, 'BUILD_ID');
const buildId = existsSync(buildIdFile) ? readFileSync(buildIdFile, 'utf8').trim() : '';
console.log(`First-load JS per route (gzip), build ${buildId || '?'}; budgets: / ≤ ${DEFAULT_BUDGETS['/']} kB, others ≤ ${DEFAULT_BUDGETS['*']} kB\n`);
console.log(formatTable(rows) + '\n');

const routes = rows.map((r) => ({ route: r.route, firstLoadJsGzip: r.js, firstLoadJsRaw: r.jsRaw, routeOnlyJsGzip: r.own, firstLoadCssGzip: r.css, jsFiles: r.files, budgetKb: r.budget, overBudget: r.over }));
console.log(`wrote ${writeResults('bundle.json', { generatedAt: new Date().toISOString(), buildId, unit: 'bytes (gzip level 9 unless noted)', budgetsKb: DEFAULT_BUDGETS, routes })}`);

const over = rows.filter((r) => r.over);
for (const r of over) console.error(`OVER BUDGET: ${r.route} loads ${kB(r.js)} kB of JS (gzip), budget ${r.budget} kB`);
if (over.length > 0) process.exit(1);
console.log(`all ${rows.length} routes within budget.`);
