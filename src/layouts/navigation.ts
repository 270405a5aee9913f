import type { SessionUser } from '@/features/auth/api';
import { routes } from '@/lib/routes';

export interface NavItem {
  href: string;
  label: string;
  /** Other pages (and the pages below them) the entry stands for (e.g. 'Catálogo' → its five screens). */
  activeFor?: string[];
}

/**
 * The header's navigation by role. Each feature adds its screens here as they land; an entry
 * must point at a route that exists.
 */
export const COMMERCE_NAV: NavItem[] = [
  { href: routes.showcase(), label: 'Vitrine' },
  { href: routes.myAnnouncements(), label: 'Meus anúncios' },
  { href: routes.searches(), label: 'Buscas' },
  // '/negociacoes' opens Vendas when the user's companies have sales, else Compras (docs/deal/negotiations.md).
  { href: routes.negotiations(), label: 'Negociações', activeFor: [routes.purchases(), routes.sales(), routes.negotiation('[id]')] },
  { href: routes.favorites(), label: 'Favoritos' },
  { href: routes.interests(), label: 'Interesses' },
  { href: routes.companies(), label: 'Empresas' },
];

export const ADMIN_NAV: NavItem[] = [
  // No 'Vitrine' here: admins work on announcements in 'Anúncios' (the showcase stays open to them
  // at /vitrine), and nine entries are what fits at 1024 px.
  { href: routes.admin.dashboard(), label: 'Painel' },
  { href: routes.admin.announcements(), label: 'Anúncios', activeFor: [routes.admin.featured()] },
  {
    href: routes.admin.products(),
    label: 'Catálogo',
    activeFor: [routes.admin.segments(), routes.admin.categories(), routes.admin.subCategories(), routes.admin.units()],
  },
  // Negotiations, searches and interest items share one entry and a tab bar (header width at 1024 px).
  { href: routes.admin.negotiations(), label: 'Negócios', activeFor: [routes.admin.searches(), routes.admin.interests()] },
  { href: routes.admin.clients(), label: 'Clientes' },
  { href: routes.admin.companies(), label: 'Empresas' },
  { href: routes.admin.admins(), label: 'Administradores' },
  { href: routes.admin.reports(), label: 'Relatórios' },
];

/** The profile sits with the user's name, beside 'Sair' (not in the section list). */
export function profileHref(user: SessionUser): string {
  return user.type === 'ADMIN' ? routes.admin.profile() : routes.profile();
}

export function navFor(user: SessionUser): NavItem[] {
  return user.type === 'ADMIN' ? ADMIN_NAV : COMMERCE_NAV;
}

/** `/admin/anuncios/12` is inside `/admin/anuncios`; `/admin` matches only itself. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.href === routes.admin.dashboard() || item.href === routes.home()) return pathname === item.href;
  return [item.href, ...(item.activeFor ?? [])].some((href) => pathname === href || pathname.startsWith(`${href}/`));
}
