// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isValidNfeKey } from '@/lib/validators/nfe';
import { db } from '@/mocks/db/store';
import { get } from './helpers';

/**
 * The seed keeps the contract (docs/deal/payment.md): nothing is released without a confirmed
 * payment and an NF-e, so every seeded negotiation past Aguardando pagamento has both, with their
 * files and timeline entries; an Entrega has its delivery terms.
 */

const PAST_PAYMENT = ['RELEASED_FOR_DELIVERY', 'FINISHED'];
const paid = () => db.negotiations.filter((n) => PAST_PAYMENT.includes(n.status) || n.events.some((e) => e.type === 'STATUS' && PAST_PAYMENT.includes(e.to)));

describe('the seeded negotiations', () => {
  it('past Aguardando pagamento each has a confirmed payment and an NF-e with a valid chave, their files and events before the release', () => {
    expect(paid().length).toBeGreaterThan(0);
    for (const n of paid()) {
      expect(n.payment, `negotiation ${n.id}`).toMatchObject({ status: 'CONFIRMED', amount: Math.round(n.quantity * n.unitPrice * 100) / 100 });
      expect(n.payment!.confirmedAt, `negotiation ${n.id}`).not.toBeNull();
      expect(isValidNfeKey(n.invoice?.accessKey ?? ''), `negotiation ${n.id}`).toBe(true);
      for (const fileId of [n.payment!.proofFileId, n.invoice!.fileId]) expect(db.files.find((f) => f.id === fileId)?.mimetype, `negotiation ${n.id}`).toBe('application/pdf');
      const types: string[] = n.events.map((e) => (e.type === 'STATUS' ? e.to : e.type));
      const released = types.indexOf('RELEASED_FOR_DELIVERY');
      for (const type of ['PAYMENT_SENT', 'PAYMENT_CONFIRMED', 'INVOICE_RECORDED']) expect(types.indexOf(type), `${n.id} ${type}`).toBeGreaterThan(types.indexOf('AWAITING_PAYMENT'));
      for (const type of ['PAYMENT_SENT', 'PAYMENT_CONFIRMED', 'INVOICE_RECORDED']) expect(types.indexOf(type), `${n.id} ${type}`).toBeLessThan(released);
    }
  });

  it('before that, none has a payment or an NF-e yet; each Entrega has its terms', () => {
    for (const n of db.negotiations.filter((x) => !paid().includes(x))) expect([n.id, n.payment ?? null, n.invoice ?? null]).toEqual([n.id, null, null]);
    for (const n of db.negotiations.filter((x) => x.delivery === 'DELIVERY')) expect(n.deliveryTerms, `negotiation ${n.id}`).toMatchObject({ freight: 'CIF', address: { uf: expect.any(String) } });
  });

  it("serves them as the buyer's detail shows them: the payment, the NF-e and their files", async () => {
    const n = paid().find((x) => x.buyerCompanyId === 2)!;
    const { status, body } = await get(`/negotiation/${n.id}`, 'comprador');
    expect(status).toBe(200);
    expect(body.payment).toMatchObject({ status: 'CONFIRMED', proof: { mimetype: 'application/pdf', url: expect.stringMatching(/^http/) } });
    expect(body.invoice).toMatchObject({ accessKey: n.invoice!.accessKey, file: { mimetype: 'application/pdf' } });
  });
});
