import { paymentDataBodySchema } from '@/features/companies/bodies';
import type { PaymentData } from '@/lib/validators/payment-schema';
import { isValidPixKey, normalizePixKey } from '@/lib/validators/pix';
import { requireAccount } from '../lib/auth';
import { managedCompany, visibleCompany } from '../lib/company-access';
import { badRequest } from '../lib/errors';
import { idParam, readBody } from '../lib/http';
import { json, refuse } from '../contract/types';
import { paymentDataSchema } from '@/lib/validators/payment-schema';
import { area } from '../contract/serve';

/**
 * A company's payment data (docs/deal/payment.md): a PIX key with its type and/or a bank account.
 * Its members read it; its owner and admins change it. A key that is not of its type is
 * 'InvalidPixKey'; a valid one is kept in the DICT's form (digits, lower case, +55…).
 */

const NONE: PaymentData = { pix: null, bank: null };

const serve = area('companies');

export const companyPaymentHandlers = [
  serve.get({
    id: 'companies.payment',
    path: '/company/{id}/payment',
    summary: "The company's PIX key and bank account",
    access: 'account',
    answer: json(paymentDataSchema),
  }, ({ request, params }) => visibleCompany(idParam(params.id), requireAccount(request)).payment ?? NONE),

  serve.put({
    id: 'companies.updatePayment',
    path: '/company/{id}/payment',
    summary: "Change the company's PIX key and bank account",
    access: 'account',
    body: paymentDataBodySchema,
    answer: json(paymentDataSchema),
    refusals: refuse('InvalidPixKey'),
  }, async ({ request, params }) => {
    const company = managedCompany(idParam(params.id), requireAccount(request));
    const body = await readBody(request, paymentDataBodySchema);
    if (body.pix && !isValidPixKey(body.pix.type, body.pix.key)) throw badRequest('InvalidPixKey');
    company.payment = {
      pix: body.pix ? { type: body.pix.type, key: normalizePixKey(body.pix.type, body.pix.key) } : null,
      bank: body.bank ? { ...body.bank, agency: body.bank.agency.toUpperCase(), account: body.bank.account.toUpperCase() } : null,
    };
    return company.payment;
  }),
];
