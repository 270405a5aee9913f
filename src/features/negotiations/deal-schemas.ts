import * as z from 'zod/mini';
import { isValidNfeKey, NFE_KEY_LENGTH, NFE_MESSAGES } from '@/lib/validators/nfe';
import { onlyDigits } from '@/lib/validators/documents';
import { zChosen } from '@/lib/validators/zod';
import { FORM_MESSAGES, invoiceBodySchema, paymentBodySchema } from './bodies';

/*
 * The forms of the deal's second half (docs/deal/payment.md), the buyer's 'Pagamento enviado' and
 * the seller's NF-e, built from their bodies (bodies.ts): the rules and pt-BR messages are the
 * bodies', the forms read into them the file they hold and the key as typed. Loaded with the first
 * validation (useSchemaForm).
 */

const uploaded = z.object({ id: z.int(), url: z.string(), mimetype: z.string(), name: z.string() });

/** The file a SingleFileField holds (null until uploaded), read into the body's id of it. */
const attachedId = (fileId: z.ZodMiniType<number, number>, required: string) =>
  z.pipe(
    z.pipe(
      zChosen(uploaded, required),
      z.transform((file: z.output<typeof uploaded>) => file.id),
    ),
    fileId,
  );

/** 'Pagamento enviado': the proof is required. */
export const paymentFormSchema = z.object({ proof: attachedId(paymentBodySchema.shape.proofFileId, FORM_MESSAGES.proof) });
export type PaymentFormValues = z.input<typeof paymentFormSchema>;
export type PaymentFormOutput = z.output<typeof paymentFormSchema>;

const invoice = invoiceBodySchema.shape;

/** The NF-e: número, série, the 44-digit key checked by its modulo 11, the DANFE or XML. */
export const invoiceFormSchema = z.object({
  number: invoice.number,
  series: invoice.series,
  /** As typed (spaced as the DANFE prints it, or not): the API's own check first, under the field ('InvalidNfeKey'), then its digits. */
  accessKey: z.pipe(
    z.pipe(
      z.string().check(
        z.trim(),
        z.superRefine((value, ctx) => {
          if (onlyDigits(value).length !== NFE_KEY_LENGTH || /[^\d\s]/.test(value)) ctx.addIssue({ code: 'custom', message: NFE_MESSAGES.keyLength });
          else if (!isValidNfeKey(value)) ctx.addIssue({ code: 'custom', message: NFE_MESSAGES.keyDigit });
        }),
      ),
      z.transform(onlyDigits),
    ),
    invoice.accessKey,
  ),
  file: attachedId(invoice.fileId, NFE_MESSAGES.file),
});
export type InvoiceFormValues = z.input<typeof invoiceFormSchema>;
export type InvoiceFormOutput = z.output<typeof invoiceFormSchema>;
