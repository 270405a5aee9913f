import { useMemo, type InputHTMLAttributes, type Ref } from 'react';
import { formatDigits, MASK_DIGITS, MASK_PLACEHOLDERS, maskDigits, maskOptions, type MaskName } from '@/lib/mask-patterns';
import { useLazyIMask } from './lazy-imask';

export interface MaskedInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength'> {
  /** One of the masks of docs/product/validation.md: cpf, cnpj, cep, date, phone, areaCode. */
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
 * A text input under one of the masks of docs/product/validation.md (react-imask, listening with `onAccept`, never
 * `onChange`). Typing or pasting '123.456.789-09' or '12345678909' gives the same value; what the
 * mask refuses (letters, a 0 area digit) never reaches the value. Until the imask chunk arrives
 * (lazy-imask.ts) a plain input applies the same pattern to what is typed.
 */
export function MaskedInput({ mask, value, onValueChange, onComplete, inputRef, placeholder, inputMode, ...rest }: MaskedInputProps) {
  const options = useMemo(() => maskOptions(mask), [mask]);
  const { IMaskInput, ref } = useLazyIMask(inputRef);
  // The value the mask is fed: always its unmasked form, so a formatted value from the API
  // ('01310-100') does not make the mask rewrite the field on mount.
  const normalized = maskDigits(mask, value ?? '');
  const common = { ...rest, type: 'text', inputMode: inputMode ?? 'numeric', placeholder: placeholder ?? MASK_PLACEHOLDERS[mask] } as const;
  if (!IMaskInput) {
    return (
      <input
        {...common}
        ref={ref}
        value={formatDigits(mask, normalized)}
        onChange={(event) => {
          const next = maskDigits(mask, event.target.value);
          if (next === normalized) return;
          onValueChange(next, formatDigits(mask, next));
          if (next.length === Math.max(...MASK_DIGITS[mask])) onComplete?.(next);
        }}
      />
    );
  }
  return (
    <IMaskInput
      {...options}
      {...common}
      unmask
      value={normalized}
      inputRef={ref}
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
