import { ROUTE_LIST, type Audience, type RouteEntry, type RoutePattern } from '../../../src/lib/routes/table';
import type { APIRequestContext } from '@playwright/test';
import type { Role } from './session';

/**
 * The pages tests/e2e/a11y.spec.ts scans: one case per page of the route table
 * (src/lib/routes/table.ts), derived from it: the page's address (a record's page at its sample
 * id) and a role of its audience. The heading the scan waits for is the tab title the page
 * declares (`Page.title` in src/pages), as the server renders it (`serverTitle`, `headingFromTitle`). Only where a
 * page differs is it written out (EXCEPTIONS), so a new page needs no edit here.
 */
interface RouteCase {
  /** The route as src/pages names it, e.g. `/admin/clientes/[id]`. */
  route: RoutePattern;
  /** What the test opens (a record's page at the table's sample id). */
  path: string;
  role: Role;
  /**
   * The page's h1 where it is not its tab title (for detail screens it names the seeded record, so
   * it shows once loaded); otherwise the tab title the server renders (`serverTitle`).
   */
  heading?: string;
  /** Console errors this route cannot avoid (see fixtures.ts). */
  allowConsoleErrors?: RegExp[];
}

type Exception = Partial<Omit<RouteCase, 'route'>>;

/** Who opens a page of each audience unless an exception says otherwise. */
const ROLE_OF: Readonly<Record<Audience, Role>> = { public: 'public', ANY: 'comprador', COMMERCE: 'vendedor', ADMIN: 'admin' };

// The table's sample ids are seeded records (src/mocks/db/seed.ts, deterministic): company 1 and
// announcement 1 belong to the seller (vendedor); search 1 to the buyer's company (comprador);
// negotiation 2 is between them; account 3 is the seller; account 2 the admin; company 7 and
// search 2 are pending approval. Headings that name a record are written here.
export const EXCEPTIONS: Partial<Record<RoutePattern, Exception>> = {
  '/': { heading: 'Dê giro ao estoque parado da sua empresa.' },
  '/participe': { heading: 'Participe do Giro' },
  // Chromium logs the document's own 404 status as a console error.
  '/404': { path: '/esta-pagina-nao-existe', allowConsoleErrors: [/status of 404 \(Not Found\)/] },

  '/meus-anuncios/[id]': { heading: 'Editar anúncio' },
  '/empresas/[id]': { heading: 'Metalúrgica Horizonte Ltda' },
  '/negociacoes/vendas': { heading: 'Negociações' },
  '/interesses/recebidos': { heading: 'Interesses' },

  // The buyer's pages: what the buyer has (favourites, interests, searches, purchases).
  '/anuncios/[id]': { heading: 'Bobina de aço galvanizado (sobra de produção)' },
  '/favoritos': { role: 'comprador' },
  '/interesses': { role: 'comprador', heading: 'Interesses' },
  '/buscas/minhas': { role: 'comprador' },
  '/buscas/nova': { role: 'comprador' },
  '/buscas/[id]': { role: 'comprador', heading: 'Cimento CP II-E-32' },
  '/negociacoes/compras': { role: 'comprador', heading: 'Negociações' },

  '/admin/anuncios/aprovacoes': { heading: 'Aprovações' },
  '/admin/produtos/[id]': { heading: 'Chapa de aço carbono SAE 1020' },
  '/admin/buscas/[id]': { heading: 'Vergalhão CA-50 10 mm' },
  '/admin/interesses/[id]': { heading: 'Interesse de Juliana Teixeira' },
  '/admin/clientes/[id]': { heading: 'Marcos Albuquerque' },
  '/admin/empresas/[id]': { heading: 'Eletro Campos Comércio de Materiais Elétricos Ltda' },
  // As a super admin, whose controls (invite, edit) are on these pages.
  '/admin/administradores': { role: 'superadmin' },
  '/admin/administradores/[id]': { role: 'superadmin', heading: 'Rafael Moreira' },
};

/** A page's case from the table alone. */
export function plainCase(entry: RouteEntry): RouteCase {
  return { route: entry.pattern, path: entry.sample, role: ROLE_OF[entry.audience] };
}

/**
 * The cases of `routes`: each page's plain case with its exception over it. A page it cannot open
 * (a record's page without a sample id) throws, naming the page, before any browser starts.
 */
export function routeCases(routes: readonly RouteEntry[], exceptions: Partial<Record<RoutePattern, Exception>>): RouteCase[] {
  return routes.map((entry) => {
    const exception = exceptions[entry.pattern];
    if (entry.pattern.includes('[') && entry.sampleId === undefined && !exception?.path) {
      throw new Error(`${entry.pattern}: no sample id in src/lib/routes/table.ts`);
    }
    return { ...plainCase(entry), ...exception };
  });
}

/**
 * The heading of a page without one written out: its tab title without the app name ('Negociação
 * nº 2 · Giro' → 'Negociação nº 2'). A tab with the app name alone names no page: that throws.
 */
export function headingFromTitle(route: string, title: string): string {
  const heading = title.replace(/ · [^·]+$/, '');
  if (heading === title) throw new Error(`${route}: its tab title '${title}' names no page: declare its title (src/pages) or its heading in tests/e2e/a11y/cases.ts`);
  return heading;
}

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/**
 * The tab title the server renders for `path` (what the page declares), read before the page is
 * opened: the browser's own tab title follows a client-side navigation a moment late, and read
 * then it names the previous page.
 */
export async function serverTitle(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return title.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

export const ROUTE_CASES: readonly RouteCase[] = routeCases(ROUTE_LIST, EXCEPTIONS);
