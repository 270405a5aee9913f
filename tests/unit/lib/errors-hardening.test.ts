import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { httpMessage, toErrorMessage } from '@/lib/api/errors';

/** The codes of docs/product/messages.md (hardening): a body too large, an identity change sent back to review. */
function httpError(status: number, data: unknown = {}): AxiosError {
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, { status, statusText: '', data, headers: {}, config: { headers: new AxiosHeaders() } });
}

describe('a body too large', () => {
  it('PayloadTooLarge and a bare 413 say so in pt-BR', () => {
    expect(toErrorMessage(httpError(413, { statusCode: 413, message: 'PayloadTooLarge' }))).toBe('O conteúdo enviado é grande demais.');
    expect(httpMessage(413)).toBe('Erro #413: O conteúdo enviado é grande demais.');
    expect(toErrorMessage(httpError(413))).toBe('Erro #413: O conteúdo enviado é grande demais.');
  });
});
