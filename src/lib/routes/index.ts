/**
 * The app's pages, each declared once: its pattern (as `router.pathname` names it), who may open
 * it, and the typed builder links, pushes and redirects use (`routes.announcement(12)` →
 * '/anuncios/12'). The guards, the lint rule against hand-written paths and the tests read the
 * pages from here (./table.ts lists them); each page's tab title is in its own file (`Page.title`,
 * src/layouts/page.ts). Lint refuses a hard-coded app path anywhere else in src/.
 */

/**
 * Who may open a page: `public` needs no session (landing, sign-in, legal texts, 404); `ANY` is
 * any signed-in user; `COMMERCE` and `ADMIN` one user type (the route guard sends the other home).
 */
export type Audience = 'public' | 'ANY' | 'COMMERCE' | 'ADMIN';

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
function build(pattern: string, params: Readonly<Record<string, Id>> = {}, query?: Query): string {
  const path = pattern.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routes: ${pattern} needs ${name}`);
    return encodeURIComponent(String(value)).replace(/%5B/g, '[').replace(/%5D/g, ']');
  });
  return `${path}${search(query)}`;
}

/** A builder with the page it builds: its pattern and who may open it. */
export interface PageDeclaration<P extends string = string> {
  readonly pattern: P;
  readonly audience: Audience;
}
/** A page whose builder takes a query of its own (its tabs, a filter): `build` fills it. */
const declare = <const P extends string, B extends (...args: never[]) => string>(pattern: P, audience: Audience, builder: B): B & PageDeclaration<P> =>
  Object.assign(builder, { pattern, audience });
const page = <const P extends string>(pattern: P, audience: Audience) => declare(pattern, audience, (query?: Query) => build(pattern, {}, query));
const record = <const P extends `${string}[id]${string}`>(pattern: P, audience: Audience) =>
  declare(pattern, audience, (id: Id, query?: Query) => build(pattern, { id }, query));

/** The tabs of /participe besides the default 'Entrar'. */
export type ParticipeTab = 'entrar' | 'cadastro' | 'senha';

export const routes = {
  home: page('/', 'public'),
  notFound: page('/404', 'public'),
  /** `redirect`: where to go once signed in (build it with lib/redirect's signInUrl). */
  participe: declare('/participe', 'public', (query?: Query & { aba?: ParticipeTab; redirect?: string }) => build('/participe', {}, query)),
  terms: page('/termos', 'public'),
  privacy: page('/privacidade', 'public'),

  /** The showcase; the query holds its filters. */
  showcase: page('/vitrine', 'ANY'),
  announcement: record('/anuncios/[id]', 'ANY'),

  myAnnouncements: page('/meus-anuncios', 'COMMERCE'),
  newAnnouncement: page('/meus-anuncios/novo', 'COMMERCE'),
  myAnnouncement: record('/meus-anuncios/[id]', 'COMMERCE'),
  searches: page('/buscas', 'COMMERCE'),
  mySearches: page('/buscas/minhas', 'COMMERCE'),
  newSearch: page('/buscas/nova', 'COMMERCE'),
  search: record('/buscas/[id]', 'COMMERCE'),
  companies: page('/empresas', 'COMMERCE'),
  newCompany: page('/empresas/nova', 'COMMERCE'),
  company: record('/empresas/[id]', 'COMMERCE'),
  collaborators: record('/empresas/[id]/colaboradores', 'COMMERCE'),
  favorites: page('/favoritos', 'COMMERCE'),
  interests: page('/interesses', 'COMMERCE'),
  /** `announcement`: only the interests in that announcement. */
  receivedInterests: declare('/interesses/recebidos', 'COMMERCE', (query?: Query & { announcement?: Id }) => build('/interesses/recebidos', {}, query)),
  /** Opens Vendas when the user's companies have sales, else Compras (docs/deal/negotiations.md). */
  negotiations: page('/negociacoes', 'COMMERCE'),
  purchases: page('/negociacoes/compras', 'COMMERCE'),
  sales: page('/negociacoes/vendas', 'COMMERCE'),
  negotiation: record('/negociacoes/[id]', 'COMMERCE'),
  profile: page('/perfil', 'COMMERCE'),

  admin: {
    dashboard: page('/admin', 'ADMIN'),
    admins: page('/admin/administradores', 'ADMIN'),
    admin: record('/admin/administradores/[id]', 'ADMIN'),
    announcements: page('/admin/anuncios', 'ADMIN'),
    newAnnouncement: page('/admin/anuncios/novo', 'ADMIN'),
    approvals: page('/admin/anuncios/aprovacoes', 'ADMIN'),
    importAnnouncements: page('/admin/anuncios/importar', 'ADMIN'),
    announcement: record('/admin/anuncios/[id]', 'ADMIN'),
    searches: page('/admin/buscas', 'ADMIN'),
    search: record('/admin/buscas/[id]', 'ADMIN'),
    categories: page('/admin/categorias', 'ADMIN'),
    clients: page('/admin/clientes', 'ADMIN'),
    client: record('/admin/clientes/[id]', 'ADMIN'),
    featured: page('/admin/destaques', 'ADMIN'),
    companies: page('/admin/empresas', 'ADMIN'),
    newCompany: page('/admin/empresas/nova', 'ADMIN'),
    company: record('/admin/empresas/[id]', 'ADMIN'),
    interests: page('/admin/interesses', 'ADMIN'),
    interest: record('/admin/interesses/[id]', 'ADMIN'),
    negotiations: page('/admin/negociacoes', 'ADMIN'),
    negotiation: record('/admin/negociacoes/[id]', 'ADMIN'),
    profile: page('/admin/perfil', 'ADMIN'),
    products: page('/admin/produtos', 'ADMIN'),
    newProduct: page('/admin/produtos/novo', 'ADMIN'),
    product: record('/admin/produtos/[id]', 'ADMIN'),
    reports: page('/admin/relatorios', 'ADMIN'),
    segments: page('/admin/segmentos', 'ADMIN'),
    subCategories: page('/admin/subcategorias', 'ADMIN'),
    units: page('/admin/unidades', 'ADMIN'),
  },
} as const;


type PatternOf<T> = T extends PageDeclaration<infer P> ? P : { [K in keyof T]: PatternOf<T[K]> }[keyof T];
/** Every page's pattern, as declared above ('/vitrine', '/admin/empresas/[id]', …). */
export type RoutePattern = PatternOf<typeof routes>;
