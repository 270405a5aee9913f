import * as z from 'zod/mini';
import { NEGOTIATION_STATUSES } from '@/lib/status';
import { negotiationBodySchema, proposalBodySchema } from '@/features/negotiations/bodies';

/*
 * The negotiations' request bodies only the mock validates (docs/deal/negotiations.md): opening
 * from an interest item, the status steps and the admin's. The bodies the app's forms send (the
 * opening, a proposal, the payment, the NF-e, a message, a decline) are the forms' own, with their
 * pt-BR messages (features/negotiations/bodies.ts).
 */

const negotiationStatusSchema = z.enum(NEGOTIATION_STATUSES);

/**
 * `POST /negotiation` by a member of the announcing company, from an interest item it received:
 * the buyer, its company and the quantity come from the interest; the announced price, pick-up.
 */
const negotiationFromInterestBodySchema = z.strictObject({ interestItemId: z.int().check(z.positive()) });
export type NegotiationFromInterestBody = z.input<typeof negotiationFromInterestBodySchema>;

/** What `POST /negotiation` accepts: the buyer's proposal or the seller's interest item. */
export const openNegotiationBodySchema = z.union([negotiationFromInterestBodySchema, negotiationBodySchema]);

/**
 * `PUT /negotiation/{id}`: `{ status }` is a status step; values (a proposal, `proposalBodySchema`)
 * are a proposal. Both in one body is refused by the server ('StatusWithValues'), so it is not a
 * schema rule.
 */
export const negotiationUpdateSchema = z
  .object({ status: z.optional(negotiationStatusSchema), ...proposalBodySchema.shape })
  .check(z.refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'Nada para alterar.' }));
export type NegotiationUpdate = z.input<typeof negotiationUpdateSchema>;

/** `PUT /admin/negotiation/{id}`: a status only. */
export const adminNegotiationUpdateSchema = z.strictObject({ status: negotiationStatusSchema });
export type AdminNegotiationUpdate = z.input<typeof adminNegotiationUpdateSchema>;
