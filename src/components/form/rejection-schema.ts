import * as z from 'zod/mini';
import '@/lib/zod-config';
import { REJECTION_REASON_MAX, REJECTION_REASON_MESSAGE, REJECTION_REASON_MIN } from '@/lib/validators/common';

/**
 * The reason of RejectDialog, apart from it: the dialog loads this module (and zod) with its first
 * validation (useSchemaForm), not with the dialog. `tooShort` says what the reason is for.
 */
export const reasonSchema = (tooShort: string = REJECTION_REASON_MESSAGE) =>
  z.object({
    reason: z.string().check(
      z.trim(),
      z.minLength(REJECTION_REASON_MIN, { error: tooShort }),
      z.maxLength(REJECTION_REASON_MAX, { error: `Use no máximo ${REJECTION_REASON_MAX} caracteres.` }),
    ),
  });
type RejectionSchema = ReturnType<typeof reasonSchema>;
export type RejectionValues = z.input<RejectionSchema>;
export type RejectionOutput = z.output<RejectionSchema>;
