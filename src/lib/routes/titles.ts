/**
 * Each page's name in the browser tab, before the app name ('Vitrine · Giro', 'Negociação nº 12 ·
 * Giro'), by the pattern of src/pages: _app renders it from the router, on the server too, so the
 * tab reads right before any data arrives. Typed by the route table: a new page needs its entry.
 * Apart from the table (./table.ts) because every page's first load carries this file: the
 * landing's budget has no room for the audiences and sample ids (docs/architecture.md, "Routes").
 */
import type { RoutePattern } from './table';

type Query = Readonly<Record<string, string | string[] | undefined>>;
/** A page's name, or a function of its address for a record ('Negociação nº 12'). */
type Title = string | ((query: Query) => string) | null;

const numbered = (name: string) => (query: Query) => (typeof query.id === 'string' ? `${name} nº ${query.id}` : name);

const PARTICIPE_TABS: Readonly<Record<string, string>> = { cadastro: 'Cadastro', senha: 'Recuperar senha' };

const PAGE_TITLES: Readonly<Record<RoutePattern, Title>> = {
  // The landing page is the app itself.
  '/': null,
  '/404': 'Página não encontrada',
  '/participe': (query) => (typeof query.aba === 'string' && PARTICIPE_TABS[query.aba]) || 'Entrar',
  '/termos': 'Termos de uso',
  '/privacidade': 'Política de privacidade',

  '/vitrine': 'Vitrine',
  '/anuncios/[id]': numbered('Anúncio'),

  '/meus-anuncios': 'Meus anúncios',
  '/meus-anuncios/novo': 'Novo anúncio',
  '/meus-anuncios/[id]': numbered('Anúncio'),
  '/buscas': 'Buscas',
  '/buscas/minhas': 'Minhas buscas',
  '/buscas/nova': 'Nova busca',
  '/buscas/[id]': numbered('Busca'),
  '/empresas': 'Minhas empresas',
  '/empresas/nova': 'Nova empresa',
  '/empresas/[id]': numbered('Empresa'),
  '/empresas/[id]/colaboradores': 'Colaboradores',
  '/favoritos': 'Favoritos',
  '/interesses': 'Meus interesses',
  '/interesses/recebidos': 'Interesses recebidos',
  '/negociacoes': 'Negociações',
  '/negociacoes/compras': 'Compras',
  '/negociacoes/vendas': 'Vendas',
  '/negociacoes/[id]': numbered('Negociação'),
  '/perfil': 'Meu perfil',

  '/admin': 'Painel administrativo',
  '/admin/administradores': 'Administradores',
  '/admin/administradores/[id]': numbered('Administrador'),
  '/admin/anuncios': 'Anúncios',
  '/admin/anuncios/novo': 'Novo anúncio',
  '/admin/anuncios/aprovacoes': 'Aprovações de anúncios',
  '/admin/anuncios/importar': 'Importar anúncios',
  '/admin/anuncios/[id]': numbered('Anúncio'),
  '/admin/buscas': 'Buscas',
  '/admin/buscas/[id]': numbered('Busca'),
  '/admin/categorias': 'Categorias',
  '/admin/clientes': 'Clientes',
  '/admin/clientes/[id]': numbered('Cliente'),
  '/admin/destaques': 'Destaques',
  '/admin/empresas': 'Empresas',
  '/admin/empresas/nova': 'Nova empresa',
  '/admin/empresas/[id]': numbered('Empresa'),
  '/admin/interesses': 'Interesses',
  '/admin/interesses/[id]': numbered('Interesse'),
  '/admin/negociacoes': 'Negociações',
  '/admin/negociacoes/[id]': numbered('Negociação'),
  '/admin/perfil': 'Meu perfil',
  '/admin/produtos': 'Produtos',
  '/admin/produtos/novo': 'Novo produto',
  '/admin/produtos/[id]': numbered('Produto'),
  '/admin/relatorios': 'Relatórios',
  '/admin/segmentos': 'Segmentos',
  '/admin/subcategorias': 'Subcategorias',
  '/admin/unidades': 'Unidades',
};

/** The page's name for an address of it ('Negociação nº 12'); null for the landing or no such page. */
export function pageTitle(pathname: string, query: Query): string | null {
  const title = Object.hasOwn(PAGE_TITLES, pathname) ? PAGE_TITLES[pathname as RoutePattern] : null;
  return typeof title === 'function' ? title(query) : title;
}

/** The tab's title of the page at `pathname` (the router's pattern): 'Vitrine · Giro', or the app name alone. */
export function documentTitle(appName: string, pathname: string, query: Query): string {
  const page = pageTitle(pathname, query);
  return page ? `${page} · ${appName}` : appName;
}
