import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form/FormDialog';
import { OFFER_DIALOG } from '@/components/form/offer-dialog';
import type { Negotiation } from '../api';
import { useProposeValues } from '../queries';
import { proposalFormSchema, proposalToForm, toProposalBody, type ProposalFormOutput, type ProposalFormValues } from '../schemas';
import { ProposalFields } from './ProposalFields';

/**
 * 'Fazer proposta' (from the agreed values) or 'Contraproposta' (from the pending proposal's): new
 * quantity, unit price or delivery that the other party will accept or decline. A refusal keeps
 * what was typed (FormDialog), a quantity above what is available goes under its field.
 */
export function ProposalDialog({ negotiation: n, counter = false, onClose }: { negotiation: Negotiation; counter?: boolean; onClose: () => void }) {
  const propose = useProposeValues(n.id);
  const { quantity: available, unit, unitPrice: announcedPrice } = n.announcement;
  const schema = useMemo(() => proposalFormSchema({ maxQuantity: available, unit: unit.name }), [available, unit.name]);
  const form = useForm<ProposalFormValues, unknown, ProposalFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: proposalToForm(n, counter ? n.pendingProposal : null),
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
        await propose.mutateAsync(toProposalBody(values));
        onClose();
      }}
    >
      <ProposalFields control={form.control} unit={unit.name} maxQuantity={available} announcedPrice={announcedPrice} messageLabel="Mensagem da proposta" />
    </FormDialog>
  );
}
