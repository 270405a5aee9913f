import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { RefusalCode } from '@/lib/api/codes';
import { serverCode, toErrorMessage } from '@/lib/api/errors';

/**
 * API domain codes that belong to one field: a code maps to its field (the message is the code's
 * own, docs/product/messages.md via `toErrorMessage`) or to [field, message] when the screen words it its own way.
 * Usually given to <Form fieldErrors={…}> (or <FormDialog>), which calls putFieldError on a failure.
 * Keys are the API's codes (lib/api/codes.ts) and values the form's own paths: a misspelt code or
 * field fails `tsc`.
 */
export type FieldErrorCodes<T extends FieldValues> = Partial<Record<RefusalCode, FieldPath<T> | readonly [FieldPath<T>, string]>>;

/**
 * Puts an API domain code listed in `fields` on its field, focuses it and returns the message put
 * there; undefined for any other failure.
 */
export function putFieldError<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, error: unknown, fields: FieldErrorCodes<T>): string | undefined {
  const code = serverCode(error);
  // The form's own keys only ('toString' is not a field), and no runtime list of every code: that
  // catalogue is the mock's and the tests', and would ride in every form's first load.
  const target = code !== undefined && Object.hasOwn(fields, code) ? fields[code as RefusalCode] : undefined;
  if (!target) return undefined;
  const [name, message] = typeof target === 'string' ? [target, toErrorMessage(error)] : target;
  form.setError(name, { type: 'server', message }, { shouldFocus: true });
  return message;
}
