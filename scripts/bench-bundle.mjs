#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:bundle` (after a build): first-load JS per route, gzip (zlib level 9), from
 * .next/build-manifest.json, where Next 16 lists a route's chunks (`pages[route]`) and the app
 * shell's (`pages['/_app']`: framework, runtime, _app, global CSS). A route's first load is both,
 * each file once; JavaScript counts against the budget (`/` ≤ 122 kB, every
 * other route ≤ 190 kB; 1 kB = 1000 bytes), CSS is reported apart. Exits 1 naming each route over; writes bench-results/bundle.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { textTable, writeResults } from './lib/report.mjs';
import { ROOT } from './lib/stack.mjs';

/** `/`: its target is 120 kB, and Next's runtime with React alone is 115.7 (docs/performance.md). */
export const DEFAULT_BUDGETS = { '/': 122, '*': 190 };

/** @typedef {{ pages: Record<string, string[]> }} Manifest */
/** @param {unknown} value @returns {value is Manifest} */
export const isManifest = (value) => Array.isArray(/** @type {{ pages?: Record<string, unknown> } | null} */ (value)?.pages?.['/_app']);

/** The pages a user opens (not `/_app`, `/_document`), sorted, `/` first. @param {Manifest} manifest */
export const routesOf = (manifest) =>
  Object.keys(manifest.pages)
    .filter((route) => route !== '/_app' && route !== '/_document')
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));

/** @param {Manifest} manifest @param {string} route */
export const firstLoadFiles = (manifest, route) => [...new Set([...(manifest.pages['/_app'] ?? []), ...(manifest.pages[route] ?? [])])];

/** @param {string} route @param {Record<string, number>} [budgets] */
export const budgetFor = (route, budgets = DEFAULT_BUDGETS) => budgets[route] ?? budgets['*'];

/**
 * Per route, in bytes: `js` gzip first-load JavaScript, `jsRaw` uncompressed, `css` gzip, `own`
 * gzip JavaScript not shared with `/_app`; `files` JavaScript files; `budget` kB and `over`.
 * @param {Manifest} manifest @param {(file: string) => { raw: number, gzip: number }} sizeOf @param {Record<string, number>} [budgets]
 */
export function measureRoutes(manifest, sizeOf, budgets = DEFAULT_BUDGETS) {
  const appFiles = new Set(manifest.pages['/_app'] ?? []);
  /** @param {string[]} list @param {'raw' | 'gzip'} key */
  const sum = (list, key) => list.reduce((total, f) => total + sizeOf(f)[key], 0);
  return routesOf(manifest).map((route) => {
    const files = firstLoadFiles(manifest, route);
    const js = files.filter((f) => f.endsWith('.js'));
    const budget = budgetFor(route, budgets);
    const gzip = sum(js, 'gzip');
    return { route, js: gzip, jsRaw: sum(js, 'raw'), css: sum(files.filter((f) => f.endsWith('.css')), 'gzip'), own: sum(js.filter((f) => !appFiles.has(f)), 'gzip'), files: js.length, budget, over: gzip > budget * 1000 };
  });
}

/** @param {number} bytes */
const kB = (bytes) => (bytes / 1000).toFixed(1);

/** @param {ReturnType<typeof measureRoutes>} rows */
export function formatTable(rows) {
  const header = ['route', 'first-load JS (gzip)', 'route-only JS', 'CSS (gzip)', 'JS raw', 'budget', ''];
  return textTable(header, rows.map((r) => [r.route, `${kB(r.js)} kB`, `${kB(r.own)} kB`, `${kB(r.css)} kB`, `${kB(r.jsRaw)} kB`, `${r.budget} kB`, r.over ? 'OVER' : 'ok']));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const nextDir = path.join(ROOT, '.next');
  const manifest = existsSync(path.join(nextDir, 'build-manifest.json')) ? JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) : null;
  if (!isManifest(manifest)) {
    console.error("bench:bundle: no .next/build-manifest.json with pages['/_app']: build first (npm run build:e2e).");
    process.exit(2);
  }
  /** @type {Map<string, { raw: number, gzip: number }>} */
  const sizes = new Map();
  /** @param {string} file */
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      if (!existsSync(path.join(nextDir, file))) throw new Error(`${file} is listed in the manifest but missing from .next/ (stale build?)`);
      const content = readFileSync(path.join(nextDir, file));
      sizes.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
    }
    return /** @type {{ raw: number, gzip: number }} */ (sizes.get(file));
  };
  const rows = measureRoutes(manifest, sizeOf);
  const buildId = existsSync(path.join(nextDir, 'BUILD_ID')) ? readFileSync(path.join(nextDir, 'BUILD_ID'), 'utf8').trim() : '';
  console.log(`First-load JS per route (gzip), build ${buildId || '?'}; budgets: / ≤ ${DEFAULT_BUDGETS['/']} kB, others ≤ ${DEFAULT_BUDGETS['*']} kB\n`);
  console.log(formatTable(rows) + '\n');
  const routes = rows.map((r) => ({ route: r.route, firstLoadJsGzip: r.js, firstLoadJsRaw: r.jsRaw, routeOnlyJsGzip: r.own, firstLoadCssGzip: r.css, jsFiles: r.files, budgetKb: r.budget, overBudget: r.over }));
  console.log(`wrote ${writeResults('bundle.json', { generatedAt: new Date().toISOString(), buildId, unit: 'bytes (gzip level 9 unless noted)', budgetsKb: DEFAULT_BUDGETS, routes })}`);
  const over = rows.filter((r) => r.over);
  for (const r of over) console.error(`OVER BUDGET: ${r.route} loads ${kB(r.js)} kB of JS (gzip), budget ${r.budget} kB`);
  if (over.length > 0) process.exit(1);
  console.log(`all ${rows.length} routes within budget.`);
}
