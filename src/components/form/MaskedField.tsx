import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatDigits, maskDigits } from '@/lib/mask-patterns';
import type { MaskName } from '@/lib/mask-patterns';
import { Field, fieldAria, useFieldId, type ControlledFieldProps } from './Field';
import { MaskedInput } from './MaskedInput';
import { controlClass } from './styles';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

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
  // Digits typed into the server's HTML (the plain input that stands in for the mask) before the
  // page's script ran are kept. Here, beside useController, not in MaskedInput: a child's layout
  // effect runs before the field's value subscription, which would miss the change.
  const inputRef = useTypedBeforeHydration(field.ref, formatDigits(mask, maskDigits(mask, field.value as string | null | undefined)), (text) =>
    field.onChange(maskDigits(mask, text)),
  );
  const id = useFieldId(name, idProp);
  const error = fieldState.error?.message;
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <MaskedInput
        id={id}
        mask={mask}
        name={field.name}
        inputRef={inputRef}
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
