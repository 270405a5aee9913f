/**
 * The app's pages by pattern (as `router.pathname` names them) with who may open each: the table
 * the guards read (features/auth/routing.ts) and the tests walk. Kept apart from the builders
 * (./index.ts), which every link imports, so that a page's first load carries only those.
 * A unit test keeps this table and src/pages equal both ways.
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

export interface RouteEntry {
  pattern: RoutePattern;
  audience: Audience;
  /** An address of the page, its ids set to 1 (tests open or match it). */
  sample: string;
}

const PATTERNS = Object.keys(PAGES) as RoutePattern[];

/** Every page, in the table's order. */
export const ROUTE_LIST: readonly RouteEntry[] = PATTERNS.map((pattern) => ({
  pattern,
  audience: PAGES[pattern],
  sample: pattern.replace(/\[\w+\]/g, '1'),
}));

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
