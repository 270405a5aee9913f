import { loadIMask } from '@/components/form/lazy-imask';
import { Button } from '@/components/ui/Button';
import { lazyComponent, useLazyOpen } from '@/lib/lazy-component';
import type { Offer } from './NegotiateDialog';

/**
 * The proposal form (react-hook-form, the form kit) stays out of /anuncios/[id]'s first load. It loads
 * with the mask engine of its number fields, so it opens ready to type in (without imask, should
 * that fail to load, the fields are plain inputs that work too).
 */
const negotiateDialog = lazyComponent(() => Promise.all([import('./NegotiateDialog'), loadIMask().catch(() => null)]).then(([m]) => m.NegotiateDialog));

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
