import { useMemo, type InputHTMLAttributes, type Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { MASK_PLACEHOLDERS, maskOptions, unmask, type MaskName } from '@/lib/masks';

export interface MaskedInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength'> {
  /** One of the spec's masks: cpf, cnpj, cep, date, phone, areaCode. */
  mask: MaskName;
  /** The unmasked value (digits). */
  value: string | null | undefined;
  /** Called with the unmasked digits and the displayed text whenever the mask accepts input. */
  onValueChange: (unmasked: string, masked: string) => void;
  /** Called with the unmasked digits when the mask is filled. */
  onComplete?: (unmasked: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text input under one of the spec's masks (react-imask, listening with `onAccept`, never
 * `onChange`). Typing or pasting '123.456.789-09' or '12345678909' gives the same value; what the
 * mask refuses (letters, a 0 area digit) never reaches the value.
 */
export function MaskedInput({ mask, value, onValueChange, onComplete, inputRef, placeholder, inputMode, ...rest }: MaskedInputProps) {
  const options = useMemo(() => maskOptions(mask), [mask]);
  // The value the mask is fed: always its unmasked form, so a formatted value from the API
  // ('01310-100') does not make the mask rewrite the field on mount.
  const normalized = unmask(mask, value ?? '');
  return (
    <IMaskInput
      {...options}
      {...rest}
      type="text"
      inputMode={inputMode ?? 'numeric'}
      placeholder={placeholder ?? MASK_PLACEHOLDERS[mask]}
      unmask
      value={normalized}
      inputRef={inputRef}
      onAccept={(next: string, maskRef) => {
        if (next !== normalized) onValueChange(next, maskRef.value);
      }}
      onComplete={(next: string) => {
        // Not for the value it was given (a loaded record), only for what the user completes.
        if (next !== normalized) onComplete?.(next);
      }}
    />
  );
}
