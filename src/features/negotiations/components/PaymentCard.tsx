import { useState } from 'react';
import { Form, SubmitButton } from '@/components/form/Form';
import { SingleFileField } from '@/components/form/SingleFileField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Detail, DetailCard, DetailList } from '@/components/ui/DetailCard';
import { hasPaymentData, PaymentDataDetails } from '@/components/ui/PaymentDataDetails';
import { UPLOAD_ACCEPT } from '@/lib/files';
import { formatCurrency, formatDateTime } from '@/lib/format';
import type { Negotiation } from '../api';
import type { PaymentFormOutput, PaymentFormValues } from '../deal-schemas';
import { toPaymentBody } from '../form-values';
import { useConfirmPayment, useSendPayment } from '../queries';

/** From Aguardando pagamento on, and whenever a payment was reported. */
export const showsPayment = (n: Negotiation) => n.payment !== null || ['AWAITING_PAYMENT', 'RELEASED_FOR_DELIVERY', 'FINISHED'].includes(n.status);

function PaymentForm({ negotiationId }: { negotiationId: number }) {
  const send = useSendPayment(negotiationId);
  const form = useSchemaForm<PaymentFormValues, PaymentFormOutput>(() => import('../deal-schemas').then((m) => m.paymentFormSchema), { defaultValues: { proof: null } });
  return (
    <Form form={form} aria-label="Informar pagamento" className="mt-4 flex flex-col gap-3" onSubmit={(values) => send.mutateAsync(toPaymentBody(values))}>
      <SingleFileField control={form.control} name="proof" label="Comprovante de pagamento" required accept={UPLOAD_ACCEPT} hint="PDF ou imagem do comprovante." />
      <div>
        <SubmitButton submittingLabel="Enviando...">Pagamento enviado</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * 'Pagamento' (docs/deal/payment.md): the amount due and the seller company's payment data; the
 * buyer attaches the proof and marks 'Pagamento enviado'; the seller opens it and confirms it
 * received the money (confirmed), which the release waits for.
 */
export function PaymentCard({ negotiation: n }: { negotiation: Negotiation }) {
  const [confirming, setConfirming] = useState(false);
  const confirm = useConfirmPayment(n.id);
  const buyer = n.viewerRoles.includes('BUYER');
  const seller = n.viewerRoles.includes('SELLER');
  const p = n.payment;
  // On hold the payment waits like every other step (the server refuses it: NegotiationOnHold).
  const open = n.status === 'AWAITING_PAYMENT' && !n.onHold;
  return (
    <DetailCard title="Pagamento">
      <DetailList>
        <Detail label="Valor a pagar">
          <span className="text-base font-semibold">{formatCurrency(p?.amount ?? n.total)}</span>
        </Detail>
        <Detail label="Situação">{p ? (p.status === 'CONFIRMED' ? 'Recebimento confirmado pelo vendedor' : 'Pagamento enviado pelo comprador') : 'Aguardando pagamento'}</Detail>
      </DetailList>
      <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900">{`Dados para pagamento de ${n.seller.tradeName}`}</h3>
      {hasPaymentData(n.sellerPayment) ? (
        <PaymentDataDetails data={n.sellerPayment} />
      ) : (
        <p className="text-sm text-slate-700">O vendedor ainda não cadastrou dados de pagamento. Combine a forma de pagamento pelas mensagens.</p>
      )}
      {p ? (
        <DetailList className="mt-4">
          <Detail label="Comprovante">
            <a href={p.proof.url} target="_blank" rel="noopener noreferrer" className="text-primary-800 underline-offset-2 hover:underline">
              {p.proof.name}
            </a>
          </Detail>
          <Detail label="Enviado em">{formatDateTime(p.sentAt)}</Detail>
          {p.confirmedAt ? <Detail label="Recebimento confirmado em">{formatDateTime(p.confirmedAt)}</Detail> : null}
        </DetailList>
      ) : null}
      {open && buyer && !p ? <PaymentForm negotiationId={n.id} /> : null}
      {open && seller && p?.status === 'SENT' ? (
        <Button className="mt-4" onClick={() => setConfirming(true)}>
          Confirmar recebimento
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Confirmar recebimento"
        description={`Confirme só depois de ver ${formatCurrency(p?.amount ?? n.total)} na conta da empresa. Em seguida, registre a nota fiscal e libere a entrega ou a coleta.`}
        confirmLabel="Confirmar recebimento"
        cancelLabel="Voltar"
        onConfirm={() => confirm.mutateAsync()}
        onClose={() => setConfirming(false)}
      />
    </DetailCard>
  );
}
