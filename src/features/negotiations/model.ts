/**
 * The feature's plain values (limits, labels, names) for its screens, without zod: importing them
 * does not load the API's schemas with the page (api.ts loads with the first call, lib/api/lazy.ts).
 */
import type { DeliveryMode, NegotiationRole } from './api';
import type { Freight } from './deal-api';

/** How the goods reach the buyer. */
export const DELIVERY_MODES = ['DELIVERY', 'PICKUP'] as const;

export const DELIVERY_LABELS: Record<DeliveryMode, string> = { DELIVERY: 'Entrega', PICKUP: 'Retirada pelo comprador' };

export const NEGOTIATION_ROLE_LABELS: Record<NegotiationRole, string> = { BUYER: 'Comprador', SELLER: 'Vendedor', ADMIN: 'Administrador' };

export const MESSAGE_MAX = 1000;

/** Who pays the freight of a delivery (docs/deal/payment.md). */
export const FREIGHT_TERMS = ['CIF', 'FOB'] as const;

export const FREIGHT_LABELS: Record<Freight, string> = { CIF: 'CIF (frete pago pelo vendedor)', FOB: 'FOB (frete pago pelo comprador)' };

/**
 * The cache's keys of this feature without its reads (queries.ts builds its entries on them): a
 * feature that only invalidates them imports these, so its page does not load this one's reads.
 */
export const negotiationKeys = {
  all: () => ['negotiations'] as const,
  lists: () => ['negotiations', 'list'] as const,
  details: () => ['negotiations', 'detail'] as const,
};
