// @ts-check
/**
 * First-load JS per route of a pages-router build, from `.next/build-manifest.json`.
 *
 * What Next 16 (Turbopack) writes there: `pages[route]` lists the chunks of that route and
 * `pages['/_app']` those of the app shell (framework, runtime, _app and its CSS); both include the
 * Turbopack runtime chunk, and `/_app` includes the global CSS. A route's first load is the union
 * of the two lists (deduplicated). JavaScript is what the budget counts; CSS is reported apart.
 * `lowPriorityFiles` (_buildManifest.js, _ssgManifest.js, …, a few hundred bytes) are left out, as
 * the old `next build` table did.
 */
import { textTable } from './text-table.mjs';

/** Routes that are not pages a user opens. */
const NOT_ROUTES = new Set(['/_app', '/_document']);

/** Budgets in kB (1 kB = 1000 bytes) of gzip first-load JS. */
export const DEFAULT_BUDGETS = { '/': 130, '*': 225 };

/**
 * @typedef {object} Manifest
 * @property {Record<string, string[]>} pages
 */

/**
 * @param {unknown} value
 * @returns {value is Manifest}
 */
export function isManifest(value) {
  if (!value || typeof value !== 'object') return false;
  const pages = /** @type {{ pages?: unknown }} */ (value).pages;
  return Boolean(pages && typeof pages === 'object' && Array.isArray(/** @type {Record<string, unknown>} */ (pages)['/_app']));
}

/**
 * The routes of the manifest (sorted, `/` first), without `/_app` and `/_document`.
 * @param {Manifest} manifest
 */
export function routesOf(manifest) {
  return Object.keys(manifest.pages)
    .filter((route) => !NOT_ROUTES.has(route))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

/**
 * The files a route loads first: `/_app`'s then the route's own, deduplicated, in order.
 * @param {Manifest} manifest
 * @param {string} route
 */
export function firstLoadFiles(manifest, route) {
  return [...new Set([...(manifest.pages['/_app'] ?? []), ...(manifest.pages[route] ?? [])])];
}

/**
 * @typedef {object} RouteSize
 * @property {string} route
 * @property {number} js gzip bytes of first-load JavaScript
 * @property {number} jsRaw uncompressed bytes of that JavaScript
 * @property {number} css gzip bytes of first-load CSS
 * @property {number} own gzip bytes of JavaScript not shared with `/_app`
 * @property {number} files number of JavaScript files
 * @property {number} budget kB
 * @property {boolean} over
 */

/**
 * @param {string} route
 * @param {Record<string, number>} budgets
 */
export function budgetFor(route, budgets = DEFAULT_BUDGETS) {
  return budgets[route] ?? budgets['*'];
}

/**
 * Sizes of every route.
 * @param {Manifest} manifest
 * @param {(file: string) => { raw: number, gzip: number }} sizeOf sizes of a file of the manifest
 * @param {Record<string, number>} [budgets]
 * @returns {RouteSize[]}
 */
export function measureRoutes(manifest, sizeOf, budgets = DEFAULT_BUDGETS) {
  const appFiles = new Set(manifest.pages['/_app'] ?? []);
  return routesOf(manifest).map((route) => {
    const files = firstLoadFiles(manifest, route);
    const js = files.filter((f) => f.endsWith('.js'));
    const css = files.filter((f) => f.endsWith('.css'));
    const sum = (/** @type {string[]} */ list, /** @type {'raw' | 'gzip'} */ key) => list.reduce((total, f) => total + sizeOf(f)[key], 0);
    const gzip = sum(js, 'gzip');
    const budget = budgetFor(route, budgets);
    return {
      route,
      js: gzip,
      jsRaw: sum(js, 'raw'),
      css: sum(css, 'gzip'),
      own: sum(js.filter((f) => !appFiles.has(f)), 'gzip'),
      files: js.length,
      budget,
      over: gzip > budget * 1000,
    };
  });
}

/** @param {number} bytes */
export function kB(bytes) {
  return (bytes / 1000).toFixed(1);
}

/**
 * A plain-text table of the sizes.
 * @param {RouteSize[]} rows
 */
export function formatTable(rows) {
  const header = ['route', 'first-load JS (gzip)', 'route-only JS', 'CSS (gzip)', 'JS raw', 'budget', ''];
  const body = rows.map((r) => [
    r.route,
    `${kB(r.js)} kB`,
    `${kB(r.own)} kB`,
    `${kB(r.css)} kB`,
    `${kB(r.jsRaw)} kB`,
    `${r.budget} kB`,
    r.over ? 'OVER' : 'ok',
  ]);
  return textTable(header, body);
}
