import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { toErrorMessage } from '@/lib/api/errors';

/** docs/deal/negotiations.md: a refusal that names a value (what is left of the stock) fills it from the answer's `details`. */

function refusal(data: unknown): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', { headers }, null, { status: 400, statusText: '', headers, config: { headers }, data });
}

describe('messages with details', () => {
  it('names what is left, the Brazilian way', () => {
    expect(toErrorMessage(refusal({ statusCode: 400, message: 'StockNotEnough', details: { available: 1250.5, unit: 't' } }))).toBe(
      'Estoque insuficiente: restam 1.250,5 t disponíveis neste anúncio.',
    );
    expect(toErrorMessage(refusal({ statusCode: 400, message: 'StockNotEnough', details: { available: 0, unit: 'un' } }))).toBe(
      'Estoque insuficiente: restam 0 un disponíveis neste anúncio.',
    );
  });

  it('stops before the colon when the answer carries no details', () => {
    expect(toErrorMessage(refusal({ statusCode: 400, message: 'StockNotEnough' }))).toBe('Estoque insuficiente.');
  });

  it('maps every code of the trust rules', () => {
    for (const code of ['ModerationReasonRequired', 'ModerationNotApproved', 'CompanyNotInactive', 'ModerationActionInvalid', 'CompanySuspended', 'NegotiationOnHold', 'OwnCompanyNegotiation', 'CounterpartyNotApproved']) {
      expect(toErrorMessage(refusal({ statusCode: 400, message: code }))).not.toMatch(/^Erro #400/);
    }
  });
});
