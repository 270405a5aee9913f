import { useRouter } from 'next/router';
import { useWatch } from 'react-hook-form';
import { CompanyField } from '@/components/form/CompanyField';
import { FormDialog } from '@/components/form/FormDialog';
import { OFFER_DIALOG } from '@/components/form/offer-dialog';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import type { Announcement } from '@/features/announcements/api';
import { formatCurrency } from '@/lib/format';
import { useBuyingCompanyAddress, useBuyingCompanyField, useCreateNegotiation } from '../queries';
import { emptyNegotiationForm, toNegotiationBody } from '../form-values';
import type { NegotiationFormOutput, NegotiationFormValues } from '../schemas';
import { ProposalFields } from './ProposalFields';
import { addressChoices } from './delivery-terms';
import { DeliveryTermsFields } from './DeliveryTermsFields';
import { routes } from '@/lib/routes';

export type Offer = Pick<Announcement, 'id' | 'title' | 'quantity' | 'unitPrice' | 'unit' | 'company'>;

/**
 * The proposal form of 'Negociar' (`POST /negotiation`), loaded when first opened (NegotiateButton).
 * With Entrega, the same 'Condições de entrega' as a proposal: the buying company's address or
 * another one, and the freight; they are the negotiation's from the start.
 */
export function NegotiateDialog({ announcement: a, onClose }: { announcement: Offer; onClose: () => void }) {
  const router = useRouter();
  const create = useCreateNegotiation();
  const company = useBuyingCompanyField('negociar');
  const form = useSchemaForm<NegotiationFormValues, NegotiationFormOutput>(
    () => import('../schemas').then((m) => m.negotiationFormSchema({ maxQuantity: a.quantity, unit: a.unit.name })),
    { defaultValues: emptyNegotiationForm(a.unitPrice) },
  );
  const [companyId, delivery] = useWatch({ control: form.control, name: ['companyId', 'delivery'] });
  const buyerAddress = useBuyingCompanyAddress(companyId, delivery === 'DELIVERY');
  const choices = addressChoices({ deliveryTerms: null, buyerAddress });

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
        // The company's address may not have loaded (or failed to): ask for one rather than send none.
        if (values.delivery === 'DELIVERY' && !choices.some((c) => c.value === values.addressChoice)) {
          form.setError('addressChoice', { message: 'Escolha o endereço de entrega.' });
          return;
        }
        const created = await create.mutateAsync(toNegotiationBody(values, a.id, choices));
        onClose();
        await router.push(routes.negotiation(created.id));
      }}
    >
      <CompanyField {...company} />
      <ProposalFields control={form.control} unit={a.unit.name} maxQuantity={a.quantity} announcedPrice={a.unitPrice} messageLabel="Mensagem ao vendedor" />
      <DeliveryTermsFields control={form.control} choices={choices} />
    </FormDialog>
  );
}
