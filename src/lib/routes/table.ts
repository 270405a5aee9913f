/**
 * The app's pages by pattern (as `router.pathname` names them), each registered once, under who
 * may open it: its name in the browser tab and, for a record's page, the id tests open. _app
 * renders the tab title from it on every page, on the server too; the guards
 * (features/auth/routing.ts), the lint rule against hand-written paths and the accessibility
 * suite read it through ./match.ts. Kept apart from the builders (./index.ts), which every link
 * imports, and from ./match.ts, which only the guards need: every page's first load carries
 * this file. A unit test keeps this table and src/pages equal both ways.
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
type Declarations = Record<Audience, Record<string, Title | RecordPage>>;

/** The table as declared, checked for sample ids. */
const registry = <const T extends Declarations>(table: T & { [A in keyof T]: SampleIds<T[A]> }): T => table;

const PARTICIPE_TABS: Readonly<Record<string, string>> = { cadastro: 'Cadastro', senha: 'Recuperar senha' };

/** Every page under its audience: pattern → its tab title, or `record(...)` for a record's page. */
export const PAGES = registry({
  public: {
    // The landing page is the app itself.
    '/': null,
    '/404': 'Página não encontrada',
    '/participe': (query) => (typeof query.aba === 'string' && PARTICIPE_TABS[query.aba]) || 'Entrar',
    '/termos': 'Termos de uso',
    '/privacidade': 'Política de privacidade',
  },

  ANY: {
    '/vitrine': 'Vitrine',
    '/anuncios/[id]': record('Anúncio', 1),
  },

  COMMERCE: {
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
  },

  ADMIN: {
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
  },
});

type Declared = typeof PAGES;
export type RoutePattern = { [A in Audience]: keyof Declared[A] & string }[Audience];
const AUDIENCES = Object.keys(PAGES) as Audience[];

/** A page's entry (its audience, title and sample id), or undefined for a pattern no page has. */
export function pageOf(pattern: string): Page | undefined {
  for (const audience of AUDIENCES) {
    const group: Readonly<Record<string, Title | RecordPage>> = PAGES[audience];
    if (!Object.hasOwn(group, pattern)) continue;
    const page = group[pattern] ?? null;
    return page !== null && typeof page === 'object' ? { audience, ...page } : { audience, title: page };
  }
  return undefined;
}

/** The tab's title of the page at `pathname` (the router's pattern): 'Vitrine · Giro', or the app name alone. */
export function documentTitle(appName: string, pathname: string, query: Query): string {
  const title = pageOf(pathname)?.title ?? null;
  const page = typeof title === 'function' ? title(query) : title;
  return page ? `${page} · ${appName}` : appName;
}
