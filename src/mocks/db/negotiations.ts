import { PROPOSABLE_FIELDS, type DeliveryMode, type NegotiationEvent, type NegotiationRole, type ProposedValues } from '@/features/negotiations/api';
import type { DeliveryTerms } from '@/features/negotiations/deal-api';
import type { NegotiationStatus } from '@/lib/status';
import type { AnnouncementRecord } from './announcements';
import { dealFiles, seedAccessKey } from './negotiation-paperwork';
import { seedDate } from './seed-dates';
import type { AccountRecord, CompanyRecord, FileRecord } from './types';

/**
 * Negotiations as the store keeps them (docs/deal/negotiations.md): the agreed values, the status, the pending
 * proposal and the shared record of events; and their deterministic seed. lib/negotiation-views.ts
 * joins them into the API shapes. The proposable values and the events are the API's types
 * (features/negotiations/api.ts), so a value added there is a value of every record.
 */

/** `Omit` over each member of a union (the event types keep their own fields). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * One entry of a negotiation's shared record, oldest first: how it was opened, each status step,
 * each proposal and what became of it, and the parties' messages. The API's event, with the
 * account and the side it acted for instead of `by` (the views join the name).
 */
export type NegotiationEventRecord = DistributiveOmit<NegotiationEvent, 'by'> & { accountId: number; role: NegotiationRole };

/** New values one party offers; the other accepts or declines them. */
export interface ProposalRecord extends ProposedValues {
  /** From 1 within its negotiation. */
  id: number;
  accountId: number;
  role: 'BUYER' | 'SELLER';
  message: string;
  createdAt: string;
}

/** Its proposable values are the agreed ones: the opening ones, then those of each accepted proposal. */
export interface NegotiationRecord extends ProposedValues {
  id: number;
  announcementId: number;
  sellerCompanyId: number;
  buyerCompanyId: number;
  /** Who buys for the buying company (who opened it, or whose interest item it came from). */
  buyerAccountId: number;
  status: NegotiationStatus;
  pendingProposal: ProposalRecord | null;
  events: NegotiationEventRecord[];
  createdAt: string;
  updatedAt: string;
  /** The second half of the deal (docs/deal/payment.md); absent on records from before it. */
  payment?: PaymentRecord | null;
  invoice?: InvoiceRecord | null;
}

/**
 * The proposable values an opening does not set itself (none yet): a value added to the shape
 * later starts here, in `POST /negotiation` and in the seed alike.
 */
export const OPENING_DEFAULTS: Omit<ProposedValues, 'quantity' | 'unitPrice' | 'delivery' | 'deliveryTerms'> = {};

/** The proposable values of a record, a proposal or an opening: the shape's keys, nothing else. */
export function proposedValuesOf(source: ProposedValues): ProposedValues {
  return Object.fromEntries(PROPOSABLE_FIELDS.map((field) => [field, source[field]])) as ProposedValues;
}

/** The OPENED event's values: the opening's, with the terms only with Entrega (absent, not null). */
export function openedValues(source: ProposedValues) {
  const { deliveryTerms, ...values } = proposedValuesOf(source);
  return { ...values, ...(deliveryTerms ? { deliveryTerms } : {}) };
}

/** The buyer's report of the payment, and the seller's confirmation. */
interface PaymentRecord {
  status: 'SENT' | 'CONFIRMED';
  amount: number;
  proofFileId: number;
  sentAt: string;
  confirmedAt: string | null;
}

/** The NF-e the seller recorded. */
interface InvoiceRecord {
  number: string;
  series: string;
  accessKey: string;
  fileId: number;
  recordedAt: string;
}

/** The status steps a seeded negotiation took to reach `status`, with who moved it. */
const PATHS: Record<NegotiationStatus, [NegotiationStatus, NegotiationRole][]> = {
  IN_QUOTATION: [],
  IN_PROGRESS: [['IN_PROGRESS', 'SELLER']],
  AWAITING_PAYMENT: [
    ['IN_PROGRESS', 'SELLER'],
    ['AWAITING_PAYMENT', 'SELLER'],
  ],
  RELEASED_FOR_DELIVERY: [
    ['IN_PROGRESS', 'SELLER'],
    ['AWAITING_PAYMENT', 'SELLER'],
    ['RELEASED_FOR_DELIVERY', 'SELLER'],
  ],
  FINISHED: [
    ['IN_PROGRESS', 'SELLER'],
    ['AWAITING_PAYMENT', 'SELLER'],
    ['RELEASED_FOR_DELIVERY', 'SELLER'],
    ['FINISHED', 'BUYER'],
  ],
  CALLED_OFF: [
    ['IN_PROGRESS', 'SELLER'],
    ['CALLED_OFF', 'BUYER'],
  ],
};

/** What happened in a seeded negotiation besides its status steps. */
interface SeedStory {
  /** The buyer opened lower; the seller proposed the final price and the buyer accepted it. */
  haggle?: boolean;
  /** Messages after the opening (or after the haggle), in order. */
  messages?: [NegotiationRole, string][];
  /** A proposal of the seller still waiting for the buyer (only in quotation). */
  pendingPrice?: { unitPrice: number; message: string };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface NegotiationSeedInput {
  account: (email: string) => AccountRecord;
  ownerOf: (companyId: number) => number;
  /** Public offers of the seller's company (1), without the products the e2e journeys keep fresh. */
  sellerOffers: AnnouncementRecord[];
  /** Public offers of other companies. */
  otherOffers: (AnnouncementRecord | undefined)[];
  nth: (list: AnnouncementRecord[], n: number) => AnnouncementRecord;
  company: (id: number) => CompanyRecord;
  /** The last file id taken (the announcements'): the deals' papers come after it. */
  firstFileId: number;
}

/**
 * The buyer's company (2) with the seller's (1) in every status, and others: opened by the buyer
 * (some lower, then a price the seller proposed and the buyer accepted), messages, one proposal
 * still pending, and the status steps of each side. An Entrega goes to the buying company's
 * address, freight CIF; a released or finished one was paid (confirmed) and invoiced first, with
 * its files (negotiation-paperwork.ts).
 */
export function seedNegotiations({ account, ownerOf, sellerOffers, otherOffers, nth, company, firstFileId }: NegotiationSeedInput): { negotiations: NegotiationRecord[]; files: FileRecord[] } {
  const comprador = account('comprador@giro.dev');
  const vendedor = account('vendedor@giro.dev');
  const negotiations: NegotiationRecord[] = [];
  const papers = dealFiles(firstFileId);
  const negotiate = (a: AnnouncementRecord | undefined, buyerCompanyId: number, buyerAccountId: number, status: NegotiationStatus, share: number, discount: number, delivery: DeliveryMode, message: string, day: number, story: SeedStory = {}) => {
    if (!a) return;
    const sellerAccountId = ownerOf(a.companyId);
    const accountOf = (role: NegotiationRole) => (role === 'BUYER' ? buyerAccountId : sellerAccountId);
    const quantity = Math.max(1, Math.round(a.quantity * share));
    const unitPrice = round2(a.unitPrice * (1 - discount));
    const opening = story.haggle ? round2(a.unitPrice * (1 - discount - 0.05)) : unitPrice;
    const id = negotiations.length + 1;
    const deliveryTerms: DeliveryTerms | null = delivery === 'DELIVERY' ? { address: { ...company(buyerCompanyId).address }, freight: 'CIF' } : null;
    const events: NegotiationEventRecord[] = [];
    // Each entry some hours after the previous one.
    const push = (role: NegotiationRole, event: DistributiveOmit<NegotiationEventRecord, 'id' | 'at' | 'accountId' | 'role'>) =>
      events.push({ ...event, id: events.length + 1, at: seedDate(day + events.length * 0.6), accountId: accountOf(role), role } as NegotiationEventRecord);
    const agreed: ProposedValues = { quantity, unitPrice, delivery, deliveryTerms, ...OPENING_DEFAULTS };
    push('BUYER', { type: 'OPENED', ...openedValues({ ...agreed, unitPrice: opening }), message, interestItemId: null });
    if (story.haggle) {
      push('SELLER', { type: 'PROPOSAL', proposalId: 1, changes: [{ field: 'unitPrice', from: opening, to: unitPrice }], message: 'Conseguimos chegar a este valor.' });
      push('BUYER', { type: 'PROPOSAL_ACCEPTED', proposalId: 1 });
    }
    for (const [role, text] of story.messages ?? []) push(role, { type: 'MESSAGE', text });
    let pendingProposal: ProposalRecord | null = null;
    if (story.pendingPrice && status === 'IN_QUOTATION') {
      const proposalId = events.filter((e) => e.type === 'PROPOSAL').length + 1;
      push('SELLER', { type: 'PROPOSAL', proposalId, changes: [{ field: 'unitPrice', from: unitPrice, to: story.pendingPrice.unitPrice }], message: story.pendingPrice.message });
      const at = events.at(-1)!.at;
      pendingProposal = { id: proposalId, accountId: sellerAccountId, role: 'SELLER', ...agreed, unitPrice: story.pendingPrice.unitPrice, message: story.pendingPrice.message, createdAt: at };
    }
    let from: NegotiationStatus = 'IN_QUOTATION';
    let payment: PaymentRecord | null = null;
    let invoice: InvoiceRecord | null = null;
    for (const [to, role] of PATHS[status]) {
      if (to === 'RELEASED_FOR_DELIVERY') ({ payment, invoice } = payAndInvoice(id, a.companyId, round2(quantity * unitPrice)));
      push(role, { type: 'STATUS', from, to });
      from = to;
    }
    negotiations.push({
      id,
      announcementId: a.id,
      sellerCompanyId: a.companyId,
      buyerCompanyId,
      buyerAccountId,
      ...agreed,
      status,
      pendingProposal,
      events,
      createdAt: events[0]!.at,
      updatedAt: events.at(-1)!.at,
      payment,
      invoice,
    });

    /** Before the release: the buyer's PIX with its proof, the seller's confirmation, its NF-e. */
    function payAndInvoice(negotiationId: number, sellerCompanyId: number, amount: number) {
      push('BUYER', { type: 'PAYMENT_SENT', amount });
      const sentAt = events.at(-1)!.at;
      push('SELLER', { type: 'PAYMENT_CONFIRMED', amount });
      const confirmedAt = events.at(-1)!.at;
      const seller = company(sellerCompanyId);
      const number = String(1000 + negotiationId);
      const accessKey = seedAccessKey({ uf: seller.address.uf, at: confirmedAt, cnpj: seller.cnpj, series: '1', number });
      push('SELLER', { type: 'INVOICE_RECORDED', number, series: '1', accessKey });
      const recordedAt = events.at(-1)!.at;
      const proofFileId = papers.proof(negotiationId, `R$ ${amount.toFixed(2).replace('.', ',')}`, buyerAccountId, sentAt);
      return {
        payment: { status: 'CONFIRMED', amount, proofFileId, sentAt, confirmedAt } satisfies PaymentRecord,
        invoice: { number, series: '1', accessKey, fileId: papers.danfe(number, accessKey, sellerAccountId, recordedAt), recordedAt } satisfies InvoiceRecord,
      };
    }
  };
  negotiate(nth(sellerOffers, 0), 2, comprador.id, 'IN_QUOTATION', 0.5, 0.08, 'PICKUP', 'Podemos retirar na próxima semana.', 48);
  negotiate(nth(sellerOffers, 1), 2, comprador.id, 'IN_PROGRESS', 1, 0.05, 'DELIVERY', 'Proposta para o lote inteiro com entrega em Belo Horizonte.', 36, {
    haggle: true,
    messages: [
      ['SELLER', 'Entregamos em até 10 dias úteis após o pagamento.'],
      ['BUYER', 'Perfeito. Aguardamos os dados para pagamento.'],
    ],
  });
  negotiate(nth(sellerOffers, 2), 2, comprador.id, 'AWAITING_PAYMENT', 0.3, 0, 'PICKUP', '', 30, { messages: [['SELLER', 'Boleto enviado para o e-mail da empresa.']] });
  negotiate(nth(sellerOffers, 3), 2, comprador.id, 'RELEASED_FOR_DELIVERY', 0.4, 0.03, 'DELIVERY', 'Entrega no canteiro de obras, horário comercial.', 22, { haggle: true });
  negotiate(nth(sellerOffers, 4), 2, comprador.id, 'FINISHED', 0.2, 0.1, 'PICKUP', 'Retirada com caminhão próprio.', 12, { haggle: true, messages: [['BUYER', 'Material recebido, obrigado.']] });
  negotiate(nth(sellerOffers, 5), 2, comprador.id, 'CALLED_OFF', 0.6, 0.15, 'DELIVERY', 'Preço acima do orçamento aprovado.', 18, { messages: [['BUYER', 'O orçamento da obra foi cortado; vamos cancelar.']] });
  negotiate(otherOffers[0], 1, vendedor.id, 'IN_PROGRESS', 0.5, 0.04, 'DELIVERY', 'Compra para manutenção da fábrica.', 40);
  negotiate(nth(sellerOffers, 2), 9, account('thiago@agrocerrado.com.br').id, 'AWAITING_PAYMENT', 0.2, 0.02, 'DELIVERY', 'Frete por nossa conta.', 34);
  negotiate(nth(sellerOffers, 0), 3, account('eduardo@quimicasul.com.br').id, 'IN_QUOTATION', 0.25, 0.12, 'PICKUP', 'Aceitam pagamento em 28 dias?', 50, {
    messages: [['SELLER', 'Aceitamos 28 dias para pedidos acima de 10 unidades.']],
    pendingPrice: { unitPrice: round2((nth(sellerOffers, 0)?.unitPrice ?? 0) * 0.94), message: 'Com pagamento em 28 dias, este é o nosso preço.' },
  });
  negotiate(otherOffers[2], 3, account('eduardo@quimicasul.com.br').id, 'FINISHED', 0.5, 0.06, 'DELIVERY', '', 15, { haggle: true });
  negotiate(otherOffers[7], 5, account('gustavo@alimentosbomsabor.com.br').id, 'CALLED_OFF', 0.3, 0.2, 'PICKUP', 'Desistimos da compra.', 26);

  return { negotiations, files: papers.files };
}
