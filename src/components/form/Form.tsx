import { createContext, useContext, useId, useRef, type FormHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import {
  useFormState,
  type FieldErrors,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { AppError } from '@/lib/api/errors';
import { useHydrated } from '@/lib/hooks/useHydrated';
import { notifyError } from '@/lib/notify';
import { Button, type ButtonProps } from '../ui/Button';
import { fieldDomId, FormIdContext } from './Field';
import { putFieldError, type FieldErrorCodes } from './field-errors';

/**
 * The form a kit <Form> holds: the object `useForm` returns, the same for the form's whole life, so
 * this context never changes value. react-hook-form's FormProvider gives a new value with each
 * formState change (its `isReady` comes in a layout effect right after the first commit), and a
 * changed context above a part not yet hydrated (HydrateLater) makes React hydrate it there and
 * then, in the same task.
 */
const KitFormContext = createContext<UseFormReturn<FieldValues, unknown, FieldValues> | null>(null);

/** The methods of the kit <Form> around (what react-hook-form's useFormContext gave). */
export function useKitForm<T extends FieldValues>(): UseFormReturn<T, unknown, T> {
  const form = useContext(KitFormContext);
  if (!form) throw new Error('useKitForm() outside a kit <Form>.');
  // One object per form whatever its values' type: the caller names the type of its form.
  return form as unknown as UseFormReturn<T, unknown, T>;
}

/** Where <Form> puts a failure thrown by `onSubmit` (shown by <FormError>). */
const SERVER_ERROR = 'root.server' as const;

export interface FormProps<T extends FieldValues, C, O> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  form: UseFormReturn<T, C, O>;
  onSubmit: SubmitHandler<O>;
  /** API codes that `onSubmit` may throw which belong to one field: toasted and shown there, focused. */
  fieldErrors?: FieldErrorCodes<T>;
  children: ReactNode;
}

/**
 * A <form> over react-hook-form: provides the form to SubmitButton/FormError, validates with the
 * form's resolver, and catches a failure thrown by `onSubmit`: it is toasted (notifyError — the
 * toast id is the message, so a mutation that already toasted it is not shown twice) and kept as
 * the `root.server` error for <FormError>; the form keeps every value. A code listed in
 * `fieldErrors` is toasted too (docs/product/messages.md: errors are toasts) and goes under its field, focused,
 * instead of <FormError>. The browser's own validation
 * bubbles are off (`noValidate`): messages come from the zod schema, under each field.
 *
 * Before the page's script runs (a server-rendered form, such as /participe's, on a slow line) the
 * browser would submit the form itself, as a GET that put every field — the password too — in the
 * address, the history and the server's logs, and reloaded the page empty. SubmitButton stays
 * disabled until then, which also stops Enter (a form whose default button is disabled is not
 * submitted), and the form says `method="post"` so that no other way of submitting it puts
 * values in the address.
 */
export function Form<T extends FieldValues, C, O>({ form, onSubmit, fieldErrors, children, id: idProp, ...rest }: FormProps<T, C, O>) {
  const generated = useId();
  const formId = idProp ?? `form${generated.replace(/[^\w-]/g, '')}`;
  // A second submit (double click, Enter twice) before React has disabled the button is dropped
  // here, synchronously: one click, one request.
  const submitting = useRef(false);
  return (
    <KitFormContext.Provider value={form as unknown as UseFormReturn<FieldValues, unknown, FieldValues>}>
      <FormIdContext.Provider value={formId}>
        <form
          method="post"
          {...rest}
          id={formId}
          noValidate
          onSubmit={(event) => {
            if (submitting.current) {
              event.preventDefault();
              return;
            }
            submitting.current = true;
            form.clearErrors(SERVER_ERROR);
            void form
              .handleSubmit(onSubmit)(event)
              .catch((error: unknown) => {
                const onField = fieldErrors && putFieldError(form, error, fieldErrors);
                if (onField) notifyError(new AppError(onField));
                else form.setError(SERVER_ERROR, { type: 'server', message: notifyError(error) });
              })
              .finally(() => {
                submitting.current = false;
              });
          }}
        >
          {children}
        </form>
      </FormIdContext.Provider>
    </KitFormContext.Provider>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  /** Shown while the form is submitting. */
  submittingLabel?: string;
}

/** The submit button: disabled, with 'Salvando...', while the form is submitting. */
export function SubmitButton({ children = 'Salvar', submittingLabel = 'Salvando...', disabled, ...rest }: SubmitButtonProps) {
  const { isSubmitting } = useFormState({ control: useKitForm().control });
  // Disabled in the server's HTML: see <Form>.
  const hydrated = useHydrated();
  return (
    <Button {...rest} type="submit" disabled={disabled || isSubmitting || !hydrated} loading={isSubmitting}>
      {isSubmitting ? submittingLabel : children}
    </Button>
  );
}

interface FlatError {
  name: string;
  message: string;
}

/** Nested react-hook-form errors → [{ name: 'address.zipCode', message }], root errors excluded. */
export function flattenErrors(errors: FieldErrors, prefix = ''): FlatError[] {
  const out: FlatError[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || (prefix === '' && key === 'root')) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && 'message' in value && typeof value.message === 'string' && 'type' in value) {
      out.push({ name, message: value.message });
    } else if (typeof value === 'object') {
      out.push(...flattenErrors(value as FieldErrors, name));
    }
  }
  return out;
}

/**
 * The form's error summary (role="alert"): after a submit that did not pass validation, the list
 * of field errors, each a link that focuses its field. A server failure is not repeated here: it
 * is already the toast (docs/product/messages.md: errors are shown as toasts).
 */
export function FormError({ title = 'Verifique os campos destacados:' }: { title?: string }) {
  const { control, setFocus } = useKitForm();
  const { errors, submitCount } = useFormState({ control });
  const formId = useContext(FormIdContext);
  const fields = submitCount > 0 ? flattenErrors(errors) : [];
  if (fields.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {fields.length > 0 ? (
        <>
          <p className="font-medium">{title}</p>
          <ul className="mt-1 list-disc pl-5">
            {fields.map((field) => (
              <li key={field.name}>
                <a
                  href={formId ? `#${fieldDomId(formId, field.name)}` : undefined}
                  className="underline hover:no-underline focus:outline-hidden focus-visible:ring-2 focus-visible:ring-red-700"
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                    event.preventDefault();
                    setFocus(field.name);
                  }}
                >
                  {field.message}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
