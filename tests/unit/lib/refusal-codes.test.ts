import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { putFieldError, type FieldErrorCodes } from '@/components/form/field-errors';
import { CLIENT_CODES, isRefusalCode, refusalStatuses, RETIRED_CODES, type RefusalCode, type RefusalCodeFor } from '@/lib/api/codes';
import { AUTH_MESSAGES, DOMAIN_MESSAGES, httpMessage, MESSAGES, toErrorMessage } from '@/lib/api/errors';
import { badRequest, HttpError, notFound, unauthorized } from '@/mocks/lib/errors';

/**
 * The refusal codes are one typed catalogue (src/lib/api/codes.ts, docs/errors.md): the checks
 * marked @ts-expect-error are what `npm run typecheck` refuses; the rest runs in vitest.
 */

function answered(error: HttpError): AxiosError {
  const headers = new AxiosHeaders();
  const data: unknown = JSON.parse(JSON.stringify(error.body()));
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', { headers }, null, { status: error.statusCode, statusText: '', headers, config: { headers }, data });
}

describe('the typecheck refuses a code that is not in the catalogue', () => {
  it('in the mock, a misspelt code or a code of another status does not compile', () => {
    // @ts-expect-error 'NegotiationClosd' is misspelt: not a code of the catalogue
    expect(badRequest('NegotiationClosd').message).toBe('NegotiationClosd');
    // @ts-expect-error NegotiationClosed is a 400's code, never a 404's
    notFound('NegotiationClosed');
    // @ts-expect-error a pt-BR sentence is not a code (the client would show 'Parâmetros inválidos!')
    badRequest('CPF inválido');
    // @ts-expect-error 'Forbidden' is the name of a 403, not of a 401
    unauthorized('Forbidden');
    // @ts-expect-error 413 answers only PayloadTooLarge
    new HttpError(413, 'TooManyRequests');
    expect(badRequest('NegotiationClosed').message).toBe('NegotiationClosed');
    expect(badRequest('quantity: Too small').message).toBe('quantity: Too small');
    expect(notFound().message).toBe('Not Found');
  });

  it('in the client, a message needs a code and a field error a known code', () => {
    // @ts-expect-error no code 'NegotiationClosd' has a message
    expect(DOMAIN_MESSAGES.NegotiationClosd).toBeUndefined();
    const fields: FieldErrorCodes<{ quantity: number }> = {
      QuantityAboveAvailable: 'quantity',
      // @ts-expect-error misspelt code as a field error key
      QuantityAboveAvailabel: 'quantity',
    };
    expect(Object.keys(fields)).toHaveLength(2);
    expectTypeOf(DOMAIN_MESSAGES.NegotiationClosed).toEqualTypeOf<string>();
    expectTypeOf<'StockNotEnough'>().toExtend<RefusalCodeFor<400>>();
    expectTypeOf<'email-already-exists'>().toExtend<RefusalCode>();
    expectTypeOf<'user-token-expired'>().not.toExtend<RefusalCode>();
  });
});

describe('every code the API may send has its pt-BR message', () => {
  const codes = [...refusalStatuses()];
  const CATALOGUE: Readonly<Record<string, string>> = { ...AUTH_MESSAGES, ...DOMAIN_MESSAGES };

  it('lists each code once per status, and knows what is a code', () => {
    expect(codes.length).toBeGreaterThan(90);
    for (const [code, statuses] of codes) expect(new Set(statuses).size, code).toBe(statuses.length);
    expect(isRefusalCode('NegotiationClosed')).toBe(true);
    expect(isRefusalCode('toString')).toBe(false);
    expect(isRefusalCode(undefined)).toBe(false);
  });

  it.each(codes)('%s, answered by the mock with each of its statuses, reads as its own message', (code, statuses) => {
    for (const status of statuses) {
      const message = toErrorMessage(answered(new HttpError(status, code)));
      expect(message, `${status} ${code}`).not.toBe(httpMessage(status));
      expect(message, `${status} ${code}`).not.toBe(MESSAGES.default);
      // A message that names values ('{available}') stops before its colon when sent without them.
      const words = CATALOGUE[code] ?? '';
      expect(message, `${status} ${code}`).toBe(words.includes('{') ? `${words.slice(0, words.indexOf(':'))}.` : words);
    }
  });

  it('the app’s own codes and the retired ones keep their words too', () => {
    for (const code of [...CLIENT_CODES, ...RETIRED_CODES]) expect(DOMAIN_MESSAGES[code], code).toMatch(/\S/);
  });
});

/** The files that may build a refusal: the mock, and the import rules the mock shares with the preview. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('the catalogue lists what the mock sends, no more', () => {
  it('each code it says the API sends is written somewhere in the mock (a retired one moves to RETIRED_CODES)', () => {
    const text = [...sources('src/mocks'), ...sources('src/features/announcements/import')].join('\n');
    const unsent = [...refusalStatuses().keys()].filter((code) => !text.includes(`'${code}'`));
    expect(unsent).toEqual([]);
  });
});

describe('a message that is no code', () => {
  it('is no code even when it names what every object has (toString, constructor)', () => {
    for (const message of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const headers = new AxiosHeaders();
      const error = new AxiosError('Request failed', 'ERR_BAD_REQUEST', { headers }, null, { status: 400, statusText: '', headers, config: { headers }, data: { statusCode: 400, message } });
      expect(toErrorMessage(error), message).toBe('Erro #400: Parâmetros inválidos!');
      const { result } = renderHook(() => useForm<{ quantity: number }>());
      expect(putFieldError(result.current, error, { QuantityAboveAvailable: 'quantity' }), message).toBeUndefined();
    }
  });
});
