import * as z from 'zod/mini';
import { quantityBody } from '@/lib/validators/amount-schema';
import { MESSAGE_MAX } from './model';

/**
 * The body of 'Tenho interesse', with its form's pt-BR messages: the mock validates
 * `POST /interest-items` with it and the form is built from it (schemas.ts). The app imports this
 * module only for types (api.ts) or from schemas.ts, which the form loads on first use.
 */

/** `POST /interest-items`: up to the announced quantity (`QuantityAboveAvailable`); one per announcement and client. */
export const interestItemBodySchema = z.object({
  announcement_id: z.int().check(z.positive()),
  companyId: z.int({ error: 'Selecione a empresa compradora.' }).check(z.positive({ error: 'Selecione a empresa compradora.' })),
  quantity: quantityBody(),
  message: z._default(z.string().check(z.trim(), z.maxLength(MESSAGE_MAX, { error: `A mensagem pode ter até ${MESSAGE_MAX} caracteres.` })), ''),
});
export type InterestItemBody = z.input<typeof interestItemBodySchema>;
