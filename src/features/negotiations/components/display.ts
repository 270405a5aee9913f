import { searchFilter, selectFilter } from '@/components/table/filter-defs';
import { formatCep, formatCurrency, formatNumber } from '@/lib/format';
import type { Address } from '@/lib/validators/address';
import { NEGOTIATION_STATUS, NEGOTIATION_STATUS_OPTIONS, type NegotiationStatus } from '@/lib/status';
import type { Negotiation, NegotiationActor, NegotiationPartySide, ProposalChange } from '../api';
import type { DeliveryTerms } from '../deal-api';
import { DELIVERY_LABELS, FREIGHT_LABELS, NEGOTIATION_ROLE_LABELS } from '../model';

/** What every negotiations list (the user's purchases and sales, the admin's) filters by: the status, then the text (`placeholder` says what it matches). */
export const negotiationFilters = (placeholder: string) => ({
  status: selectFilter({ label: 'Status', options: NEGOTIATION_STATUS_OPTIONS }),
  search: searchFilter({ placeholder }),
});

export const quantityText = (quantity: number, unit: string) => `${formatNumber(quantity)} ${unit}`;
export const unitPriceText = (price: number, unit: string) => `${formatCurrency(price)} / ${unit}`;

export const statusLabel = (status: NegotiationStatus) => NEGOTIATION_STATUS[status].label;

/** 'Juliana Teixeira (Comprador)'. */
export const actorText = (by: NegotiationActor) => `${by.name} (${NEGOTIATION_ROLE_LABELS[by.role]})`;

export const SIDE_OF: Record<NegotiationPartySide, string> = { BUYER: 'do comprador', SELLER: 'do vendedor' };

export const FIELD_LABELS: Record<ProposalChange['field'], string> = {
  quantity: 'Quantidade',
  unitPrice: 'Preço unitário',
  delivery: 'Entrega ou retirada',
  deliveryTerms: 'Condições de entrega',
};

/** 'Rua das Flores, 100, sala 2 – Centro, Belo Horizonte/MG, CEP 30110-000'. */
export function addressText(a: Address): string {
  const street = [a.street, a.number, a.complement].filter(Boolean).join(', ');
  const place = [a.neighborhood, `${a.city}/${a.uf}`].filter(Boolean).join(', ');
  return `${street} – ${place}${a.zipCode ? `, CEP ${formatCep(a.zipCode)}` : ''}`;
}

/** 'CIF (frete pago pelo vendedor), Rua …' or 'a combinar'. */
export const termsText = (terms: DeliveryTerms | null) => (terms ? `${FREIGHT_LABELS[terms.freight]}, ${addressText(terms.address)}` : 'a combinar');

/** One value of a proposal the Brazilian way: '1.500 t', 'R$ 4.800,00 / t', 'Entrega', the terms. */
export function valueText(change: Pick<ProposalChange, 'field'> & { value: ProposalChange['from'] }, unit: string): string {
  const { field, value } = change;
  if (field === 'quantity') return quantityText(Number(value), unit);
  if (field === 'unitPrice') return unitPriceText(Number(value), unit);
  if (field === 'deliveryTerms') return termsText(value as DeliveryTerms | null);
  return DELIVERY_LABELS[value as keyof typeof DELIVERY_LABELS];
}

/** 'Preço unitário: R$ 50,00 / t → R$ 45,00 / t'. */
export const changeText = (change: ProposalChange, unit: string) =>
  `${FIELD_LABELS[change.field]}: ${valueText({ field: change.field, value: change.from }, unit)} → ${valueText({ field: change.field, value: change.to }, unit)}`;

/** What the side whose turn it is does next (no proposal pending). */
const NEXT_STEP: Partial<Record<NegotiationStatus, string>> = {
  IN_QUOTATION: 'aceite os valores passando para “Em andamento”, ou faça uma proposta.',
  IN_PROGRESS: 'passe para “Aguardando pagamento” quando o pedido estiver pronto para cobrança.',
  AWAITING_PAYMENT: 'libere a entrega ou a coleta quando o pagamento for confirmado.',
  RELEASED_FOR_DELIVERY: 'confirme o recebimento para finalizar a negociação.',
};

/** "Sua vez: …" when the caller's side is awaited, else "Aguardando o vendedor…"; null once final. */
export function turnText(n: Pick<Negotiation, 'status' | 'waitingFor' | 'viewerRoles' | 'pendingProposal'>): string | null {
  const side = n.waitingFor;
  if (!side) return null;
  const pending = n.pendingProposal;
  if (n.viewerRoles.includes(side)) {
    if (pending && pending.by.role !== 'ADMIN') return `Sua vez: responda à proposta ${SIDE_OF[pending.by.role as NegotiationPartySide]}.`;
    return `Sua vez: ${NEXT_STEP[n.status] ?? 'avance a negociação.'}`;
  }
  const who = side === 'SELLER' ? 'Aguardando o vendedor' : 'Aguardando o comprador';
  return pending ? `${who} responder à proposta.` : `${who}.`;
}
