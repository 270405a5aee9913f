import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DetailCard } from '@/components/ui/DetailCard';
import { QueryLoadFailure } from '@/components/ui/LoadFailure';
import { COMPANY_ROLE } from '@/lib/status';
import type { ReceivedInvitation } from '../api';
import { useAcceptInvitation, useDeclineInvitation, useReceivedInvitations } from '../queries';

function invitationText(invitation: ReceivedInvitation): string {
  const role = COMPANY_ROLE[invitation.role].label;
  return invitation.invitedBy ? `${invitation.invitedBy} convidou você para participar como ${role}.` : `Convite para participar como ${role}.`;
}

/**
 * 'Convites recebidos' on /empresas: companies that invited the user, who joins only by accepting
 * (docs/security.md). Declining asks first. Nothing shows while there are none.
 */
export function ReceivedInvitations() {
  const query = useReceivedInvitations();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [declining, setDeclining] = useState<ReceivedInvitation | null>(null);

  if (query.isError) return <QueryLoadFailure query={query} what="os convites recebidos" className="mb-6" />;
  if (!query.data?.length) return null;
  return (
    <DetailCard title="Convites recebidos" className="mb-6 border-sky-300">
      <ul className="divide-y divide-slate-200">
        {query.data.map((invitation) => {
          const name = invitation.company.companyName;
          const accepting = accept.isPending && accept.variables?.id === invitation.id;
          return (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="flex flex-col">
                <span className="font-medium text-slate-900">{name}</span>
                <span className="text-sm text-slate-600">{invitationText(invitation)}</span>
              </span>
              <span className="flex gap-2">
                <Button size="sm" loading={accepting} disabled={accept.isPending} onClick={() => accept.mutate({ id: invitation.id, companyName: name })} aria-label={`Aceitar convite de ${name}`}>
                  Aceitar
                </Button>
                <Button size="sm" variant="outline" disabled={accept.isPending} onClick={() => setDeclining(invitation)} aria-label={`Recusar convite de ${name}`}>
                  Recusar
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={declining !== null}
        title="Recusar convite"
        description={declining ? `Você não fará parte de ${declining.company.companyName}. A empresa poderá convidar você de novo.` : undefined}
        confirmLabel="Recusar"
        tone="danger"
        onConfirm={() => (declining ? decline.mutateAsync(declining.id) : undefined)}
        onClose={() => setDeclining(null)}
      />
    </DetailCard>
  );
}
