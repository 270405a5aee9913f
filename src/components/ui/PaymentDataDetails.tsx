import type { PaymentData } from '@/lib/validators/payment-schema';
import { formatPixKey, PIX_KEY_TYPE_LABELS } from '@/lib/validators/pix';
import { Detail, DetailList } from './DetailCard';

/**
 * A company's payment data as read: the PIX key with its type, the bank account. The company page
 * and the negotiation (what the buyer pays to) show it the same way.
 */
export function PaymentDataDetails({ data }: { data: PaymentData }) {
  return (
    <DetailList>
      {data.pix ? (
        <Detail label={`Chave PIX (${PIX_KEY_TYPE_LABELS[data.pix.type]})`}>
          <span className="font-medium break-all">{formatPixKey(data.pix.type, data.pix.key)}</span>
        </Detail>
      ) : null}
      {data.bank ? (
        <Detail label="Conta bancária">
          <span className="block">{data.bank.bank}</span>
          <span className="block">{`Agência ${data.bank.agency} · Conta ${data.bank.account}`}</span>
        </Detail>
      ) : null}
    </DetailList>
  );
}

export const hasPaymentData = (data: PaymentData | null | undefined): data is PaymentData => Boolean(data && (data.pix || data.bank));
