import type { ReactNode } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, fieldAria, useFieldId, type ControlledFieldProps } from './Field';
import { NumberInput } from './NumberInput';
import { controlClass } from './styles';

export interface NumberFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> extends ControlledFieldProps<T, N, O> {
  /** Decimal places (0 = integers). */
  scale?: number;
  min?: number;
  max?: number;
  placeholder?: string;
  /** Text before the input (e.g. 'R$'). */
  prefix?: ReactNode;
  /** Text after the input (e.g. a unit, 'kg'). */
  suffix?: ReactNode;
  padDecimals?: boolean;
}

/** A number field (pt-BR digits); the form value is a number, or null when empty. */
export function NumberField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  id: idProp,
  hideLabel,
  className,
  scale = 0,
  min,
  max,
  placeholder,
  prefix,
  suffix,
  padDecimals,
}: NumberFieldProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  const id = useFieldId(name, idProp);
  const error = fieldState.error?.message;
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <div className="relative flex items-center">
        {prefix ? (
          <span className="pointer-events-none absolute left-3 text-sm text-slate-600" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <NumberInput
          id={id}
          name={field.name}
          inputRef={field.ref}
          value={field.value as number | null | undefined}
          onValueChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          disabled={disabled}
          scale={scale}
          min={min}
          max={max}
          padDecimals={padDecimals}
          placeholder={placeholder}
          aria-required={required || undefined}
          {...fieldAria(id, { hint, error })}
          className={controlClass(!!error, `h-10 text-right ${prefix ? 'pl-10' : ''} ${suffix ? 'pr-12' : ''}`)}
        />
        {suffix ? (
          <span className="pointer-events-none absolute right-3 text-sm text-slate-600" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
    </Field>
  );
}
