import { describe, expect, it } from 'vitest';
import type { Negotiation } from '@/features/negotiations/api';
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
