import type { FieldPath, FieldValues } from 'react-hook-form';
import { quantityScale, wholeUnitMessage } from '@/lib/units';
import { NumberField, type NumberFieldProps } from './NumberField';

export type QuantityFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> = Omit<
  NumberFieldProps<T, N, O>,
  'scale' | 'prefix' | 'suffix' | 'padDecimals' | 'decimalsMessage'
> & {
  /** The unit's symbol ('kg', 'un'), shown after the number; it decides the decimals. */
  unit?: string | null;
  /** Show the unit after the number (off where the unit is a field beside it). */
  showUnit?: boolean;
};

/**
 * A quantity: typed the Brazilian way ('1.500,25'), with the decimals its unit takes — none for
 * units that count whole things ('un', 'cx', 'pallet'), which say so when a comma is typed
 * (lib/units.ts). A typed minus stays on screen for the form's rules to refuse, rather than being
 * dropped (which would change the number). The form value is a number, or null when empty.
 */
export function QuantityField<T extends FieldValues, N extends FieldPath<T>, O = T>({ unit, showUnit = true, ...props }: QuantityFieldProps<T, N, O>) {
  const symbol = unit ?? undefined;
  return (
    <NumberField
      {...props}
      scale={quantityScale(symbol)}
      decimalsMessage={symbol ? wholeUnitMessage(symbol) : undefined}
      suffix={showUnit ? symbol : undefined}
    />
  );
}
