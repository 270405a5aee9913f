import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { formatCurrency, formatDateTime, formatUnitPrice } from '@/lib/format';
import { formatNfeKey } from '@/lib/validators/nfe';
import type { Negotiation, NegotiationEvent, ProposableField } from '../api';
import { DELIVERY_LABELS } from '../model';
import { actorText, changeText, fieldsOf, PROPOSABLE, quantityText, valueText } from './display';

/** What an event says, the Brazilian way (values old → new, with the announcement's unit). */
function EventBody({ event: e, unit }: { event: NegotiationEvent; unit: string }): ReactNode {
  switch (e.type) {
    case 'OPENED':
      return (
        <>
          <p>
            {e.interestItemId ? 'Abriu a negociação a partir de um interesse: ' : 'Abriu a negociação: '}
            {`${quantityText(e.quantity, unit)} a ${formatUnitPrice(e.unitPrice, unit)}, ${DELIVERY_LABELS[e.delivery]}.`}
          </p>
          {openedRest(e, unit)}
          {e.message ? <Quote>{e.message}</Quote> : null}
        </>
      );
    case 'STATUS':
      return (
        <p className="flex flex-wrap items-center gap-1.5">
          <span>Status:</span>
          <StatusBadge kind="negotiation" status={e.from} />
          <span aria-hidden="true">→</span>
          <span className="sr-only">para</span>
          <StatusBadge kind="negotiation" status={e.to} />
        </p>
      );
    case 'PROPOSAL':
      return (
        <>
          <p>{`Proposta nº ${e.proposalId}:`}</p>
          <ul className="mt-0.5 list-disc pl-5">
            {e.changes.map((change) => (
              <li key={change.field}>{changeText(change, unit)}</li>
            ))}
          </ul>
          {e.message ? <Quote>{e.message}</Quote> : null}
        </>
      );
    case 'PROPOSAL_ACCEPTED':
      return <p>{`Aceitou a proposta nº ${e.proposalId}: os novos valores passaram a valer.`}</p>;
    case 'PROPOSAL_DECLINED':
      return (
        <>
          <p>{`Recusou a proposta nº ${e.proposalId}.`}</p>
          {e.reason ? <Quote>{`Motivo: ${e.reason}`}</Quote> : null}
        </>
      );
    case 'PROPOSAL_WITHDRAWN':
      return <p>{`Retirou a proposta nº ${e.proposalId}.`}</p>;
    case 'PROPOSAL_SUPERSEDED':
      return <p>{`A proposta nº ${e.proposalId} foi substituída pela contraproposta nº ${e.byProposalId}.`}</p>;
    case 'MESSAGE':
      return <Quote>{e.text}</Quote>;
    case 'PAYMENT_SENT':
      return <p>{`Pagamento enviado: ${formatCurrency(e.amount)}, com comprovante.`}</p>;
    case 'PAYMENT_CONFIRMED':
      return <p>{`Pagamento confirmado: o vendedor recebeu ${formatCurrency(e.amount)}.`}</p>;
    case 'INVOICE_RECORDED':
      return <p>{`Nota fiscal registrada: NF-e nº ${e.number}, série ${e.series}, chave ${formatNfeKey(e.accessKey)}.`}</p>;
  }
}

/** The opening values the sentence above leaves out, one line each ('Condições de entrega: CIF …, Rua …'). */
const IN_SENTENCE: readonly ProposableField[] = ['quantity', 'unitPrice', 'delivery'];
function openedRest(e: Extract<NegotiationEvent, { type: 'OPENED' }>, unit: string) {
  const values = { ...e, deliveryTerms: e.deliveryTerms ?? null };
  return fieldsOf(values)
    .filter((field) => !IN_SENTENCE.includes(field))
    .map((field) => <p key={field}>{`${PROPOSABLE[field].label}: ${valueText(field, values[field], unit)}.`}</p>);
}

function Quote({ children }: { children: ReactNode }) {
  return <p className="mt-1 border-l-2 border-slate-300 pl-2 whitespace-pre-line text-slate-700">{children}</p>;
}

/** Every event of the shared record, oldest first: who, when (dd/MM/yyyy HH:mm:ss) and what. */
export function Timeline({ negotiation: n }: { negotiation: Negotiation }) {
  const unit = n.announcement.unit.name;
  return (
    <ol aria-label="Linha do tempo" className="relative flex flex-col gap-4 border-l-2 border-slate-200 pl-5">
      {n.events.map((event) => (
        <li key={event.id} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[27px] h-3 w-3 rounded-full border-2 border-white bg-primary-700 ring-2 ring-primary-200" />
          <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
            <span className="font-medium text-slate-800">{actorText(event.by)}</span>
            <time dateTime={event.at} className="tabular-nums">
              {formatDateTime(event.at)}
            </time>
          </p>
          <div className="mt-0.5 text-sm text-slate-800">
            <EventBody event={event} unit={unit} />
          </div>
        </li>
      ))}
    </ol>
  );
}
