import * as z from 'zod/mini';
import { addressSchema } from '@/lib/validators/address-schema';
import { paymentDataSchema } from '@/lib/validators/payment-schema';
import { FREIGHT_TERMS } from './model';

/**
 * The second half of the deal (docs/deal/payment.md): the delivery terms a proposal with Entrega
 * carries, the payment the buyer reports and the seller confirms, and the NF-e the seller records.
 * api.ts composes these into the negotiation; the calls are in `negotiationsApi`.
 */

const freightSchema = z.enum(FREIGHT_TERMS);
export type Freight = z.infer<typeof freightSchema>;

/** Where the goods go and who pays the freight (CIF: the seller; FOB: the buyer). */
export const deliveryTermsSchema = z.object({ address: addressSchema, freight: freightSchema });
export type DeliveryTerms = z.infer<typeof deliveryTermsSchema>;

/** A file the deal carries: its address is signed for the caller (docs/security.md, "Files"). */
const dealFileSchema = z.object({ id: z.int(), name: z.string(), mimetype: z.string(), url: z.string() });
export type DealFile = z.infer<typeof dealFileSchema>;

/** The buyer's report of the payment and, once the seller received it, its confirmation. */
const dealPaymentSchema = z.object({
  status: z.enum(['SENT', 'CONFIRMED']),
  /** What was due when it was sent: the negotiation's total. */
  amount: z.number(),
  proof: dealFileSchema,
  sentAt: z.string(),
  confirmedAt: z.nullable(z.string()),
});

/** The NF-e the seller issued for the deal. */
const invoiceSchema = z.object({
  number: z.string(),
  series: z.string(),
  accessKey: z.string(),
  file: dealFileSchema,
  recordedAt: z.string(),
});

/** The negotiation's fields of this half (added to `Negotiation`; the agreed `deliveryTerms` are a proposable value, api.ts). */
export const dealFields = {
  /** The announcement's place, where the buyer collects (with Retirada), else null. */
  pickupAddress: z.nullable(addressSchema),
  /** The buying company's address, the first choice of a delivery address: to the buyer and the admin (null to the seller). */
  buyerAddress: z.nullable(addressSchema),
  /** The seller company's payment data, from Aguardando pagamento on (null before, or when it has none). */
  sellerPayment: z.nullable(paymentDataSchema),
  payment: z.nullable(dealPaymentSchema),
  invoice: z.nullable(invoiceSchema),
};

