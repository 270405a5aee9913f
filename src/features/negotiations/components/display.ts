import { formatCurrency, formatNumber } from '@/lib/format';
import { NEGOTIATION_STATUS, NEGOTIATION_STATUSES, type NegotiationStatus } from '@/lib/status';

export const quantityText = (quantity: number, unit: string) => `${formatNumber(quantity)} ${unit}`;
export const unitPriceText = (price: number, unit: string) => `${formatCurrency(price)} / ${unit}`;

/** The status filter of the lists. */
export const STATUS_OPTIONS = NEGOTIATION_STATUSES.map((value) => ({ value, label: NEGOTIATION_STATUS[value].label }));

export const statusLabel = (status: NegotiationStatus) => NEGOTIATION_STATUS[status].label;
