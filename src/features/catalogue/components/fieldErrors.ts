import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { serverCode } from '@/lib/api/errors';

/**
 * Puts an API domain code that belongs to one field on that field (e.g. `DuplicateName` → the
 * name). Returns false for any other failure: the caller rethrows it and <Form> toasts it.
 */
export function putFieldError<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  error: unknown,
  fields: Partial<Record<string, [FieldPath<T>, string]>>,
): boolean {
  const code = serverCode(error);
  const target = code ? fields[code] : undefined;
  if (!target) return false;
  const [name, message] = target;
  form.setError(name, { type: 'server', message }, { shouldFocus: true });
  return true;
}
