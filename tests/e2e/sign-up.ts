import type { Locator } from '@playwright/test';

/**
 * Fills /participe's 'Cadastre-se' form (`form`) as a buyer with password Cadastro2026 and the
 * terms accepted; CPF and phone are typed key by key, through their masks.
 */
export async function fillSignUp(form: Locator, { name, email, cpf }: { name: string; email: string; cpf: string }): Promise<void> {
  await form.getByLabel('Nome completo').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('CPF').pressSequentially(cpf);
  await form.getByLabel('Telefone').pressSequentially('11987654321');
  await form.getByLabel('Comprador').check();
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill('Cadastro2026');
  await form.getByLabel('Confirme a senha').fill('Cadastro2026');
  await form.getByLabel(/Li e aceito os termos/).check();
}
