/**
 * The app's pages by pattern (as `router.pathname` names them), each registered once: who may
 * open it (the guards read it: features/auth/routing.ts), its name in the browser tab (_app
 * renders it from the router, on the server too) and, for a record's page, the id tests open.
 * The lint rule against hand-written paths and the accessibility suite read it too.
 * Kept apart from the builders (./index.ts), which every link imports. A unit test keeps this
 * table and src/pages equal both ways.
 */

/**
 * Who may open a page: `public` needs no session (landing, sign-in, legal texts, 404); `ANY` is
 * any signed-in user; `COMMERCE` and `ADMIN` one user type (the route guard sends the other home).
 */
export type Audience = 'public' | 'ANY' | 'COMMERCE' | 'ADMIN';

export type Query = Readonly<Record<string, string | string[] | undefined>>;
/** A page's name in the tab, or a function of its address ('Negociação nº 12'); null: the app name alone. */
export type Title = string | ((query: Query) => string) | null;

/** A record's page: its title and `sampleId`, a record the seed holds (src/mocks/db/seed.ts) that tests open. */
interface RecordPage {
  title: Title;
  sampleId: number;
}

export interface Page {
  audience: Audience;
  title: Title;
  sampleId?: number;
}

const numbered = (name: string) => (query: Query) => (typeof query.id === 'string' ? `${name} nº ${query.id}` : name);
/** A record's page titled '<name> nº <id>'. */
const record = (name: string, sampleId: number): RecordPage => ({ title: numbered(name), sampleId });

/** A page with an `[id]` must be declared as a record's page (with its sample id): tsc says which. */
type SampleIds<T> = { [K in keyof T]: K extends `${string}[${string}` ? RecordPage : unknown };

/** One audience's pages: pattern → its title, or `record(...)` for a record's page. */
function pages<const T extends Record<string, Title | RecordPage>>(audience: Audience, declared: T & SampleIds<T>): Record<keyof T, Page> {
  const entries = Object.entries(declared).map(([pattern, page]) => [
    pattern,
    page !== null && typeof page === 'object' ? { audience, ...page } : { audience, title: page },
  ]);
  return Object.fromEntries(entries) as Record<keyof T, Page>;
}

const PARTICIPE_TABS: Readonly<Record<string, string>> = { cadastro: 'Cadastro', senha: 'Recuperar senha' };

export const PAGES = {
  ...pages('public', {
    // The landing page is the app itself.
    '/': null,
    '/404': 'Página não encontrada',
    '/participe': (query) => (typeof query.aba === 'string' && PARTICIPE_TABS[query.aba]) || 'Entrar',
    '/termos': 'Termos de uso',
    '/privacidade': 'Política de privacidade',
  }),

  ...pages('ANY', {
    '/vitrine': 'Vitrine',
    '/anuncios/[id]': record('Anúncio', 1),
  }),

  ...pages('COMMERCE', {
    '/meus-anuncios': 'Meus anúncios',
    '/meus-anuncios/novo': 'Novo anúncio',
    '/meus-anuncios/[id]': record('Anúncio', 1),
    '/buscas': 'Buscas',
    '/buscas/minhas': 'Minhas buscas',
    '/buscas/nova': 'Nova busca',
    '/buscas/[id]': record('Busca', 1),
    '/empresas': 'Minhas empresas',
    '/empresas/nova': 'Nova empresa',
    '/empresas/[id]': record('Empresa', 1),
    '/empresas/[id]/colaboradores': { title: 'Colaboradores', sampleId: 1 },
    '/favoritos': 'Favoritos',
    '/interesses': 'Meus interesses',
    '/interesses/recebidos': 'Interesses recebidos',
    '/negociacoes': 'Negociações',
    '/negociacoes/compras': 'Compras',
    '/negociacoes/vendas': 'Vendas',
    '/negociacoes/[id]': record('Negociação', 2),
    '/perfil': 'Meu perfil',
  }),

  ...pages('ADMIN', {
    '/admin': 'Painel administrativo',
    '/admin/administradores': 'Administradores',
    '/admin/administradores/[id]': record('Administrador', 2),
    '/admin/anuncios': 'Anúncios',
    '/admin/anuncios/novo': 'Novo anúncio',
    '/admin/anuncios/aprovacoes': 'Aprovações de anúncios',
    '/admin/anuncios/importar': 'Importar anúncios',
    '/admin/anuncios/[id]': record('Anúncio', 1),
    '/admin/buscas': 'Buscas',
    '/admin/buscas/[id]': record('Busca', 2),
    '/admin/categorias': 'Categorias',
    '/admin/clientes': 'Clientes',
    '/admin/clientes/[id]': record('Cliente', 3),
    '/admin/destaques': 'Destaques',
    '/admin/empresas': 'Empresas',
    '/admin/empresas/nova': 'Nova empresa',
    '/admin/empresas/[id]': record('Empresa', 7),
    '/admin/interesses': 'Interesses',
    '/admin/interesses/[id]': record('Interesse', 1),
    '/admin/negociacoes': 'Negociações',
    '/admin/negociacoes/[id]': record('Negociação', 1),
    '/admin/perfil': 'Meu perfil',
    '/admin/produtos': 'Produtos',
    '/admin/produtos/novo': 'Novo produto',
    '/admin/produtos/[id]': record('Produto', 1),
    '/admin/relatorios': 'Relatórios',
    '/admin/segmentos': 'Segmentos',
    '/admin/subcategorias': 'Subcategorias',
    '/admin/unidades': 'Unidades',
  }),
};

export type RoutePattern = keyof typeof PAGES;

const PATTERNS = Object.keys(PAGES) as RoutePattern[];

/** The page's name for an address of it ('Negociação nº 12'), or null (the landing, or no such page). */
function pageTitle(pattern: string, query: Query): string | null {
  if (!Object.hasOwn(PAGES, pattern)) return null;
  const { title } = PAGES[pattern as RoutePattern];
  return typeof title === 'function' ? title(query) : title;
}

/** The tab's title of the page at `pathname` (the router's pattern): 'Vitrine · Giro', or the app name alone. */
export function documentTitle(appName: string, pathname: string, query: Query): string {
  const page = pageTitle(pathname, query);
  return page ? `${page} · ${appName}` : appName;
}

export interface RouteEntry extends Page {
  pattern: RoutePattern;
  /** An address of the page, its id the sample's (tests open or match it). */
  sample: string;
}

/** Every page, in the table's order. */
export const ROUTE_LIST: readonly RouteEntry[] = PATTERNS.map((pattern) => ({
  pattern,
  ...PAGES[pattern],
  sample: pattern.replace(/\[\w+\]/g, String(PAGES[pattern].sampleId)),
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
