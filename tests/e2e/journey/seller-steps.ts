/** Steps 1 and 2 of the journey: the seller's company and announcement, each approved by the admin. */
import { expect, toast } from '../fixtures';
import type { Cast } from './driver';
import { COMPANY, NEW_CNPJ, PNG, PRODUCT, TITLE, TRADE_NAME, nav, select, textbox } from './ui';

/** 1. The seller registers a company; the admin approves it. */
export async function sellerRegistersCompany({ driver, seller, admin }: Cast) {
  const { page } = seller;
  await nav(page).getByRole('link', { name: 'Empresas', exact: true }).click();
  await expect(page).toHaveURL('/empresas');
  await page.getByRole('link', { name: 'Nova empresa', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova empresa' })).toBeVisible();
  const companyForm = page.getByRole('form', { name: 'Nova empresa' });
  await textbox(companyForm, 'CNPJ').pressSequentially(NEW_CNPJ);
  // The CNPJ consult fills what it knows (or fails, with a toast): the user then types it all.
  await expect(companyForm.getByText(/^(Dados preenchidos pela consulta do CNPJ|Não foi possível consultar o CNPJ agora)\./)).toBeVisible();
  await textbox(companyForm, 'Razão social').fill(COMPANY);
  await textbox(companyForm, 'Nome fantasia').fill(TRADE_NAME);
  const phone = textbox(companyForm, 'Telefone');
  await phone.fill('');
  await phone.pressSequentially('1133224455');
  await textbox(companyForm, 'E-mail da empresa').fill('contato@serraazul.com.br');
  const cep = textbox(companyForm, 'CEP');
  await cep.fill('');
  await cep.pressSequentially('20040020');
  await expect(textbox(companyForm, 'Logradouro')).toHaveValue('Rua da Assembleia');
  await textbox(companyForm, 'Número').fill('42');
  await driver.send(seller, 'company', () => companyForm.getByRole('button', { name: 'Cadastrar empresa' }).click(), { method: 'POST', path: /^\/company$/ }, companyForm);
  await expect(page).toHaveURL('/empresas');
  const myCompanyRow = page.getByRole('table', { name: 'Minhas empresas' }).getByRole('row').filter({ has: page.getByRole('link', { name: COMPANY, exact: true }) });
  await driver.ensure(seller, 'my companies', (timeout) => expect(myCompanyRow.getByText('Pendente', { exact: true })).toBeVisible({ timeout }));

  await admin.page.goto('/admin/empresas?status=PENDING');
  const evaluate = admin.page.getByRole('link', { name: `Avaliar ${COMPANY}` });
  await driver.ensure(admin, 'pending companies', (timeout) => expect(evaluate).toBeVisible({ timeout }));
  await evaluate.click();
  // The company page's first load may fail twice (the call and its retry): the user reloads.
  await driver.ensure(admin, 'company page', (timeout) => expect(admin.page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible({ timeout }));
  const companyApproval = admin.page.getByRole('region', { name: 'Aprovação' });
  await driver.ensure(admin, 'company deferral', (timeout) => expect(companyApproval.getByRole('button', { name: 'Aprovar' })).toBeVisible({ timeout }));
  await companyApproval.getByRole('button', { name: 'Aprovar' }).click();
  await driver.confirm(admin, 'approve company', admin.page.getByRole('alertdialog', { name: 'Aprovar empresa' }), 'Aprovar', { method: 'PATCH', path: /^\/admin\/company\/\d+\/deferral$/ });
  await expect(toast(admin.page, 'Empresa aprovada com sucesso.')).toBeVisible();
  await driver.ensure(admin, 'company approved', (timeout) => expect(companyApproval.getByText('Aprovada', { exact: true })).toBeVisible({ timeout }));

  await page.reload();
  await driver.ensure(seller, 'my companies', (timeout) => expect(myCompanyRow.getByText('Aprovada', { exact: true })).toBeVisible({ timeout }));
}

/** 2. The seller announces on the new company; the admin approves it. */
export async function sellerAnnounces({ driver, seller, admin }: Cast) {
  const { page } = seller;
  await nav(page).getByRole('link', { name: 'Meus anúncios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus anúncios' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo anúncio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo anúncio' })).toBeVisible();
  const adForm = page.getByRole('form', { name: 'Meu anúncio' });
  // The selects' options come from queries: without them, the user reloads before typing.
  await driver.ensure(seller, 'announcement form options', async (timeout) => {
    await expect(select(adForm, 'Empresa').getByRole('option', { name: COMPANY })).toBeAttached({ timeout });
    await expect(select(adForm, 'Produto').getByRole('option', { name: PRODUCT })).toBeAttached({ timeout });
    await expect(select(adForm, 'Unidade').getByRole('option', { name: 'un (Unidade)' })).toBeAttached({ timeout });
  });
  await select(adForm, 'Empresa').selectOption({ label: COMPANY });
  await select(adForm, 'Produto').selectOption({ label: PRODUCT });
  await textbox(adForm, 'Título').fill(TITLE);
  await textbox(adForm, 'Descrição').fill('Doze motores WEG novos, na caixa, sobra da obra do galpão. Retirada no Rio de Janeiro.');
  await textbox(adForm, 'Quantidade').pressSequentially('12');
  await select(adForm, 'Unidade').selectOption({ label: 'un (Unidade)' });
  await textbox(adForm, 'Preço unitário').pressSequentially('2150');
  await textbox(adForm, 'CEP').pressSequentially('20040020');
  await expect(textbox(adForm, 'Logradouro')).toHaveValue('Rua da Assembleia');
  await textbox(adForm, 'Número').fill('42');
  const attached = adForm.getByRole('list', { name: 'Arquivos anexados' }).getByRole('listitem');
  await driver.send(seller, 'photo upload', () => adForm.getByLabel(/^Arquivos/).setInputFiles({ name: 'motores.png', mimeType: 'image/png', buffer: PNG }), { method: 'POST', path: /^\/file$/ }, adForm);
  await expect(attached).toHaveCount(1);
  await driver.send(seller, 'announcement', () => adForm.getByRole('button', { name: 'Enviar para aprovação' }).click(), { method: 'POST', path: /^\/announcement$/ }, adForm);
  await expect(page).toHaveURL('/meus-anuncios');
  await expect(toast(page, 'Anúncio enviado para aprovação.')).toBeVisible();
  const myAdRow = page.getByRole('table', { name: 'Meus anúncios' }).getByRole('row').filter({ hasText: TITLE });
  await driver.ensure(seller, 'my announcements', (timeout) => expect(myAdRow).toContainText('Pendente', { timeout }));

  await nav(admin.page).getByRole('link', { name: 'Anúncios', exact: true }).click();
  await admin.page.getByRole('navigation', { name: 'Seções de anúncios' }).getByRole('link', { name: 'Aprovações' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Aprovações' })).toBeVisible();
  await admin.page.getByRole('searchbox', { name: 'Buscar' }).fill('jornada E2E');
  const approveAd = admin.page.getByRole('button', { name: `Aprovar ${TITLE}` });
  await driver.ensure(admin, 'approval queue', (timeout) => expect(approveAd).toBeVisible({ timeout }));
  await driver.send(admin, 'approve announcement', () => approveAd.click(), { method: 'PUT', path: /^\/admin\/announcement\/\d+$/ });
  await expect(toast(admin.page, 'Anúncio aprovado.')).toBeVisible();
  await driver.ensure(admin, 'approval queue', (timeout) => expect(approveAd).toHaveCount(0, { timeout }));
}
