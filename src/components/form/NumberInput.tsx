import { useMemo, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useLazyIMask } from './lazy-imask';

export interface NumberInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'maxLength'> {
  value: number | null | undefined;
  onValueChange: (value: number | null) => void;
  /** Decimal places (0 = integers). */
  scale?: number;
  min?: number;
  max?: number;
  /** Show the thousands separator ('1.234'). */
  thousands?: boolean;
  /** Pad the decimals on blur ('12,5' → '12,50'). */
  padDecimals?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const toText = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** What the plain input (before imask) takes from typed text: '1.234,5' → '1234.5', at most `scale` decimals. */
function plainNumberText(typed: string, scale: number, min: number | undefined): string {
  const negative = (min === undefined || min < 0) && typed.trim().startsWith('-');
  const [whole = '', ...fraction] = typed.replace(/\./g, '').split(',');
  const integer = whole.replace(/\D/g, '');
  const decimals = scale > 0 ? fraction.join('').replace(/\D/g, '').slice(0, scale) : '';
  const hasComma = scale > 0 && fraction.length > 0;
  return `${negative ? '-' : ''}${integer}${hasComma ? `.${decimals}` : ''}`;
}

/**
 * A pt-BR number input on react-imask: ',' is the decimal mark, '.' groups thousands, letters
 * are refused. The value is a number, or null when the input is empty. Until the imask chunk
 * arrives (lazy-imask.ts) a plain input reads what is typed the same way, without grouping.
 */
export function NumberInput({
  value,
  onValueChange,
  scale = 0,
  min,
  max,
  thousands = true,
  padDecimals = false,
  inputRef,
  inputMode,
  ...rest
}: NumberInputProps) {
  const options = useMemo(
    () => ({
      mask: Number,
      scale,
      radix: ',',
      mapToRadix: scale > 0 ? ['.'] : [],
      thousandsSeparator: thousands ? '.' : '',
      normalizeZeros: true,
      padFractionalZeros: padDecimals,
      min: min ?? -Number.MAX_SAFE_INTEGER,
      max: max ?? Number.MAX_SAFE_INTEGER,
    }),
    [scale, thousands, padDecimals, min, max],
  );
  // What the mask shows (its unmasked text) next to the value it stands for. The text is fed back
  // only when the value changes from outside (a reset, a loaded record): '12,50' typed by the user
  // must not be rewritten to '12,5' while they type.
  const [synced, setSynced] = useState(() => ({ value: value ?? null, text: toText(value) }));
  if (!Object.is(synced.value, value ?? null)) setSynced({ value: value ?? null, text: toText(value) });
  const { IMaskInput, ref } = useLazyIMask(inputRef);
  // `text` is the unmasked form: digits, '-' and '.' as the decimal point.
  const accept = (text: string) => {
    if (text === synced.text) return;
    const next = text === '' || text === '-' ? null : Number(text);
    const number = next !== null && Number.isFinite(next) ? next : null;
    setSynced({ value: number, text });
    if (!Object.is(number, value ?? null)) onValueChange(number);
  };
  const common = { ...rest, type: 'text', inputMode: inputMode ?? (scale > 0 ? 'decimal' : 'numeric') } as const;
  if (!IMaskInput) {
    return (
      <input
        {...common}
        ref={ref}
        value={synced.text.replace('.', ',')}
        onChange={(event) => accept(plainNumberText(event.target.value, scale, min))}
      />
    );
  }
  return <IMaskInput {...options} {...common} unmask value={synced.text} inputRef={ref} onAccept={accept} />;
}
