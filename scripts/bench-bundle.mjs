#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:bundle` (after `next build`): first-load JS per route, gzip (zlib, level 9),
 * from .next/build-manifest.json (`pages['/_app']` + `pages[route]`, deduplicated).
 * Budgets: `/` ≤ 130 kB, every other route ≤ 225 kB (1 kB = 1000 bytes); exits 1 when a route is
 * over, naming it. Writes the figures to bench-results/bundle.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_BUDGETS, formatTable, isManifest, kB, measureRoutes } from './lib/bundle.mjs';
import { ROOT } from './lib/services.mjs';

const nextDir = path.join(ROOT, '.next');
const manifestPath = path.join(nextDir, 'build-manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`bench:bundle: ${path.relative(ROOT, manifestPath)} not found. Build first: node scripts/with-dev-env.mjs next build`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
if (!isManifest(manifest)) {
  console.error(`bench:bundle: ${path.relative(ROOT, manifestPath)} has no pages['/_app']: not a pages-router build?`);
  process.exit(2);
}

/** @type {Map<string, { raw: number, gzip: number }>} */
const cache = new Map();
/** @param {string} file */
function sizeOf(file) {
  let size = cache.get(file);
  if (!size) {
    const full = path.join(nextDir, file);
    if (!existsSync(full)) throw new Error(`${file} is listed in the manifest but missing from .next/ (stale build?)`);
    const content = readFileSync(full);
    size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    cache.set(file, size);
  }
  return size;
}

const rows = measureRoutes(manifest, sizeOf, DEFAULT_BUDGETS);
let buildId = '';
try {
  buildId = readFileSync(path.join(nextDir, 'BUILD_ID'), 'utf8').trim();
} catch {
  // older layouts
}

console.log(`First-load JS per route (gzip), build ${buildId || '?'}; budgets: / ≤ ${DEFAULT_BUDGETS['/']} kB, others ≤ ${DEFAULT_BUDGETS['*']} kB`);
console.log('');
console.log(formatTable(rows));
console.log('');

const outDir = path.join(ROOT, 'bench-results');
mkdirSync(outDir, { recursive: true });
const result = {
  generatedAt: new Date().toISOString(),
  buildId,
  unit: 'bytes (gzip level 9 unless noted)',
  budgetsKb: DEFAULT_BUDGETS,
  routes: rows.map((r) => ({
    route: r.route,
    firstLoadJsGzip: r.js,
    firstLoadJsRaw: r.jsRaw,
    routeOnlyJsGzip: r.own,
    firstLoadCssGzip: r.css,
    jsFiles: r.files,
    budgetKb: r.budget,
    overBudget: r.over,
  })),
};
writeFileSync(path.join(outDir, 'bundle.json'), JSON.stringify(result, null, 2) + '\n');
console.log(`wrote ${path.relative(ROOT, path.join(outDir, 'bundle.json'))}`);

const over = rows.filter((r) => r.over);
if (over.length > 0) {
  for (const r of over) console.error(`OVER BUDGET: ${r.route} loads ${kB(r.js)} kB of JS (gzip), budget ${r.budget} kB`);
  process.exit(1);
}
console.log(`all ${rows.length} routes within budget.`);
