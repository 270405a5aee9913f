import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, fieldAria, useFieldId, type ControlledFieldProps } from './Field';
import { optionIndex, type Option } from './options';
import { controlClass } from './styles';

export interface SelectFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> extends ControlledFieldProps<T, N, O> {
  options: readonly Option[];
  /** The empty first option ('Selecione...'); `false` leaves it out. */
  placeholder?: string | false;
  /** Shown instead of the options while they load. */
  loading?: boolean;
}

/**
 * A native select. The form value is the chosen option's value (string or number, as given) or
 * null for the empty option.
 */
export function SelectField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  id: idProp,
  hideLabel,
  className,
  options,
  placeholder = 'Selecione...',
  loading = false,
}: SelectFieldProps<T, N, O>) {
  const {
    field: { ref, value: fieldValue, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ control, name });
  const id = useFieldId(name, idProp);
  const error = fieldState.error?.message;
  const selected = optionIndex(options, fieldValue);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <select
        id={id}
        name={fieldName}
        ref={ref}
        value={selected >= 0 ? String(selected) : ''}
        onChange={(event) => {
          const index = event.target.value === '' ? -1 : Number(event.target.value);
          onChange(index >= 0 ? options[index]!.value : null);
        }}
        onBlur={onBlur}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        aria-required={required || undefined}
        {...fieldAria(id, { hint, error })}
        className={controlClass(!!error)}
      >
        {loading ? (
          <option value="">Carregando...</option>
        ) : (
          <>
            {placeholder !== false ? <option value="">{placeholder}</option> : null}
            {options.map((option, index) => (
              <option key={`${typeof option.value}:${String(option.value)}`} value={String(index)} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </>
        )}
      </select>
    </Field>
  );
}
