import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field, type ControlledFieldProps } from './Field';
import { optionIndex, type Option } from './options';
import { controlClass } from './styles';
import { useFieldShell } from './useFieldShell';

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
export function SelectField<T extends FieldValues, N extends FieldPath<T>, O = T>(props: SelectFieldProps<T, N, O>) {
  const { options, placeholder = 'Selecione...', loading = false } = props;
  const { field, error, shell, control } = useFieldShell(props);
  const { ref, value, onChange } = field;
  const selected = optionIndex(options, value);
  return (
    <Field {...shell}>
      <select
        {...control}
        ref={ref}
        value={selected >= 0 ? String(selected) : ''}
        onChange={(event) => {
          const index = event.target.value === '' ? -1 : Number(event.target.value);
          onChange(index >= 0 ? options[index]!.value : null);
        }}
        disabled={props.disabled || loading}
        aria-busy={loading || undefined}
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
