// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EXCEPTIONS, plainCase, ROUTE_CASES, routeCases } from '../../e2e/a11y/cases';
import { ROUTE_LIST, type RouteEntry } from '@/lib/routes/table';

/**
 * The accessibility suite (tests/e2e/a11y.spec.ts) opens every page of the route table: its cases
 * are derived from the table (address, a role of its audience, the title as the heading), with
 * only the exceptions written out. A page the table leaves unable to derive must fail here, not
 * half-way through a browser run.
 */
const entry = (over: Partial<RouteEntry>): RouteEntry => ({ ...ROUTE_LIST.find((r) => r.pattern === '/admin/clientes')!, ...over });

describe('the accessibility cases, derived from the route table', () => {
  it('has one case per page of the table, in its order', () => {
    expect(ROUTE_CASES.map((c) => c.route)).toEqual(ROUTE_LIST.map((r) => r.pattern));
  });

  it('opens a plain page at its address, as a role of its audience, and waits for its title as the heading', () => {
    const byRoute = Object.fromEntries(ROUTE_CASES.map((c) => [c.route, c]));
    expect(byRoute['/admin/clientes']).toEqual({ route: '/admin/clientes', path: '/admin/clientes', role: 'admin', heading: 'Clientes' });
    expect(byRoute['/meus-anuncios']).toMatchObject({ role: 'vendedor', heading: 'Meus anúncios' });
    expect(byRoute['/vitrine']).toMatchObject({ role: 'comprador', heading: 'Vitrine' });
    expect(byRoute['/termos']).toMatchObject({ role: 'public', heading: 'Termos de uso' });
    // A record's page opens its sample id; its numbered title is the heading unless an exception names the record.
    expect(byRoute['/negociacoes/[id]']).toMatchObject({ path: '/negociacoes/2', heading: 'Negociação nº 2' });
    expect(byRoute['/admin/clientes/[id]']).toMatchObject({ path: '/admin/clientes/3', heading: 'Marcos Albuquerque' });
  });

  it('writes out only what differs from the table', () => {
    for (const [route, exception] of Object.entries(EXCEPTIONS)) {
      const plain = plainCase(ROUTE_LIST.find((r) => r.pattern === route)!);
      for (const [key, value] of Object.entries(exception ?? {})) expect(plain[key as keyof typeof plain], `${route}: ${key}`).not.toEqual(value);
    }
  });

  it("refuses a page without a title (and no heading written out) or a record's page without a sample id", () => {
    const noTitle = () => null;
    expect(() => routeCases([entry({})], {}, noTitle)).toThrow('/admin/clientes: no title in src/lib/routes/titles.ts');
    expect(() => routeCases([entry({ pattern: '/admin/clientes/[id]', sampleId: undefined, sample: '/admin/clientes/undefined' })], {})).toThrow(
      '/admin/clientes/[id]: no sample id in src/lib/routes/table.ts',
    );
    expect(routeCases([entry({})], { '/admin/clientes': { heading: 'Clientes' } }, noTitle)[0]?.heading).toBe('Clientes');
  });
});
