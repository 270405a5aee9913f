import type { TextareaHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field, type ControlledFieldProps } from './Field';
import { controlClass } from './styles';
import { useFieldShell } from './useFieldShell';

export interface TextareaFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T>
  extends ControlledFieldProps<T, N, O>,
    Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'placeholder' | 'maxLength' | 'readOnly'> {
  rows?: number;
  /** Shows 'n/max caracteres' under the field when `maxLength` is set. */
  showCount?: boolean;
}

/** A multi-line text field. */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>, O = T>(props: TextareaFieldProps<T, N, O>) {
  const { rows = 4, showCount, placeholder, maxLength, readOnly, hint } = props;
  const text = (value: unknown) => (value as string | null | undefined) ?? '';
  const { field, error, shell, control } = useFieldShell(props, (current) => {
    const count = showCount && maxLength ? `${text(current).length}/${maxLength} caracteres` : null;
    return count ? (hint ? <>{hint} · {count}</> : count) : hint;
  });
  const { ref, value, onChange } = field;
  return (
    <Field {...shell}>
      <textarea
        {...{ placeholder, maxLength, readOnly }}
        {...control}
        rows={rows}
        ref={ref}
        value={text(value)}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(!!error, 'py-2 min-h-20')}
      />
    </Field>
  );
}
