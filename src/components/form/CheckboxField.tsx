import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { cx } from '../ui/cx';
import { FieldMessages, type ControlledFieldProps } from './Field';
import { useFieldShell } from './useFieldShell';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

export type CheckboxFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> = Omit<ControlledFieldProps<T, N, O>, 'hideLabel'> & {
  label: ReactNode;
};

/** A single checkbox bound to a boolean field; the label sits after the box. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>, O = T>(props: CheckboxFieldProps<T, N, O>) {
  const { label, hint, required, className } = props;
  const { field, id, error, control } = useFieldShell(props);
  const { ref, value: fieldValue, onChange } = field;
  // Ticked or cleared in the server's HTML before the page's script ran: kept.
  const inputRef = useTypedBeforeHydration(ref, String(!!fieldValue), (text) => onChange(text === 'true'), (input) => String(input.checked));
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2">
        <input
          {...control}
          type="checkbox"
          ref={inputRef}
          checked={!!fieldValue}
          onChange={(event) => onChange(event.target.checked)}
          className={cx(
            'mt-0.5 h-4 w-4 shrink-0 rounded border-slate-500 accent-primary-700',
            'focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700 focus-visible:ring-offset-2',
          )}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
          {required ? (
            <span className="ml-0.5 text-red-700" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
