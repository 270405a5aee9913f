import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/router';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField } from '@/components/form/SelectField';
import { LoadFailure } from '@/components/ui/LoadFailure';
import type { Announcement } from '@/features/announcements/api';
import { serverCode, toErrorMessage } from '@/lib/api/errors';
import { formatCurrency } from '@/lib/format';
import { useBuyingCompanies, useCreateNegotiation } from '../queries';
import { emptyNegotiationForm, negotiationFormSchema, toNegotiationBody, type NegotiationFormOutput, type NegotiationFormValues } from '../schemas';
import { DealFormDialog } from './DealFormDialog';
import { ProposalFields } from './ProposalFields';

export type Offer = Pick<Announcement, 'id' | 'title' | 'quantity' | 'unitPrice' | 'unit' | 'company'>;

/** The proposal form of 'Negociar' (`POST /negotiation`), loaded when first opened (NegotiateButton). */
export function NegotiateDialog({ announcement: a, onClose }: { announcement: Offer; onClose: () => void }) {
  const router = useRouter();
  const { companies, isPending, isError, refetch } = useBuyingCompanies();
  const create = useCreateNegotiation();
  const schema = useMemo(() => negotiationFormSchema({ maxQuantity: a.quantity, unit: a.unit.name }), [a.quantity, a.unit.name]);
  const only = companies.length === 1 ? companies[0]!.id : null;
  const form = useForm<NegotiationFormValues, unknown, NegotiationFormOutput>({ resolver: zodResolver(schema), defaultValues: emptyNegotiationForm(a.unitPrice, only) });
  // The caller's companies may load after the form: a single one is the buying company.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (only !== null && getValues('companyId') === null) setValue('companyId', only);
  }, [only, getValues, setValue]);

  return (
    <DealFormDialog
      title="Negociar"
      description={`${a.title} — anunciado a ${formatCurrency(a.unitPrice)} por ${a.unit.name}.`}
      form={form}
      submitLabel="Enviar proposta"
      onClose={onClose}
      onSubmit={async (values) => {
        try {
          const created = await create.mutateAsync(toNegotiationBody(values, a.id));
          onClose();
          await router.push(`/negociacoes/${created.id}`);
        } catch (error) {
          if (serverCode(error) === 'QuantityAboveAvailable') {
            form.setError('quantity', { type: 'server', message: toErrorMessage(error) });
            return;
          }
          throw error;
        }
      }}
    >
      {isError && companies.length === 0 ? (
        <LoadFailure what="suas empresas" onRetry={() => void refetch()} />
      ) : !isPending && companies.length === 0 ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Para negociar, cadastre uma empresa e aguarde a aprovação dela.
        </p>
      ) : companies.length > 1 ? (
        <SelectField
          control={form.control}
          name="companyId"
          label="Empresa compradora"
          required
          options={companies.map((c) => ({ value: c.id, label: c.tradeName || c.companyName }))}
        />
      ) : only !== null ? (
        <p className="text-sm text-slate-700">
          Empresa compradora: <span className="font-medium text-slate-900">{companies[0]!.tradeName || companies[0]!.companyName}</span>
        </p>
      ) : null}
      <ProposalFields control={form.control} unit={a.unit.name} maxQuantity={a.quantity} announcedPrice={a.unitPrice} messageLabel="Mensagem ao vendedor" />
    </DealFormDialog>
  );
}
