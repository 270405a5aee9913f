// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { budgetFor, firstLoadFiles, formatTable, isManifest, measureRoutes, routesOf, type Manifest } from '../../../scripts/bench-bundle.mjs';

// The shape Next 16 (Turbopack) writes for the pages router: the runtime chunk appears in both lists.
const manifest: Manifest = {
  pages: {
    '/_app': ['static/chunks/framework.js', 'static/chunks/app.js', 'static/chunks/global.css', 'static/chunks/turbopack-runtime.js'],
    '/': ['static/chunks/index.js', 'static/chunks/turbopack-runtime.js'],
    '/participe': ['static/chunks/participe.js', 'static/chunks/forms.js', 'static/chunks/turbopack-runtime.js'],
    '/_error': ['static/chunks/error.js', 'static/chunks/turbopack-runtime.js'],
    '/admin/anuncios/[id]': ['static/chunks/big.js', 'static/chunks/turbopack-runtime.js'],
  },
};

const sizes: Record<string, { raw: number; gzip: number }> = {
  'static/chunks/framework.js': { raw: 300_000, gzip: 90_000 },
  'static/chunks/app.js': { raw: 40_000, gzip: 12_000 },
  'static/chunks/global.css': { raw: 20_000, gzip: 5_000 },
  'static/chunks/turbopack-runtime.js': { raw: 10_000, gzip: 4_000 },
  'static/chunks/index.js': { raw: 1_000, gzip: 500 },
  'static/chunks/participe.js': { raw: 60_000, gzip: 20_000 },
  'static/chunks/forms.js': { raw: 30_000, gzip: 10_000 },
  'static/chunks/error.js': { raw: 5_000, gzip: 2_000 },
  'static/chunks/big.js': { raw: 400_000, gzip: 120_000 },
};
const sizeOf = (file: string) => {
  const size = sizes[file];
  if (!size) throw new Error(`unexpected ${file}`);
  return size;
};

describe('bundle sizing from build-manifest.json', () => {
  it('recognises a pages-router manifest', () => {
    expect(isManifest(manifest)).toBe(true);
    expect(isManifest({ pages: {} })).toBe(false);
    expect(isManifest(null)).toBe(false);
  });

  it('lists the routes, / first, without /_app', () => {
    expect(routesOf(manifest)).toEqual(['/', '/_error', '/admin/anuncios/[id]', '/participe']);
  });

  it("a route's first load is /_app's files plus its own, each file once", () => {
    expect(firstLoadFiles(manifest, '/')).toEqual([
      'static/chunks/framework.js',
      'static/chunks/app.js',
      'static/chunks/global.css',
      'static/chunks/turbopack-runtime.js',
      'static/chunks/index.js',
    ]);
  });

  it('sums gzip JS (runtime counted once, CSS apart) and applies the budgets', () => {
    const rows = measureRoutes(manifest, sizeOf);
    const byRoute = Object.fromEntries(rows.map((r) => [r.route, r]));
    expect(byRoute['/']).toMatchObject({ js: 106_500, css: 5_000, own: 500, files: 4, budget: 122, over: false });
    expect(byRoute['/']!.jsRaw).toBe(351_000);
    expect(byRoute['/participe']).toMatchObject({ js: 136_000, own: 30_000, budget: 190, over: false });
    expect(byRoute['/admin/anuncios/[id]']).toMatchObject({ js: 226_000, budget: 190, over: true });
  });

  it('the budget of / is 122 kB, of every other route (a page with a form too) 190 kB, and the limit itself passes', () => {
    expect(budgetFor('/')).toBe(122);
    expect(budgetFor('/vitrine')).toBe(190);
    expect(budgetFor('/meus-anuncios/novo')).toBe(190);
    const exact: Manifest = { pages: { '/_app': ['a.js'], '/': ['b.js'] } };
    const rows = measureRoutes(exact, (f) => (f === 'a.js' ? { raw: 1, gzip: 100_000 } : { raw: 1, gzip: 22_000 }));
    expect(rows[0]).toMatchObject({ js: 122_000, over: false });
  });

  it('prints a table with one row per route and marks routes over budget', () => {
    const table = formatTable(measureRoutes(manifest, sizeOf));
    const lines = table.split('\n');
    expect(lines).toHaveLength(2 + 4);
    expect(lines[0]).toMatch(/^route\s+first-load JS \(gzip\)/);
    expect(lines.find((l) => l.startsWith('/ '))).toMatch(/106\.5 kB.*122 kB\s+ok$/);
    expect(lines.find((l) => l.startsWith('/admin/anuncios/[id]'))).toMatch(/226\.0 kB.*OVER$/);
  });
});
