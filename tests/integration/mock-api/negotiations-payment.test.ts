// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { API, get, headersOf, type Json, mockOnly, needsSeed, send, type Who } from './helpers';
import { accept, announcementOf, eventsOf, fresh, pendingOf, put } from './negotiations-setup';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['are refused while the buyer company is suspended', 'is reported by the buyer with its own proof', 'shows the pick-up address with Retirada']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

/** The deal's second half (docs/deal/payment.md): delivery terms, payment, NF-e, and the release they gate. */

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const PNG: Uint8Array<ArrayBuffer> = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const XML = new TextEncoder().encode('<?xml version="1.0"?><nfeProc/>');
/** The MOC's worked example of a chave de acesso (check digit 5). */
const KEY = '52060433009911002506550120000007800267301615';

async function upload(who: Who, name: string, type: string, bytes: Uint8Array<ArrayBuffer>): Promise<number> {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const { authorization } = headersOf(who);
  const response = await fetch(`${API}/file`, { method: 'POST', headers: { authorization: authorization! }, body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

const post = (id: number, path: string, who: Who, body: unknown = {}) => send('POST', `/negotiation/${id}${path}`, who, body);
const ADDRESS = { zipCode: '30110000', street: 'Rua da Bahia', number: '1200', complement: 'Galpão 2', neighborhood: 'Centro', city: 'Belo Horizonte', uf: 'MG' };

/** A fresh negotiation moved by the seller to Aguardando pagamento. */
async function awaitingPayment() {
  const id = await fresh();
  await put(id, 'vendedor', { status: 'IN_PROGRESS' });
  expect((await put(id, 'vendedor', { status: 'AWAITING_PAYMENT' })).body.status).toBe('AWAITING_PAYMENT');
  return id;
}

describe('company payment data', () => {
  it('is read by members, changed by its managers, each PIX key checked against its type and kept normalized', async () => {
    expect((await get('/company/2/payment', 'comprador')).body).toEqual({ pix: null, bank: null });
    expect((await get('/company/2/payment', 'vendedor')).status).toBe(404);
    expect((await send('PUT', '/company/1/payment', 'colaborador', { pix: null, bank: null })).status).toBe(401);
    const bad = await send('PUT', '/company/2/payment', 'comprador', { pix: { type: 'CPF', key: '123.456.789-00' }, bank: null });
    expect(bad.body).toMatchObject({ statusCode: 400, message: 'InvalidPixKey' });
    for (const [type, key] of [['CNPJ', '11.222.333/0001-80'], ['EMAIL', 'financeiro@valeverde'], ['PHONE', '(31) 3456-7890'], ['RANDOM', '123e4567e89b12d3a456426614174000']])
      expect((await send('PUT', '/company/2/payment', 'comprador', { pix: { type, key }, bank: null })).body.message).toBe('InvalidPixKey');
    const phone = await send('PUT', '/company/2/payment', 'comprador', { pix: { type: 'PHONE', key: '(31) 98765-4321' }, bank: { bank: '001 – Banco do Brasil', agency: '3344-x', account: '12345-6' } });
    expect(phone.body).toEqual({ pix: { type: 'PHONE', key: '+5531987654321' }, bank: { bank: '001 – Banco do Brasil', agency: '3344-X', account: '12345-6' } });
    expect((await get('/company/2/payment', 'comprador')).body).toEqual(phone.body);
    expect((await send('PUT', '/company/2/payment', 'comprador', { pix: null, bank: { bank: 'Itaú', agency: '12', account: '1' } })).status).toBe(400);
    const cpf = await send('PUT', '/company/2/payment', 'comprador', { pix: { type: 'CPF', key: '529.982.247-25' }, bank: null });
    expect(cpf.body).toEqual({ pix: { type: 'CPF', key: '52998224725' }, bank: null });
  });
});

describe('delivery terms', () => {
  it('requires an address and the freight with Entrega, records them as a change, and makes the accepted ones the deal’s', async () => {
    const id = await fresh();
    expect((await put(id, 'comprador', { delivery: 'DELIVERY' })).body).toMatchObject({ statusCode: 400, message: 'DeliveryTermsRequired' });
    expect((await put(id, 'comprador', { delivery: 'DELIVERY', deliveryTerms: null })).body.message).toBe('DeliveryTermsRequired');
    const terms = { address: ADDRESS, freight: 'CIF' };
    const proposed = await put(id, 'comprador', { delivery: 'DELIVERY', deliveryTerms: terms });
    expect(pendingOf(proposed.body)).toMatchObject({ delivery: 'DELIVERY', deliveryTerms: terms });
    expect(eventsOf(proposed.body).at(-1)!.changes).toEqual([
      { field: 'delivery', from: 'PICKUP', to: 'DELIVERY' },
      { field: 'deliveryTerms', from: null, to: terms },
    ]);
    const accepted = await accept(id, 1, 'vendedor');
    expect(accepted.body).toMatchObject({ delivery: 'DELIVERY', deliveryTerms: terms, pickupAddress: null });
    // A price proposal keeps the agreed terms; a change of freight alone is a proposal.
    const price = await put(id, 'vendedor', { unitPrice: 1 });
    expect(pendingOf(price.body)).toMatchObject({ deliveryTerms: terms });
    await accept(id, 2, 'comprador');
    const fob = await put(id, 'vendedor', { deliveryTerms: { ...terms, freight: 'FOB' } });
    expect(eventsOf(fob.body).at(-1)!.changes).toEqual([{ field: 'deliveryTerms', from: terms, to: { ...terms, freight: 'FOB' } }]);
  });

  it('shows the pick-up address with Retirada, and the buyer’s own address only to the buyer', async () => {
    const id = await fresh();
    const location = announcementOf(id).location;
    const buyer = await get(`/negotiation/${id}`, 'comprador');
    expect(buyer.body).toMatchObject({ delivery: 'PICKUP', deliveryTerms: null, pickupAddress: location, buyerAddress: db.companies.find((c) => c.id === 2)!.address });
    expect((await get(`/negotiation/${id}`, 'vendedor')).body.buyerAddress).toBeNull();
  });
});

describe('payment', () => {
  it('shows the seller’s payment data from Aguardando pagamento, and waits for the buyer there', async () => {
    const id = await fresh();
    expect((await get(`/negotiation/${id}`, 'comprador')).body.sellerPayment).toBeNull();
    await put(id, 'vendedor', { status: 'IN_PROGRESS' });
    const paying = await put(id, 'vendedor', { status: 'AWAITING_PAYMENT' });
    expect(paying.body).toMatchObject({ waitingFor: 'BUYER', payment: null, sellerPayment: { pix: { type: 'CNPJ', key: db.companies[0]!.cnpj } } });
  });

  it('is reported by the buyer with its own proof, once, only while awaiting payment', async () => {
    const early = await fresh();
    const proof = await upload('comprador', 'comprovante.pdf', 'application/pdf', PDF);
    expect((await post(early, '/payment', 'comprador', { proofFileId: proof })).body).toMatchObject({ statusCode: 400, message: 'NotAwaitingPayment' });
    const id = await awaitingPayment();
    expect((await post(id, '/payment', 'vendedor', { proofFileId: proof })).body.message).toBe('OnlyBuyerPays');
    const theirs = await upload('vendedor', 'outro.pdf', 'application/pdf', PDF);
    expect((await post(id, '/payment', 'comprador', { proofFileId: theirs })).body.message).toBe('FileNotOwned');
    expect((await post(id, '/payment', 'comprador', { proofFileId: 999999 })).body.message).toBe('FileNotFound');
    expect((await post(id, '/payment', 'comprador', {})).status).toBe(400);
    expect((await post(id, '/payment', 'admin', { proofFileId: proof })).status).toBe(401);
    const sent = await post(id, '/payment', 'comprador', { proofFileId: proof });
    const total = sent.body.total as number;
    expect(sent.body).toMatchObject({ waitingFor: 'SELLER', payment: { status: 'SENT', amount: total, proof: { id: proof, name: 'comprovante.pdf' }, confirmedAt: null } });
    expect((sent.body.payment as Json).proof).toMatchObject({ url: expect.stringMatching(/\?exp=\d+&sig=/) });
    expect(eventsOf(sent.body).at(-1)).toMatchObject({ type: 'PAYMENT_SENT', amount: total, by: { role: 'BUYER', name: 'Juliana Teixeira' } });
    expect((await post(id, '/payment', 'comprador', { proofFileId: proof })).body.message).toBe('PaymentAlreadySent');
  });

  it('is confirmed by the seller after it was sent, and the release waits for the confirmation', async () => {
    const id = await awaitingPayment();
    expect((await post(id, '/payment/confirm', 'vendedor')).body.message).toBe('PaymentNotSent');
    await post(id, '/payment', 'comprador', { proofFileId: await upload('comprador', 'pix.png', 'image/png', PNG) });
    expect((await get(`/negotiation/${id}/status-options`, 'vendedor')).body).toEqual(['CALLED_OFF']);
    expect((await put(id, 'vendedor', { status: 'RELEASED_FOR_DELIVERY' })).body).toMatchObject({ statusCode: 400, message: 'PaymentNotConfirmed' });
    expect((await post(id, '/payment/confirm', 'comprador')).body.message).toBe('OnlySellerConfirms');
    const confirmed = await post(id, '/payment/confirm', 'colaborador');
    expect(confirmed.body).toMatchObject({ payment: { status: 'CONFIRMED', confirmedAt: expect.any(String) } });
    expect(eventsOf(confirmed.body).at(-1)).toMatchObject({ type: 'PAYMENT_CONFIRMED', by: { role: 'SELLER', name: 'Bruno Carvalho' } });
    expect((await post(id, '/payment/confirm', 'vendedor')).body.message).toBe('PaymentAlreadyConfirmed');
    expect((await put(id, 'vendedor', { status: 'RELEASED_FOR_DELIVERY' })).body.message).toBe('InvoiceRequired');
  });
});

describe('invoice (NF-e)', () => {
  const invoice = (fileId: number, accessKey = KEY) => ({ number: '780', series: '12', accessKey, fileId });

  it('is the seller’s, while Em andamento or Aguardando pagamento, with a key whose check digit holds and a PDF or XML', async () => {
    const id = await fresh();
    const danfe = await upload('vendedor', 'danfe.pdf', 'application/pdf', PDF);
    expect((await post(id, '/invoice', 'vendedor', invoice(danfe))).body).toMatchObject({ statusCode: 400, message: 'InvoiceNotAllowed' });
    await put(id, 'vendedor', { status: 'IN_PROGRESS' });
    expect((await post(id, '/invoice', 'comprador', invoice(danfe))).body.message).toBe('OnlySellerInvoices');
    expect((await post(id, '/invoice', 'vendedor', invoice(danfe, `${KEY.slice(0, 43)}4`))).body.message).toBe('InvalidNfeKey');
    expect((await post(id, '/invoice', 'vendedor', invoice(danfe, KEY.slice(0, 43)))).body.message).toBe('InvalidNfeKey');
    const photo = await upload('vendedor', 'nota.png', 'image/png', PNG);
    expect((await post(id, '/invoice', 'vendedor', invoice(photo))).body.message).toBe('InvalidFile');
    expect((await post(id, '/invoice', 'vendedor', { ...invoice(danfe), number: '12a' })).status).toBe(400);
    const xml = await upload('vendedor', 'nfe.xml', 'text/xml', XML);
    const recorded = await post(id, '/invoice', 'vendedor', invoice(xml, KEY.replace(/(\d{4})/g, '$1 ').trim()));
    expect(recorded.body).toMatchObject({ invoice: { number: '780', series: '12', accessKey: KEY, file: { id: xml, name: 'nfe.xml' } } });
    expect(eventsOf(recorded.body).at(-1)).toMatchObject({ type: 'INVOICE_RECORDED', number: '780', series: '12', accessKey: KEY, by: { role: 'SELLER' } });
    expect((await get(`/negotiation/${id}`, 'comprador')).body.invoice).toMatchObject({ accessKey: KEY, file: { url: expect.stringMatching(/\?exp=/) } });
  });

  it('with the payment confirmed, lets the seller release; the buyer confirms receipt, every step on the record', async () => {
    const id = await awaitingPayment();
    await post(id, '/payment', 'comprador', { proofFileId: await upload('comprador', 'comprovante.pdf', 'application/pdf', PDF) });
    await post(id, '/payment/confirm', 'vendedor');
    expect((await get(`/negotiation/${id}/status-options`, 'vendedor')).body).toEqual(['CALLED_OFF']);
    await post(id, '/invoice', 'vendedor', invoice(await upload('vendedor', 'danfe.pdf', 'application/pdf', PDF)));
    expect((await get(`/negotiation/${id}/status-options`, 'vendedor')).body).toEqual(['RELEASED_FOR_DELIVERY', 'CALLED_OFF']);
    expect((await put(id, 'vendedor', { status: 'RELEASED_FOR_DELIVERY' })).body.status).toBe('RELEASED_FOR_DELIVERY');
    expect((await post(id, '/invoice', 'vendedor', invoice(await upload('vendedor', 'danfe2.pdf', 'application/pdf', PDF)))).body.message).toBe('InvoiceNotAllowed');
    const done = await put(id, 'comprador', { status: 'FINISHED' });
    expect(eventsOf(done.body).map((e) => (e.type === 'STATUS' ? `${e.type}:${e.to as string}` : e.type))).toEqual([
      'OPENED',
      'STATUS:IN_PROGRESS',
      'STATUS:AWAITING_PAYMENT',
      'PAYMENT_SENT',
      'PAYMENT_CONFIRMED',
      'INVOICE_RECORDED',
      'STATUS:RELEASED_FOR_DELIVERY',
      'STATUS:FINISHED',
    ]);
    expect((await post(id, '/payment/confirm', 'vendedor')).body.message).toBe('NegotiationClosed');
  });

  it('leaves the admin free to release (an override), as it may set any status', async () => {
    const id = await awaitingPayment();
    expect((await send('PUT', `/admin/negotiation/${id}`, 'admin', { status: 'RELEASED_FOR_DELIVERY' })).body.status).toBe('RELEASED_FOR_DELIVERY');
  });
});

describe('payment and invoice while the deal is on hold', () => {
  it('are refused while the buyer company is suspended, and go through once it is reactivated', async () => {
    const id = await awaitingPayment();
    const proof = await upload('comprador', 'comprovante.png', 'image/png', PNG);
    const buyerCompany = db.negotiations.find((n) => n.id === id)!.buyerCompanyId;
    expect((await send('PATCH', `/admin/company/${buyerCompany}/moderation`, 'admin', { action: 'SUSPEND', reason: 'Denúncia em análise pela equipe.' })).status).toBe(200);
    expect((await post(id, '/payment', 'comprador', { proofFileId: proof })).body).toMatchObject({ statusCode: 400, message: 'NegotiationOnHold' });
    expect((await post(id, '/invoice', 'vendedor', { number: '780', series: '1', accessKey: KEY, fileId: await upload('vendedor', 'nfe.xml', 'text/xml', XML) })).body.message).toBe('NegotiationOnHold');
    expect((await send('PATCH', `/admin/company/${buyerCompany}/moderation`, 'admin', { action: 'REACTIVATE' })).status).toBe(200);
    expect((await post(id, '/payment', 'comprador', { proofFileId: proof })).status).toBe(200);
  });
});
