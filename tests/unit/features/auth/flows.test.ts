import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { resetPasswordFlow, signInFlow, signUpFlow } from '@/features/auth/flows';
import { toErrorMessage } from '@/lib/api/errors';
import { createQueryClient } from '@/lib/query-client';
import { db } from '@/mocks/db/store';
import { DEV_PASSWORD } from '@/mocks/db/seed';
import { server } from '@/mocks/node';
import { createFakeAuth } from '@tests/helpers/fake-auth';

/** The flows run with the tab's query client (its default retry included), as in the app. */
async function signIn(email: string, password = DEV_PASSWORD) {
  const auth = createFakeAuth();
  auth.gateway.installTokenSource();
  try {
    const result = await signInFlow(auth.gateway, createQueryClient(), email, password);
    return { auth, result, error: null };
  } catch (error) {
    return { auth, result: null, error };
  }
}

describe('signInFlow (docs/auth-and-ssr.md)', () => {
  it.each([
    ['superadmin@giro.dev', 'ADMIN', true],
    ['admin@giro.dev', 'ADMIN', false],
    ['vendedor@giro.dev', 'COMMERCE', false],
    ['comprador@giro.dev', 'COMMERCE', false],
    ['colaborador@giro.dev', 'COMMERCE', false],
  ])('signs %s in as %s', async (email, type, superAdmin) => {
    const { result, auth } = await signIn(email);
    expect(result?.user).toMatchObject({ email, type, isSuperAdmin: superAdmin });
    expect(result?.hasCompany).toBe(true);
    expect(auth.current()?.email).toBe(email);
  });

  it.each([
    ['pendente@giro.dev', 'Usuário pendente de confirmação!'],
    ['inativo@giro.dev', 'Usuário inativo!'],
    ['naoverificado@giro.dev', 'Email pendente de confirmação!'],
  ])('refuses %s with “%s” and signs it out', async (email, message) => {
    const { error, auth } = await signIn(email);
    expect(toErrorMessage(error)).toBe(message);
    expect(auth.current()).toBeNull();
  });

  it('maps a wrong password and an unknown user, and leaves nobody signed in', async () => {
    const wrong = await signIn('vendedor@giro.dev', 'errada123');
    expect(toErrorMessage(wrong.error)).toBe('Senha incorreta!');
    expect(wrong.auth.current()).toBeNull();
    const unknown = await signIn('ninguem@giro.dev');
    expect(toErrorMessage(unknown.error)).toBe('Credenciais inválidas!');
  });

  it('retries its reads when the API fails on its side (docs/auth-and-ssr.md: one 5xx no longer aborts the sign-in)', async () => {
    const boom = (status: number) => () => HttpResponse.json({ statusCode: status, message: 'boom' }, { status });
    server.use(
      http.get('http://localhost:4000/user', boom(500), { once: true }),
      http.get('http://localhost:4000/profile/company-exists', boom(503), { once: true }),
    );
    const { result, error, auth } = await signIn('vendedor@giro.dev');
    expect(error).toBeNull();
    expect(result).toMatchObject({ user: { email: 'vendedor@giro.dev' }, hasCompany: true });
    expect(auth.current()?.email).toBe('vendedor@giro.dev');
  });

  it('gives up after its retries, and never retries a refusal', async () => {
    let calls = 0;
    server.use(
      http.get('http://localhost:4000/user', () => {
        calls += 1;
        return HttpResponse.json({ statusCode: 500, message: 'boom' }, { status: 500 });
      }),
    );
    const failing = await signIn('vendedor@giro.dev');
    expect(failing.error).not.toBeNull();
    expect(failing.auth.current()).toBeNull();
    expect(calls).toBe(3);
    calls = 0;
    server.use(
      http.get('http://localhost:4000/user', () => {
        calls += 1;
        return HttpResponse.json({ statusCode: 403, message: 'forbidden' }, { status: 403 });
      }),
    );
    await signIn('vendedor@giro.dev');
    expect(calls).toBe(1);
  });

  it('tells a COMMERCE user without a company to register one', async () => {
    db.collaborators = db.collaborators.filter((c) => c.accountId !== 3);
    db.companies = db.companies.filter((c) => c.ownerAccountId !== 3);
    const { result } = await signIn('vendedor@giro.dev');
    expect(result?.hasCompany).toBe(false);
  });
});

const signUpInput = {
  name: 'Carla Menezes',
  email: 'carla@empresa.com.br',
  cpf: '52998224725',
  phone: { Area: '11', Numero: '987654321' },
  accountType: 'BUYER' as const,
  password: 'Segura@123',
};

describe('signUpFlow', () => {
  it('creates the Firebase user and a PENDING account, sends the verification mail to /participe?verificado=1 and signs out', async () => {
    const auth = createFakeAuth();
    auth.gateway.installTokenSource();
    await signUpFlow(auth.gateway, createQueryClient(), signUpInput, 'http://localhost:3000/participe');
    const account = db.accounts.find((a) => a.email === signUpInput.email);
    expect(account).toMatchObject({ status: 'PENDING', accountType: 'BUYER', cpf: signUpInput.cpf, phone: signUpInput.phone });
    expect(account?.uid).toBe(auth.users.get(signUpInput.email)?.uid);
    // The provider's own page confirms the e-mail and links back: the flag says it was confirmed (docs/identity.md).
    expect(auth.mails).toEqual([{ type: 'verify', email: signUpInput.email, continueUrl: 'http://localhost:3000/participe?verificado=1' }]);
    expect(auth.current()).toBeNull();
  });

  it('stops at “Email já existe!” when the API knows the e-mail, creating nothing', async () => {
    const auth = createFakeAuth();
    auth.gateway.installTokenSource();
    const before = auth.users.size;
    const error = await signUpFlow(auth.gateway, createQueryClient(), { ...signUpInput, email: 'comprador@giro.dev' }, '/participe').catch((e: unknown) => e);
    expect(toErrorMessage(error)).toBe('Email já existe!');
    expect(auth.users.size).toBe(before);
  });

  it('deletes the Firebase user again when the account call fails', async () => {
    const auth = createFakeAuth();
    auth.gateway.installTokenSource();
    server.use(http.post('http://localhost:4000/account', () => HttpResponse.json({ statusCode: 500, message: 'boom' }, { status: 500 })));
    const error = await signUpFlow(auth.gateway, createQueryClient(), signUpInput, '/participe').catch((e: unknown) => e);
    expect(toErrorMessage(error)).toBe('Erro #500: Ocorreu um erro inesperado no servidor... tente mais tarde!');
    expect(auth.users.has(signUpInput.email)).toBe(false);
    expect(db.accounts.some((a) => a.email === signUpInput.email)).toBe(false);
    expect(auth.current()).toBeNull();
  });

  it('refuses a CPF already registered, and rolls back', async () => {
    const auth = createFakeAuth();
    auth.gateway.installTokenSource();
    const taken = db.accounts[3]!.cpf;
    const error = await signUpFlow(auth.gateway, createQueryClient(), { ...signUpInput, cpf: taken }, '/participe').catch((e: unknown) => e);
    expect(toErrorMessage(error)).toBe('Já existe uma conta com este CPF.');
    expect(auth.users.has(signUpInput.email)).toBe(false);
  });
});

describe('resetPasswordFlow', () => {
  it('ignores a failed legacy migration and still sends the reset mail to /participe', async () => {
    const auth = createFakeAuth();
    auth.gateway.installTokenSource();
    let migrationCalls = 0;
    server.use(
      http.patch('http://localhost:4000/account/old-user', () => {
        migrationCalls += 1;
        return HttpResponse.json({ statusCode: 500, message: 'boom' }, { status: 500 });
      }),
    );
    await resetPasswordFlow(auth.gateway, ' vendedor@giro.dev ', 'http://localhost:3000/participe');
    expect(migrationCalls).toBe(1);
    expect(auth.mails).toEqual([{ type: 'reset', email: 'vendedor@giro.dev', continueUrl: 'http://localhost:3000/participe' }]);
  });
});
