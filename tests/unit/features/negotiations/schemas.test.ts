import { describe, expect, it } from 'vitest';
import { negotiationBodySchema } from '@/features/negotiations/api';
import { MONEY_MAX, MONEY_TOO_BIG } from '@/lib/validators/common';
import { proposalToForm, toNegotiationBody, toProposalBody } from '@/features/negotiations/form-values';
import { declineFormSchema, messageFormSchema, negotiationFormSchema, proposalFormSchema } from '@/features/negotiations/schemas';

const limits = { maxQuantity: 40, unit: 't' };

describe('negotiation form', () => {
  it('turns valid values into the POST /negotiation body', () => {
    const values = negotiationFormSchema(limits).parse({ companyId: 2, quantity: 12.5, unitPrice: 4800, delivery: 'DELIVERY', message: '  Entrega em BH  ' });
    expect(toNegotiationBody(values, 7)).toEqual({ announcementId: 7, companyId: 2, quantity: 12.5, unitPrice: 4800, delivery: 'DELIVERY', message: 'Entrega em BH' });
  });

  it('refuses empty, zero, negative and above-announced values with pt-BR messages', () => {
    const messages = (input: Record<string, unknown>) =>
      negotiationFormSchema(limits)
        .safeParse({ companyId: 2, quantity: 1, unitPrice: 1, delivery: 'PICKUP', message: '', ...input })
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
    const parse = (unitPrice: number) => negotiationFormSchema(limits).safeParse({ companyId: 2, quantity: 1, unitPrice, delivery: 'PICKUP', message: '' });
    expect(parse(1e308).error?.issues.map((i) => i.message)).toEqual([MONEY_TOO_BIG]);
    expect(parse(MONEY_MAX + 0.01).error?.issues.map((i) => i.message)).toEqual([MONEY_TOO_BIG]);
    expect(parse(0.004).error?.issues.map((i) => i.message)).toEqual(['O preço deve ser maior que zero.']);
    for (const unitPrice of [0.01, MONEY_MAX]) {
      const parsed = parse(unitPrice);
      expect(negotiationBodySchema.safeParse(toNegotiationBody(parsed.data!, 7)).success).toBe(true);
    }
    expect(proposalFormSchema(limits).safeParse({ quantity: 1, unitPrice: 1e308, delivery: 'PICKUP', message: '' }).error?.issues.map((i) => i.message)).toEqual([MONEY_TOO_BIG]);
  });
});

describe('proposal form', () => {
  const agreed = { quantity: 10, unitPrice: 5000, delivery: 'PICKUP' } as const;

  it('starts from the agreed values, or from the pending proposal for a counter-proposal, with an empty message', () => {
    expect(proposalToForm(agreed)).toEqual({ ...agreed, message: '' });
    expect(proposalToForm(agreed, { quantity: 8, unitPrice: 4500, delivery: 'DELIVERY' })).toEqual({ quantity: 8, unitPrice: 4500, delivery: 'DELIVERY', message: '' });
  });

  it('sends every value (the server records what changed) and the message only when there is one', () => {
    const same = proposalFormSchema(limits).parse(proposalToForm(agreed));
    expect(toProposalBody(same)).toEqual(agreed);
    const changed = proposalFormSchema(limits).parse({ ...proposalToForm(agreed), unitPrice: 4500, message: '  Fechamos?  ' });
    expect(toProposalBody(changed)).toEqual({ ...agreed, unitPrice: 4500, message: 'Fechamos?' });
  });

  it('refuses an empty message and one over 1000 characters; a decline reason may be empty', () => {
    expect(messageFormSchema.safeParse({ text: '   ' }).error?.issues.map((i) => i.message)).toEqual(['Escreva a mensagem.']);
    expect(messageFormSchema.safeParse({ text: 'x'.repeat(1001) }).error?.issues.map((i) => i.message)).toEqual(['A mensagem pode ter até 1000 caracteres.']);
    expect(messageFormSchema.parse({ text: ' Olá ' })).toEqual({ text: 'Olá' });
    expect(declineFormSchema.parse({ reason: '' })).toEqual({ reason: '' });
  });
});
