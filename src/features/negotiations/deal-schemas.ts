import * as z from 'zod/mini';
import { isValidNfeKey, NFE_KEY_LENGTH, NFE_MESSAGES } from '@/lib/validators/nfe';
import { onlyDigits } from '@/lib/validators/documents';

/*
 * The forms of the deal's second half (docs/deal/payment.md), with pt-BR messages: the buyer's
 * 'Pagamento enviado' and the seller's NF-e. Loaded with the first validation (useSchemaForm).
 */

const uploaded = z.object({ id: z.int(), url: z.string(), mimetype: z.string(), name: z.string() });

/** 'Pagamento enviado': the proof is required. */
export const paymentFormSchema = z.object({
  proof: z.nullable(uploaded).check(z.refine((file) => file !== null, { error: 'Anexe o comprovante do pagamento.' })),
});
export type PaymentFormValues = z.input<typeof paymentFormSchema>;

/** The NF-e: número, série, the 44-digit key checked by its modulo 11, the DANFE or XML. */
export const invoiceFormSchema = z.object({
  number: z.string().check(z.trim(), z.regex(/^\d{1,9}$/, { error: NFE_MESSAGES.number })),
  series: z.string().check(z.trim(), z.regex(/^\d{1,3}$/, { error: NFE_MESSAGES.series })),
  accessKey: z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      if (onlyDigits(value).length !== NFE_KEY_LENGTH || /[^\d\s]/.test(value)) ctx.addIssue({ code: 'custom', message: NFE_MESSAGES.keyLength });
      else if (!isValidNfeKey(value)) ctx.addIssue({ code: 'custom', message: NFE_MESSAGES.keyDigit });
    }),
  ),
  file: z.nullable(uploaded).check(z.refine((file) => file !== null, { error: NFE_MESSAGES.file })),
});
export type InvoiceFormValues = z.input<typeof invoiceFormSchema>;
export type InvoiceFormOutput = z.output<typeof invoiceFormSchema>;
