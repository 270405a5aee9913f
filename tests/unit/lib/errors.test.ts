import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiConfigError, ApiSchemaError, AppError, toErrorMessage } from '@/lib/api/errors';

function httpError(status: number, data: unknown = {}): AxiosError {
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });
}

describe('toErrorMessage — docs/product/messages.md', () => {
  it.each([
    [500, 'Erro #500: Ocorreu um erro inesperado no servidor... tente mais tarde!'],
    [400, 'Erro #400: Parâmetros inválidos!'],
    [401, 'Erro #401: Você não possui autorização para acessar o recurso solicitado!'],
    [404, 'Erro #404: Não foi possivel encontrar o recurso solicitado!'],
    [502, 'Erro #502: O servidor não está disponível no momento... tente mais tarde!'],
    [503, 'Erro #503: O servidor não está disponível no momento... tente mais tarde!'],
    [504, 'Erro #504: O servidor não está disponível no momento... tente mais tarde!'],
  ])('HTTP %i', (status, message) => {
    expect(toErrorMessage(httpError(status))).toBe(message);
  });

  it('gives the Default to statuses the table does not list (a 403 is not "Parâmetros inválidos!")', () => {
    for (const status of [403, 409, 422, 501, 505]) {
      expect(toErrorMessage(httpError(status)), String(status)).toBe('Ops! Ocorreu um erro... tente mais tarde.');
    }
  });

  it.each([
    ['user-not-found', 'Credenciais inválidas!'],
    ['invalid-login-credentials', 'Credenciais inválidas!'],
    ['wrong-password', 'Senha incorreta!'],
    ['email-already-exists', 'Email já existe!'],
    ['insufficient-permission', 'Sem permissão!'],
    ['invalid-email', 'Email inválido!'],
    ['session-cookie-expired', 'Sessão expirada!'],
    ['session-cookie-revoked', 'Sessão expirada!'],
    ['id-token-expired', 'Sessão expirada!'],
    ['id-token-revoked', 'Sessão expirada!'],
    ['too-many-requests', 'Excesso de requisições! Tente novamente mais tarde.'],
    ['weak-password', 'A senha deve ter pelo menos 8 caracteres.'], // the forms' own rule, not Firebase's 6
  ])('Firebase admin code %s forwarded by the API', (code, message) => {
    expect(toErrorMessage(httpError(400, { statusCode: 400, message: code }))).toBe(message);
    expect(toErrorMessage(httpError(401, { statusCode: 401, message: `auth/${code}` }))).toBe(message);
  });

  it.each([
    ['auth/invalid-credential', 'Credenciais inválidas!'],
    ['auth/user-not-found', 'Credenciais inválidas!'],
    ['auth/wrong-password', 'Senha incorreta!'],
    ['auth/email-already-in-use', 'Email já existe!'],
    ['auth/invalid-email', 'Email inválido!'],
    ['auth/too-many-requests', 'Excesso de requisições! Tente novamente mais tarde.'],
    ['auth/network-request-failed', 'O servidor não está disponível no momento... tente mais tarde!'],
  ])('Firebase client SDK code %s', (code, message) => {
    expect(toErrorMessage({ code, name: 'FirebaseError', message: 'Firebase: Error' })).toBe(message);
  });

  it('maps the featured domain codes', () => {
    expect(toErrorMessage(httpError(400, { statusCode: 400, message: 'MaxFeaturedsAnnouncementsReached' }))).toBe(
      'O limite de 7 itens em destaque já foi atingido!',
    );
    expect(toErrorMessage(httpError(400, { statusCode: 400, message: ['AnnouncementAlreadyFeatured'] }))).toBe(
      'O anúncio já esta em destaque!',
    );
  });

  it('treats a request that got no answer as the server being unavailable', () => {
    const network = new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    expect(toErrorMessage(network)).toBe('O servidor não está disponível no momento... tente mais tarde!');
  });

  it('keeps our own pt-BR errors and reports the missing API URL', () => {
    expect(toErrorMessage(new AppError('Usuário inativo!'))).toBe('Usuário inativo!');
    expect(toErrorMessage(new ApiConfigError())).toBe('Erro nas configurações de integração da API do site!');
  });

  it('uses the default message for anything else, schema mismatches included', () => {
    expect(toErrorMessage(new ApiSchemaError('/x', []))).toBe('Ops! Ocorreu um erro... tente mais tarde.');
    expect(toErrorMessage(new Error('boom'))).toBe('Ops! Ocorreu um erro... tente mais tarde.');
    expect(toErrorMessage(undefined)).toBe('Ops! Ocorreu um erro... tente mais tarde.');
  });
});
