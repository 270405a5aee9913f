import type { PaymentData } from '@/lib/validators/payment-schema';
import type { PaymentDataBody } from './api';
import { formatPixKey } from '@/lib/validators/pix';
import type { PaymentDataFormOutput, PaymentDataFormValues } from './payment-schemas';

/** 'Dados de pagamento' without its rules: the saved data → the form, the checked form → the body. */

export function paymentToForm(data: PaymentData | undefined): PaymentDataFormValues {
  const pix = data?.pix;
  return {
    pixType: pix?.type ?? null,
    pixKey: pix ? formatPixKey(pix.type, pix.key) : '',
    bank: data?.bank?.bank ?? '',
    agency: data?.bank?.agency ?? '',
    account: data?.bank?.account ?? '',
  };
}

/** Empty parts are null: no key, no account (the API normalizes the key). */
export function toPaymentBody(v: PaymentDataFormOutput): PaymentDataBody {
  return {
    pix: v.pixType && v.pixKey ? { type: v.pixType, key: v.pixKey } : null,
    bank: v.bank && v.agency && v.account ? { bank: v.bank, agency: v.agency, account: v.account } : null,
  };
}
