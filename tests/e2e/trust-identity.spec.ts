import type { Page } from '@playwright/test';
import { DEV, DEV_PASSWORD, EMULATOR_URL, MOCK_URL, emulatorOobCodes, expect, signIn, test, toast } from './fixtures';
import { fillSignUp } from './sign-up';
import { openSignedInContext } from './signed-in';

/**
 * Proven identities (docs/identity.md), across roles in Chromium: the
 * impostor chain of the issue stops at the step that needs proof, and a user whose confirmation
 * mail was lost sends it again from /participe and gets in.
 */

/** A CPF that passes the check digits, different per run. */
function freshCpf(seed: number): string {
  const base = String(seed).slice(-9).padStart(9, '1').split('').map(Number);
  const digit = (nums: number[]) => {
    const sum = nums.reduce((acc, n, i) => acc + n * (nums.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return [...base, first, digit([...base, first])].join('');
}

/** An ID token of the emulator's user, as the browser's Firebase SDK would get it. */
async function idTokenOf(email: string, password = DEV_PASSWORD): Promise<string> {
  const response = await fetch(`${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** A call to the mock API with a bearer token, as the real API will be called. */
async function api(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${MOCK_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const signInForm = (page: Page) => page.getByRole('form', { name: 'Entrar' });

test('the impostor chain stops where proof is needed: the e-mail stays pending and the invitation is never theirs', async ({ page, browser }, testInfo) => {
  // The address; a retry (CI) uses another, since the emulator keeps the first run's users.
  const target = testInfo.retry ? `ceo.${testInfo.retry}@alvo.com.br` : 'ceo@alvo.com.br';

  // 1. The impostor (Juliana, comprador) signs in and asks for the target address on her profile.
  await signIn(page, DEV.comprador);
  await page.goto('/perfil');
  const form = page.getByRole('form', { name: 'Meu perfil' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(target);
  await form.getByRole('textbox', { name: 'Senha atual', exact: true }).fill(DEV_PASSWORD);
  await form.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(toast(page, `Perfil salvo. Enviamos um link de confirmação para ${target}`)).toBeVisible();
  // The step that needs proof: only a link in the target's mailbox would change it.
  await expect(page.getByRole('status').filter({ hasText: 'Troca de e-mail pendente' })).toContainText(
    `abra o link que enviamos para ${target}. Até lá, seu e-mail e login continuam ${DEV.comprador}.`,
  );
  await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(DEV.comprador);
  await expect.poll(async () => (await emulatorOobCodes()).some((c) => c.requestType === 'VERIFY_AND_CHANGE_EMAIL' && c.email === DEV.comprador)).toBe(true);

  // Straight at the API, as the issue measured it: refused, and the address did not move.
  const impostorToken = await idTokenOf(DEV.comprador);
  expect(await api(impostorToken, 'PUT', '/profile', { email: target })).toMatchObject({ status: 400, body: { message: 'EmailChangeNeedsVerification' } });
  expect(await api(impostorToken, 'GET', '/profile')).toMatchObject({ status: 200, body: { email: DEV.comprador, pendingEmail: target } });

  // 2. Company 1's owner invites the target address as an administrator.
  const owner = await openSignedInContext(browser, DEV.vendedor, '/empresas/1/colaboradores');
  await owner.page.getByRole('button', { name: 'Convidar colaborador' }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'Convidar colaborador' });
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Diretor Alvo');
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(target);
  await dialog.getByRole('radio', { name: 'Administrador', exact: true }).check();
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(toast(owner.page, `Convite enviado para ${target}.`)).toBeVisible();
  // The real owner of the address gets the password mail; the account waits for them.
  await expect.poll(async () => (await emulatorOobCodes()).some((c) => c.email === target && c.requestType === 'PASSWORD_RESET')).toBe(true);
  await owner.close(testInfo);

  // 3. The impostor is offered nothing and is not a member of company 1.
  await page.goto('/empresas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Convites recebidos')).toHaveCount(0);
  await expect(page.getByText('Horizonte Metais')).toHaveCount(0);
  expect(await api(impostorToken, 'GET', '/company/invitations/me')).toMatchObject({ status: 200, body: [] });
  const mine = (await api(impostorToken, 'GET', '/company/list/me')).body as { data?: { companyId: number }[] };
  expect((mine.data ?? []).map((c) => c.companyId)).not.toContain(1);
});

test('a user with a lost confirmation e-mail resends it from /participe and gets in', async ({ page }) => {
  const stamp = Date.now();
  const email = `e2e.reenvio.${stamp}@empresa.com.br`;
  const password = 'Cadastro2026';

  // Signs up; the confirmation mail never arrives (nobody opens it).
  await page.goto('/participe?aba=cadastro');
  await fillSignUp(page.getByRole('form', { name: 'Cadastre-se' }), { name: 'Teste Reenvio E2E', email, cpf: freshCpf(stamp) });
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText(`Cadastro recebido! Enviamos um link de confirmação para ${email}`)).toBeVisible();
  const sentAtSignUp = (await emulatorOobCodes()).filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').length;

  // Sign-in is refused, and the way out is offered right there.
  await signInForm(page).getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await signInForm(page).getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await signInForm(page).getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(toast(page, 'Email pendente de confirmação!')).toBeVisible();
  await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Enviamos um novo link de confirmação para ${email}.` })).toBeVisible();

  // Once a minute: a second ask is refused in pt-BR.
  await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
  await expect(toast(page, 'Já enviamos um e-mail de confirmação há menos de um minuto. Aguarde um minuto e peça de novo.')).toBeVisible();

  // The new mail is there; its link returns to /participe and confirms the e-mail.
  const codes = (await emulatorOobCodes()).filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL');
  expect(codes.length).toBe(sentAtSignUp + 1);
  const resent = codes.at(-1)!;
  expect(new URL(resent.continueUrl ?? new URL(resent.oobLink).searchParams.get('continueUrl')!).pathname).toBe('/participe');
  await page.goto(`/participe?mode=verifyEmail&oobCode=${encodeURIComponent(resent.oobCode)}`);
  await expect(page.getByText(/E-mail confirmado!/)).toBeVisible();

  // A self sign-up still waits for the platform (docs/product/statuses.md): an admin enables the account.
  const adminToken = await idTokenOf(DEV.admin);
  const clients = (await api(adminToken, 'GET', `/admin/clients?email=${encodeURIComponent(email)}`)).body as { data: { accountId: number; emailVerified: boolean }[] };
  const client = clients.data[0]!;
  expect((await api(adminToken, 'PUT', `/admin/profile/${client.accountId}`, { status: 'ENABLED' })).status).toBe(200);

  // And the user gets in: signed in, on to registering a company (a new client has none yet).
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/empresas\/nova$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova empresa' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
});
