import type { Page } from '@playwright/test';
import { DEV_PASSWORD } from './fixtures';

/**
 * Signs in through /participe's Entrar form (fields by role: required labels end with an
 * aria-hidden '*'): the deals and reports specs' own sign-in, kept as they had it.
 */
export async function signIn(page: Page, email: string) {
  await page.goto('/participe');
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(DEV_PASSWORD);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/participe');
}
