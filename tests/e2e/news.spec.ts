/**
 * The header's 'Novidades' (docs/deal/news.md) in a real browser: written by
 * the news slice's helper, NOT RUN by it (no Playwright in that slice) — the lead runs it.
 *
 *   seller  the bell counts what the seeded last 14 days hold ──► the panel lists it, each item a
 *           link ──► 'Marcar tudo como visto' ──► 0 and 'Nada de novo por aqui.' ──► Esc closes
 *           and the focus is back on the bell ──► a page visit stores the marks, a reload keeps
 *           them ──► 'Sair' removes them.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEV, DEV_PASSWORD, EMULATOR_URL, MOCK_URL, expect, signIn, test, toast } from './fixtures';
import { openSignedIn } from './signed-in';

/** Calls the mock API as a dev account, with the ID token the auth emulator signs in with. */
async function api<T>(request: APIRequestContext, email: string, method: string, path: string, data?: unknown): Promise<T> {
  const signed = await request.post(`${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-giro-api-key`, {
    data: { email, password: DEV_PASSWORD, returnSecureToken: true },
  });
  const { idToken } = (await signed.json()) as { idToken: string };
  const answer = await request.fetch(`${MOCK_URL}${path}`, { method, headers: { authorization: `Bearer ${idToken}` }, data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

test("a seller's Novidades: count, panel, 'Marcar tudo como visto', marks kept across a reload and removed on sign-out", async ({ page }) => {
  await openSignedIn(page, DEV.vendedor, '/vitrine');

  const banner = page.getByRole('banner');
  const bell = banner.getByRole('button', { name: /^Novidades: \d+ novas?$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Novidades' });
  await expect(panel).toBeVisible();
  const items = panel.getByRole('list', { name: 'Novidades' }).getByRole('link');
  if ((await items.count()) > 0) {
    await expect(items.first()).toHaveAttribute('href', /^\/(negociacoes|interesses|buscas|anuncios|meus-anuncios)\b/);
    await panel.getByRole('button', { name: 'Marcar tudo como visto' }).click();
  }
  await expect(panel.getByText('Nada de novo por aqui.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Novidades: 0 novas');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // Opening a page an item may link to stores the marks; a reload keeps them.
  await page.goto('/interesses/recebidos');
  await page.reload();
  await expect(banner.getByRole('button', { name: 'Novidades: 0 novas' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('giro:visto:')).length)).toBe(1);

  await banner.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname === '/participe');
  // The address changes before sign-out has finished (it clears the marks once more after the
  // signed-in header is gone), so the check waits for the end state rather than reading at once.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('giro:visto:')).length)).toBe(0);
});

test("an account waiting for activation: told it waits for the Giro team; once activated, the sign-in says so once and Novidades has 'Cadastro ativado'", async ({ page, request }) => {
  const form = page.getByRole('form', { name: 'Entrar' });
  const enter = async () => {
    await page.goto('/participe');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEV.pendente);
    await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(DEV_PASSWORD);
    await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  };
  await enter();
  await expect(toast(page, 'Usuário pendente de confirmação!')).toBeVisible();
  await expect(page.getByRole('note', { name: 'Usuário pendente de confirmação!' })).toContainText('aguarda a ativação pela equipe Giro');

  const clients = await api<{ data: { accountId: number }[] }>(request, DEV.admin, 'GET', `/admin/clients?email=${encodeURIComponent(DEV.pendente)}`);
  await api(request, DEV.admin, 'PUT', `/admin/profile/${clients.data[0]!.accountId}`, { status: 'ENABLED' });

  await enter();
  await page.waitForURL((url) => url.pathname !== '/participe');
  await expect(toast(page, 'Seu cadastro foi ativado pela equipe Giro. Boas-vindas!')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: /^Novidades: \d+ novas?$/ }).click();
  const item = page.getByRole('dialog', { name: 'Novidades' }).getByRole('link', { name: /Cadastro ativado/ });
  await expect(item).toHaveAttribute('href', '/empresas');

  // Signed out and in again: no second notice.
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname === '/participe');
  await page.goto('/participe'); // a fresh page: the first notice's toast is gone
  await signIn(page, DEV.pendente);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Novidades/ })).toBeVisible();
  await expect(toast(page, 'Seu cadastro foi ativado pela equipe Giro. Boas-vindas!')).toBeHidden();
});
