import type { SessionUser } from '@/features/auth/api';

export interface NavItem {
  href: string;
  label: string;
  /** Other sections the entry stands for (e.g. 'Catálogo' → its five screens). */
  activeFor?: string[];
}

/**
 * The header's navigation by role. Each feature adds its screens here as they land; an entry
 * must point at a route that exists.
 */
export const COMMERCE_NAV: NavItem[] = [
  { href: '/vitrine', label: 'Vitrine' },
  { href: '/meus-anuncios', label: 'Meus anúncios' },
  { href: '/buscas', label: 'Buscas' },
  { href: '/negociacoes/compras', label: 'Negociações', activeFor: ['/negociacoes'] },
  { href: '/favoritos', label: 'Favoritos' },
  { href: '/interesses', label: 'Interesses' },
  { href: '/empresas', label: 'Empresas' },
];

export const ADMIN_NAV: NavItem[] = [
  // No 'Vitrine' here: admins work on announcements in 'Anúncios' (the showcase stays open to them
  // at /vitrine), and nine entries are what fits at 1024 px.
  { href: '/admin', label: 'Painel' },
  { href: '/admin/anuncios', label: 'Anúncios', activeFor: ['/admin/destaques'] },
  {
    href: '/admin/produtos',
    label: 'Catálogo',
    activeFor: ['/admin/segmentos', '/admin/categorias', '/admin/subcategorias', '/admin/unidades'],
  },
  // Negotiations, searches and interest items share one entry and a tab bar (header width at 1024 px).
  { href: '/admin/negociacoes', label: 'Negócios', activeFor: ['/admin/buscas', '/admin/interesses'] },
  { href: '/admin/clientes', label: 'Clientes' },
  { href: '/admin/empresas', label: 'Empresas' },
  { href: '/admin/administradores', label: 'Administradores' },
  { href: '/admin/relatorios', label: 'Relatórios' },
];

/** The profile sits with the user's name, beside 'Sair' (not in the section list). */
export function profileHref(user: SessionUser): string {
  return user.type === 'ADMIN' ? '/admin/perfil' : '/perfil';
}

export function navFor(user: SessionUser): NavItem[] {
  return user.type === 'ADMIN' ? ADMIN_NAV : COMMERCE_NAV;
}

/** `/admin/anuncios/12` is inside `/admin/anuncios`; `/admin` matches only itself. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.href === '/admin' || item.href === '/') return pathname === item.href;
  return [item.href, ...(item.activeFor ?? [])].some((href) => pathname === href || pathname.startsWith(`${href}/`));
}
