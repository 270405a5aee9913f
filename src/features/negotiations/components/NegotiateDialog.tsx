import { useRouter } from 'next/router';
import { CompanyField } from '@/components/form/CompanyField';
import { FormDialog } from '@/components/form/FormDialog';
import { OFFER_DIALOG } from '@/components/form/offer-dialog';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import type { Announcement } from '@/features/announcements/api';
import { formatCurrency } from '@/lib/format';
import { useBuyingCompanyField, useCreateNegotiation } from '../queries';
import { emptyNegotiationForm, toNegotiationBody } from '../form-values';
import type { NegotiationFormOutput, NegotiationFormValues } from '../schemas';
import { ProposalFields } from './ProposalFields';
import { routes } from '@/lib/routes';

export type Offer = Pick<Announcement, 'id' | 'title' | 'quantity' | 'unitPrice' | 'unit' | 'company'>;

/** The proposal form of 'Negociar' (`POST /negotiation`), loaded when first opened (NegotiateButton). */
export function NegotiateDialog({ announcement: a, onClose }: { announcement: Offer; onClose: () => void }) {
  const router = useRouter();
  const create = useCreateNegotiation();
  const company = useBuyingCompanyField('negociar');
  const form = useSchemaForm<NegotiationFormValues, NegotiationFormOutput>(
    () => import('../schemas').then((m) => m.negotiationFormSchema({ maxQuantity: a.quantity, unit: a.unit.name })),
    { defaultValues: emptyNegotiationForm(a.unitPrice) },
  );

  return (
    <FormDialog
      title="Negociar"
      description={`${a.title} — anunciado a ${formatCurrency(a.unitPrice)} por ${a.unit.name}.`}
      form={form}
      submitLabel="Enviar proposta"
      {...OFFER_DIALOG}
      size="lg"
      onClose={onClose}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(toNegotiationBody(values, a.id));
        onClose();
        await router.push(routes.negotiation(created.id));
      }}
    >
      <CompanyField {...company} />
      <ProposalFields control={form.control} unit={a.unit.name} maxQuantity={a.quantity} announcedPrice={a.unitPrice} messageLabel="Mensagem ao vendedor" />
    </FormDialog>
  );
}
