import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { DetailCard } from '@/components/ui/DetailCard';
import { QueryLoadFailure } from '@/components/ui/LoadFailure';
import { hasPaymentData, PaymentDataDetails } from '@/components/ui/PaymentDataDetails';
import { SkeletonText } from '@/components/ui/Skeleton';
import type { PaymentData } from '@/lib/validators/payment-schema';
import { BANK_MAX, PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES } from '@/lib/validators/pix';
import { paymentToForm, toPaymentBody } from '../payment-form-values';
import type { PaymentDataFormOutput, PaymentDataFormValues } from '../payment-schemas';
import { useCompanyPayment, useUpdateCompanyPayment } from '../queries';

const PIX_TYPE_OPTIONS = PIX_KEY_TYPES.map((value) => ({ value, label: PIX_KEY_TYPE_LABELS[value] }));

/**
 * 'Dados de pagamento' on the company page (docs/deal/payment.md): what a buyer pays to once a
 * negotiation is Aguardando pagamento. Its managers edit it; other members read it.
 */
export function PaymentDataSection({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const payment = useCompanyPayment(companyId);
  return (
    <DetailCard title="Dados de pagamento">
      <p className="mb-4 text-sm text-slate-700">Os compradores veem estes dados quando uma negociação chega a “Aguardando pagamento”.</p>
      {payment.data ? (
        canEdit ? (
          <PaymentDataForm key={JSON.stringify(payment.data)} companyId={companyId} data={payment.data} />
        ) : hasPaymentData(payment.data) ? (
          <PaymentDataDetails data={payment.data} />
        ) : (
          <p className="text-sm text-slate-700">Nenhum dado de pagamento cadastrado.</p>
        )
      ) : (
        <QueryLoadFailure query={payment} what="os dados de pagamento" loading={<SkeletonText lines={3} label="Carregando dados de pagamento..." />} />
      )}
    </DetailCard>
  );
}

function PaymentDataForm({ companyId, data }: { companyId: number; data: PaymentData }) {
  const save = useUpdateCompanyPayment(companyId);
  const form = useSchemaForm<PaymentDataFormValues, PaymentDataFormOutput>(() => import('../payment-schemas').then((m) => m.paymentDataFormSchema), {
    defaultValues: paymentToForm(data),
  });
  return (
    <Form
      form={form}
      aria-label="Dados de pagamento"
      className="flex flex-col gap-4"
      fieldErrors={{ InvalidPixKey: 'pixKey' }}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(toPaymentBody(values));
        form.reset(paymentToForm(saved));
      }}
    >
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">PIX</legend>
        <SelectField control={form.control} name="pixType" label="Tipo da chave" options={PIX_TYPE_OPTIONS} />
        <TextField control={form.control} name="pixKey" label="Chave PIX" className="sm:col-span-2" maxLength={100} autoComplete="off" />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">Conta bancária</legend>
        <TextField control={form.control} name="bank" label="Banco" placeholder="341 – Itaú Unibanco" maxLength={BANK_MAX} />
        <TextField control={form.control} name="agency" label="Agência" placeholder="1234" maxLength={6} inputMode="numeric" />
        <TextField control={form.control} name="account" label="Conta com dígito" placeholder="12345-6" maxLength={14} />
      </fieldset>
      <FormError />
      <div className="flex justify-end">
        <SubmitButton>Salvar dados de pagamento</SubmitButton>
      </div>
    </Form>
  );
}
