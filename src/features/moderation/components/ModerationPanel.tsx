import { useState } from 'react';
import { lazyRejectDialog } from '@/components/form/lazy-reject-dialog';
import { MODERATION_REASON_MESSAGE } from '@/lib/validators/common';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DetailCard } from '@/components/ui/DetailCard';
import { useLazyOpen } from '@/lib/lazy-component';
import { useAnnouncement } from '@/features/announcements/queries';
import { useCompanyDeferral } from '@/features/companies/queries';
import { useSearchDeferral } from '@/features/searches/queries';
import type { DecisionSubjectKind } from '../api';
import { useModerate } from '../queries';

type ReasonAction = 'SUSPEND' | 'RETURN_TO_REVIEW';

/** What each subject is called in the dialogs, and its status now (read from its own feature's cached detail). */
function useSubject(kind: DecisionSubjectKind, id: number) {
  const company = useCompanyDeferral(kind === 'company' ? id : undefined);
  const announcement = useAnnouncement(kind === 'announcement' ? id : null);
  const search = useSearchDeferral(kind === 'search' ? id : null);
  if (kind === 'company') return company.data && { status: company.data.status, name: `a empresa “${company.data.companyName}”`, reason: company.data.suspensionReason };
  if (kind === 'announcement') return announcement.data && { status: announcement.data.status, name: `o anúncio “${announcement.data.title}”`, reason: null };
  return search.data && { status: search.data.active ? search.data.status : 'INACTIVE', name: `a busca nº ${search.data.id}`, reason: null };
}

const DIALOGS: Record<ReasonAction, { title: string; submitLabel: string; submittingLabel: string; reasonLabel: string; effect: string }> = {
  SUSPEND: {
    title: 'Suspender empresa',
    submitLabel: 'Suspender',
    submittingLabel: 'Suspendendo...',
    reasonLabel: 'Motivo da suspensão',
    effect: 'Os anúncios saem da vitrine, novas negociações são recusadas e as abertas só podem ser canceladas. Os membros veem o motivo.',
  },
  RETURN_TO_REVIEW: {
    title: 'Enviar para nova análise',
    submitLabel: 'Enviar para análise',
    submittingLabel: 'Enviando...',
    reasonLabel: 'Motivo da nova análise',
    effect: 'Volta a ficar pendente e sai do ar até ser aprovado de novo. O motivo fica no histórico.',
  },
};

/**
 * The admin's moderation of an approved record (docs/moderation.md): suspend or reactivate a
 * company, send a company, announcement or search back to review — each after a dialog, the reasons
 * required. Nothing shows for records in another status.
 */
export function ModerationPanel({ kind, id }: { kind: DecisionSubjectKind; id: number }) {
  const subject = useSubject(kind, id);
  const moderate = useModerate(kind, id);
  const [asking, setAsking] = useState<ReasonAction>('RETURN_TO_REVIEW');
  const [reactivating, setReactivating] = useState(false);
  const dialog = useLazyOpen(lazyRejectDialog);
  if (!subject || (subject.status !== 'APPROVED' && !(kind === 'company' && subject.status === 'INACTIVE'))) return null;
  const ask = (action: ReasonAction) => {
    setAsking(action);
    dialog.openerProps.onClick();
  };
  const { effect, ...labels } = DIALOGS[asking];
  return (
    <DetailCard title="Moderação">
      <div className="flex flex-col gap-4 text-sm text-slate-800">
        {subject.status === 'INACTIVE' ? (
          <>
            <p>
              <span className="font-medium">Motivo da suspensão:</span> {subject.reason || 'não informado'}
            </p>
            <Button className="self-start" onClick={() => setReactivating(true)}>
              Reativar empresa
            </Button>
          </>
        ) : (
          <div className="flex flex-wrap gap-2">
            {kind === 'company' ? (
              <Button variant="danger" busy={dialog.openerProps.busy} onClick={() => ask('SUSPEND')}>
                Suspender empresa
              </Button>
            ) : null}
            <Button variant="outline" busy={dialog.openerProps.busy} onClick={() => ask('RETURN_TO_REVIEW')}>
              Enviar para nova análise
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={reactivating}
        title="Reativar empresa"
        description={`Reativar ${subject.name}? Os anúncios aprovados voltam à vitrine e as negociações em aberto voltam a andar.`}
        confirmLabel="Reativar"
        onConfirm={() => moderate.mutateAsync({ action: 'REACTIVATE' })}
        onClose={() => setReactivating(false)}
      />
      {dialog.Component ? (
        <dialog.Component
          {...labels}
          description={`${labels.title}: ${subject.name}. ${effect}`}
          reasonMessage={MODERATION_REASON_MESSAGE}
          onReject={(reason) => moderate.mutateAsync({ action: asking, reason })}
          onClose={dialog.close}
        />
      ) : null}
    </DetailCard>
  );
}
