import type { NegotiationHold, NegotiationPartySide, NegotiationSummary } from '../api';

/** A list row's turn, as its list's side sees it: "Sua vez" and what to do, whom it waits for, or that it is suspended. */
export interface RowTurn {
  mine: boolean;
  /** On hold (the server's `onHold`): nobody moves but to cancel; `text` says why. */
  held: boolean;
  /** 'Responder à proposta', 'Aguardando o vendedor'; null once final. */
  text: string | null;
}

/** What the side whose turn it is does next, in a few words (the page says it in full: display.ts). */
const NEXT_ACTION: Partial<Record<NegotiationSummary['status'], string>> = {
  IN_QUOTATION: 'Aceitar os valores ou propor',
  IN_PROGRESS: 'Passar para “Aguardando pagamento”',
  AWAITING_PAYMENT: 'Liberar a entrega ou a coleta',
  RELEASED_FOR_DELIVERY: 'Confirmar o recebimento',
};

/** Why a row is on hold, in a few words (the page says it in full: guidance.ts `holdText`). */
const HOLD_ROW: Record<NegotiationHold, string> = {
  OFFER_NOT_APPROVED: 'Anúncio não aprovado no momento',
  PARTY_NOT_APPROVED: 'Empresa não aprovada no momento',
  OWN_COMPANY: 'Você faz parte das duas empresas',
};

/** Whose move a row of the purchases (`BUYER`) or sales (`SELLER`) list waits for (docs/deal/negotiations.md); a suspended one says so instead. */
export function rowTurn(row: Pick<NegotiationSummary, 'status' | 'waitingFor' | 'proposalPending' | 'onHold'>, side: NegotiationPartySide): RowTurn {
  if (row.onHold) return { mine: false, held: true, text: `${HOLD_ROW[row.onHold]}: só pode ser cancelada` };
  const waiting = row.waitingFor;
  if (!waiting) return { mine: false, held: false, text: null };
  if (waiting === side) return { mine: true, held: false, text: row.proposalPending ? 'Responder à proposta' : (NEXT_ACTION[row.status] ?? 'Avançar a negociação') };
  const who = waiting === 'SELLER' ? 'Aguardando o vendedor' : 'Aguardando o comprador';
  return { mine: false, held: false, text: row.proposalPending ? `${who} responder à proposta` : who };
}
