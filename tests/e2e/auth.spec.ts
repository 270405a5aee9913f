import { cpfCheckDigits } from '../../src/lib/validators/documents';
import { DEV, DEV_PASSWORD, emulatorOobCodes, expect, holdScripts, resetMock, signIn, test } from './fixtures';
import { fillSignUp } from './sign-up';
import { openSignedIn } from './signed-in';

const UNAVAILABLE = 'O servidor não está disponível no momento... tente mais tarde!';

/** A valid CPF that no seeded account has. */
function freshCpf(seed: number): string {
  const base = String(100_000_000 + (seed % 800_000_000)).padStart(9, '7');
  return base + cpfCheckDigits(base);
}

test.beforeEach(async () => {
  await resetMock();
});

// Each account signs in on the same tab, signing out between them: a test each would start a
// browser context and load /participe again for every account.
test('sign-in lands by role (docs/product/screens.md)', async ({ page }) => {
  for (const [email, path] of [
    [DEV.superadmin, '/admin'],
    [DEV.admin, '/admin'],
    [DEV.vendedor, '/vitrine'],
    [DEV.comprador, '/vitrine'],
    [DEV.colaborador, '/vitrine'],
  ] as const) {
    await test.step(`${email} → ${path}`, async () => {
      await signIn(page, email);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
      await page.getByRole('button', { name: 'Sair' }).click();
      await expect(page).toHaveURL('/participe');
    });
  }
});

test('refusals sign out and keep the user on /participe', async ({ page }) => {
  const form = page.getByRole('form', { name: 'Entrar' });
  /** Fills and submits the form; a refusal leaves /participe's form with a fresh page behind it. */
  const submit = async (email: string, password: string) => {
    if (!new URL(page.url()).pathname.startsWith('/participe')) await page.goto('/participe');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
    await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  };
  for (const [email, message] of [
    [DEV.pendente, 'Usuário pendente de confirmação!'],
    [DEV.inativo, 'Usuário inativo!'],
    [DEV.naoverificado, 'Email pendente de confirmação!'],
  ] as const) {
    await test.step(`${email}: ${message}`, async () => {
      await submit(email, DEV_PASSWORD);
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(page).toHaveURL(/\/participe/);
      await expect(page.getByLabel('E-mail')).toHaveValue(email);
      // Signed out: a guarded page sends us back (a full load: the next step's page is fresh).
      await page.goto('/vitrine');
      await expect(page).toHaveURL('/participe?redirect=%2Fvitrine');
    });
  }

  await test.step('a wrong password says “Senha incorreta!”', async () => {
    await submit(DEV.vendedor, 'errada-2026');
    await expect(page.getByRole('alert').filter({ hasText: 'Senha incorreta!' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(DEV.vendedor);
  });
});

test('full sign-up: PENDING account, verification mail back to /participe, confirmed e-mail, still pending approval', async ({ page }) => {
  const stamp = Date.now();
  const email = `e2e.cadastro.${stamp}@empresa.com.br`;
  await page.goto('/participe?aba=cadastro');
  await fillSignUp(page.getByRole('form', { name: 'Cadastre-se' }), { name: 'Teste Cadastro E2E', email, cpf: freshCpf(stamp) });
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText(`Cadastro recebido! Enviamos um link de confirmação para ${email}`)).toBeVisible();

  const codes = await emulatorOobCodes();
  const verify = codes.find((c) => c.email === email && c.requestType === 'VERIFY_EMAIL');
  expect(verify, 'verification mail').toBeTruthy();
  expect(new URL(verify!.continueUrl ?? new URL(verify!.oobLink).searchParams.get('continueUrl')!).pathname).toBe('/participe');

  await page.goto(`/participe?mode=verifyEmail&oobCode=${encodeURIComponent(verify!.oobCode)}`);
  await expect(page.getByText(/E-mail confirmado!/)).toBeVisible();

  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('Cadastro2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Usuário pendente de confirmação!' })).toBeVisible();
});

test('sign-up bad input: pt-BR field messages and nothing lost', async ({ page }) => {
  await page.goto('/participe?aba=cadastro');
  await page.getByLabel('Nome completo').fill('Teste');
  await page.getByLabel('E-mail').fill('nao-e-email');
  await page.getByLabel('CPF').pressSequentially('11144477736');
  await page.getByLabel('Telefone').pressSequentially('0198765432');
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('curta');
  await page.getByLabel('Confirme a senha').fill('outra');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const form = page.getByRole('form', { name: 'Cadastre-se' });
  await expect(form.getByText('Informe nome e sobrenome.').first()).toBeVisible();
  await expect(form.getByText('Informe um e-mail válido.').first()).toBeVisible();
  await expect(form.getByText('CPF inválido.').first()).toBeVisible();
  await expect(form.getByText('Telefone inválido.').first()).toBeVisible();
  await expect(form.getByText('A senha deve ter pelo menos 8 caracteres.').first()).toBeVisible();
  await expect(form.getByText('As senhas não conferem.').first()).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Teste');
  await expect(page.getByLabel('E-mail')).toHaveValue('nao-e-email');
  await expect(page.getByLabel('CPF')).toHaveValue('111.444.777-36');
  await expect(page.getByLabel('Telefone')).toHaveValue('(19) 8765-432'); // the mask refused the area's 0
  await expect(page.getByRole('textbox', { name: 'Senha', exact: true })).toHaveValue('curta');
  await expect(page.getByLabel('Confirme a senha')).toHaveValue('outra');
});

test('password reset: the mail returns to /participe, the new password works', async ({ page, request }) => {
  await page.goto('/participe?aba=senha');
  await page.getByLabel('E-mail').fill(DEV.colaborador);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText(/Enviamos um link de redefinição de senha/)).toBeVisible();

  const reset = (await emulatorOobCodes()).filter((c) => c.email === DEV.colaborador && c.requestType === 'PASSWORD_RESET').at(-1);
  expect(reset, 'reset mail').toBeTruthy();
  expect(new URL(reset!.continueUrl ?? new URL(reset!.oobLink).searchParams.get('continueUrl')!).pathname).toBe('/participe');

  try {
    await page.goto(`/participe?mode=resetPassword&oobCode=${encodeURIComponent(reset!.oobCode)}`);
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Redefinida2026');
    await page.getByLabel('Confirme a nova senha').fill('Redefinida2026');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Senha alterada! Entre com sua nova senha.' })).toBeVisible();
    await signIn(page, DEV.colaborador, 'Redefinida2026');
    await expect(page).toHaveURL('/vitrine');
  } finally {
    // Put the dev password back for the other tests (the emulator's admin API).
    await request.post('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/projects/demo-giro/accounts:update', {
      headers: { authorization: 'Bearer owner' },
      data: { localId: 'dev-colaborador', password: 'Giro@2026' },
    });
  }
});

test.describe('guards', () => {
  test('a signed-out visit comes back to the page after sign-in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/participe?redirect=%2Fadmin');
    await signIn(page, DEV.admin);
    await expect(page).toHaveURL('/admin');
  });

  test('a COMMERCE user on /admin gets the 401 message and goes to /vitrine', async ({ page }) => {
    await openSignedIn(page, DEV.comprador, '/admin');
    await expect(page.getByRole('alert').filter({ hasText: 'Erro #401: Você não possui autorização para acessar o recurso solicitado!' })).toBeVisible();
    await expect(page).toHaveURL('/vitrine');
  });

  test('redirect=//evil.example, https://evil.example and javascript:alert(1) are ignored', async ({ page }) => {
    for (const evil of ['//evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      await test.step(`redirect=${evil} is ignored`, async () => {
        await page.goto(`/participe?redirect=${encodeURIComponent(evil)}`);
        await signIn(page, DEV.vendedor);
        await expect(page).toHaveURL('/vitrine');
        await page.getByRole('button', { name: 'Sair' }).click();
        await expect(page).toHaveURL('/participe');
      });
    }
  });

  test.describe(() => {
    // Chromium logs the 404 document itself as a console error: that is the point of this test.
    test.use({ allowConsoleErrors: [/status of 404/] });
    test('an unknown route shows the 404 page, under the app name like every page', async ({ page }) => {
      const response = await page.goto('/nao-existe');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
      // docs/product/README.md: the application name is in the page title, after the page's own (docs/product/screens.md).
      await expect(page).toHaveTitle('Página não encontrada · Giro');
    });
  });
});

test.describe('before the page\'s script runs', () => {
  // What a user on a slow line meets: /participe's form is in the server's HTML, and Enter there
  // used to make the browser submit it itself, as GET /participe?email=…&password=… — the password
  // in the address, the history and the server's logs, and the form reloaded empty.
  test.use({ javaScriptEnabled: false });
  test('the sign-in form sends nothing and keeps what was typed; no password ever reaches the address', async ({ page }) => {
    await page.goto('/participe');
    const form = page.getByRole('form', { name: 'Entrar' });
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEV.comprador);
    await form.getByRole('textbox', { name: 'Senha', exact: true }).fill('SenhaQueNaoPodeVazar');
    await form.getByRole('textbox', { name: 'Senha', exact: true }).press('Enter');
    await page.waitForTimeout(500); // a submitted form would have navigated by now
    expect(page.url()).not.toContain('SenhaQueNaoPodeVazar');
    await expect(page).toHaveURL('/participe');
    await expect(form.getByRole('textbox', { name: 'Senha', exact: true })).toHaveValue('SenhaQueNaoPodeVazar');
    await expect(form.getByRole('button', { name: 'Entrar', exact: true })).toBeDisabled();
    expect(await form.getAttribute('method')).toBe('post');
  });
});

test('on a slow line, what was typed before the page\'s script arrived is kept, and signs in', async ({ page }) => {
  // The page's scripts are held back: the server's HTML is on screen, the form not yet live.
  const scripts = await holdScripts(page);
  await page.goto('/participe', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Entrar' });
  const email = form.getByRole('textbox', { name: 'E-mail', exact: true });
  const password = form.getByRole('textbox', { name: 'Senha', exact: true });
  const submit = form.getByRole('button', { name: 'Entrar', exact: true });
  await email.fill(DEV.comprador);
  await password.fill(DEV_PASSWORD);
  await expect(submit).toBeDisabled();
  scripts.release();
  await expect(submit).toBeEnabled();
  // It used to come back empty here: the hydrated form put its defaults over the typing.
  await expect(email).toHaveValue(DEV.comprador);
  await expect(password).toHaveValue(DEV_PASSWORD);
  await submit.click();
  await expect(page).toHaveURL('/vitrine');
});

test('on a slow line, /participe?aba=senha shows its tab from the first HTML, and the e-mail typed there is sent', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/participe?aba=senha', { waitUntil: 'commit' });
  // A static page showed 'Entrar' here until its script ran, then swapped the tab under the typing.
  await expect(page.getByRole('tab', { name: 'Esqueci minha senha' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Esqueci minha senha' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(DEV.colaborador);
  scripts.release();
  await expect(form.getByRole('button', { name: 'Enviar link' })).toBeEnabled();
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEV.colaborador);
  await form.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText(/Enviamos um link de redefinição de senha/)).toBeVisible();
});

test('on a slow line, the whole sign-up form filled before the page\'s script arrived is kept and sent', async ({ page }) => {
  const stamp = Date.now();
  const email = `e2e.lento.${stamp}@empresa.com.br`;
  const scripts = await holdScripts(page);
  await page.goto('/participe?aba=cadastro', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Cadastre-se' });
  await fillSignUp(form, { name: 'Cadastro Em Linha Lenta', email, cpf: freshCpf(stamp) });
  scripts.release();
  const submit = form.getByRole('button', { name: 'Criar conta' });
  await expect(submit).toBeEnabled();
  // The masked fields (CPF, phone) used to come back empty here: their stand-in input showed the state's ''.
  await expect(form.getByLabel('CPF')).not.toHaveValue('');
  await expect(form.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await expect(form.getByLabel('Comprador')).toBeChecked();
  await submit.click();
  await expect(page.getByText(`Cadastro recebido! Enviamos um link de confirmação para ${email}`)).toBeVisible();
});

test('sign-out from the header', async ({ page }) => {
  await openSignedIn(page, DEV.vendedor, '/vitrine');
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/participe');
  await page.goto('/vitrine');
  await expect(page).toHaveURL('/participe?redirect=%2Fvitrine');
});

test.describe('faults', () => {
  test('mock API down: the unavailable message, and the form stays', async ({ page }) => {
    await page.goto('/participe');
    await page.route('http://localhost:4000/**', (route) => route.abort('connectionrefused'));
    await page.getByLabel('E-mail').fill(DEV.vendedor);
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('Giro@2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(DEV.vendedor);
  });

  test('auth emulator down: the unavailable message', async ({ page }) => {
    await page.goto('/participe');
    await page.route('http://127.0.0.1:9099/**', (route) => route.abort('connectionrefused'));
    await page.getByLabel('E-mail').fill(DEV.vendedor);
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('Giro@2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toBeVisible();
  });

  test('an expired token: refreshed, still refused → “Sessão expirada!” and back to /participe', async ({ page }) => {
    await openSignedIn(page, DEV.vendedor, '/vitrine');
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    // The API keeps refusing the token (original call and the retry after the refresh).
    await page.route('http://localhost:4000/user', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ statusCode: 401, message: 'id-token-expired' }) }),
    );
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Sessão expirada!' })).toBeVisible();
    await expect(page).toHaveURL(/\/participe/);
  });
});
