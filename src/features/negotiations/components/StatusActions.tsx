import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DetailCard } from '@/components/ui/DetailCard';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { FINAL_NEGOTIATION_STATUSES, type NegotiationStatus } from '@/lib/status';
import type { Negotiation } from '../api';
import { useChangeStatus, type NegotiationScope } from '../queries';
import { statusLabel } from './display';
import { holdText, turnText } from './guidance';

export interface StatusActionsProps {
  negotiation: Negotiation;
  scope: NegotiationScope;
  options: NegotiationStatus[] | undefined;
  optionsLoading: boolean;
  /** The status options failed to load (their last answer, if any, may be stale). */
  optionsError?: boolean;
  onRetryOptions?: () => void;
}

/**
 * 'Andamento': the status, whose turn it is, and exactly the next statuses the server offers the
 * caller (none while a proposal is pending), each confirmed; 'Cancelar negociação' apart, in red.
 */
export function StatusActions({ negotiation: n, scope, options, optionsLoading, optionsError, onRetryOptions }: StatusActionsProps) {
  const change = useChangeStatus(scope, n.id);
  const [target, setTarget] = useState<NegotiationStatus | null>(null);
  const final = FINAL_NEGOTIATION_STATUSES.includes(n.status);
  const hold = holdText(n);
  // On hold nobody has a turn to take: the note says why, and only cancelling is offered.
  const forward = hold ? [] : (options ?? []).filter((s) => s !== 'CALLED_OFF');
  const canCancel = (options ?? []).includes('CALLED_OFF');
  const turn = hold ? null : turnText(n);
  return (
    <DetailCard title="Andamento">
      <p className="flex items-center gap-2 text-sm text-slate-800">
        <span className="font-medium">Status atual:</span>
        <StatusBadge kind="negotiation" status={n.status} />
      </p>
      {hold ? (
        <p role="note" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {hold}
        </p>
      ) : null}
      {turn ? <p className="mt-3 rounded-md bg-primary-50 px-3 py-2 text-sm font-medium text-slate-900">{turn}</p> : null}
      {final ? (
        <p className="mt-3 text-sm text-slate-700">Esta negociação foi encerrada e não aceita novas mudanças de status.</p>
      ) : n.pendingProposal ? (
        <p className="mt-3 text-sm text-slate-700">Enquanto houver uma proposta pendente, o status não muda: ela precisa ser aceita, recusada ou retirada.</p>
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
          ) : null}
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
        onConfirm={() => (target ? change.mutateAsync(target) : undefined)}
        onClose={() => setTarget(null)}
      />
      <ConfirmDialog
        open={target === 'CALLED_OFF'}
        title="Cancelar negociação"
        description={`A negociação nº ${n.id} será cancelada e não poderá mais ser alterada.`}
        confirmLabel="Cancelar negociação"
        cancelLabel="Voltar"
        tone="danger"
        onConfirm={() => change.mutateAsync('CALLED_OFF')}
        onClose={() => setTarget(null)}
      />
    </DetailCard>
  );
}
