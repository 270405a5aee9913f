/**
 * The app's pages by pattern (as `router.pathname` names them) with who may open each, and for a
 * record's page the id tests open: the table the guards read (features/auth/routing.ts), the
 * lint rule against hand-written paths and the tests walk (the accessibility suite derives its
 * cases from it). Kept apart from the builders (./index.ts), which every link imports, so that a
 * link carries neither the audiences nor the sample ids. Each page's tab title is in its own file
 * (`Page.title`, src/layouts/page.ts). A unit test keeps this table and src/pages equal both ways.
 */

/**
 * Who may open a page: `public` needs no session (landing, sign-in, legal texts, 404); `ANY` is
 * any signed-in user; `COMMERCE` and `ADMIN` one user type (the route guard sends the other home).
 */
export type Audience = 'public' | 'ANY' | 'COMMERCE' | 'ADMIN';

export const PAGES = {
  '/': 'public',
  '/404': 'public',
  '/participe': 'public',
  '/termos': 'public',
  '/privacidade': 'public',

  '/vitrine': 'ANY',
  '/anuncios/[id]': 'ANY',

  '/meus-anuncios': 'COMMERCE',
  '/meus-anuncios/novo': 'COMMERCE',
  '/meus-anuncios/[id]': 'COMMERCE',
  '/buscas': 'COMMERCE',
  '/buscas/minhas': 'COMMERCE',
  '/buscas/nova': 'COMMERCE',
  '/buscas/[id]': 'COMMERCE',
  '/empresas': 'COMMERCE',
  '/empresas/nova': 'COMMERCE',
  '/empresas/[id]': 'COMMERCE',
  '/empresas/[id]/colaboradores': 'COMMERCE',
  '/favoritos': 'COMMERCE',
  '/interesses': 'COMMERCE',
  '/interesses/recebidos': 'COMMERCE',
  '/negociacoes': 'COMMERCE',
  '/negociacoes/compras': 'COMMERCE',
  '/negociacoes/vendas': 'COMMERCE',
  '/negociacoes/[id]': 'COMMERCE',
  '/perfil': 'COMMERCE',

  '/admin': 'ADMIN',
  '/admin/administradores': 'ADMIN',
  '/admin/administradores/[id]': 'ADMIN',
  '/admin/anuncios': 'ADMIN',
  '/admin/anuncios/novo': 'ADMIN',
  '/admin/anuncios/aprovacoes': 'ADMIN',
  '/admin/anuncios/importar': 'ADMIN',
  '/admin/anuncios/[id]': 'ADMIN',
  '/admin/buscas': 'ADMIN',
  '/admin/buscas/[id]': 'ADMIN',
  '/admin/categorias': 'ADMIN',
  '/admin/clientes': 'ADMIN',
  '/admin/clientes/[id]': 'ADMIN',
  '/admin/destaques': 'ADMIN',
  '/admin/empresas': 'ADMIN',
  '/admin/empresas/nova': 'ADMIN',
  '/admin/empresas/[id]': 'ADMIN',
  '/admin/interesses': 'ADMIN',
  '/admin/interesses/[id]': 'ADMIN',
  '/admin/negociacoes': 'ADMIN',
  '/admin/negociacoes/[id]': 'ADMIN',
  '/admin/perfil': 'ADMIN',
  '/admin/produtos': 'ADMIN',
  '/admin/produtos/novo': 'ADMIN',
  '/admin/produtos/[id]': 'ADMIN',
  '/admin/relatorios': 'ADMIN',
  '/admin/segmentos': 'ADMIN',
  '/admin/subcategorias': 'ADMIN',
  '/admin/unidades': 'ADMIN',
} as const satisfies Record<string, Audience>;

export type RoutePattern = keyof typeof PAGES;
type RecordPattern = Extract<RoutePattern, `${string}[${string}`>;

/**
 * Each record's page's sample: the id tests open, a record the seed holds (src/mocks/db/seed.ts).
 * Typed by the table, so a new `[id]` page fails tsc until it has one.
 */
const SAMPLE_IDS: Readonly<Record<RecordPattern, number>> = {
  '/anuncios/[id]': 1,
  '/meus-anuncios/[id]': 1,
  '/buscas/[id]': 1,
  '/empresas/[id]': 1,
  '/empresas/[id]/colaboradores': 1,
  '/negociacoes/[id]': 2,
  '/admin/administradores/[id]': 2,
  '/admin/anuncios/[id]': 1,
  '/admin/buscas/[id]': 2,
  '/admin/clientes/[id]': 3,
  '/admin/empresas/[id]': 7,
  '/admin/interesses/[id]': 1,
  '/admin/negociacoes/[id]': 1,
  '/admin/produtos/[id]': 1,
};

export interface RouteEntry {
  pattern: RoutePattern;
  audience: Audience;
  /** A record's page's sample id (SAMPLE_IDS). */
  sampleId?: number;
  /** An address of the page, a record's page at its sample id (tests open or match it). */
  sample: string;
}

const PATTERNS = Object.keys(PAGES) as RoutePattern[];
const sampleIdOf = (pattern: RoutePattern): number | undefined => (SAMPLE_IDS as Readonly<Record<string, number>>)[pattern];

/** Every page, in the table's order. */
export const ROUTE_LIST: readonly RouteEntry[] = PATTERNS.map((pattern) => {
  const sampleId = sampleIdOf(pattern);
  return { pattern, audience: PAGES[pattern], sampleId, sample: pattern.replace(/\[\w+\]/g, String(sampleId)) };
});

const DYNAMIC = PATTERNS.filter((p) => p.includes('[')).map((pattern) => ({
  pattern,
  regex: new RegExp(`^${pattern.replace(/\[\w+\]/g, '[^/]+')}$`),
}));

/**
 * The page that serves a path or pattern ('/anuncios/12?x=1' and '/anuncios/[id]' → '/anuncios/[id]'),
 * static pages first as Next routes them ('/empresas/nova' is not a company); undefined for none.
 */
export function matchRoute(path: string): RoutePattern | undefined {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (Object.hasOwn(PAGES, pathname)) return pathname as RoutePattern;
  return DYNAMIC.find((d) => d.regex.test(pathname))?.pattern;
}
