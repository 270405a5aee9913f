import { formatCurrency } from '@/lib/format';
import type { NegotiationStatus } from '@/lib/status';
import type { Negotiation, NegotiationHold, NegotiationPartySide } from '../api';
import { SIDE_OF } from './display';

/**
 * What each status asks of each side (docs/deal/payment.md, "Guidance"): to the side whose turn it
 * is, what to do next ('Sua vez: …'); to the other (and the admin), what it is waiting for. The
 * server's `waitingFor` says whose turn it is; the payment and the NF-e say which step is next.
 */

type Guided = Pick<Negotiation, 'status' | 'waitingFor' | 'viewerRoles' | 'pendingProposal' | 'delivery' | 'deliveryTerms' | 'payment' | 'invoice' | 'total'>;

/** The next step of a status: what the side in turn does, and what the other side waits for. */
interface Step {
  todo: string;
  waiting: string;
}

function awaitingPayment(n: Guided): Step {
  if (!n.payment)
    return {
      todo: `pague ${formatCurrency(n.total)} com os dados de pagamento do vendedor, anexe o comprovante e clique em “Pagamento enviado”.`,
      waiting: 'Aguardando o comprador pagar e enviar o comprovante.',
    };
  if (n.payment.status === 'SENT')
    return { todo: 'confira o comprovante e, com o valor na conta, confirme o recebimento do pagamento.', waiting: 'Aguardando o vendedor confirmar o recebimento do pagamento.' };
  if (!n.invoice)
    return { todo: 'registre a nota fiscal (NF-e) para poder liberar a entrega ou a coleta.', waiting: 'Aguardando o vendedor registrar a nota fiscal e liberar a entrega ou a coleta.' };
  return { todo: 'libere a entrega ou a coleta, passando para “Entrega/coleta liberada”.', waiting: 'Aguardando o vendedor liberar a entrega ou a coleta.' };
}

function stepOf(n: Guided, status: NegotiationStatus): Step | null {
  const delivery = n.delivery === 'DELIVERY';
  switch (status) {
    case 'IN_QUOTATION':
      return delivery && !n.deliveryTerms
        ? {
            todo: 'a entrega ainda não tem endereço nem frete: faça uma proposta com eles, ou aceite os valores passando para “Em andamento”.',
            waiting: 'Aguardando o vendedor aceitar os valores ou fazer uma proposta. Você pode propor o endereço de entrega e o frete.',
          }
        : { todo: 'aceite os valores passando para “Em andamento”, ou faça uma proposta.', waiting: 'Aguardando o vendedor aceitar os valores ou fazer uma proposta.' };
    case 'IN_PROGRESS':
      return {
        todo: 'prepare o pedido e passe para “Aguardando pagamento” para cobrar o comprador; a nota fiscal já pode ser registrada.',
        waiting: 'Aguardando o vendedor preparar o pedido e pedir o pagamento.',
      };
    case 'AWAITING_PAYMENT':
      return awaitingPayment(n);
    case 'RELEASED_FOR_DELIVERY':
      return delivery
        ? { todo: 'quando a mercadoria chegar, confirme o recebimento para finalizar a negociação.', waiting: 'Aguardando o comprador receber a entrega e confirmar o recebimento.' }
        : { todo: 'retire a mercadoria no local de retirada e confirme o recebimento para finalizar a negociação.', waiting: 'Aguardando o comprador retirar a mercadoria e confirmar o recebimento.' };
    default:
      return null;
  }
}

/** 'Sua vez: …' when the caller's side is awaited, else what it waits for; null once final. */
export function turnText(n: Guided): string | null {
  const side = n.waitingFor;
  if (!side) return null;
  const pending = n.pendingProposal;
  if (pending && pending.by.role !== 'ADMIN') {
    if (n.viewerRoles.includes(side)) return `Sua vez: responda à proposta ${SIDE_OF[pending.by.role as NegotiationPartySide]}.`;
    return `${side === 'SELLER' ? 'Aguardando o vendedor' : 'Aguardando o comprador'} responder à proposta.`;
  }
  const step = stepOf(n, n.status);
  if (!step) return null;
  return n.viewerRoles.includes(side) ? `Sua vez: ${step.todo}` : step.waiting;
}

const HOLD_REASONS: Record<NegotiationHold, string> = {
  OFFER_NOT_APPROVED: 'o anúncio não está aprovado no momento',
  PARTY_NOT_APPROVED: 'uma das empresas não está aprovada na plataforma no momento',
  OWN_COMPANY: 'você faz parte das duas empresas desta negociação',
};

/** Why the negotiation only cancels now (the server's `onHold`), or null when it moves freely. */
export function holdText(n: Pick<Negotiation, 'onHold'>): string | null {
  return n.onHold ? `Negociação suspensa: ${HOLD_REASONS[n.onHold]}; só é possível cancelá-la.` : null;
}
