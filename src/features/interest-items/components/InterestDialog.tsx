import { CompanyField } from '@/components/form/CompanyField';
import { FormDialog } from '@/components/form/FormDialog';
import { OFFER_DIALOG } from '@/components/form/offer-dialog';
import { QuantityField } from '@/components/form/QuantityField';
import { TextareaField } from '@/components/form/TextareaField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import type { Announcement } from '@/features/announcements/api';
import { useBuyingCompanyField } from '@/features/negotiations/queries';
import { formatNumber } from '@/lib/format';
import { MESSAGE_MAX } from '../model';
import { useCreateInterest } from '../queries';
import { emptyInterestForm, toInterestBody } from '../form-values';
import type { InterestFormOutput, InterestFormValues } from '../schemas';

export type Offer = Pick<Announcement, 'id' | 'title' | 'quantity' | 'unit'>;

/** The form of 'Tenho interesse' (`POST /interest-items`), loaded when first opened (InterestButton). */
export function InterestDialog({ announcement: a, onClose }: { announcement: Offer; onClose: () => void }) {
  const create = useCreateInterest();
  const company = useBuyingCompanyField('registrar interesse');
  const form = useSchemaForm<InterestFormValues, InterestFormOutput>(
    () => import('../schemas').then((m) => m.interestFormSchema({ maxQuantity: a.quantity, unit: a.unit.name })),
    { defaultValues: emptyInterestForm() },
  );

  return (
    <FormDialog
      title="Tenho interesse"
      description={`${a.title}. O vendedor verá a quantidade que você procura e a sua mensagem.`}
      form={form}
      submitLabel="Registrar interesse"
      {...OFFER_DIALOG}
      onClose={onClose}
      onSubmit={async (values) => {
        await create.mutateAsync(toInterestBody(values, a.id));
        onClose();
      }}
    >
      <CompanyField {...company} />
      <QuantityField control={form.control} name="quantity" label="Quantidade desejada" required unit={a.unit.name} hint={`Disponível: ${formatNumber(a.quantity)} ${a.unit.name}`} />
      <TextareaField control={form.control} name="message" label="Mensagem ao vendedor" maxLength={MESSAGE_MAX} showCount rows={3} />
    </FormDialog>
  );
}
