// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EXCEPTIONS, headingFromTitle, plainCase, ROUTE_CASES, routeCases } from '../../e2e/a11y/cases';
import { ROUTE_LIST, type RouteEntry } from '@/lib/routes/table';

/**
 * The accessibility suite (tests/e2e/a11y.spec.ts) opens every page of the route table: its cases
 * are derived from the table (address, a role of its audience) and the heading from the tab
 * title the page declares, read in the browser, with only the exceptions written out (that they
 * differ from the declared titles: tests/unit/shell/titles.test.tsx). A page the table leaves unable to derive must fail here, not
 * half-way through a browser run.
 */
const entry = (over: Partial<RouteEntry>): RouteEntry => ({ ...ROUTE_LIST.find((r) => r.pattern === '/admin/clientes')!, ...over });

describe('the accessibility cases, derived from the route table', () => {
  it('has one case per page of the table, in its order', () => {
    expect(ROUTE_CASES.map((c) => c.route)).toEqual(ROUTE_LIST.map((r) => r.pattern));
  });

  it('opens a plain page at its address, as a role of its audience, and waits for its tab title as the heading', () => {
    const byRoute = Object.fromEntries(ROUTE_CASES.map((c) => [c.route, c]));
    // No heading written out: the spec reads the page's tab title once it is open.
    expect(byRoute['/admin/clientes']).toEqual({ route: '/admin/clientes', path: '/admin/clientes', role: 'admin' });
    expect(byRoute['/meus-anuncios']).toEqual({ route: '/meus-anuncios', path: '/meus-anuncios', role: 'vendedor' });
    expect(byRoute['/vitrine']).toMatchObject({ role: 'comprador' });
    expect(byRoute['/termos']).toMatchObject({ role: 'public' });
    // A record's page opens its sample id; its numbered title is the heading unless an exception names the record.
    expect(byRoute['/negociacoes/[id]']).toEqual({ route: '/negociacoes/[id]', path: '/negociacoes/2', role: 'vendedor' });
    expect(byRoute['/admin/clientes/[id]']).toMatchObject({ path: '/admin/clientes/3', heading: 'Marcos Albuquerque' });
    expect(headingFromTitle('/negociacoes/[id]', 'Negociação nº 2 · Giro')).toBe('Negociação nº 2');
    expect(headingFromTitle('/vitrine', 'Vitrine · Giro')).toBe('Vitrine');
  });

  it('writes out only what differs from the table', () => {
    for (const [route, exception] of Object.entries(EXCEPTIONS)) {
      const plain = plainCase(ROUTE_LIST.find((r) => r.pattern === route)!);
      for (const [key, value] of Object.entries(exception ?? {})) expect(plain[key as keyof typeof plain], `${route}: ${key}`).not.toEqual(value);
    }
  });

  it("refuses a page whose tab names no page (and no heading written out) or a record's page without a sample id", () => {
    expect(() => headingFromTitle('/admin/clientes', 'Giro')).toThrow("/admin/clientes: its tab title 'Giro' names no page");
    expect(() => routeCases([entry({ pattern: '/admin/clientes/[id]', sampleId: undefined, sample: '/admin/clientes/undefined' })], {})).toThrow(
      '/admin/clientes/[id]: no sample id in src/lib/routes/table.ts',
    );
    expect(routeCases([entry({})], { '/admin/clientes': { heading: 'Clientes' } })[0]?.heading).toBe('Clientes');
  });
});
