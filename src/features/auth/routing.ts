import { routes } from '@/lib/routes';
import { matchRoute, PAGES } from '@/lib/routes/table';
import type { SessionUser } from './api';

export type Audience = 'ADMIN' | 'COMMERCE' | 'ANY';

/** Where a user lands after sign-in (docs/product/screens.md). */
export function landingPath(user: SessionUser, hasCompany: boolean): string {
  if (user.type === 'ADMIN') return routes.admin.dashboard();
  return hasCompany ? routes.showcase() : routes.newCompany();
}

/**
 * Which users may open a path or pattern, from the route registry (src/lib/routes/table.ts): public
 * pages and `ANY` are for both. A path no page serves (the 404 answers it) keeps the old rule:
 * under /admin for admins, anything else for COMMERCE.
 */
export function audienceOf(path: string): Audience {
  const pattern = matchRoute(path);
  if (pattern) {
    const audience = PAGES[pattern];
    return audience === 'public' ? 'ANY' : audience;
  }
  const pathname = path.split(/[?#]/)[0] ?? '';
  const admin = routes.admin.dashboard();
  return pathname === admin || pathname.startsWith(`${admin}/`) ? 'ADMIN' : 'COMMERCE';
}

export function canOpen(user: SessionUser, path: string): boolean {
  const audience = audienceOf(path);
  return audience === 'ANY' || audience === user.type;
}

/** The home of a user type, where a refused visit is sent. */
export function homeOf(user: SessionUser): string {
  return user.type === 'ADMIN' ? routes.admin.dashboard() : routes.showcase();
}
