import type { NegotiationPartySide, NegotiationSummary } from '../api';

/** A list row's turn, as its list's side sees it: "Sua vez" and what to do, or whom it waits for. */
export interface RowTurn {
  mine: boolean;
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

/** Whose move a row of the purchases (`BUYER`) or sales (`SELLER`) list waits for (issue 37). */
export function rowTurn(row: Pick<NegotiationSummary, 'status' | 'waitingFor' | 'proposalPending'>, side: NegotiationPartySide): RowTurn {
  const waiting = row.waitingFor;
  if (!waiting) return { mine: false, text: null };
  if (waiting === side) return { mine: true, text: row.proposalPending ? 'Responder à proposta' : (NEXT_ACTION[row.status] ?? 'Avançar a negociação') };
  const who = waiting === 'SELLER' ? 'Aguardando o vendedor' : 'Aguardando o comprador';
  return { mine: false, text: row.proposalPending ? `${who} responder à proposta` : who };
}
