import { describe, expect, it } from 'vitest';
import { negotiationBodySchema, type Negotiation } from '@/features/negotiations/api';
import { MONEY_MAX, MONEY_TOO_BIG } from '@/lib/validators/common';
import { negotiationFormSchema, proposalFormSchema, proposalToForm, toNegotiationBody, toProposalUpdate } from '@/features/negotiations/schemas';

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

describe('proposal edit', () => {
  const current = { quantity: 10, unitPrice: 5000, delivery: 'PICKUP', message: 'Oi' } as Negotiation;

  it('sends only what changed, and nothing when nothing did', () => {
    const same = proposalFormSchema(limits).parse(proposalToForm(current));
    expect(toProposalUpdate(same, current)).toBeNull();
    const changed = proposalFormSchema(limits).parse({ ...proposalToForm(current), unitPrice: 4500, delivery: 'DELIVERY' });
    expect(toProposalUpdate(changed, current)).toEqual({ unitPrice: 4500, delivery: 'DELIVERY' });
  });
});
