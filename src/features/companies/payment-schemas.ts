import * as z from 'zod/mini';
import { isValidPixKey, PIX_KEY_MESSAGES, PIX_KEY_TYPES, type PixKeyType } from '@/lib/validators/pix';
import { paymentDataBodySchema, type PaymentDataBody } from './bodies';

/**
 * 'Dados de pagamento' (docs/deal/payment.md): a PIX key checked against its type, and/or a bank
 * account whose three fields go together. Both empty clears the data. The form holds five flat
 * fields where the body nests two groups, so its rules are the body's, checked on the body these
 * values make (a group any of whose fields is filled) with each issue put on its field. Loaded
 * with the first validation (useSchemaForm); the values' conversions are in payment-form-values.ts.
 */

const values = z.object({
  pixType: z.nullable(z.enum(PIX_KEY_TYPES)),
  pixKey: z.string().check(z.trim()),
  bank: z.string().check(z.trim()),
  agency: z.string().check(z.trim()),
  account: z.string().check(z.trim()),
});
type Values = z.output<typeof values>;

/** The body's paths → the form's fields. */
const FIELD_OF: Readonly<Record<string, keyof Values>> = {
  pix: 'pixKey',
  'pix.type': 'pixType',
  'pix.key': 'pixKey',
  bank: 'bank',
  'bank.bank': 'bank',
  'bank.agency': 'agency',
  'bank.account': 'account',
};

/** What these values would send, a group as soon as one of its fields is filled (so the body says what the group lacks). */
function bodyOf(v: Values): { pix: { type: PixKeyType | null; key: string } | null; bank: NonNullable<PaymentDataBody['bank']> | null } {
  return {
    pix: v.pixType || v.pixKey ? { type: v.pixType, key: v.pixKey } : null,
    bank: v.bank || v.agency || v.account ? { bank: v.bank, agency: v.agency, account: v.account } : null,
  };
}

export const paymentDataFormSchema = values.check(
  z.superRefine((v, ctx) => {
    for (const issue of paymentDataBodySchema.safeParse(bodyOf(v)).error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: [FIELD_OF[issue.path.join('.')] ?? 'pixKey'], message: issue.message });
    }
    // The API's own check of a key against its type ('InvalidPixKey'), said at the field first.
    if (v.pixType && v.pixKey && !isValidPixKey(v.pixType, v.pixKey)) {
      ctx.addIssue({ code: 'custom', path: ['pixKey'], message: PIX_KEY_MESSAGES[v.pixType] });
    }
  }),
);
export type PaymentDataFormValues = z.input<typeof paymentDataFormSchema>;
export type PaymentDataFormOutput = z.output<typeof paymentDataFormSchema>;

