import { loadIMask } from '@/components/form/lazy-imask';
import { Button } from '@/components/ui/Button';
import { lazyComponent, useLazyOpen } from '@/lib/lazy-component';
import type { Offer } from './InterestDialog';

/**
 * The dialog form (react-hook-form, the form kit) stays out of /anuncios/[id]'s first load. It loads
 * with the mask engine of its number fields, so it opens ready to type in (without imask, should
 * that fail to load, the fields are plain inputs that work too).
 */
const interestDialog = lazyComponent(() => Promise.all([import('./InterestDialog'), loadIMask().catch(() => null)]).then(([m]) => m.InterestDialog));

/** 'Tenho interesse' on /anuncios/[id] (`POST /interest-items`: quantity wanted and a message). */
export function InterestButton({ announcement }: { announcement: Offer }) {
  const dialog = useLazyOpen(interestDialog);
  return (
    <>
      <Button variant="outline" {...dialog.openerProps}>
        Tenho interesse
      </Button>
      {dialog.Component ? <dialog.Component announcement={announcement} onClose={dialog.close} /> : null}
    </>
  );
}
