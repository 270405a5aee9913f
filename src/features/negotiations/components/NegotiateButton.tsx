import { withIMask } from '@/components/form/lazy-imask';
import { Button } from '@/components/ui/Button';
import { lazyComponent, useLazyOpen } from '@/lib/lazy-component';
import type { Offer } from './NegotiateDialog';

/** The proposal form (react-hook-form, the form kit) stays out of /anuncios/[id]'s first load; it loads with imask. */
const negotiateDialog = lazyComponent(withIMask(() => import('./NegotiateDialog').then((m) => m.NegotiateDialog)));

/** 'Negociar' on /anuncios/[id]: opens the proposal form (`POST /negotiation`). */
export function NegotiateButton({ announcement }: { announcement: Offer }) {
  const dialog = useLazyOpen(negotiateDialog);
  return (
    <>
      <Button {...dialog.openerProps}>
        Negociar
      </Button>
      {dialog.Component ? <dialog.Component announcement={announcement} onClose={dialog.close} /> : null}
    </>
  );
}
