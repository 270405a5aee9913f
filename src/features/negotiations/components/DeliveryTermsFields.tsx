import { useWatch, type Control } from 'react-hook-form';
import { AddressFields } from '@/components/form/AddressFields';
import { RadioGroupField } from '@/components/form/RadioGroupField';
import { FREIGHT_LABELS, FREIGHT_TERMS } from '../model';
import type { ProposalFormOutput, ProposalFormValues } from '../schemas';
import type { AddressChoice } from './delivery-terms';

const FREIGHT_OPTIONS = FREIGHT_TERMS.map((value) => ({ value, label: FREIGHT_LABELS[value] }));

/**
 * With Entrega, a proposal's terms: who pays the freight (CIF/FOB) and where to deliver — one of
 * the addresses in hand or another one, typed with the kit's CEP lookup. Hidden with Retirada.
 */
export function DeliveryTermsFields({ control, choices }: { control: Control<ProposalFormValues, unknown, ProposalFormOutput>; choices: AddressChoice[] }) {
  const delivery = useWatch({ control, name: 'delivery' });
  const choice = useWatch({ control, name: 'addressChoice' });
  if (delivery !== 'DELIVERY') return null;
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">Condições de entrega</legend>
      <RadioGroupField control={control} name="freight" label="Frete" required options={FREIGHT_OPTIONS} inline />
      <RadioGroupField control={control} name="addressChoice" label="Endereço de entrega" required options={choices.map(({ value, label, description }) => ({ value, label, description }))} />
      {choice === 'OTHER' ? <AddressFields control={control} name="address" /> : null}
    </fieldset>
  );
}
