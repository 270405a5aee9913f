import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '@/lib/routes';
import { matchRoute, ROUTE_LIST } from '@/lib/routes/table';

const PATTERNS = ROUTE_LIST.map((r) => r.pattern);

/** Every page src/pages defines (`[id].tsx` → `/[id]`, `index.tsx` → its folder); `_app`, `_document`, `_error` and api/ aside. */
function pageRoutes(): string[] {
  const found: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!(prefix === '' && entry.name === 'api')) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
        continue;
      }
      const name = /^(.+)\.(tsx|ts|jsx|js|mdx)$/.exec(entry.name)?.[1];
      if (!name || name.startsWith('_')) continue;
      found.push(name === 'index' ? prefix || '/' : `${prefix}/${name}`);
    }
  };
  walk(path.join(process.cwd(), 'src', 'pages'), '');
  return found.sort();
}

/** Every builder of `routes`, by its dotted name. */
function builders(node: object, prefix = ''): [string, (id: number) => string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'function' ? [[`${prefix}${key}`, value as (id: number) => string] as [string, (id: number) => string]] : builders(value as object, `${prefix}${key}.`),
  );
}

describe('the route registry (src/lib/routes.ts)', () => {
  it('has an entry for every page of src/pages, and a page for every entry', () => {
    expect([...PATTERNS].sort()).toEqual(pageRoutes());
  });

  // Each page's tab title is declared in its page file (tests/unit/shell/titles.test.tsx).
  it("gives every record's page a sample id", () => {
    for (const { pattern, sampleId } of ROUTE_LIST) {
      if (pattern.includes('[')) expect(sampleId, `${pattern}: its sampleId`).toBeTypeOf('number');
    }
  });

  it('matches each sample address, and each pattern, to its own page', () => {
    for (const entry of ROUTE_LIST) {
      expect(matchRoute(entry.sample), entry.sample).toBe(entry.pattern);
      expect(matchRoute(entry.pattern), entry.pattern).toBe(entry.pattern);
    }
  });

  it('has one builder per page, each giving an address of that page', () => {
    const served = builders(routes).map(([name, build]) => {
      const href = build(7);
      const pattern = matchRoute(href);
      expect(pattern, `${name} → ${href}`).toBeDefined();
      return pattern;
    });
    expect(new Set(served).size, 'two builders for one page').toBe(served.length);
    expect([...served].sort()).toEqual([...PATTERNS].sort());
  });

  it('fills ids and appends the query (undefined left out, arrays repeated, values encoded)', () => {
    expect(routes.announcement(12)).toBe('/anuncios/12');
    expect(routes.admin.company(3)).toBe('/admin/empresas/3');
    expect(routes.collaborators(5)).toBe('/empresas/5/colaboradores');
    expect(routes.participe({ aba: 'cadastro' })).toBe('/participe?aba=cadastro');
    expect(routes.participe()).toBe('/participe');
    expect(routes.participe({ redirect: '/admin/anuncios?page=2' })).toBe('/participe?redirect=%2Fadmin%2Fanuncios%3Fpage%3D2');
    expect(routes.admin.clients({ createdFrom: '2026-01-01', createdTo: undefined })).toBe('/admin/clientes?createdFrom=2026-01-01');
    expect(routes.showcase({ uf: ['SP', 'RJ'], page: 2 })).toBe('/vitrine?uf=SP&uf=RJ&page=2');
    expect(routes.receivedInterests({ announcement: 4 })).toBe('/interesses/recebidos?announcement=4');
    // The router's pattern, for code that compares with router.pathname.
    expect(routes.admin.announcement('[id]')).toBe('/admin/anuncios/[id]');
  });

  it('tells static pages from records, as Next routes them', () => {
    expect(matchRoute('/empresas/nova')).toBe('/empresas/nova');
    expect(matchRoute('/empresas/12/colaboradores?x=1#y')).toBe('/empresas/[id]/colaboradores');
    expect(matchRoute('/admin/anuncios/aprovacoes')).toBe('/admin/anuncios/aprovacoes');
    expect(matchRoute('/administracao')).toBeUndefined();
    expect(matchRoute('/anuncios/1/fotos')).toBeUndefined();
  });

  it('keeps /admin/* for admins and the public pages without a session', () => {
    for (const entry of ROUTE_LIST) {
      expect(entry.audience === 'ADMIN', entry.pattern).toBe(entry.pattern === '/admin' || entry.pattern.startsWith('/admin/'));
    }
    expect(ROUTE_LIST.filter((e) => e.audience === 'public').map((e) => e.pattern)).toEqual(['/', '/404', '/participe', '/termos', '/privacidade']);
  });
});
