import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { MaskName } from '@/lib/masks';
import { Field, fieldAria, useFieldId, type ControlledFieldProps } from './Field';
import { MaskedInput } from './MaskedInput';
import { controlClass } from './styles';

export interface MaskedFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> extends ControlledFieldProps<T, N, O> {
  mask: MaskName;
  placeholder?: string;
  autoComplete?: string;
  /** Called when the mask is complete (e.g. to look a CEP up). */
  onComplete?: (unmasked: string) => void;
}

/** A masked field (CPF, CNPJ, CEP, phone, area code, date as typed) holding the unmasked digits. */
export function MaskedField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  id: idProp,
  hideLabel,
  className,
  mask,
  placeholder,
  autoComplete,
  onComplete,
}: MaskedFieldProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  const id = useFieldId(name, idProp);
  const error = fieldState.error?.message;
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <MaskedInput
        id={id}
        mask={mask}
        name={field.name}
        inputRef={field.ref}
        value={field.value as string | null | undefined}
        onValueChange={(digits) => field.onChange(digits)}
        onBlur={field.onBlur}
        disabled={disabled}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...fieldAria(id, { hint, error })}
        className={controlClass(!!error)}
        onComplete={onComplete}
      />
    </Field>
  );
}
