/**
 * The app's pages, in one place: every page of src/pages by its pattern (as `router.pathname`
 * names it) with who may open it, and a typed builder per page for links, pushes and redirects
 * (`routes.announcement(12)` → '/anuncios/12'). A unit test keeps this table and src/pages equal
 * both ways; lint refuses a hard-coded app path anywhere else in src/.
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

/** A record id in a path: a number, or the router's string (`'[id]'` gives the pattern itself). */
export type Id = number | string;
/** Query values as links carry them; `undefined`/`null` are left out, arrays repeat the key. */
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Readonly<Record<string, QueryValue>>;

/** `?a=1&b=x` from a query object (URLSearchParams encoding); '' when nothing is left. */
function search(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value as readonly (string | number)[]) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A pattern with its `[param]`s filled (each must be given) and the query appended. */
function build(pattern: RoutePattern, params: Readonly<Record<string, Id>> = {}, query?: Query): string {
  const path = pattern.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routes: ${pattern} needs ${name}`);
    return encodeURIComponent(String(value)).replace(/%5B/g, '[').replace(/%5D/g, ']');
  });
  return `${path}${search(query)}`;
}

const page = (pattern: RoutePattern) => (query?: Query) => build(pattern, {}, query);
const record = (pattern: RoutePattern) => (id: Id, query?: Query) => build(pattern, { id }, query);

/** The tabs of /participe besides the default 'Entrar'. */
export type ParticipeTab = 'entrar' | 'cadastro' | 'senha';

export const routes = {
  home: page('/'),
  notFound: page('/404'),
  /** `redirect`: where to go once signed in (build it with lib/redirect's signInUrl). */
  participe: (query?: Query & { aba?: ParticipeTab; redirect?: string }) => build('/participe', {}, query),
  terms: page('/termos'),
  privacy: page('/privacidade'),

  /** The showcase; the query holds its filters. */
  showcase: page('/vitrine'),
  announcement: record('/anuncios/[id]'),

  myAnnouncements: page('/meus-anuncios'),
  newAnnouncement: page('/meus-anuncios/novo'),
  myAnnouncement: record('/meus-anuncios/[id]'),
  searches: page('/buscas'),
  mySearches: page('/buscas/minhas'),
  newSearch: page('/buscas/nova'),
  search: record('/buscas/[id]'),
  companies: page('/empresas'),
  newCompany: page('/empresas/nova'),
  company: record('/empresas/[id]'),
  collaborators: record('/empresas/[id]/colaboradores'),
  favorites: page('/favoritos'),
  interests: page('/interesses'),
  /** `announcement`: only the interests in that announcement. */
  receivedInterests: (query?: Query & { announcement?: Id }) => build('/interesses/recebidos', {}, query),
  purchases: page('/negociacoes/compras'),
  sales: page('/negociacoes/vendas'),
  negotiation: record('/negociacoes/[id]'),
  profile: page('/perfil'),

  admin: {
    dashboard: page('/admin'),
    admins: page('/admin/administradores'),
    admin: record('/admin/administradores/[id]'),
    announcements: page('/admin/anuncios'),
    newAnnouncement: page('/admin/anuncios/novo'),
    approvals: page('/admin/anuncios/aprovacoes'),
    importAnnouncements: page('/admin/anuncios/importar'),
    announcement: record('/admin/anuncios/[id]'),
    searches: page('/admin/buscas'),
    search: record('/admin/buscas/[id]'),
    categories: page('/admin/categorias'),
    clients: page('/admin/clientes'),
    client: record('/admin/clientes/[id]'),
    featured: page('/admin/destaques'),
    companies: page('/admin/empresas'),
    newCompany: page('/admin/empresas/nova'),
    company: record('/admin/empresas/[id]'),
    interests: page('/admin/interesses'),
    interest: record('/admin/interesses/[id]'),
    negotiations: page('/admin/negociacoes'),
    negotiation: record('/admin/negociacoes/[id]'),
    profile: page('/admin/perfil'),
    products: page('/admin/produtos'),
    newProduct: page('/admin/produtos/novo'),
    product: record('/admin/produtos/[id]'),
    reports: page('/admin/relatorios'),
    segments: page('/admin/segmentos'),
    subCategories: page('/admin/subcategorias'),
    units: page('/admin/unidades'),
  },
} as const;

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
