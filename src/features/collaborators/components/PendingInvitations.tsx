import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DetailCard } from '@/components/ui/DetailCard';
import { QueryLoadFailure } from '@/components/ui/LoadFailure';
import { Badge, StatusBadge } from '@/components/ui/StatusBadge';
import { formatDate } from '@/lib/format';
import type { CompanyInvitation } from '../api';
import { useCancelInvitation, useCompanyInvitations } from '../queries';

/**
 * The company's invitations to people who already have an account: 'Convite pendente' until they
 * accept (then they are in the members' list) or decline. The owner and company admins cancel
 * them; other members see them. Nothing shows while there are none.
 */
export function PendingInvitations({ companyId, companyName, canManage, enabled }: { companyId: number; companyName: string; canManage: boolean; enabled: boolean }) {
  const query = useCompanyInvitations(companyId, enabled);
  const cancel = useCancelInvitation(companyId);
  const [cancelling, setCancelling] = useState<CompanyInvitation | null>(null);

  if (query.isError) return <QueryLoadFailure query={query} what="os convites pendentes" className="mt-6" />;
  if (!query.data?.length) return null;
  return (
    <DetailCard title="Convites pendentes" className="mt-6">
      <p className="mb-2 text-sm text-slate-600">Estas pessoas já têm conta no Giro e passam a fazer parte da empresa quando aceitarem o convite.</p>
      <ul className="divide-y divide-slate-200">
        {query.data.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="flex flex-col">
              <span className="font-medium text-slate-900">{invitation.name}</span>
              <span className="text-sm text-slate-600">{invitation.email}</span>
            </span>
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge kind="companyRole" status={invitation.role} />
              <Badge tone="warning">Convite pendente</Badge>
              <span className="text-xs text-slate-600">Enviado em {formatDate(invitation.createdAt)}</span>
              {canManage ? (
                <Button variant="ghost-danger" size="sm" onClick={() => setCancelling(invitation)} aria-label={`Cancelar convite de ${invitation.email}`}>
                  Cancelar convite
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancelar convite"
        description={cancelling ? `${cancelling.email} não poderá mais aceitar o convite para ${companyName}.` : undefined}
        confirmLabel="Cancelar convite"
        cancelLabel="Voltar"
        tone="danger"
        onConfirm={() => (cancelling ? cancel.mutateAsync(cancelling.id) : undefined)}
        onClose={() => setCancelling(null)}
      />
    </DetailCard>
  );
}
