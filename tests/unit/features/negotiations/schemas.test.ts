import { describe, expect, it } from 'vitest';
import { emptyAddress } from '@/lib/validators/address';
import { addressChoices } from '@/features/negotiations/components/delivery-terms';
import { invoiceBodySchema, negotiationBodySchema, paymentBodySchema, proposalBodySchema } from '@/features/negotiations/bodies';
import { negotiationUpdateSchema } from '@/mocks/contract/bodies/negotiations';
import { MONEY_MAX, MONEY_TOO_BIG } from '@/lib/validators/common';
import { proposalToForm, toInvoiceBody, toNegotiationBody, toPaymentBody, toProposalBody } from '@/features/negotiations/form-values';
import { invoiceFormSchema, paymentFormSchema } from '@/features/negotiations/deal-schemas';
import { declineFormSchema, messageFormSchema, negotiationFormSchema, proposalFormSchema } from '@/features/negotiations/schemas';

const limits = { maxQuantity: 40, unit: 't' };

describe('negotiation form', () => {
  it('turns valid values into the POST /negotiation body', () => {
    const address = { zipCode: '30110000', street: 'Rua da Bahia', number: '1200', complement: '', neighborhood: 'Centro', city: 'Belo Horizonte', uf: 'MG' };
    const choices = addressChoices({ deliveryTerms: null, buyerAddress: address });
    const input = { companyId: 2, quantity: 12.5, unitPrice: 4800, delivery: 'DELIVERY', message: '  Entrega em BH  ', freight: null, addressChoice: 'BUYER', address: emptyAddress };
    // Entrega opens with its terms: the freight is asked for.
    expect(negotiationFormSchema(limits).safeParse(input).error?.issues.map((i) => i.message)).toEqual(['Escolha quem paga o frete: CIF ou FOB.']);
    const values = negotiationFormSchema(limits).parse({ ...input, freight: 'FOB' });
    expect(toNegotiationBody(values, 7, choices)).toEqual({
      announcementId: 7,
      companyId: 2,
      quantity: 12.5,
      unitPrice: 4800,
      delivery: 'DELIVERY',
      deliveryTerms: { address, freight: 'FOB' },
      message: 'Entrega em BH',
    });
    const pickup = negotiationFormSchema(limits).parse({ ...input, delivery: 'PICKUP' });
    expect(toNegotiationBody(pickup, 7, choices)).not.toHaveProperty('deliveryTerms');
  });

  it('refuses empty, zero, negative and above-announced values with pt-BR messages', () => {
    const messages = (input: Record<string, unknown>) =>
      negotiationFormSchema(limits)
        .safeParse({ companyId: 2, quantity: 1, unitPrice: 1, delivery: 'PICKUP', message: '', freight: null, addressChoice: 'BUYER', address: emptyAddress, ...input })
        .error?.issues.map((i) => i.message);
    expect(messages({ quantity: null })).toEqual(['Informe a quantidade.']);
    expect(messages({ quantity: 0 })).toEqual(['A quantidade deve ser maior que zero.']);
    expect(messages({ quantity: -3 })).toEqual(['A quantidade deve ser maior que zero.']);
    expect(messages({ quantity: 41 })).toEqual(['A quantidade não pode passar do disponível no anúncio (40 t).']);
    expect(messages({ quantity: 40 })).toBeUndefined();
    expect(messages({ unitPrice: 0 })).toEqual(['O preço deve ser maior que zero.']);
    expect(messages({ unitPrice: null })).toEqual(['Informe o preço unitário proposto.']);
    expect(messages({ companyId: null })).toEqual(['Selecione a empresa compradora.']);
    expect(messages({ delivery: null })).toEqual(['Escolha entrega ou retirada.']);
  });

  it('holds the proposed price to what the API stores: a cent up to the maximum', () => {
    const parse = (unitPrice: number) => negotiationFormSchema(limits).safeParse({ companyId: 2, quantity: 1, unitPrice, delivery: 'PICKUP', message: '', freight: null, addressChoice: 'BUYER', address: emptyAddress });
    expect(parse(1e308).error?.issues.map((i) => i.message)).toEqual([MONEY_TOO_BIG]);
    expect(parse(MONEY_MAX + 0.01).error?.issues.map((i) => i.message)).toEqual([MONEY_TOO_BIG]);
    expect(parse(0.004).error?.issues.map((i) => i.message)).toEqual(['O preço deve ser maior que zero.']);
    for (const unitPrice of [0.01, MONEY_MAX]) {
      const parsed = parse(unitPrice);
      expect(negotiationBodySchema.safeParse(toNegotiationBody(parsed.data!, 7)).success).toBe(true);
    }
    expect(proposalFormSchema(limits).safeParse({ quantity: 1, unitPrice: 1e308, delivery: 'PICKUP', message: '', freight: null, addressChoice: null, address: emptyAddress }).error?.issues.map((i) => i.message)).toEqual([MONEY_TOO_BIG]);
  });
});

describe('proposal form', () => {
  const agreed = { quantity: 10, unitPrice: 5000, delivery: 'PICKUP', deliveryTerms: null } as const;
  const noTerms = { freight: null, addressChoice: 'OTHER', address: emptyAddress };
  const ADDRESS = { zipCode: '30110000', street: 'Rua da Bahia', number: '1200', complement: '', neighborhood: 'Centro', city: 'Belo Horizonte', uf: 'MG' };

  it('starts from the agreed values, or from the pending proposal for a counter-proposal, with an empty message', () => {
    const { deliveryTerms: _, ...values } = agreed;
    expect(proposalToForm(agreed)).toEqual({ ...values, message: '', ...noTerms });
    const terms = { address: ADDRESS, freight: 'FOB' } as const;
    const choices = addressChoices({ deliveryTerms: null, buyerAddress: null }, { deliveryTerms: terms });
    expect(proposalToForm(agreed, { quantity: 8, unitPrice: 4500, delivery: 'DELIVERY', deliveryTerms: terms }, choices)).toEqual({
      quantity: 8,
      unitPrice: 4500,
      delivery: 'DELIVERY',
      message: '',
      freight: 'FOB',
      addressChoice: 'PROPOSED',
      address: emptyAddress,
    });
  });

  it('sends every value (the server records what changed) and the message only when there is one', () => {
    const same = proposalFormSchema(limits).parse(proposalToForm(agreed));
    expect(toProposalBody(same)).toEqual(agreed);
    const changed = proposalFormSchema(limits).parse({ ...proposalToForm(agreed), unitPrice: 4500, message: '  Fechamos?  ' });
    expect(toProposalBody(changed)).toEqual({ ...agreed, unitPrice: 4500, message: 'Fechamos?' });
    expect(proposalBodySchema.parse(toProposalBody(changed))).toEqual(toProposalBody(changed));
  });

  it('with Entrega, needs the freight and an address: one offered, or another one checked field by field', () => {
    const choices = addressChoices({ deliveryTerms: null, buyerAddress: ADDRESS });
    const start = { ...proposalToForm(agreed, null, choices), delivery: 'DELIVERY' as const };
    expect(proposalFormSchema(limits).safeParse(start).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['freight', 'Escolha quem paga o frete: CIF ou FOB.']]);
    const buyer = proposalFormSchema(limits).parse({ ...start, freight: 'CIF' });
    expect(toProposalBody(buyer, choices)).toMatchObject({ delivery: 'DELIVERY', deliveryTerms: { address: ADDRESS, freight: 'CIF' } });
    const other = proposalFormSchema(limits).safeParse({ ...start, freight: 'CIF', addressChoice: 'OTHER' });
    expect(other.error?.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['address.zipCode', 'address.street', 'address.number']));
    const typed = proposalFormSchema(limits).parse({ ...start, freight: 'FOB', addressChoice: 'OTHER', address: { ...ADDRESS, number: '7' } });
    expect(toProposalBody(typed, choices).deliveryTerms).toEqual({ address: { ...ADDRESS, number: '7' }, freight: 'FOB' });
  });

  it('refuses an empty message and one over 1000 characters; a decline reason may be empty', () => {
    expect(messageFormSchema.safeParse({ text: '   ' }).error?.issues.map((i) => i.message)).toEqual(['Escreva a mensagem.']);
    expect(messageFormSchema.safeParse({ text: 'x'.repeat(1001) }).error?.issues.map((i) => i.message)).toEqual(['A mensagem pode ter até 1000 caracteres.']);
    expect(messageFormSchema.parse({ text: ' Olá ' })).toEqual({ text: 'Olá' });
    expect(declineFormSchema.parse({ reason: '' })).toEqual({ reason: '' });
  });

  it("holds a proposal's message to the body's own rule: trimmed, up to 1000 characters, the same message", () => {
    const form = (message: string) => proposalFormSchema(limits).safeParse({ ...proposalToForm(agreed), message });
    expect(form('x'.repeat(1001)).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['message', 'A mensagem pode ter até 1000 caracteres.']]);
    expect(form(` ${'x'.repeat(1000)} `).data?.message).toHaveLength(1000);
    expect(negotiationUpdateSchema.safeParse({ quantity: 2, message: 'x'.repeat(1001) }).error?.issues.map((i) => i.message)).toEqual(['A mensagem pode ter até 1000 caracteres.']);
    expect(negotiationBodySchema.safeParse({ announcementId: 7, companyId: 2, quantity: 1, unitPrice: 1, delivery: 'PICKUP', message: ' ok ' }).data?.message).toBe('ok');
  });
});

describe('NF-e form', () => {
  const KEY = '52060433009911002506550120000007800267301615';
  const file = { id: 9, url: 'http://localhost:4000/file/x/danfe.pdf', mimetype: 'application/pdf', name: 'danfe.pdf' };
  const messages = (patch: Record<string, unknown>) =>
    invoiceFormSchema.safeParse({ number: '780', series: '12', accessKey: KEY, file, ...patch }).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('tells a short key from a wrong check digit, and needs the number, the series and the file', () => {
    expect(messages({})).toBeUndefined();
    expect(messages({ accessKey: KEY.slice(0, 43) })).toEqual([['accessKey', 'A chave de acesso tem 44 dígitos.']]);
    expect(messages({ accessKey: `${KEY.slice(0, 43)}4` })).toEqual([['accessKey', 'Chave de acesso inválida: o dígito verificador não confere.']]);
    expect(messages({ number: '', series: '1234', file: null })?.map(([path]) => path)).toEqual(['number', 'series', 'file']);
  });

  it('sends the key as its 44 digits, however it was spaced', () => {
    const parsed = invoiceFormSchema.parse({ number: '780', series: '12', accessKey: KEY.replace(/(\d{4})/g, '$1 ').trim(), file });
    expect(toInvoiceBody(parsed)).toEqual({ number: '780', series: '12', accessKey: KEY, fileId: 9 });
    expect(invoiceBodySchema.safeParse(toInvoiceBody(parsed)).success).toBe(true);
  });
});

describe('payment form', () => {
  it('needs the proof and sends its id', () => {
    expect(paymentFormSchema.safeParse({ proof: null }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['proof', 'Anexe o comprovante do pagamento.']]);
    const proof = { id: 12, url: 'http://localhost:4000/file/x/pix.png', mimetype: 'image/png', name: 'pix.png' };
    const body = toPaymentBody(paymentFormSchema.parse({ proof }));
    expect(body).toEqual({ proofFileId: 12 });
    expect(paymentBodySchema.safeParse(body).success).toBe(true);
  });
});
