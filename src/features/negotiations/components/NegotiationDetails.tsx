import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form/FormDialog';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { Detail, DetailCard } from '@/components/ui/DetailCard';
import { formatCurrency, formatDateTime } from '@/lib/format';
import { FINAL_NEGOTIATION_STATUSES, type NegotiationStatus } from '@/lib/status';
import { DELIVERY_LABELS, NEGOTIATION_ROLE_LABELS, type Negotiation } from '../api';
import { useUpdateNegotiation, type NegotiationScope } from '../queries';
import { proposalFormSchema, proposalToForm, toProposalUpdate, type ProposalFormOutput, type ProposalFormValues } from '../schemas';
import { quantityText, statusLabel, unitPriceText } from './display';
import { ProposalFields } from './ProposalFields';

/** The status changes, oldest first, with date, time and who. */
export function Timeline({ negotiation }: { negotiation: Negotiation }) {
  return (
    <ol aria-label="Linha do tempo" className="relative flex flex-col gap-4 border-l-2 border-slate-200 pl-5">
      {negotiation.history.map((entry, i) => (
        <li key={`${entry.status}-${entry.at}-${i}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[27px] h-3 w-3 rounded-full border-2 border-white bg-primary-700 ring-2 ring-primary-200" />
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge kind="negotiation" status={entry.status} />
            <time dateTime={entry.at} className="text-sm text-slate-800 tabular-nums">
              {formatDateTime(entry.at)}
            </time>
          </div>
          <p className="mt-0.5 text-xs text-slate-600">
            por {entry.by.name} ({NEGOTIATION_ROLE_LABELS[entry.by.role]})
          </p>
        </li>
      ))}
    </ol>
  );
}

function StatusActions({
  negotiation: n,
  scope,
  options,
  optionsLoading,
  optionsError,
  onRetryOptions,
}: { negotiation: Negotiation; scope: NegotiationScope; options: NegotiationStatus[] | undefined; optionsLoading: boolean; optionsError?: boolean; onRetryOptions?: () => void }) {
  const update = useUpdateNegotiation(scope, n.id);
  const [target, setTarget] = useState<NegotiationStatus | null>(null);
  const final = FINAL_NEGOTIATION_STATUSES.includes(n.status);
  const forward = (options ?? []).filter((s) => s !== 'CALLED_OFF');
  const canCancel = (options ?? []).includes('CALLED_OFF');
  return (
    <DetailCard title="Andamento">
      <p className="flex items-center gap-2 text-sm text-slate-800">
        <span className="font-medium">Status atual:</span>
        <StatusBadge kind="negotiation" status={n.status} />
      </p>
      {final ? (
        <p className="mt-3 text-sm text-slate-700">Esta negociação foi encerrada e não aceita novas mudanças de status.</p>
      ) : optionsLoading ? (
        <p className="mt-3 text-sm text-slate-600" role="status">
          Carregando as próximas etapas...
        </p>
      ) : optionsError ? (
        // Not "nothing depends on you": the options did not arrive (or are stale after a failed refresh).
        <div className="mt-3">
          <p role="alert" className="text-sm text-slate-800">
            Não foi possível carregar as próximas etapas.
          </p>
          {onRetryOptions ? (
            <Button variant="outline" size="sm" className="mt-2" onClick={onRetryOptions}>
              Tentar novamente
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          {forward.length > 0 ? (
            <div className="mt-4">
              <p id={`negociacao-${n.id}-proximos`} className="text-sm font-medium text-slate-800">
                Mover para
              </p>
              <div role="group" aria-labelledby={`negociacao-${n.id}-proximos`} className="mt-2 flex flex-wrap gap-2">
                {forward.map((status) => (
                  <Button key={status} variant="outline" onClick={() => setTarget(status)}>
                    {statusLabel(status)}
                  </Button>
                ))}
              </div>
            </div>
          ) : (
            <p className="mt-3 text-sm text-slate-700">Nenhuma mudança de status depende de você agora: aguarde a outra parte.</p>
          )}
          {canCancel ? (
            <Button variant="danger" className="mt-4" onClick={() => setTarget('CALLED_OFF')}>
              Cancelar negociação
            </Button>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={target !== null && target !== 'CALLED_OFF'}
        title="Alterar status"
        description={target ? `A negociação nº ${n.id} passará para “${statusLabel(target)}”.` : undefined}
        confirmLabel="Alterar status"
        cancelLabel="Voltar"
        onConfirm={() => (target ? update.mutateAsync({ status: target }) : undefined)}
        onClose={() => setTarget(null)}
      />
      <ConfirmDialog
        open={target === 'CALLED_OFF'}
        title="Cancelar negociação"
        description={`A negociação nº ${n.id} será cancelada e não poderá mais ser alterada.`}
        confirmLabel="Cancelar negociação"
        cancelLabel="Voltar"
        tone="danger"
        onConfirm={() => update.mutateAsync({ status: 'CALLED_OFF' })}
        onClose={() => setTarget(null)}
      />
    </DetailCard>
  );
}

function EditProposalDialog({ negotiation: n, scope, onClose }: { negotiation: Negotiation; scope: NegotiationScope; onClose: () => void }) {
  const update = useUpdateNegotiation(scope, n.id, { silent: true });
  const schema = useMemo(() => proposalFormSchema({ maxQuantity: n.announcement.quantity, unit: n.announcement.unit.name }), [n.announcement.quantity, n.announcement.unit.name]);
  const form = useForm<ProposalFormValues, unknown, ProposalFormOutput>({ resolver: zodResolver(schema), defaultValues: proposalToForm(n) });
  return (
    <FormDialog
      title="Editar proposta"
      description="Os valores podem mudar enquanto a negociação está em cotação."
      form={form}
      submitLabel="Salvar proposta"
      submittingLabel="Enviando..."
      cancelLabel="Voltar"
      size="lg"
      onClose={onClose}
      fieldErrors={{ QuantityAboveAvailable: 'quantity' }}
      onSubmit={async (values) => {
        const body = toProposalUpdate(values, n);
        if (!body) {
          onClose();
          return;
        }
        await update.mutateAsync(body);
        onClose();
      }}
    >
      <ProposalFields control={form.control} unit={n.announcement.unit.name} maxQuantity={n.announcement.quantity} announcedPrice={n.announcement.unitPrice} />
    </FormDialog>
  );
}

export interface NegotiationDetailsProps {
  negotiation: Negotiation;
  scope: NegotiationScope;
  options: NegotiationStatus[] | undefined;
  optionsLoading: boolean;
  /** The status options failed to load (their last answer, if any, may be stale). */
  optionsError?: boolean;
  onRetryOptions?: () => void;
}

/** Parties, announcement, values, timeline and the next statuses of a negotiation. */
export function NegotiationDetails({ negotiation: n, scope, options, optionsLoading, optionsError, onRetryOptions }: NegotiationDetailsProps) {
  const [editing, setEditing] = useState(false);
  const unit = n.announcement.unit.name;
  const editable = n.status === 'IN_QUOTATION';
  return (
    <div className="grid max-w-6xl grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <DetailCard title="Partes">
          <dl className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Detail label="Vendedor">
              <span className="block font-medium">{n.seller.tradeName}</span>
              <span className="block text-slate-700">{n.seller.companyName}</span>
            </Detail>
            <Detail label="Comprador">
              <span className="block font-medium">{n.buyer.tradeName}</span>
              <span className="block text-slate-700">{n.buyer.companyName}</span>
              <span className="block text-xs text-slate-600">
                Aberta por {n.buyerAccount.name} ({n.buyerAccount.email})
              </span>
            </Detail>
          </dl>
        </DetailCard>
        <DetailCard title="Anúncio">
          <dl className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Detail label="Título">
              <Link href={`/anuncios/${n.announcement.id}`} className="font-medium text-primary-800 underline-offset-2 hover:underline">
                {n.announcement.title}
              </Link>
            </Detail>
            <Detail label="Produto">{n.announcement.product.name}</Detail>
            <Detail label="Preço anunciado">{unitPriceText(n.announcement.unitPrice, unit)}</Detail>
            <Detail label="Local">{`${n.announcement.city}/${n.announcement.uf}`}</Detail>
          </dl>
        </DetailCard>
        <DetailCard title="Valores">
          <dl className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Detail label="Quantidade">{quantityText(n.quantity, unit)}</Detail>
            <Detail label="Preço unitário proposto">{unitPriceText(n.unitPrice, unit)}</Detail>
            <Detail label="Valor total">
              <span className="text-base font-semibold">{formatCurrency(n.total)}</span>
            </Detail>
            <Detail label="Entrega ou retirada">{DELIVERY_LABELS[n.delivery]}</Detail>
            <Detail label="Mensagem" className="md:col-span-2">
              {n.message ? <span className="whitespace-pre-line">{n.message}</span> : <span className="text-slate-600">Sem mensagem.</span>}
            </Detail>
          </dl>
          {editable ? (
            <Button variant="outline" size="sm" className="mt-4" onClick={() => setEditing(true)}>
              Editar proposta
            </Button>
          ) : null}
        </DetailCard>
      </div>
      <div className="flex flex-col gap-6">
        <StatusActions negotiation={n} scope={scope} options={options} optionsLoading={optionsLoading} optionsError={optionsError} onRetryOptions={onRetryOptions} />
        <DetailCard title="Linha do tempo">
          <Timeline negotiation={n} />
        </DetailCard>
      </div>
      {editing ? <EditProposalDialog negotiation={n} scope={scope} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
