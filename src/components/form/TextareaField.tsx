import type { TextareaHTMLAttributes } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, fieldAria, useFieldId, type ControlledFieldProps } from './Field';
import { controlClass } from './styles';

export interface TextareaFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T>
  extends ControlledFieldProps<T, N, O>,
    Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'placeholder' | 'maxLength' | 'readOnly'> {
  rows?: number;
  /** Shows 'n/max caracteres' under the field when `maxLength` is set. */
  showCount?: boolean;
}

/** A multi-line text field. */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  id: idProp,
  hideLabel,
  className,
  rows = 4,
  showCount,
  ...native
}: TextareaFieldProps<T, N, O>) {
  const {
    field: { ref, value: fieldValue, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ control, name });
  const id = useFieldId(name, idProp);
  const error = fieldState.error?.message;
  const value = (fieldValue as string | null | undefined) ?? '';
  const count = showCount && native.maxLength ? `${value.length}/${native.maxLength} caracteres` : null;
  const fullHint = count ? (hint ? <>{hint} · {count}</> : count) : hint;
  return (
    <Field id={id} label={label} hint={fullHint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <textarea
        {...native}
        id={id}
        rows={rows}
        name={fieldName}
        ref={ref}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        aria-required={required || undefined}
        {...fieldAria(id, { hint: fullHint, error })}
        className={controlClass(!!error, 'py-2 min-h-20')}
      />
    </Field>
  );
}
