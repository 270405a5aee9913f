/**
 * docs/product/messages.md, the error catalogue, in a real browser: every entry is shown to the user at least
 * once across the e2e suite, with its exact pt-BR text (toast, or the field's inline message).
 * This file forces what the other specs do not already show; the table says where each entry is.
 *
 * | §8 entry                                                      | shown by                                                                  |
 * |---------------------------------------------------------------|---------------------------------------------------------------------------|
 * | HTTP 500 'Erro #500: Ocorreu um erro inesperado…'             | reports.spec.ts "a forced 500 shows the catalogue's message…" (a download)     |
 * | HTTP 400 'Erro #400: Parâmetros inválidos!'                   | here: "HTTP 400 …"                                                        |
 * | HTTP 401 'Erro #401: Você não possui autorização…'            | here: "HTTP 401 …" (refused, refreshed, refused again); the same text as  |
 * |                                                               | the guard's: auth.spec.ts "a COMMERCE user on /admin gets the 401 message"|
 * | HTTP 404 'Erro #404: Não foi possivel encontrar…'             | here: "HTTP 404 …"                                                        |
 * | HTTP 502, 503, 504 'Erro #50x: O servidor não está disponível…'| here: "HTTP 502/503/504 …"; with no answer at all (network): auth.spec.ts |
 * |                                                               | "mock API down…", and auth/network-request-failed "auth emulator down…"   |
 * | user-not-found 'Credenciais inválidas!'                       | here: "auth/user-not-found (the emulator, for real) …"                    |
 * | invalid-login-credentials 'Credenciais inválidas!'            | here: "invalid-login-credentials forwarded by the API …" and, as the SDK  |
 * |                                                               | names it, "auth/invalid-credential (INVALID_LOGIN_CREDENTIALS) …"         |
 * | wrong-password 'Senha incorreta!'                             | auth.spec.ts "a wrong password says “Senha incorreta!”" (emulator, real)  |
 * | email-already-exists 'Email já existe!'                       | here: "email-already-exists … / insufficient-permission …" (admin invite, |
 * |                                                               | the mock's real answer, toast + field); auth/email-already-in-use (emul., |
 * |                                                               | real): "auth/email-already-in-use on sign-up …"                           |
 * | insufficient-permission 'Sem permissão!'                      | here: "email-already-exists … / insufficient-permission …"                |
 * | invalid-email 'Email inválido!'                               | here: "auth/invalid-email …"                                              |
 * | id-token-expired 'Sessão expirada!'                           | auth.spec.ts "an expired token: refreshed, still refused → …"             |
 * | session-cookie-expired, session-cookie-revoked,               | here: "<code> → Sessão expirada!" (one step each)                         |
 * | id-token-revoked 'Sessão expirada!'                           |                                                                           |
 * | too-many-requests 'Excesso de requisições!…'                  | here: "auth/too-many-requests …"                                          |
 * | MaxFeaturedsAnnouncementsReached 'O limite de 7 itens…'       | announcements.spec.ts "an admin fills the 7 featured slots…" (full, it is |
 * |                                                               | said and 'Destacar' disabled); the toast on a stale count: vitest         |
 * |                                                               | AdminAnnouncements.test.tsx                                    |
 * | AnnouncementAlreadyFeatured 'O anúncio já esta em destaque!'  | here: "AnnouncementAlreadyFeatured …" (two tabs, the mock's real answer)  |
 * | 'Email pendente de confirmação!'                              | auth.spec.ts "refusals sign out…: naoverificado@giro.dev"                 |
 * | 'Usuário não encontrado!'                                     | here: "UserNotFound …" (a Firebase user without an account, real)         |
 * | 'Usuário inativo!'                                            | auth.spec.ts "refusals…: inativo@giro.dev", companies.spec.ts "an admin   |
 * |                                                               | deactivates a client…"; auth/user-disabled: here "auth/user-disabled …"   |
 * | 'Usuário pendente de confirmação!'                            | auth.spec.ts "refusals…: pendente@giro.dev" and the full sign-up          |
 * | 'Arquivo invalido!'                                           | here: "Arquivo invalido! …" (a text file picked as an announcement file)  |
 * | 'Não conseguimos localizar este CEP!'                         | companies.spec.ts "bad input stays at the fields…" (inline, real ViaCEP   |
 * |                                                               | answer of the mock)                                                       |
 * | default 'Ops! Ocorreu um erro... tente mais tarde.'           | here: "an answer the app cannot read …"                                   |
 * | missing API base 'Erro nas configurações de integração…'      | not reachable in a production build (next.config.js refuses to build      |
 * |                                                               | without NEXT_PUBLIC_API_URL): tests/unit/lib/api-client.test.ts           |
 * | downloads: the HTTP message                                   | reports.spec.ts "a forced 500…"; here "a download refused with 401 …"     |
 * | downloads: the unauthorized message when not signed in        | not reachable in a browser (every download button is behind the sign-in   |
 * |                                                               | guard): tests/unit/components/ui/DownloadButton.test.tsx                  |
 * | errors are shown as toasts                                    | every toast assertion here (role "alert" of the toast container)          |
 *
 * Where a row says "here", its name is that of a test or of a `test.step` (the HTML report lists
 * both): the sign-in form's refusals are steps of one page each (`refusalStep`).
 *
 * How failures are forced: `mockFail` (the mock API answers the next call(s) of a path with a
 * status and `message`), `page.route` on the auth emulator's identitytoolkit URLs (answering
 * Google's error JSON, `{ error: { code, message: 'CODE : text', errors, status } }`, which the
 * Firebase SDK turns into `auth/<code>`), and real situations wherever they are cheap.
 */
import type { Page, Route } from '@playwright/test';
import { DEV, DEV_PASSWORD, EMULATOR_URL, expect, mockFail, MOCK_URL, PROJECT_ID, resetMock, test } from './fixtures';
import { fillSignUp } from './sign-up';
import { openSignedIn } from './signed-in';

const UNAVAILABLE = 'O servidor não está disponível no momento... tente mais tarde!';
const UNAUTHORIZED = 'Você não possui autorização para acessar o recurso solicitado!';

/** A toast (react-toastify, role "alert") whose text is exactly `message`. */
// The newest toast of `message` (see fixtures' `toast`), matched whole.
const toast = (page: Page, message: string) => page.getByRole('alert').getByText(message, { exact: true }).first();

/** Fill and submit the Entrar form of /participe (opened if needed); does not wait for a result. */
async function submitSignIn(page: Page, email: string, password = DEV_PASSWORD) {
  if (!page.url().includes('/participe')) await page.goto('/participe');
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** After a refused sign-in: still on /participe, signed out, with what was typed. */
async function expectStillOnSignIn(page: Page, email: string) {
  await expect(page).toHaveURL(/\/participe(\?|$)/);
  await expect(page.getByRole('form', { name: 'Entrar' }).getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
}

/** Answer the emulator's sign-in call with Google's error JSON for `code` (e.g. TOO_MANY_ATTEMPTS_TRY_LATER). */
async function emulatorSignInFails(page: Page, code: string) {
  await page.route('**/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword*', (route: Route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({
        error: { code: 400, message: code, errors: [{ message: code, domain: 'global', reason: 'invalid' }], status: 'INVALID_ARGUMENT' },
      }),
    }),
  );
}

/**
 * The refusals of the sign-in form, one after another on one /participe (a test each would load
 * and start the page again for every code): each step starts from the mock's seed with no forced
 * failure and no route of an earlier step, and ends with its toasts closed, so that a message seen
 * by the next step is that step's own (the same message is never stacked twice: lib/notify.ts).
 */
async function refusalStep(page: Page, title: string, body: () => Promise<void>) {
  await test.step(title, async () => {
    await resetMock();
    await body();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const shown = page.locator('.Toastify__toast');
    // A click closes a toast (closeOnClick); one closing by itself meanwhile is gone already.
    for (const open of await shown.all()) await open.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(shown).toHaveCount(0);
  });
}

test('HTTP statuses of the one mapper (forced on GET /user during sign-in) → each its catalogue message, the form kept', async ({ page }) => {
  const cases: Array<[status: number, text: string]> = [
    [400, 'Parâmetros inválidos!'],
    [401, UNAUTHORIZED],
    [404, 'Não foi possivel encontrar o recurso solicitado!'],
    [502, UNAVAILABLE],
    [503, UNAVAILABLE],
    [504, UNAVAILABLE],
  ];
  await page.goto('/participe');
  for (const [status, text] of cases) {
    await refusalStep(page, `HTTP ${status} → “Erro #${status}: ${text}”`, async () => {
      // A 401 is retried once with a refreshed token, a 5xx by the sign-in's reads (3 tries,
      // READ_ATTEMPTS in features/auth/flows.ts): refuse every one.
      await mockFail({ path: '/user', method: 'GET', status, times: status === 401 ? 2 : status >= 500 ? 3 : 1 });
      await submitSignIn(page, DEV.comprador);
      await expect(toast(page, `Erro #${status}: ${text}`)).toBeVisible();
      await expectStillOnSignIn(page, DEV.comprador);
    });
  }
});

test('Firebase Auth codes and unusable answers on the sign-in form → their catalogue messages, the form kept', async ({ page, request }) => {
  await page.goto('/participe');
  await refusalStep(page, 'auth/user-not-found (the emulator, for real) → “Credenciais inválidas!”', async () => {
    const email = `ninguem.${Date.now()}@giro.dev`;
    const answer = page.waitForResponse((r) => r.url().includes('accounts:signInWithPassword'));
    await submitSignIn(page, email);
    expect(await (await answer).text()).toContain('EMAIL_NOT_FOUND');
    await expect(toast(page, 'Credenciais inválidas!')).toBeVisible();
    await expectStillOnSignIn(page, email);
  });

  await refusalStep(page, 'auth/invalid-credential (INVALID_LOGIN_CREDENTIALS, production with e-mail privacy) → “Credenciais inválidas!”', async () => {
    await emulatorSignInFails(page, 'INVALID_LOGIN_CREDENTIALS');
    await submitSignIn(page, DEV.vendedor, 'Errada2026');
    await expect(toast(page, 'Credenciais inválidas!')).toBeVisible();
    await expectStillOnSignIn(page, DEV.vendedor);
  });

  await refusalStep(page, 'invalid-login-credentials forwarded by the API → “Credenciais inválidas!”', async () => {
    await mockFail({ path: '/user', method: 'GET', status: 400, message: 'invalid-login-credentials' });
    await submitSignIn(page, DEV.vendedor);
    await expect(toast(page, 'Credenciais inválidas!')).toBeVisible();
    await expectStillOnSignIn(page, DEV.vendedor);
  });

  for (const [name, code, message] of [
    ['auth/invalid-email', 'INVALID_EMAIL', 'Email inválido!'],
    ['auth/too-many-requests', 'TOO_MANY_ATTEMPTS_TRY_LATER : Too many unsuccessful login attempts. Please try again later.', 'Excesso de requisições! Tente novamente mais tarde.'],
    ['auth/user-disabled', 'USER_DISABLED', 'Usuário inativo!'],
  ] as const) {
    await refusalStep(page, `${name} → “${message}”`, async () => {
      await emulatorSignInFails(page, code);
      await submitSignIn(page, DEV.vendedor);
      await expect(toast(page, message)).toBeVisible();
      await expectStillOnSignIn(page, DEV.vendedor);
    });
  }

  await refusalStep(page, 'UserNotFound (a Firebase user the API has no account for, for real) → “Usuário não encontrado!”', async () => {
    const email = `sem.conta.${Date.now()}@giro.dev`;
    const created = await request.post(`${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-giro-api-key`, {
      data: { email, password: DEV_PASSWORD, returnSecureToken: true },
    });
    expect(created.ok()).toBe(true);
    const { localId } = (await created.json()) as { localId: string };
    const verified = await request.post(`${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
      headers: { authorization: 'Bearer owner' },
      data: { localId, emailVerified: true },
    });
    expect(verified.ok()).toBe(true);

    await submitSignIn(page, email);
    await expect(toast(page, 'Usuário não encontrado!')).toBeVisible();
    await expectStillOnSignIn(page, email);
  });

  await refusalStep(page, 'an answer the app cannot read (schema mismatch) → the default “Ops! Ocorreu um erro... tente mais tarde.”', async () => {
    await page.route(`${MOCK_URL}/user`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ hello: 'world' }) }));
    await submitSignIn(page, DEV.vendedor);
    await expect(toast(page, 'Ops! Ocorreu um erro... tente mais tarde.')).toBeVisible();
    await expectStillOnSignIn(page, DEV.vendedor);
    await expect(page.getByText('undefined')).toHaveCount(0);
  });
});

test.describe('Firebase Auth codes', () => {
  test('auth/email-already-in-use on sign-up (the emulator, for real) → “Email já existe!”', async ({ page }) => {
    // The API does not know the e-mail (so the app goes on to create the Firebase user); the
    // emulator does: it refuses with EMAIL_EXISTS.
    await page.route(/\/user\/exists(\?|$)/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ exists: false }) }));
    await page.goto('/participe?aba=cadastro');
    const form = page.getByRole('form', { name: 'Cadastre-se' });
    await fillSignUp(form, { name: 'Juliana Teixeira', email: DEV.comprador, cpf: '52998224725' });
    const answer = page.waitForResponse((r) => r.url().includes('accounts:signUp'));
    await form.getByRole('button', { name: 'Criar conta' }).click();
    expect(await (await answer).text()).toContain('EMAIL_EXISTS');
    await expect(toast(page, 'Email já existe!')).toBeVisible();
    await expect(form.getByLabel('E-mail')).toHaveValue(DEV.comprador);
  });

  test('email-already-exists (the mock, for real: toasted and on the invite\'s field) and insufficient-permission (forced) → “Email já existe!”, “Sem permissão!”', async ({ page }) => {
    await openSignedIn(page, DEV.superadmin, '/admin/administradores');
    await page.getByRole('button', { name: 'Convidar administrador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convidar administrador' });
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Nova Administradora');
    const email = dialog.getByRole('textbox', { name: 'E-mail', exact: true });
    await email.fill(DEV.vendedor);
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    // Toasted, under the field, and in the form's error summary (a link to the field).
    await expect(toast(page, 'Email já existe!')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Email já existe!');
    await expect(dialog.getByRole('link', { name: 'Email já existe!', exact: true })).toBeVisible();

    // The API forwards the Admin SDK's insufficient-permission (a 401, also after the refresh).
    await email.fill(`nova.admin.${Date.now()}@giro.dev`);
    await mockFail({ path: '/admin/invite', method: 'PATCH', status: 401, message: 'insufficient-permission', times: 2 });
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(toast(page, 'Sem permissão!')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  // id-token-expired: auth.spec.ts. The API refuses GET /user with the code, also after the
  // token refresh: the session ends.
  test('session-cookie-expired, session-cookie-revoked, id-token-revoked → “Sessão expirada!”, signed out', async ({ page }) => {
    await page.goto('/participe');
    for (const code of ['session-cookie-expired', 'session-cookie-revoked', 'id-token-revoked'] as const) {
      await refusalStep(page, `${code} → “Sessão expirada!”`, async () => {
        await mockFail({ path: '/user', method: 'GET', status: 401, message: code, times: 2 });
        await submitSignIn(page, DEV.comprador);
        await expect(toast(page, 'Sessão expirada!')).toBeVisible();
        await expect(page).toHaveURL(/\/participe(\?|$)/);
        await page.goto('/vitrine');
        await expect(page).toHaveURL('/participe?redirect=%2Fvitrine');
      });
    }
  });
});

test('AnnouncementAlreadyFeatured (another tab featured it first: the mock, for real) → “O anúncio já esta em destaque!”', async ({ page, context }) => {
  await openSignedIn(page, DEV.admin, '/admin/destaques');
  const candidatesOf = (p: Page) => p.getByRole('table', { name: 'Anúncios aprovados fora dos destaques' });
  const first = candidatesOf(page).getByRole('button', { name: /^Destacar / }).first();
  await expect(first).toBeVisible();
  const name = await first.getAttribute('aria-label');
  expect(name).toMatch(/^Destacar /);

  const other = await context.newPage();
  await other.goto('/admin/destaques');
  await candidatesOf(other).getByRole('button', { name: name!, exact: true }).click();
  await expect(other.getByText('5 de 7 vagas de destaque usadas')).toBeVisible();

  // This tab still offers it.
  await candidatesOf(page).getByRole('button', { name: name!, exact: true }).click();
  await expect(toast(page, 'O anúncio já esta em destaque!')).toBeVisible();
});

test('“Arquivo invalido!”: a text file picked as an announcement file (toast and the field)', async ({ page }) => {
  await openSignedIn(page, DEV.vendedor, '/meus-anuncios/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo anúncio' })).toBeVisible();
  const files = page.getByLabel(/^Arquivos/);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${MOCK_URL}/file`) && r.method() === 'POST') uploads.push(r.url());
  });
  await files.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem nem PDF') });
  await expect(toast(page, 'Arquivo invalido!')).toBeVisible();
  await expect(files).toHaveAccessibleDescription(/Arquivo invalido!/);
  expect(uploads).toEqual([]);
});

test('a download refused with 401 (also after the token refresh) → the 401 message', async ({ page }) => {
  await openSignedIn(page, DEV.admin, '/admin/relatorios');
  await mockFail({ path: '/reports/admin/customers', method: 'GET', status: 401, times: 2 });
  await page.getByRole('button', { name: 'Baixar relatório de clientes' }).click();
  await expect(toast(page, `Erro #401: ${UNAUTHORIZED}`)).toBeVisible();
  await expect(page).toHaveURL('/admin/relatorios');
});
