import { useState, type ReactNode } from 'react';
import type { EntryRefusal } from '@/lib/number-entry';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field, type ControlledFieldProps } from './Field';
import { NumberInput } from './NumberInput';
import { controlClass } from './styles';
import { useFieldShell } from './useFieldShell';

export interface NumberFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> extends ControlledFieldProps<T, N, O> {
  /** Decimal places (0 = integers). */
  scale?: number;
  min?: number;
  placeholder?: string;
  /** Text before the input (e.g. 'R$'). */
  prefix?: ReactNode;
  /** Text after the input (e.g. a unit, 'kg'). */
  suffix?: ReactNode;
  padDecimals?: boolean;
  /** What a refused decimal says (scale 0), e.g. wholeUnitMessage('un'). */
  decimalsMessage?: string;
}

/** Why a keystroke or paste was refused, in pt-BR. */
function refusalMessage(reason: EntryRefusal, scale: number, decimalsMessage?: string): string {
  if (reason === 'decimals') return decimalsMessage ?? 'Este campo aceita apenas números inteiros, sem casas decimais.';
  if (reason === 'scale') return `Use no máximo ${scale} ${scale === 1 ? 'casa decimal' : 'casas decimais'}.`;
  if (reason === 'digits') return 'Número grande demais para este campo.';
  return 'Use a vírgula só uma vez, para separar os decimais (ex.: 1.250,50).';
}

/**
 * A number field typed the Brazilian way (NumberInput); the form value is a number, or null when
 * empty. A refused keystroke (a decimal where `scale` is 0, a decimal too many) is explained under it.
 */
export function NumberField<T extends FieldValues, N extends FieldPath<T>, O = T>(props: NumberFieldProps<T, N, O>) {
  const { scale = 0, min, placeholder, prefix, suffix, padDecimals, decimalsMessage } = props;
  const { field, id, error, shell, control } = useFieldShell(props);
  const { ref, value: fieldValue, onChange } = field;
  const [refused, setRefused] = useState<EntryRefusal | null>(null);
  const value = fieldValue as number | null | undefined;
  // A value with decimals in a field that now takes none (the unit was changed to 'un').
  const misfit = scale === 0 && typeof value === 'number' && !Number.isInteger(value);
  const notice = refused ? refusalMessage(refused, scale, decimalsMessage) : misfit ? refusalMessage('decimals', scale, decimalsMessage) : '';
  return (
    <Field {...shell}>
      <div className="relative flex items-center">
        {prefix ? (
          <span className="pointer-events-none absolute left-3 text-sm text-slate-600" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <NumberInput
          {...control}
          inputRef={ref}
          value={value}
          onValueChange={(value) => onChange(value)}
          scale={scale}
          min={min}
          padDecimals={padDecimals}
          onRefuse={setRefused}
          placeholder={placeholder}
          aria-describedby={[control['aria-describedby'], notice ? `${id}-refused` : null].filter(Boolean).join(' ') || undefined}
          className={controlClass(!!error, `h-10 text-right ${prefix ? 'pl-10' : ''} ${suffix ? 'pr-12' : ''}`)}
        />
        {suffix ? (
          <span className="pointer-events-none absolute right-3 text-sm text-slate-600" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      {/* Said as soon as an entry is refused, so the user knows why the key did nothing. */}
      <p id={`${id}-refused`} role="status" className="text-xs font-medium text-amber-900 empty:hidden">
        {notice}
      </p>
    </Field>
  );
}
