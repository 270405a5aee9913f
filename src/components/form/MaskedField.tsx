import type { FieldPath, FieldValues } from 'react-hook-form';
import { formatDigits, maskDigits } from '@/lib/mask-patterns';
import type { MaskName } from '@/lib/mask-patterns';
import { Field, type ControlledFieldProps } from './Field';
import { MaskedInput } from './MaskedInput';
import { controlClass } from './styles';
import { useFieldShell } from './useFieldShell';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

export interface MaskedFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> extends ControlledFieldProps<T, N, O> {
  mask: MaskName;
  placeholder?: string;
  autoComplete?: string;
  /** Called when the mask is complete (e.g. to look a CEP up). */
  onComplete?: (unmasked: string) => void;
}

/** A masked field (CPF, CNPJ, CEP, phone, area code, date as typed) holding the unmasked digits. */
export function MaskedField<T extends FieldValues, N extends FieldPath<T>, O = T>(props: MaskedFieldProps<T, N, O>) {
  const { mask, placeholder, autoComplete, onComplete } = props;
  const { field, error, shell, control } = useFieldShell(props);
  const { ref, value, onChange } = field;
  // Digits typed into the server's HTML (the plain input that stands in for the mask) before the
  // page's script ran are kept. Here, beside the controller (useFieldShell), not in MaskedInput: a child's layout
  // effect runs before the field's value subscription, which would miss the change.
  const inputRef = useTypedBeforeHydration(ref, formatDigits(mask, maskDigits(mask, value as string | null | undefined)), (text) => onChange(maskDigits(mask, text)));
  return (
    <Field {...shell}>
      <MaskedInput
        {...control}
        mask={mask}
        inputRef={inputRef}
        value={value as string | null | undefined}
        onValueChange={(digits) => onChange(digits)}
        placeholder={placeholder}
        autoComplete={autoComplete}
        className={controlClass(!!error)}
        onComplete={onComplete}
      />
    </Field>
  );
}
