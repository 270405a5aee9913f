import type { SessionUser } from '@/features/auth/api';

export interface NavItem {
  href: string;
  label: string;
}

/**
 * The header's navigation by role. Each feature adds its screens here as they land; an entry
 * must point at a route that exists.
 */
export const COMMERCE_NAV: NavItem[] = [{ href: '/vitrine', label: 'Vitrine' }];

export const ADMIN_NAV: NavItem[] = [
  { href: '/admin', label: 'Painel' },
  { href: '/vitrine', label: 'Vitrine' },
];

export function navFor(user: SessionUser): NavItem[] {
  return user.type === 'ADMIN' ? ADMIN_NAV : COMMERCE_NAV;
}

/** `/admin/anuncios/12` is inside `/admin/anuncios`; `/admin` matches only itself. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.href === '/admin' || item.href === '/') return pathname === item.href;
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}
