import { withIMask } from '@/components/form/lazy-imask';
import { Button } from '@/components/ui/Button';
import { lazyComponent, useLazyOpen } from '@/lib/lazy-component';
import type { Offer } from './InterestDialog';

/** The dialog form (react-hook-form, the form kit) stays out of /anuncios/[id]'s first load; it loads with imask. */
const interestDialog = lazyComponent(withIMask(() => import('./InterestDialog').then((m) => m.InterestDialog)));

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
