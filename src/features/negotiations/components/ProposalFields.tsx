import type { Control, FieldValues, Path } from 'react-hook-form';
import { MoneyField } from '@/components/form/MoneyField';
import { QuantityField } from '@/components/form/QuantityField';
import { RadioGroupField } from '@/components/form/RadioGroupField';
import { TextareaField } from '@/components/form/TextareaField';
import { formatCurrency, formatNumber } from '@/lib/format';
import { DELIVERY_LABELS, DELIVERY_MODES, MESSAGE_MAX } from '../model';

const DELIVERY_OPTIONS = DELIVERY_MODES.map((value) => ({
  value,
  label: DELIVERY_LABELS[value],
  description: value === 'DELIVERY' ? 'O vendedor entrega no endereço combinado.' : 'O comprador retira no local do anúncio.',
}));

interface ProposalFieldsProps<T extends FieldValues> {
  control: Control<T>;
  unit: string;
  maxQuantity: number;
  announcedPrice: number;
  messageLabel?: string;
}

/** Quantity (with the unit), proposed unit price, delivery or pick-up, message. */
export function ProposalFields<T extends FieldValues>({ control, unit, maxQuantity, announcedPrice, messageLabel = 'Mensagem' }: ProposalFieldsProps<T>) {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <QuantityField control={control} name={'quantity' as Path<T>} label="Quantidade" required unit={unit} hint={`Disponível: ${formatNumber(maxQuantity)} ${unit}`} />
        <MoneyField control={control} name={'unitPrice' as Path<T>} label={`Preço unitário proposto (por ${unit})`} required hint={`Anunciado: ${formatCurrency(announcedPrice)}`} />
      </div>
      <RadioGroupField control={control} name={'delivery' as Path<T>} label="Entrega ou retirada" required options={DELIVERY_OPTIONS} inline />
      <TextareaField control={control} name={'message' as Path<T>} label={messageLabel} maxLength={MESSAGE_MAX} showCount rows={3} />
    </>
  );
}
