import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { RowLink } from '@/components/table/RowLink';
import { useOpenNegotiationFromInterest } from '@/features/negotiations/queries';
import type { ReceivedInterest } from '../api';
import { ContactDialog } from './ContactDialog';
import { routes } from '@/lib/routes';

/** Opens a negotiation from the interest (quantity from it, the announced price) and goes to it. */
function OpenNegotiationButton({ item }: { item: ReceivedInterest }) {
  const router = useRouter();
  const open = useOpenNegotiationFromInterest();
  return (
    <Button
      variant="outline"
      size="sm"
      loading={open.isPending}
      aria-label={`Abrir negociação com ${item.customer.name}`}
      // Awaited, not mutate's own onSuccess: the lists refetch before it would run, the row then
      // has its negotiation and this button is gone, and React Query skips the callbacks of an
      // unmounted caller (CI saw the page stay put). A refusal (already open, not enough left)
      // is toasted by the mutation cache.
      onClick={() =>
        open.mutateAsync(item.id).then(
          (negotiation) => router.push(routes.negotiation(negotiation.id)),
          () => undefined,
        )
      }
    >
      Abrir negociação
    </Button>
  );
}

/** The row actions of 'Interesses recebidos': the buyer's contact, and its negotiation (open or to open). */
export function ReceivedActions({ item }: { item: ReceivedInterest }) {
  const [contact, setContact] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setContact(true)} aria-label={`Ver contato de ${item.customer.name}`}>
        Ver contato
      </Button>
      {item.negotiationId !== null ? (
        <RowLink href={routes.negotiation(item.negotiationId)} label={`Ver negociação nº ${item.negotiationId}`}>Ver negociação</RowLink>
      ) : (
        <OpenNegotiationButton item={item} />
      )}
      <ContactDialog item={item} open={contact} onClose={() => setContact(false)} />
    </>
  );
}
