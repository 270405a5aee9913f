import { lazyComponent } from '@/lib/lazy-component';

/** The invite dialog, out of the admins list's first load (open with useLazyOpen). */
export const lazyInviteAdminDialog = lazyComponent(() => import('./InviteAdminDialog').then((m) => m.InviteAdminDialog));
