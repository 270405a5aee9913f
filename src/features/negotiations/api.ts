import { z } from 'zod';
import { http, type ListParams } from '@/lib/api/client';
import { NEGOTIATION_STATUSES, type NegotiationStatus } from '@/lib/status';
import { moneyBodySchema, quantityBodySchema } from '@/lib/api-amounts';

/**
 * Negotiations (orders; SPEC.md §4, §7, DESIGN.md §8). A buyer opens one on an announcement
 * (`POST /negotiation`) in IN_QUOTATION; the parties move it on with `PUT /negotiation/{id}`, each
 * offered exactly the next statuses that `GET /negotiation/{id}/status-options` answers for them
 * (the seller, the buyer and the admin each get their own). FINISHED and CALLED_OFF are final;
 * cancelling sets CALLED_OFF. Every status change is kept in `history` with its date and author.
 * Someone who is not a party gets 401.
 */

export const negotiationStatusSchema = z.enum(NEGOTIATION_STATUSES);
export type { NegotiationStatus };

/** How the goods reach the buyer. */
export const DELIVERY_MODES = ['DELIVERY', 'PICKUP'] as const;
export const deliveryModeSchema = z.enum(DELIVERY_MODES);
export type DeliveryMode = z.infer<typeof deliveryModeSchema>;
export const DELIVERY_LABELS: Record<DeliveryMode, string> = { DELIVERY: 'Entrega', PICKUP: 'Retirada pelo comprador' };

/** Who changed a status. */
export const negotiationRoleSchema = z.enum(['BUYER', 'SELLER', 'ADMIN']);
export type NegotiationRole = z.infer<typeof negotiationRoleSchema>;
export const NEGOTIATION_ROLE_LABELS: Record<NegotiationRole, string> = { BUYER: 'Comprador', SELLER: 'Vendedor', ADMIN: 'Administrador' };

const companyRef = z.object({ id: z.number().int(), companyName: z.string(), tradeName: z.string() });
const personRef = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const negotiationAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Quantity still announced (the limit of a proposal). */
  quantity: z.number(),
  unitPrice: z.number(),
  unit: z.object({ index: z.number().int(), name: z.string() }),
  product: z.object({ id: z.number().int(), name: z.string() }),
  city: z.string(),
  uf: z.string(),
});

export const negotiationHistoryEntrySchema = z.object({
  status: negotiationStatusSchema,
  at: z.string(),
  by: z.object({ id: z.number().int(), name: z.string(), role: negotiationRoleSchema }),
});
export type NegotiationHistoryEntry = z.infer<typeof negotiationHistoryEntrySchema>;

/** A row of the lists. */
export const negotiationSummarySchema = z.object({
  id: z.number().int(),
  status: negotiationStatusSchema,
  announcement: negotiationAnnouncementSchema,
  seller: companyRef,
  buyer: companyRef,
  quantity: z.number(),
  unitPrice: z.number(),
  total: z.number(),
  delivery: deliveryModeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NegotiationSummary = z.infer<typeof negotiationSummarySchema>;

/** `GET /negotiation/{id}` and `GET /admin/negotiation/{id}`. */
export const negotiationSchema = negotiationSummarySchema.extend({
  /** Who opened it for the buying company. */
  buyerAccount: personRef,
  message: z.string(),
  history: z.array(negotiationHistoryEntrySchema),
});
export type Negotiation = z.infer<typeof negotiationSchema>;

/** `GET .../status-options`: the statuses the caller may set next (none for a final one). */
export const statusOptionsSchema = z.array(negotiationStatusSchema);

export const MESSAGE_MAX = 1000;

/** `POST /negotiation`. Quantity up to what is announced (`QuantityAboveAvailable`). */
export const negotiationBodySchema = z.object({
  announcementId: z.number().int().positive(),
  /** The buying company (one of the caller's APPROVED companies). */
  companyId: z.number().int().positive(),
  quantity: quantityBodySchema,
  unitPrice: moneyBodySchema,
  delivery: deliveryModeSchema,
  message: z.string().trim().max(MESSAGE_MAX).default(''),
});
export type NegotiationBody = z.input<typeof negotiationBodySchema>;

/**
 * `POST /negotiation` by a member of the announcing company, from an interest item it received:
 * the buyer, its company and the quantity come from the interest; the announced price, pick-up.
 */
export const negotiationFromInterestBodySchema = z.object({ interestItemId: z.number().int().positive() }).strict();
export type NegotiationFromInterestBody = z.input<typeof negotiationFromInterestBodySchema>;

/** What `POST /negotiation` accepts: the buyer's proposal or the seller's interest item. */
export const openNegotiationBodySchema = z.union([negotiationFromInterestBodySchema, negotiationBodySchema]);

/**
 * `PUT /negotiation/{id}` and `PUT /admin/negotiation/{id}`: a status change (one of the caller's
 * options) and/or new values (while IN_QUOTATION; `NegotiationNotEditable` otherwise).
 */
export const negotiationUpdateSchema = z
  .object({
    status: negotiationStatusSchema.optional(),
    quantity: quantityBodySchema.optional(),
    unitPrice: moneyBodySchema.optional(),
    delivery: deliveryModeSchema.optional(),
    message: z.string().trim().max(MESSAGE_MAX).optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'Nada para alterar.' });
export type NegotiationUpdate = z.input<typeof negotiationUpdateSchema>;

export interface NegotiationListParams extends ListParams {
  /** One or several statuses. */
  status?: NegotiationStatus | NegotiationStatus[] | string | string[];
  /** Announcement title, product or the other company. */
  search?: string;
  orderBy?: string;
  order?: 'ASC' | 'DESC';
}

export type NegotiationSide = 'purchases' | 'sales';

export const negotiationsApi = {
  purchases: (params: NegotiationListParams = {}) => http.list('/negotiation/list/purchases', negotiationSummarySchema, params),
  sales: (params: NegotiationListParams = {}) => http.list('/negotiation/list/sales', negotiationSummarySchema, params),
  get: (id: number) => http.get(`/negotiation/${id}`, negotiationSchema),
  statusOptions: (id: number) => http.get(`/negotiation/${id}/status-options`, statusOptionsSchema),
  create: (body: NegotiationBody) => http.post('/negotiation', negotiationSchema, body),
  openFromInterest: (interestItemId: number) => http.post('/negotiation', negotiationSchema, { interestItemId } satisfies NegotiationFromInterestBody),
  update: (id: number, body: NegotiationUpdate) => http.put(`/negotiation/${id}`, negotiationSchema, body),
  // admin
  adminList: (params: NegotiationListParams = {}) => http.list('/admin/negotiation', negotiationSummarySchema, params),
  adminGet: (id: number) => http.get(`/admin/negotiation/${id}`, negotiationSchema),
  adminStatusOptions: (id: number) => http.get(`/admin/negotiation/${id}/status-options`, statusOptionsSchema),
  adminUpdate: (id: number, body: NegotiationUpdate) => http.put(`/admin/negotiation/${id}`, negotiationSchema, body),
};
