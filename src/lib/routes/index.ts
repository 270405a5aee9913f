/**
 * A typed builder per page of src/pages for links, pushes and redirects
 * (`routes.announcement(12)` → '/anuncios/12'); the pages and who may open them are in
 * ./table.ts. Lint refuses a hard-coded app path anywhere else in src/.
 */
import type { RoutePattern } from './table';

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
  /** Opens Vendas when the user's companies have sales, else Compras (docs/deal/negotiations.md). */
  negotiations: page('/negociacoes'),
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

