import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { NumberField } from '@/components/form/NumberField';
import { SelectField } from '@/components/form/SelectField';
import { TextareaField } from '@/components/form/TextareaField';
import { Button } from '@/components/ui/Button';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { Modal } from '@/components/ui/Modal';
import type { Announcement } from '@/features/announcements/api';
import { useBuyingCompanies } from '@/features/negotiations/queries';
import { serverCode, toErrorMessage } from '@/lib/api/errors';
import { formatNumber } from '@/lib/format';
import { MESSAGE_MAX } from '../api';
import { useCreateInterest } from '../queries';
import { emptyInterestForm, interestFormSchema, toInterestBody, type InterestFormOutput, type InterestFormValues } from '../schemas';

export type Offer = Pick<Announcement, 'id' | 'title' | 'quantity' | 'unit'>;

/** The form of 'Tenho interesse' (`POST /interest-items`), loaded when first opened (InterestButton). */
export function InterestDialog({ announcement: a, onClose }: { announcement: Offer; onClose: () => void }) {
  const formId = `interesse${useId().replace(/[^\w-]/g, '')}`;
  const { companies, isPending, isError, refetch } = useBuyingCompanies();
  const create = useCreateInterest();
  const schema = useMemo(() => interestFormSchema({ maxQuantity: a.quantity, unit: a.unit.name }), [a.quantity, a.unit.name]);
  const only = companies.length === 1 ? companies[0]!.id : null;
  const form = useForm<InterestFormValues, unknown, InterestFormOutput>({ resolver: zodResolver(schema), defaultValues: emptyInterestForm(only) });
  const { getValues, setValue } = form;
  useEffect(() => {
    if (only !== null && getValues('companyId') === null) setValue('companyId', only);
  }, [only, getValues, setValue]);

  return (
    <Modal open onClose={onClose} title="Tenho interesse" description={`${a.title}. O vendedor verá a quantidade que você procura e a sua mensagem.`} closeOnBackdrop={false}>
      <Form
        form={form}
        id={formId}
        aria-label="Tenho interesse"
        className="flex flex-col gap-4"
        onSubmit={async (values) => {
          try {
            await create.mutateAsync(toInterestBody(values, a.id));
            onClose();
          } catch (error) {
            if (serverCode(error) === 'QuantityAboveAvailable') {
              form.setError('quantity', { type: 'server', message: toErrorMessage(error) });
              return;
            }
            throw error;
          }
        }}
      >
        <FormError />
        {isError && companies.length === 0 ? (
          <LoadFailure what="suas empresas" onRetry={() => void refetch()} />
        ) : !isPending && companies.length === 0 ? (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            Para registrar interesse, cadastre uma empresa e aguarde a aprovação dela.
          </p>
        ) : companies.length > 1 ? (
          <SelectField control={form.control} name="companyId" label="Empresa compradora" required options={companies.map((c) => ({ value: c.id, label: c.tradeName || c.companyName }))} />
        ) : null}
        <NumberField
          control={form.control}
          name="quantity"
          label="Quantidade desejada"
          required
          scale={3}
          min={0}
          suffix={a.unit.name}
          hint={`Disponível: ${formatNumber(a.quantity)} ${a.unit.name}`}
        />
        <TextareaField control={form.control} name="message" label="Mensagem ao vendedor" maxLength={MESSAGE_MAX} showCount rows={3} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={onClose}>
            Voltar
          </Button>
          <SubmitButton submittingLabel="Enviando...">Registrar interesse</SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
