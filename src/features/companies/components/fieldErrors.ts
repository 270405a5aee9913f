import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { DOMAIN_MESSAGES, serverCode } from '@/lib/api/errors';

/**
 * Puts a domain code that belongs to one field on that field (e.g. CnpjAlreadyExists → cnpj).
 * Returns true when it did: the caller then does not rethrow (no toast).
 */
export function putFieldError<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  error: unknown,
  fields: Partial<Record<string, FieldPath<T>>>,
): boolean {
  const code = serverCode(error);
  const field = code ? fields[code] : undefined;
  if (!code || !field) return false;
  form.setError(field, { type: 'server', message: DOMAIN_MESSAGES[code] ?? code }, { shouldFocus: true });
  return true;
}
