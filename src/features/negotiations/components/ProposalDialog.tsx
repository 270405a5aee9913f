import { FormDialog } from '@/components/form/FormDialog';
import { OFFER_DIALOG } from '@/components/form/offer-dialog';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import type { Negotiation } from '../api';
import { useProposeValues } from '../queries';
import { proposalToForm, toProposalBody } from '../form-values';
import type { ProposalFormOutput, ProposalFormValues } from '../schemas';
import { ProposalFields } from './ProposalFields';
import { addressChoices } from './delivery-terms';
import { DeliveryTermsFields } from './DeliveryTermsFields';

/**
 * 'Fazer proposta' (from the agreed values) or 'Contraproposta' (from the pending proposal's): new
 * quantity, unit price or delivery that the other party will accept or decline. A refusal keeps
 * what was typed (FormDialog), a quantity above what is available goes under its field.
 */
export function ProposalDialog({ negotiation: n, counter = false, onClose }: { negotiation: Negotiation; counter?: boolean; onClose: () => void }) {
  const propose = useProposeValues(n.id);
  const { quantity: available, unit, unitPrice: announcedPrice } = n.announcement;
  const pending = counter ? n.pendingProposal : null;
  const choices = addressChoices(n, pending);
  const form = useSchemaForm<ProposalFormValues, ProposalFormOutput>(() => import('../schemas').then((m) => m.proposalFormSchema({ maxQuantity: available, unit: unit.name })), {
    defaultValues: proposalToForm(n, pending, choices),
  });
  return (
    <FormDialog
      title={counter ? 'Contraproposta' : 'Fazer proposta'}
      description={
        counter
          ? 'Sua contraproposta substitui a proposta pendente; a outra parte poderá aceitá-la ou recusá-la.'
          : 'Os valores só mudam quando a outra parte aceitar a proposta.'
      }
      form={form}
      submitLabel={counter ? 'Enviar contraproposta' : 'Enviar proposta'}
      {...OFFER_DIALOG}
      size="lg"
      onClose={onClose}
      onSubmit={async (values) => {
        await propose.mutateAsync(toProposalBody(values, choices));
        onClose();
      }}
    >
      <ProposalFields control={form.control} unit={unit.name} maxQuantity={available} announcedPrice={announcedPrice} messageLabel="Mensagem da proposta" />
      <DeliveryTermsFields control={form.control} choices={choices} />
    </FormDialog>
  );
}
