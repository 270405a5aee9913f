import { useState } from 'react';
import { FormDialog } from '@/components/form/FormDialog';
import { TextareaField } from '@/components/form/TextareaField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Detail, DetailCard, DetailList } from '@/components/ui/DetailCard';
import { formatCurrency, formatDateTime } from '@/lib/format';
import { useLazyOpen } from '@/lib/lazy-component';
import type { Negotiation, NegotiationPartySide, Proposal } from '../api';
import { MESSAGE_MAX } from '../model';
import { useAcceptProposal, useDeclineProposal, useWithdrawProposal } from '../queries';
import type { DeclineFormOutput, DeclineFormValues } from '../schemas';
import { actorText, fieldsOf, PROPOSABLE, SIDE_OF, valueText } from './display';
import { proposalDialog } from './lazy-proposal-dialog';

type Dialog = 'accept' | 'decline' | 'withdraw' | null;

function DeclineDialog({ negotiation: n, proposal, onClose }: { negotiation: Negotiation; proposal: Proposal; onClose: () => void }) {
  const decline = useDeclineProposal(n.id);
  const form = useSchemaForm<DeclineFormValues, DeclineFormOutput>(() => import('../schemas').then((m) => m.declineFormSchema), { defaultValues: { reason: '' } });
  return (
    <FormDialog
      title="Recusar proposta"
      description={`Os valores atuais continuam valendo. ${proposal.by.name} verá a recusa e o motivo na linha do tempo.`}
      form={form}
      focusField="reason"
      submitLabel="Recusar proposta"
      submittingLabel="Recusando..."
      submitTone="danger"
      cancelLabel="Voltar"
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        await decline.mutateAsync({ proposalId: proposal.id, reason });
        onClose();
      }}
    >
      <TextareaField control={form.control} name="reason" label="Motivo (opcional)" rows={3} maxLength={MESSAGE_MAX} showCount />
    </FormDialog>
  );
}

/**
 * The pending proposal, shown to both parties and the admin: each value now → proposed. The other
 * party accepts (confirmed), declines (with an optional reason) or makes a counter-proposal; its
 * author waits and may withdraw it.
 */
export function ProposalCard({ negotiation: n, proposal: p }: { negotiation: Negotiation; proposal: Proposal }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const counter = useLazyOpen(proposalDialog);
  const accept = useAcceptProposal(n.id);
  const withdraw = useWithdrawProposal(n.id);
  const unit = n.announcement.unit.name;
  const author = p.by.role as NegotiationPartySide;
  const answering = author === 'BUYER' ? 'SELLER' : 'BUYER';
  const mine = n.viewerRoles.includes(author) && !n.viewerRoles.includes(answering);
  const answers = n.viewerRoles.includes(answering);
  return (
    <DetailCard title="Proposta pendente">
      <p className="text-sm text-slate-700">
        {`Proposta nº ${p.id} de ${actorText(p.by)}, em ${formatDateTime(p.createdAt)}.`}
      </p>
      <DetailList className="mt-3">
        {/* Every value it proposes (the terms only with Entrega), now → proposed. */}
        {fieldsOf(p).map((field) => (
          <Detail key={field} label={PROPOSABLE[field].label}>
            {JSON.stringify(n[field]) === JSON.stringify(p[field]) ? (
              <span>{`${valueText(field, p[field], unit)} (sem mudança)`}</span>
            ) : (
              <span className="font-medium">{`${valueText(field, n[field], unit)} → ${valueText(field, p[field], unit)}`}</span>
            )}
          </Detail>
        ))}
        <Detail label="Valor total proposto">
          <span className="font-semibold">{formatCurrency(Math.round(p.quantity * p.unitPrice * 100) / 100)}</span>
        </Detail>
        {p.message ? (
          <Detail label="Mensagem" className="md:col-span-2">
            <span className="whitespace-pre-line">{p.message}</span>
          </Detail>
        ) : null}
      </DetailList>
      {answers ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {/* On hold a proposal may still be declined (so the negotiation can be cancelled), not taken up. */}
          {n.onHold ? null : (
            <>
              <Button onClick={() => setDialog('accept')}>Aceitar proposta</Button>
              <Button variant="outline" {...counter.openerProps}>
                Contraproposta
              </Button>
            </>
          )}
          <Button variant="danger" onClick={() => setDialog('decline')}>
            Recusar
          </Button>
        </div>
      ) : (
        <p className="mt-4 text-sm font-medium text-slate-800">{`Aguardando resposta ${SIDE_OF[answering]}.`}</p>
      )}
      {mine ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={() => setDialog('withdraw')}>
          Retirar proposta
        </Button>
      ) : null}
      <ConfirmDialog
        open={dialog === 'accept'}
        title="Aceitar proposta"
        description={`Os valores da proposta nº ${p.id} passam a valer nesta negociação.`}
        confirmLabel="Aceitar proposta"
        cancelLabel="Voltar"
        onConfirm={() => accept.mutateAsync(p.id)}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'withdraw'}
        title="Retirar proposta"
        description={`A proposta nº ${p.id} deixa de valer; os valores atuais continuam.`}
        confirmLabel="Retirar proposta"
        cancelLabel="Voltar"
        tone="danger"
        onConfirm={() => withdraw.mutateAsync(p.id)}
        onClose={() => setDialog(null)}
      />
      {dialog === 'decline' ? <DeclineDialog negotiation={n} proposal={p} onClose={() => setDialog(null)} /> : null}
      {counter.Component ? <counter.Component negotiation={n} counter onClose={counter.close} /> : null}
    </DetailCard>
  );
}
