import type { Page } from '@playwright/test';
import { DEV, DEV_PASSWORD, emulatorOobCodes, expect, guardContext, test, toast } from './fixtures';
import { openSignedIn, openSignedInContext } from './signed-in';

/**
 * Submits /participe's sign-in form without waiting for the outcome (a refused sign-in stays
 * there). Fields are found by role: a required field's <label> ends with an aria-hidden '*', which
 * `getByLabel(..., { exact: true })` counts and the accessible name does not.
 */
async function submitSignIn(page: Page, email: string, password = DEV_PASSWORD) {
  await page.goto('/participe');
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** A valid CNPJ no seeded company has: the mock's consult answers plausible data for it. */
const NEW_CNPJ = '11222333000181';

test.describe('companies (docs/product/roles.md)', () => {
  test('a seller registers a company with CNPJ auto-fill and CEP lookup; an admin approves it; the seller sees it approved', async ({ page, browser }, testInfo) => {
    await openSignedIn(page, DEV.vendedor, '/empresas/nova');
    await expect(page.getByRole('heading', { level: 1, name: 'Nova empresa' })).toBeVisible();

    await page.getByRole('textbox', { name: 'CNPJ', exact: true }).pressSequentially(NEW_CNPJ);
    await expect(page.getByText('Dados preenchidos pela consulta do CNPJ. Confira e ajuste se precisar.')).toBeVisible();
    const corporateName = page.getByRole('textbox', { name: 'Razão social', exact: true });
    await expect(corporateName).not.toHaveValue('');
    const companyName = await corporateName.inputValue();
    await expect(page.getByRole('textbox', { name: 'Telefone', exact: true })).toHaveValue(/^\(\d{2}\) \d{4,5}-\d{4}$/);

    // Another CEP: the address comes from the CEP lookup; the state list from IBGE.
    const cep = page.getByRole('textbox', { name: 'CEP', exact: true });
    await cep.fill('');
    await cep.pressSequentially('20040020');
    await expect(page.getByRole('textbox', { name: 'Logradouro', exact: true })).toHaveValue('Rua da Assembleia');
    await expect(page.getByRole('textbox', { name: 'Cidade', exact: true })).toHaveValue('Rio de Janeiro');
    await expect(page.getByRole('combobox', { name: 'UF', exact: true })).toHaveValue(/.+/);
    await expect(page.getByRole('combobox', { name: 'UF', exact: true }).locator('option:checked')).toHaveText('Rio de Janeiro');
    await page.getByRole('textbox', { name: 'Número', exact: true }).fill('42');
    await page.getByRole('textbox', { name: 'Site', exact: true }).fill('www.serraazul.com.br');
    await page.getByRole('button', { name: 'Cadastrar empresa' }).click();

    await expect(page).toHaveURL('/empresas');
    const table = page.getByRole('table', { name: 'Minhas empresas' });
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: companyName, exact: true }) });
    await expect(row.getByText('Pendente', { exact: true })).toBeVisible();

    const admin = await openSignedInContext(browser, DEV.admin, '/admin/empresas?status=PENDING');
    await admin.page.getByRole('link', { name: `Avaliar ${companyName}` }).click();
    await expect(admin.page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    await admin.page.getByRole('button', { name: 'Aprovar' }).click();
    await admin.page.getByRole('alertdialog', { name: 'Aprovar empresa' }).getByRole('button', { name: 'Aprovar' }).click();
    await expect(toast(admin.page, 'Empresa aprovada com sucesso.')).toBeVisible();
    await expect(admin.page.getByRole('region', { name: 'Aprovação' }).getByText('Aprovada', { exact: true })).toBeVisible();
    await admin.close(testInfo);

    await page.reload();
    await expect(row.getByText('Aprovada', { exact: true })).toBeVisible();
  });

  test('bad input stays at the fields: invalid CNPJ, unknown CEP, phone with area 0, malformed website, duplicate CNPJ', async ({ page }) => {
    await openSignedIn(page, DEV.vendedor, '/empresas/nova');
    const cnpj = page.getByRole('textbox', { name: 'CNPJ', exact: true });
    await cnpj.pressSequentially('11222333000182');
    await page.getByRole('textbox', { name: 'Telefone', exact: true }).pressSequentially('098765432');
    await page.getByRole('textbox', { name: 'Site', exact: true }).fill('meu site');
    await page.getByRole('textbox', { name: 'CEP', exact: true }).pressSequentially('99999999');
    await expect(page.getByRole('textbox', { name: 'CEP', exact: true })).toHaveAccessibleDescription(/Não conseguimos localizar este CEP!/);
    await page.getByRole('button', { name: 'Cadastrar empresa' }).click();
    await expect(cnpj).toHaveAccessibleDescription(/CNPJ inválido\./);
    await expect(page.getByRole('textbox', { name: 'Telefone', exact: true })).toHaveAccessibleDescription('Telefone inválido.');
    await expect(page.getByRole('textbox', { name: 'Site', exact: true })).toHaveAccessibleDescription(/Informe um endereço de site válido\./);
    await expect(page.getByRole('textbox', { name: 'Site', exact: true })).toHaveValue('meu site');

    // A CNPJ already registered (the seller's own company): at the field, on submit.
    await page.goto('/empresas/1');
    const taken = (await page.getByRole('textbox', { name: 'CNPJ', exact: true }).inputValue()).replace(/\D/g, '');
    await page.goto('/empresas/nova');
    await page.getByRole('textbox', { name: 'CNPJ', exact: true }).pressSequentially(taken);
    await expect(page.getByRole('textbox', { name: 'Razão social', exact: true })).toHaveValue('Metalúrgica Horizonte Ltda');
    await page.getByRole('button', { name: 'Cadastrar empresa' }).click();
    await expect(page.getByRole('textbox', { name: 'CNPJ', exact: true })).toHaveAccessibleDescription(/Já existe uma empresa com este CNPJ\./);
    await expect(page).toHaveURL('/empresas/nova');
  });

  test('the seller invites a collaborator (Firebase user + password mail) and changes the role', async ({ page }) => {
    const email = `carla.${Date.now()}@horizontemetais.com.br`;
    await openSignedIn(page, DEV.vendedor, '/empresas/1/colaboradores');
    await page.getByRole('button', { name: 'Convidar colaborador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convidar colaborador' });
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Carla Mendes');
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEV.colaborador);
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(dialog.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAccessibleDescription('Este e-mail já faz parte da empresa.');

    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(toast(page, `Convite enviado para ${email}.`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Colaboradores' });
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Colaborador', { exact: true })).toBeVisible();
    await expect.poll(async () => (await emulatorOobCodes()).some((c) => c.email === email && c.requestType === 'PASSWORD_RESET')).toBe(true);

    await row.getByRole('button', { name: 'Editar Carla Mendes' }).click();
    const edit = page.getByRole('dialog', { name: 'Carla Mendes' });
    await edit.getByRole('radio', { name: 'Administrador', exact: true }).check();
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Colaborador salvo com sucesso.')).toBeVisible();
    await expect(row.getByText('Administrador', { exact: true })).toBeVisible();
  });
});

test.describe('admins and clients (docs/product/roles.md)', () => {
  test('a Super Admin invites an admin; an Admin cannot', async ({ page, browser }, testInfo) => {
    const email = `lucia.${Date.now()}@giro.dev`;
    await openSignedIn(page, DEV.superadmin, '/admin/administradores');
    await page.getByRole('button', { name: 'Convidar administrador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convidar administrador' });
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Lúcia Prado');
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await dialog.getByRole('radio', { name: 'Admin', exact: true }).check();
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(toast(page, `Convite enviado para ${email}.`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Administradores' }).getByRole('link', { name: 'Lúcia Prado', exact: true })).toBeVisible();
    await expect.poll(async () => (await emulatorOobCodes()).some((c) => c.email === email && c.requestType === 'PASSWORD_RESET')).toBe(true);

    const admin = await openSignedInContext(browser, DEV.admin, '/admin/administradores');
    await expect(admin.page.getByRole('table', { name: 'Administradores' }).getByRole('link', { name: 'Lúcia Prado', exact: true })).toBeVisible();
    await expect(admin.page.getByText('Somente um Super Admin pode convidar ou editar administradores.')).toBeVisible();
    await expect(admin.page.getByRole('button', { name: 'Convidar administrador' })).toHaveCount(0);
    await admin.close(testInfo);
  });

  test("an admin deactivates a client: its next request is refused and its sign-in says 'Usuário inativo!'", async ({ page, browser }, testInfo) => {
    const client = await openSignedInContext(browser, DEV.comprador, '/vitrine');
    await expect(client.page.getByRole('heading', { level: 1, name: 'Vitrine' })).toBeVisible();

    await openSignedIn(page, DEV.admin, '/admin/clientes?email=comprador');
    await page.getByRole('link', { name: 'Juliana Teixeira' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Juliana Teixeira' })).toBeVisible();
    await page.getByRole('button', { name: 'Desativar cliente' }).click();
    await page.getByRole('alertdialog', { name: 'Desativar cliente' }).getByRole('button', { name: 'Desativar' }).click();
    await expect(toast(page, 'Cliente desativado com sucesso.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Acesso' }).getByText('Inativo', { exact: true })).toBeVisible();

    // The client's open session: its next request (GET /profile) is refused.
    await client.page.getByRole('link', { name: 'Perfil', exact: true }).click();
    await expect(toast(client.page, 'Usuário inativo!')).toBeVisible();
    await client.close(testInfo);

    // And a new sign-in.
    const fresh = await browser.newContext();
    const guard = guardContext(fresh);
    const again = await fresh.newPage();
    await submitSignIn(again, DEV.comprador);
    await expect(toast(again, 'Usuário inativo!')).toBeVisible();
    await expect(again).toHaveURL(/\/participe/);
    await guard.assertClean(testInfo);
    await fresh.close();
  });
});
