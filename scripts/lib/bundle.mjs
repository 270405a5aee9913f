// @ts-check
/**
 * First-load JS per route of a pages-router build, from `.next/build-manifest.json`. Next 16
 * (Turbopack) lists there, in `pages[route]`, the chunks of a route and, in `pages['/_app']`, those
 * of the app shell (framework, runtime, _app and the global CSS); both include the runtime chunk.
 * A route's first load is the union of the two (each file once); JavaScript is what the budget
 * counts, CSS is reported apart. `lowPriorityFiles` (_buildManifest.js and the like, a few hundred
 * bytes) are left out, as the old `next build` table did.
 */
import { textTable } from './report.mjs';

/** Budgets in kB (1 kB = 1000 bytes) of gzip first-load JS. */
export const DEFAULT_BUDGETS = { '/': 130, '*': 225 };

/** @typedef {{ pages: Record<string, string[]> }} Manifest */

/** @param {unknown} value @returns {value is Manifest} */
export function isManifest(value) {
  const pages = /** @type {{ pages?: Record<string, unknown> } | null} */ (value)?.pages;
  return Boolean(pages && typeof pages === 'object' && Array.isArray(pages['/_app']));
}

/** The pages a user opens (not `/_app`, `/_document`), sorted, `/` first. @param {Manifest} manifest */
export function routesOf(manifest) {
  return Object.keys(manifest.pages)
    .filter((route) => route !== '/_app' && route !== '/_document')
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

/** `/_app`'s files, then the route's own, each once. @param {Manifest} manifest @param {string} route */
export function firstLoadFiles(manifest, route) {
  return [...new Set([...(manifest.pages['/_app'] ?? []), ...(manifest.pages[route] ?? [])])];
}

/** @param {string} route @param {Record<string, number>} [budgets] */
export function budgetFor(route, budgets = DEFAULT_BUDGETS) {
  return budgets[route] ?? budgets['*'];
}

/**
 * Per route, in bytes: `js` gzip first-load JavaScript, `jsRaw` uncompressed, `css` gzip, `own`
 * gzip JavaScript not shared with `/_app`; `files` JavaScript files; `budget` kB and `over`.
 * @param {Manifest} manifest
 * @param {(file: string) => { raw: number, gzip: number }} sizeOf
 * @param {Record<string, number>} [budgets]
 */
export function measureRoutes(manifest, sizeOf, budgets = DEFAULT_BUDGETS) {
  const appFiles = new Set(manifest.pages['/_app'] ?? []);
  /** @param {string[]} list @param {'raw' | 'gzip'} key */
  const sum = (list, key) => list.reduce((total, f) => total + sizeOf(f)[key], 0);
  return routesOf(manifest).map((route) => {
    const files = firstLoadFiles(manifest, route);
    const js = files.filter((f) => f.endsWith('.js'));
    const gzip = sum(js, 'gzip');
    const budget = budgetFor(route, budgets);
    const own = sum(js.filter((f) => !appFiles.has(f)), 'gzip');
    return { route, js: gzip, jsRaw: sum(js, 'raw'), css: sum(files.filter((f) => f.endsWith('.css')), 'gzip'), own, files: js.length, budget, over: gzip > budget * 1000 };
  });
}

/** @param {number} bytes */
export const kB = (bytes) => (bytes / 1000).toFixed(1);

/** @param {ReturnType<typeof measureRoutes>} rows */
export function formatTable(rows) {
  const header = ['route', 'first-load JS (gzip)', 'route-only JS', 'CSS (gzip)', 'JS raw', 'budget', ''];
  return textTable(header, rows.map((r) => [r.route, `${kB(r.js)} kB`, `${kB(r.own)} kB`, `${kB(r.css)} kB`, `${kB(r.jsRaw)} kB`, `${r.budget} kB`, r.over ? 'OVER' : 'ok']));
}
