/**
 * The feature's plain values (limits, labels, names) for its screens, without zod: importing them
 * does not load the API's schemas with the page (api.ts loads with the first call, lib/api/lazy.ts).
 */
import type { DeliveryMode, NegotiationRole } from './api';
import type { Freight } from './deal-api';
import { featureKeys } from '@/lib/query-keys';

/** How the goods reach the buyer. */
export const DELIVERY_MODES = ['DELIVERY', 'PICKUP'] as const;

export const DELIVERY_LABELS: Record<DeliveryMode, string> = { DELIVERY: 'Entrega', PICKUP: 'Retirada pelo comprador' };

export const NEGOTIATION_ROLE_LABELS: Record<NegotiationRole, string> = { BUYER: 'Comprador', SELLER: 'Vendedor', ADMIN: 'Administrador' };

export const MESSAGE_MAX = 1000;

/** Who pays the freight of a delivery (docs/deal/payment.md). */
export const FREIGHT_TERMS = ['CIF', 'FOB'] as const;

export const FREIGHT_LABELS: Record<Freight, string> = { CIF: 'CIF (frete pago pelo vendedor)', FOB: 'FOB (frete pago pelo comprador)' };

/** The cache's root keys: what another feature invalidates without loading the reads (lib/query-keys.ts). */
export const negotiationKeys = featureKeys('negotiations');
