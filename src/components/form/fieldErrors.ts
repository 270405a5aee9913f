import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { serverCode, toErrorMessage } from '@/lib/api/errors';

/**
 * Puts an API domain code that belongs to one field on that field, and focuses it: `fields` maps
 * a code to its field (the message is the code's own, SPEC.md §8 via `toErrorMessage`) or to
 * [field, message] when the screen words it its own way. Returns false for any other failure:
 * the caller rethrows it and <Form> toasts it.
 *
 *   if (putFieldError(form, error, { QuantityAboveAvailable: 'quantity' })) return;
 *   throw error;
 */
export function putFieldError<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  error: unknown,
  fields: Partial<Record<string, FieldPath<T> | readonly [FieldPath<T>, string]>>,
): boolean {
  const code = serverCode(error);
  const target = code ? fields[code] : undefined;
  if (!target) return false;
  const [name, message] = typeof target === 'string' ? [target, toErrorMessage(error)] : target;
  form.setError(name, { type: 'server', message }, { shouldFocus: true });
  return true;
}
