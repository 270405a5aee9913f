import Link from 'next/link';
import { withIMask } from '@/components/form/lazy-imask';
import { Button, buttonClass } from '@/components/ui/Button';
import { lazyComponent, useLazyOpen } from '@/lib/lazy-component';
import { useMyInterestIn } from '../queries';
import type { Offer } from './InterestDialog';
import { routes } from '@/lib/routes';

/** The dialog form (react-hook-form, the form kit) stays out of /anuncios/[id]'s first load; it loads with imask. */
const interestDialog = lazyComponent(withIMask(() => import('./InterestDialog').then((m) => m.InterestDialog)));

/**
 * 'Tenho interesse' on /anuncios/[id] (`POST /interest-items`: quantity wanted and a message). Once
 * the caller registered one for this announcement (`GET /interest-items/me?scope=mine&announcement=`)
 * it reads 'Interesse registrado' and leads to 'Meus interesses', so nobody fills the form in vain.
 */
export function InterestButton({ announcement }: { announcement: Offer }) {
  const dialog = useLazyOpen(interestDialog);
  const registered = useMyInterestIn(announcement.id);
  return (
    <>
      {registered.data ? (
        <Link href={routes.interests()} className={buttonClass({ variant: 'ghost' })} title="Ver em Meus interesses">
          <span aria-hidden="true">✓</span>
          Interesse registrado
        </Link>
      ) : (
        <Button variant="outline" {...dialog.openerProps}>
          Tenho interesse
        </Button>
      )}
      {dialog.Component ? <dialog.Component announcement={announcement} onClose={dialog.close} /> : null}
    </>
  );
}
