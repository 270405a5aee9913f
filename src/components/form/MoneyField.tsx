import type { FieldPath, FieldValues } from 'react-hook-form';
import { NumberField, type NumberFieldProps } from './NumberField';

export type MoneyFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> = Omit<
  NumberFieldProps<T, N, O>,
  'scale' | 'prefix' | 'suffix' | 'padDecimals'
>;

/** A BRL amount: 'R$ 1.234,50' on screen, the number 1234.5 in the form. */
export function MoneyField<T extends FieldValues, N extends FieldPath<T>, O = T>({ min = 0, placeholder = '0,00', ...props }: MoneyFieldProps<T, N, O>) {
  return <NumberField {...props} min={min} placeholder={placeholder} scale={2} prefix="R$" padDecimals />;
}
