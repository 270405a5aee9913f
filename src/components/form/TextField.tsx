import type { InputHTMLAttributes } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, fieldAria, useFieldId, type ControlledFieldProps } from './Field';
import { controlClass } from './styles';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'placeholder' | 'autoComplete' | 'maxLength' | 'inputMode' | 'autoFocus' | 'readOnly'
>;

export interface TextFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T>
  extends ControlledFieldProps<T, N, O>,
    NativeInputProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
}

/** A text input bound to a string field. */
export function TextField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  id: idProp,
  hideLabel,
  className,
  type = 'text',
  ...native
}: TextFieldProps<T, N, O>) {
  const {
    field: { ref, value: fieldValue, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ control, name });
  const id = useFieldId(name, idProp);
  const inputRef = useTypedBeforeHydration(ref, fieldValue, onChange);
  const error = fieldState.error?.message;
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <input
        {...native}
        id={id}
        type={type}
        name={fieldName}
        ref={inputRef}
        value={(fieldValue as string | null | undefined) ?? ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        aria-required={required || undefined}
        {...fieldAria(id, { hint, error })}
        className={controlClass(!!error)}
      />
    </Field>
  );
}
