import { createContext, useContext, useId, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { cx } from '../ui/cx';

/**
 * The frame of every form field: a label tied to the control (htmlFor/id), an optional hint and
 * the error text under the control. The control gets `aria-describedby` (hint + error) and
 * `aria-invalid` from `fieldAria`.
 */

/** Set by <Form>: field ids become `<form id>-<field name>` so FormError can point at them. */
export const FormIdContext = createContext<string | null>(null);

/** The id of a field's control: the `id` prop, else one derived from the form and the name. */
export function useFieldId(name: string, id?: string): string {
  const formId = useContext(FormIdContext);
  const generated = useId();
  if (id) return id;
  return formId ? fieldDomId(formId, name) : `${generated}-${name}`;
}

/** 'address.zipCode' → 'f1-address-zipCode' (no dots, so CSS selectors work too). */
export function fieldDomId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^\w-]/g, '-')}`;
}

export const hintId = (id: string) => `${id}-hint`;
export const labelId = (id: string) => `${id}-label`;
const errorId = (id: string) => `${id}-error`;

/** ARIA attributes of a control: `aria-invalid` and `aria-describedby` (hint, then error). */
export function fieldAria(id: string, { hint, error }: { hint?: ReactNode; error?: string }) {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export interface FieldProps {
  /** The control's id. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

export function Field({ id, label, hint, error, required, hideLabel, className, children }: FieldProps) {
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <FieldLabel htmlFor={id} id={labelId(id)} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function FieldLabel({
  htmlFor,
  required,
  hidden,
  children,
  as = 'label',
  id,
}: {
  htmlFor?: string;
  required?: boolean;
  hidden?: boolean;
  children: ReactNode;
  as?: 'label' | 'span' | 'legend';
  id?: string;
}) {
  const className = cx('text-sm font-medium text-slate-800', hidden && 'sr-only');
  const content = (
    <>
      {children}
      {required ? (
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  if (as === 'legend') return <legend className={className} id={id}>{content}</legend>;
  if (as === 'span') return <span className={className} id={id}>{content}</span>;
  return (
    <label className={className} htmlFor={htmlFor} id={id}>
      {content}
    </label>
  );
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId(id)} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * Props every kit field takes: the react-hook-form `control` and the field `name`, then the
 * frame (label, hint, required, disabled, id, className).
 */
export interface ControlledFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> {
  control: NonNullable<UseControllerProps<T, N, O>['control']>;
  name: N;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Overrides the generated id of the control. */
  id?: string;
  hideLabel?: boolean;
  className?: string;
}
