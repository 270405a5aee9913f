import { searchFilter, selectFilter } from '@/components/table/filter-defs';
import { formatCep, formatNumber, formatUnitPrice } from '@/lib/format';
import type { Address } from '@/lib/validators/address';
import { NEGOTIATION_STATUS, NEGOTIATION_STATUS_OPTIONS, type NegotiationStatus } from '@/lib/status';
import type { NegotiationActor, NegotiationPartySide, ProposalChange } from '../api';
import type { DeliveryTerms } from '../deal-api';
import { DELIVERY_LABELS, FREIGHT_LABELS, NEGOTIATION_ROLE_LABELS } from '../model';

/** What every negotiations list (the user's purchases and sales, the admin's) filters by: the status, then the text (`placeholder` says what it matches). */
export const negotiationFilters = (placeholder: string) => ({
  status: selectFilter({ label: 'Status', options: NEGOTIATION_STATUS_OPTIONS }),
  search: searchFilter({ placeholder }),
});

export const quantityText = (quantity: number, unit: string) => `${formatNumber(quantity)} ${unit}`;

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
  if (field === 'unitPrice') return formatUnitPrice(Number(value), unit);
  if (field === 'deliveryTerms') return termsText(value as DeliveryTerms | null);
  return DELIVERY_LABELS[value as keyof typeof DELIVERY_LABELS];
}

/** 'Preço unitário: R$ 50,00 / t → R$ 45,00 / t'. */
export const changeText = (change: ProposalChange, unit: string) =>
  `${FIELD_LABELS[change.field]}: ${valueText({ field: change.field, value: change.from }, unit)} → ${valueText({ field: change.field, value: change.to }, unit)}`;
