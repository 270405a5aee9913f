import { searchFilter, selectFilter } from '@/components/table/filter-defs';
import { formatCep, formatNumber, formatUnitPrice } from '@/lib/format';
import type { Address } from '@/lib/validators/address';
import { NEGOTIATION_STATUS, NEGOTIATION_STATUS_OPTIONS, type NegotiationStatus } from '@/lib/status';
import type { NegotiationActor, NegotiationPartySide, ProposableField, ProposedValues } from '../api';
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

/** 'Rua das Flores, 100, sala 2 – Centro, Belo Horizonte/MG, CEP 30110-000'. */
export function addressText(a: Address): string {
  const street = [a.street, a.number, a.complement].filter(Boolean).join(', ');
  const place = [a.neighborhood, `${a.city}/${a.uf}`].filter(Boolean).join(', ');
  return `${street} – ${place}${a.zipCode ? `, CEP ${formatCep(a.zipCode)}` : ''}`;
}

/** 'CIF (frete pago pelo vendedor), Rua …' or 'a combinar'. */
const termsText = (terms: DeliveryTerms | null) => (terms ? `${FREIGHT_LABELS[terms.freight]}, ${addressText(terms.address)}` : 'a combinar');

/** How one proposable value reads: its label, its text with the announcement's unit, and when it shows. */
interface ValueDisplay<K extends ProposableField> {
  label: string;
  text: (value: ProposedValues[K], unit: string) => string;
  /** Whether it applies to these values (the terms only with Entrega); always when absent. */
  appliesTo?: (values: ProposedValues) => boolean;
  /** Shown across the detail's two columns. */
  wide?: boolean;
}

/**
 * Every proposable value the Brazilian way ('1.500 t', 'R$ 4.800,00 / t', 'Entrega', the terms):
 * the details, the pending proposal and the timeline walk this table, and a value of the API's
 * shape missing here fails tsc.
 */
export const PROPOSABLE: { [K in ProposableField]: ValueDisplay<K> } = {
  quantity: { label: 'Quantidade', text: quantityText },
  unitPrice: { label: 'Preço unitário', text: formatUnitPrice },
  delivery: { label: 'Entrega ou retirada', text: (mode) => DELIVERY_LABELS[mode] },
  deliveryTerms: { label: 'Condições de entrega', text: termsText, appliesTo: (v) => v.delivery === 'DELIVERY', wide: true },
};

/** The table's keys in its order (the API's shape has the same ones; screens do not load it). */
export const PROPOSABLE_FIELDS = Object.keys(PROPOSABLE) as ProposableField[];

/** The proposable values that apply to `values`, in order (the terms only with Entrega). */
export const fieldsOf = (values: ProposedValues) => PROPOSABLE_FIELDS.filter((field) => PROPOSABLE[field].appliesTo?.(values) ?? true);

/** One value the Brazilian way. */
export const valueText = <K extends ProposableField>(field: K, value: ProposedValues[K], unit: string) => PROPOSABLE[field].text(value, unit);

/** 'Preço unitário: R$ 50,00 / t → R$ 45,00 / t'. */
export const changeText = <K extends ProposableField>(change: { field: K; from: ProposedValues[K]; to: ProposedValues[K] }, unit: string) =>
  `${PROPOSABLE[change.field].label}: ${valueText(change.field, change.from, unit)} → ${valueText(change.field, change.to, unit)}`;
