import { lazyComponent } from '@/lib/lazy-component';

/** The invite and member dialogs, out of the collaborators page's first load (open with useLazyOpen). */
export const lazyInviteDialog = lazyComponent(() => import('./CollaboratorDialogs').then((m) => m.InviteDialog));
export const lazyCollaboratorDialog = lazyComponent(() => import('./CollaboratorDialogs').then((m) => m.CollaboratorDialog));
