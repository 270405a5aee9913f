import * as z from 'zod/mini';
import { ACCOUNT_PATTERN, AGENCY_PATTERN, BANK_MAX, isValidPixKey, PIX_KEY_MESSAGES, PIX_KEY_TYPES, type PixKeyType } from '@/lib/validators/pix';

/**
 * 'Dados de pagamento' (docs/deal/payment.md): a PIX key checked against its type, and/or a bank
 * account whose three fields go together. Both empty clears the data. Loaded with the first
 * validation (useSchemaForm); the values' conversions are in payment-form-values.ts.
 */
export const paymentDataFormSchema = z
  .object({
    pixType: z.nullable(z.enum(PIX_KEY_TYPES)),
    pixKey: z.string().check(z.trim()),
    bank: z.string().check(z.trim(), z.maxLength(BANK_MAX, { error: `Use no máximo ${BANK_MAX} caracteres.` })),
    agency: z.string().check(z.trim()),
    account: z.string().check(z.trim()),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (v.pixKey && !v.pixType) issue('pixType', 'Escolha o tipo da chave PIX.');
      if (v.pixType && !v.pixKey) issue('pixKey', 'Informe a chave PIX.');
      if (v.pixType && v.pixKey && !isValidPixKey(v.pixType as PixKeyType, v.pixKey)) issue('pixKey', PIX_KEY_MESSAGES[v.pixType as PixKeyType]);
      const anyBank = Boolean(v.bank || v.agency || v.account);
      if (anyBank && v.bank.length < 2) issue('bank', 'Informe o banco (código e nome).');
      if (anyBank && !AGENCY_PATTERN.test(v.agency)) issue('agency', 'Informe a agência com 4 dígitos (e o dígito, se houver: 1234-5).');
      if (anyBank && !ACCOUNT_PATTERN.test(v.account)) issue('account', 'Informe a conta com o dígito, por exemplo 12345-6.');
    }),
  );
export type PaymentDataFormValues = z.input<typeof paymentDataFormSchema>;
export type PaymentDataFormOutput = z.output<typeof paymentDataFormSchema>;
