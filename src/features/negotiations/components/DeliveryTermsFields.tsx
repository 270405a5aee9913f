import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { AddressFields } from '@/components/form/AddressFields';
import { RadioGroupField } from '@/components/form/RadioGroupField';
import { FREIGHT_LABELS, FREIGHT_TERMS } from '../model';
import type { AddressChoice } from './delivery-terms';

const FREIGHT_OPTIONS = FREIGHT_TERMS.map((value) => ({ value, label: FREIGHT_LABELS[value] }));

/**
 * With Entrega, the terms of an opening ('Negociar') or a proposal: who pays the freight (CIF/FOB)
 * and where to deliver — one of the addresses in hand or another one, typed with the kit's CEP
 * lookup. Hidden with Retirada. The form has `delivery`, `freight`, `addressChoice`, `address`.
 */
export function DeliveryTermsFields<T extends FieldValues>({ control, choices }: { control: Control<T>; choices: AddressChoice[] }) {
  const delivery: unknown = useWatch({ control, name: 'delivery' as Path<T> });
  const choice: unknown = useWatch({ control, name: 'addressChoice' as Path<T> });
  if (delivery !== 'DELIVERY') return null;
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">Condições de entrega</legend>
      <RadioGroupField control={control} name={'freight' as Path<T>} label="Frete" required options={FREIGHT_OPTIONS} inline />
      <RadioGroupField control={control} name={'addressChoice' as Path<T>} label="Endereço de entrega" required options={choices.map(({ value, label, description }) => ({ value, label, description }))} />
      {choice === 'OTHER' ? <AddressFields control={control} name={'address' as Path<T>} /> : null}
    </fieldset>
  );
}
