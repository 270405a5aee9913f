import { lazyComponent } from '@/lib/lazy-component';

/**
 * The "Reprovar" dialog (`RejectDialog`), kept out of the approval screens' first load: it brings
 * react-hook-form and the form kit, and most visits only approve. Open it with `useLazyOpen`.
 */
export const lazyRejectDialog = lazyComponent(() => import('./RejectDialog').then((m) => m.RejectDialog));
