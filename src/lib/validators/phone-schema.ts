import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './common';
import type { ApiPhone } from './phone';

/** A phone as the API answers and takes it (docs/product/records.md, docs/product/limits.md): area digits 1–9, 8 or 9 digits. */
export const apiPhoneSchema = z.object({
  Area: z.string().check(z.regex(/^[1-9]{2}$/, { error: VALIDATION_MESSAGES.phone })),
  Numero: z.string().check(z.regex(/^\d{8,9}$/, { error: VALIDATION_MESSAGES.phone })),
}) satisfies z.ZodMiniType<ApiPhone>;
