import type { SessionUser } from './api';

export type Audience = 'ADMIN' | 'COMMERCE' | 'ANY';

/** Where a user lands after sign-in (DESIGN.md §8). */
export function landingPath(user: SessionUser, hasCompany: boolean): string {
  if (user.type === 'ADMIN') return '/admin';
  return hasCompany ? '/vitrine' : '/empresas/nova';
}

/** Pages anyone reads, signed in or not (the landing page and the legal documents). */
export const PUBLIC_PATHS: readonly string[] = ['/', '/termos', '/privacidade'];

/** Which users may open a path: /admin/* is ADMIN only; /vitrine, /anuncios/* and the public pages are for both. */
export function audienceOf(path: string): Audience {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'ADMIN';
  if (pathname === '/vitrine' || pathname.startsWith('/anuncios/') || PUBLIC_PATHS.includes(pathname)) return 'ANY';
  return 'COMMERCE';
}

export function canOpen(user: SessionUser, path: string): boolean {
  const audience = audienceOf(path);
  return audience === 'ANY' || audience === user.type;
}

/** The home of a user type, where a refused visit is sent. */
export function homeOf(user: SessionUser): string {
  return user.type === 'ADMIN' ? '/admin' : '/vitrine';
}
