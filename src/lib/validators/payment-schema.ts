import * as z from 'zod/mini';
import { PIX_KEY_TYPES } from './pix';

/**
 * A company's payment data (docs/deal/payment.md): a PIX key with its type and/or a bank account.
 * The answer's shape, and the body's: the key is any text here, since the API checks it against
 * its type and answers 'InvalidPixKey' (a field message, not a bare 400).
 */

const pixKeyTypeSchema = z.enum(PIX_KEY_TYPES);

const pixSchema = z.object({ type: pixKeyTypeSchema, key: z.string() });
const bankAccountSchema = z.object({ bank: z.string(), agency: z.string(), account: z.string() });

/** `GET /company/{id}/payment`, and the seller's data on a negotiation. */
export const paymentDataSchema = z.object({ pix: z.nullable(pixSchema), bank: z.nullable(bankAccountSchema) });
export type PaymentData = z.infer<typeof paymentDataSchema>;

