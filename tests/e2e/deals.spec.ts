/**
 * Deals (issue 7) in Chromium against the production build: favorites, interest items (and the
 * admin's sort by client), searches (post → approve → a seller sees it and its compatible
 * announcements) and negotiations (open → the seller moves it on → the buyer sees the timeline;
 * a cancelled one offers nothing more), plus bad input and the header at 1024 px.
 *
 * The seed leaves the buyer (comprador@giro.dev) without favorites, interests or negotiations on
 * 'Perfil U de alumínio' and 'Motor elétrico trifásico 5 cv' (src/mocks/db/deals.ts), so these
 * journeys start from a clean state on them.
 */
import type { Browser, Page, TestInfo } from '@playwright/test';
import { DEV, DEV_PASSWORD, expect, guardContext, test, toast } from './fixtures';

const PERFIL_U = 5;

async function signIn(page: Page, email: string) {
  await page.goto('/participe');
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(DEV_PASSWORD);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/participe');
}

/** A second signed-in role in its own browser context, watched for console errors like `page`. */
async function otherSession(browser: Browser, email: string) {
  const context = await browser.newContext();
  const guard = guardContext(context);
  const page = await context.newPage();
  await signIn(page, email);
  return {
    page,
    async close(testInfo: TestInfo) {
      await guard.assertClean(testInfo);
      await context.close();
    },
  };
}

/** The n-th showcase card of 'Perfil U de alumínio' of the seller's companies: its id and title. */
async function sellerOffer(page: Page, n: number) {
  await page.goto(`/vitrine?product=${PERFIL_U}`);
  const cards = page.getByRole('region', { name: 'Anúncios' }).getByRole('article').filter({ hasText: /Horizonte Metais/ });
  await expect(cards.nth(n)).toBeVisible();
  const link = cards.nth(n).getByRole('link');
  const href = (await link.getAttribute('href'))!;
  return { id: Number(href.split('/').pop()), title: (await link.textContent())!.trim(), card: cards.nth(n) };
}

/** dd/MM/yyyy digits `days` from today. */
function typedDate(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
}

test('a buyer favorites an announcement on the showcase, finds it in Favoritos and removes it', async ({ page }) => {
  await signIn(page, DEV.comprador);
  const { title, card } = await sellerOffer(page, 0);
  const heart = card.getByRole('button', { name: `Favorito: ${title}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).not.toHaveAttribute('aria-disabled');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page, 'Anúncio adicionado aos favoritos.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Favoritos' }).click();
  const table = page.getByRole('table', { name: 'Favoritos' });
  await expect(table.getByRole('link', { name: title })).toBeVisible();
  await table.getByRole('button', { name: `Remover dos favoritos: ${title}` }).click();
  await expect(toast(page, 'Anúncio removido dos favoritos.')).toBeVisible();
  await expect(table.getByRole('link', { name: title })).toHaveCount(0);

  // The heart follows: off again on the showcase, also after a reload.
  const again = await sellerOffer(page, 0);
  await expect(again.card.getByRole('button', { name: `Favorito: ${title}` })).toHaveAttribute('aria-pressed', 'false');
});

test('a buyer registers interest; the admin sees it in the list sorted by client', async ({ page, browser }, testInfo) => {
  await signIn(page, DEV.comprador);
  const { id, title } = await sellerOffer(page, 0);
  await page.goto(`/anuncios/${id}`);
  await page.getByRole('button', { name: 'Tenho interesse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tenho interesse' });
  await dialog.getByRole('textbox', { name: /^Quantidade desejada/ }).pressSequentially('999999');
  await dialog.getByRole('button', { name: 'Registrar interesse' }).click();
  await expect(dialog.getByText(/^A quantidade não pode passar do disponível no anúncio \(.*\)\.$/).first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Quantidade desejada/ }).fill('');
  await dialog.getByRole('textbox', { name: /^Quantidade desejada/ }).pressSequentially('3');
  await dialog.getByRole('textbox', { name: /^Mensagem ao vendedor/ }).fill('Interesse para a obra de Contagem (E2E).');
  await dialog.getByRole('button', { name: 'Registrar interesse' }).dblclick();
  await expect(toast(page, 'Interesse registrado. O vendedor já pode vê-lo em Interesses recebidos.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Interesse registrado' })).toHaveAttribute('href', '/interesses');
  await page.goto('/interesses');
  await expect(page.getByRole('table', { name: 'Interesses' }).getByRole('link', { name: title })).toHaveCount(1);

  const admin = await otherSession(browser, DEV.admin);
  await admin.page.goto('/admin/interesses');
  const table = admin.page.getByRole('table', { name: 'Interesses' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const sorted = admin.page.waitForResponse((r) => r.url().includes('/admin/interest-items') && r.url().includes('orderBy=COSTUMER_NAME') && r.ok());
  await table.getByRole('button', { name: /Cliente/ }).click();
  await sorted;
  await expect(admin.page).toHaveURL(/orderBy=CLIENT&order=ASC|order=ASC&orderBy=CLIENT/);
  await expect(table.getByRole('columnheader', { name: /Cliente/ })).toHaveAttribute('aria-sort', 'ascending');
  const firstLinks = table.getByRole('row').locator('td:first-child a');
  // The previous page stays on screen until the sorted one is drawn: wait for the rows to be in order.
  const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  await expect.poll(async () => {
    const names = await firstLinks.allTextContents();
    return names.length > 0 && names.join('|') === byName(names).join('|');
  }).toBe(true);
  const clients = await firstLinks.allTextContents();
  expect(clients.filter((c) => c === 'Juliana Teixeira').length).toBeGreaterThanOrEqual(3);
  await table.getByRole('link', { name: 'Juliana Teixeira' }).first().click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Interesse de Juliana Teixeira' })).toBeVisible();
  await admin.close(testInfo);
});

test('a buyer posts a search; the admin approves it; the seller sees it in Buscas with its compatible announcements', async ({ page, browser }, testInfo) => {
  await signIn(page, DEV.comprador);
  await page.goto('/buscas/nova');
  const form = page.getByRole('form', { name: 'Nova busca' });
  await expect(form.getByText('Vale Verde Construções')).toBeVisible();
  // Bad input first: a deadline in the past.
  await form.getByRole('textbox', { name: /^Prazo/ }).pressSequentially(typedDate(-2));
  await form.getByRole('button', { name: 'Enviar para aprovação' }).click();
  await expect(form.getByText('O prazo não pode ser uma data passada.').first()).toBeVisible();
  await expect(form.getByText('Informe o produto ou a categoria.').first()).toBeVisible();

  await form.getByRole('combobox', { name: 'Categoria' }).selectOption({ label: 'Componentes elétricos' });
  await form.getByRole('combobox', { name: 'Produto' }).selectOption({ label: 'Motor elétrico trifásico 5 cv' });
  await form.getByRole('textbox', { name: /^Quantidade/ }).pressSequentially('2');
  await form.getByRole('combobox', { name: /^Unidade/ }).selectOption({ label: 'un (Unidade)' });
  await form.getByRole('textbox', { name: /^Preço máximo/ }).pressSequentially('2400');
  const deadline = form.getByRole('textbox', { name: /^Prazo/ });
  await deadline.fill('');
  await deadline.pressSequentially(typedDate(30));
  await form.getByRole('combobox', { name: /^UF de entrega/ }).selectOption({ label: 'São Paulo (SP)' });
  await form.getByRole('textbox', { name: /^Descrição/ }).fill('Dois motores de reposição para a betoneira da obra (E2E).');
  await form.getByRole('button', { name: 'Enviar para aprovação' }).dblclick();
  await expect(page).toHaveURL(/\/buscas\/\d+$/);
  const searchId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(toast(page, 'Busca enviada para aprovação.')).toBeVisible();
  await expect(page.getByText('Esta busca aguarda aprovação e ainda não aparece para os vendedores.')).toBeVisible();

  const admin = await otherSession(browser, DEV.admin);
  await admin.page.goto('/admin/buscas?status=PENDING');
  await admin.page.getByRole('link', { name: `Avaliar busca nº ${searchId}` }).click();
  const panel = admin.page.getByRole('region', { name: 'Aprovação' });
  await panel.getByRole('button', { name: 'Aprovar' }).click();
  await admin.page.getByRole('alertdialog', { name: 'Aprovar busca' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(toast(admin.page, 'Busca aprovada.')).toBeVisible();
  await expect(panel.getByText('Aprovada', { exact: true })).toBeVisible();
  await admin.close(testInfo);

  const seller = await otherSession(browser, DEV.vendedor);
  await seller.page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Buscas' }).click();
  const table = seller.page.getByRole('table', { name: 'Buscas aprovadas' });
  const row = table.getByRole('row').filter({ hasText: 'Vale Verde Construções' }).filter({ hasText: 'Motor elétrico trifásico 5 cv' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Motor elétrico trifásico 5 cv', exact: true }).click();
  await expect(seller.page).toHaveURL(`/buscas/${searchId}`);
  // The offers come in groups by distance (one list each: 'Na UF de entrega (SP)', ...).
  const compatible = seller.page.getByRole('region', { name: 'Anúncios compatíveis' }).getByRole('list');
  await expect(compatible.getByRole('listitem').first()).toBeVisible();
  for (const title of await compatible.getByRole('link').allTextContents()) expect(title).toContain('Motor elétrico trifásico 5 cv');
  await expect(seller.page.getByRole('region', { name: 'Detalhes da busca' })).toContainText('SP');
  await seller.close(testInfo);
});

test('a buyer opens a negotiation; the seller moves it to Em andamento and Aguardando pagamento; the buyer sees the timeline', async ({ page, browser }, testInfo) => {
  await signIn(page, DEV.comprador);
  const { id, title } = await sellerOffer(page, 0);
  await page.goto(`/anuncios/${id}`);
  await page.getByRole('button', { name: 'Negociar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Negociar' });
  await expect(dialog.getByText('Vale Verde Construções')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Quantidade/ }).pressSequentially('5');
  await dialog.getByRole('radio', { name: 'Entrega' }).check();
  await dialog.getByRole('textbox', { name: /^Mensagem ao vendedor/ }).fill('Entrega em Belo Horizonte (E2E).');
  await dialog.getByRole('button', { name: 'Enviar proposta' }).dblclick();
  await expect(page).toHaveURL(/\/negociacoes\/\d+$/);
  const negotiationId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: `Negociação nº ${negotiationId}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Linha do tempo' }).getByRole('listitem')).toHaveCount(1);

  const seller = await otherSession(browser, DEV.vendedor);
  await seller.page.goto('/negociacoes/vendas');
  await seller.page.getByRole('table', { name: 'Negociações: vendas' }).getByRole('link', { name: `Negociação nº ${negotiationId}`, exact: true }).click();
  await expect(seller.page.getByRole('region', { name: 'Anúncio' }).getByRole('link', { name: title })).toBeVisible();
  for (const [status, next] of [
    ['Em andamento', 'Aguardando pagamento'],
    ['Aguardando pagamento', 'Entrega/coleta liberada'],
  ] as const) {
    await seller.page.getByRole('group', { name: 'Mover para' }).getByRole('button', { name: status }).click();
    await seller.page.getByRole('alertdialog', { name: 'Alterar status' }).getByRole('button', { name: 'Alterar status' }).click();
    await expect(toast(seller.page, `Status alterado para “${status}”.`)).toBeVisible();
    await expect(seller.page.getByRole('group', { name: 'Mover para' }).getByRole('button')).toHaveText([next]);
  }
  await seller.close(testInfo);

  await page.reload();
  const timeline = page.getByRole('list', { name: 'Linha do tempo' });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').nth(0)).toContainText('Abriu a negociação: ');
  await expect(timeline.getByRole('listitem').nth(0)).toContainText('Juliana Teixeira (Comprador)');
  await expect(timeline.getByRole('listitem').nth(0)).toContainText('Entrega em Belo Horizonte (E2E).');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('Em andamento');
  await expect(timeline.getByRole('listitem').nth(2)).toContainText('Aguardando pagamento');
  await expect(timeline.getByRole('listitem').nth(2)).toContainText('Marcos Albuquerque (Vendedor)');
  await expect(timeline.locator('time').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  // The buyer may only cancel now, and waits for the seller.
  await expect(page.getByRole('group', { name: 'Mover para' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancelar negociação' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Andamento' })).toContainText('Aguardando o vendedor.');
});

test('the buyer proposes a quantity and writes; the seller accepts and moves on; the contacts appear once em andamento', async ({ page, browser }, testInfo) => {
  await signIn(page, DEV.comprador);
  const { id } = await sellerOffer(page, 2);
  await page.goto(`/anuncios/${id}`);
  await page.getByRole('button', { name: 'Negociar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Negociar' });
  await expect(dialog.getByText('Vale Verde Construções')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Quantidade/ }).pressSequentially('2');
  await dialog.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(page).toHaveURL(/\/negociacoes\/\d+$/);
  const path = new URL(page.url()).pathname;
  await expect(page.getByRole('region', { name: 'Contatos' })).toContainText('Os contatos das empresas aparecem aqui quando a negociação estiver em andamento.');

  await page.getByRole('region', { name: 'Valores' }).getByRole('button', { name: 'Fazer proposta' }).click();
  const proposal = page.getByRole('dialog', { name: 'Fazer proposta' });
  const quantity = proposal.getByRole('textbox', { name: /^Quantidade/ });
  await quantity.fill('');
  await quantity.pressSequentially('1');
  await proposal.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(toast(page, 'Proposta enviada. Agora a outra parte pode aceitá-la ou recusá-la.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Proposta pendente' })).toContainText('Aguardando resposta do vendedor.');
  const messages = page.getByRole('region', { name: 'Mensagens' });
  await messages.getByRole('textbox', { name: /^Nova mensagem/ }).pressSequentially('Só um por enquanto (E2E).');
  await messages.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(toast(page, 'Mensagem enviada.')).toBeVisible();
  await expect(messages.getByRole('textbox', { name: /^Nova mensagem/ })).toHaveValue('');

  const seller = await otherSession(browser, DEV.vendedor);
  await seller.page.goto(path);
  await expect(seller.page.getByRole('region', { name: 'Andamento' })).toContainText('Sua vez: responda à proposta do comprador.');
  await expect(seller.page.getByRole('region', { name: 'Mensagens' })).toContainText('Só um por enquanto (E2E).');
  const card = seller.page.getByRole('region', { name: 'Proposta pendente' });
  await card.getByRole('button', { name: 'Aceitar proposta' }).click();
  await seller.page.getByRole('alertdialog', { name: 'Aceitar proposta' }).getByRole('button', { name: 'Aceitar proposta' }).click();
  await expect(toast(seller.page, 'Proposta aceita: os novos valores já valem.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await seller.page.getByRole('group', { name: 'Mover para' }).getByRole('button', { name: 'Em andamento' }).click();
  await seller.page.getByRole('alertdialog', { name: 'Alterar status' }).getByRole('button', { name: 'Alterar status' }).click();
  await expect(toast(seller.page, 'Status alterado para “Em andamento”.')).toBeVisible();
  await expect(seller.page.getByRole('region', { name: 'Contatos' })).toContainText('Responsável: Juliana Teixeira (comprador@giro.dev)');
  await seller.close(testInfo);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Contatos' })).toContainText('Metalúrgica Horizonte Ltda');
  await expect(page.getByRole('list', { name: 'Linha do tempo' })).toContainText('Aceitou a proposta nº 1: os novos valores passaram a valer.');
});

test('a second negotiation is cancelled and then offers no further status', async ({ page }) => {
  await signIn(page, DEV.comprador);
  const { id } = await sellerOffer(page, 1);
  await page.goto(`/anuncios/${id}`);
  await page.getByRole('button', { name: 'Negociar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Negociar' });
  await expect(dialog.getByText('Vale Verde Construções')).toBeVisible();
  const quantity = dialog.getByRole('textbox', { name: /^Quantidade/ });
  await quantity.pressSequentially('0');
  await dialog.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(dialog.getByText('A quantidade deve ser maior que zero.').first()).toBeVisible();
  await quantity.fill('');
  await quantity.pressSequentially('1');
  await dialog.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(page).toHaveURL(/\/negociacoes\/\d+$/);

  const progress = page.getByRole('region', { name: 'Andamento' });
  await progress.getByRole('button', { name: 'Cancelar negociação' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar negociação' });
  await expect(confirm.getByRole('button', { name: 'Voltar' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancelar negociação' }).click();
  await expect(toast(page, 'Negociação cancelada.')).toBeVisible();
  await expect(progress.getByText('Esta negociação foi encerrada e não aceita novas mudanças de status.')).toBeVisible();
  await expect(progress.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fazer proposta' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Linha do tempo' }).getByRole('listitem').last()).toContainText('Cancelado');

  await page.goto('/negociacoes/compras?status=CALLED_OFF');
  await expect(page.getByRole('table', { name: 'Negociações: compras' }).getByRole('row').nth(1)).toContainText('Cancelado');
});

test('the buyer’s header shows every entry at 1024 px, and the admin reaches the deals through one entry and tabs', async ({ page, browser }, testInfo) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, DEV.comprador);
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  for (const name of ['Vitrine', 'Meus anúncios', 'Buscas', 'Negociações', 'Favoritos', 'Interesses', 'Empresas']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Perfil', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeInViewport({ ratio: 1 });
  await nav.getByRole('link', { name: 'Negociações' }).click();
  await expect(page).toHaveURL('/negociacoes/compras');
  await expect(nav.getByRole('link', { name: 'Negociações' })).toHaveAttribute('aria-current', 'page');

  const admin = await otherSession(browser, DEV.admin);
  await admin.page.setViewportSize({ width: 1024, height: 768 });
  const adminNav = admin.page.getByRole('navigation', { name: 'Navegação principal' });
  for (const name of ['Painel', 'Anúncios', 'Catálogo', 'Negócios', 'Clientes', 'Empresas', 'Administradores', 'Relatórios']) {
    await expect(adminNav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expect(admin.page.getByRole('banner').getByRole('link', { name: 'Perfil', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(admin.page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeInViewport({ ratio: 1 });
  await expect(adminNav.getByRole('link', { name: 'Negócios', exact: true })).toBeInViewport({ ratio: 1 });
  await adminNav.getByRole('link', { name: 'Negócios' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Negociações' })).toBeVisible();
  const tabs = admin.page.getByRole('navigation', { name: 'Seções de negócios' });
  await tabs.getByRole('link', { name: 'Buscas' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Buscas' })).toBeVisible();
  await expect(adminNav.getByRole('link', { name: 'Negócios' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Interesses' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Interesses' })).toBeVisible();
  await admin.close(testInfo);
});
