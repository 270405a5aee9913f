/**
 * Announcements (docs/product/statuses.md) in Chromium against the production build: a seller publishes, an admin
 * approves, a buyer finds it; the featured list (limit, reorder, remove); the Excel template →
 * preview → import; bad spreadsheets and a 5 000-row preview; a draft that survives a reload.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { DEV, expect, test, toast } from './fixtures';
import { openSignedIn } from './signed-in';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/participe(\?|$)/);
}

test('a seller publishes with a photo and a Laudo → PENDING → an admin approves it → a buyer finds it by filter and opens it', async ({ page }) => {
  const title = 'Bobinas galvanizadas — lote E2E';
  await openSignedIn(page, DEV.vendedor, '/vitrine');
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Meus anúncios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus anúncios' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo anúncio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo anúncio' })).toBeVisible();

  await select(page, 'Empresa').selectOption({ label: 'Metalúrgica Horizonte Ltda' });
  await select(page, 'Produto').selectOption({ label: 'Bobina de aço galvanizado' });
  await textbox(page, 'Título').fill(title);
  await textbox(page, 'Descrição').fill('Bobinas zincadas Z275, 0,65 mm, sobra de contrato. Retirada em São Paulo.');
  await textbox(page, 'Quantidade').pressSequentially('18');
  await select(page, 'Unidade').selectOption({ label: 't (Tonelada)' });
  await textbox(page, 'Preço unitário').pressSequentially('6350');
  await textbox(page, 'CEP').pressSequentially('01310100');
  await expect(textbox(page, 'Logradouro')).toHaveValue('Avenida Paulista');
  await textbox(page, 'Número').fill('1578');
  await page.getByLabel(/^Arquivos/).setInputFiles([
    { name: 'bobinas.png', mimeType: 'image/png', buffer: PNG },
    { name: 'laudo-bobinas.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  const attached = page.getByRole('list', { name: 'Arquivos anexados' });
  await expect(attached.getByRole('listitem')).toHaveCount(2);
  await select(page, 'Tipo de laudo-bobinas.pdf').selectOption({ label: 'Laudo' });
  await page.getByRole('button', { name: 'Enviar para aprovação' }).click();

  await expect(page).toHaveURL('/meus-anuncios');
  await expect(toast(page, 'Anúncio enviado para aprovação.')).toBeVisible();
  const row = page.getByRole('table', { name: 'Meus anúncios' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Pendente');
  await signOut(page);

  // The admin approves it in the deferral queue.
  await openSignedIn(page, DEV.admin, '/admin');
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Anúncios', exact: true }).click();
  await page.getByRole('navigation', { name: 'Seções de anúncios' }).getByRole('link', { name: 'Aprovações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aprovações' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('lote E2E');
  await page.getByRole('button', { name: `Aprovar ${title}` }).click();
  await expect(toast(page, 'Anúncio aprovado.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Aprovar ${title}` })).toHaveCount(0);
  await signOut(page);

  // A buyer finds it in the showcase by filter and opens it.
  await openSignedIn(page, DEV.comprador, '/vitrine');
  await select(page, 'Produto').selectOption({ label: 'Bobina de aço galvanizado' });
  await select(page, 'UF').selectOption({ label: 'São Paulo (SP)' });
  await expect(page).toHaveURL(/product=2/);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('/ t');
  await expect(card).toContainText('São Paulo/SP');
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/anuncios\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const files = page.getByRole('region', { name: 'Arquivos' });
  await expect(files.getByRole('heading', { name: 'Laudo' })).toBeVisible();
  await expect(files.getByRole('link', { name: 'Baixar Laudo: laudo-bobinas.pdf' })).toBeVisible();
  await expect(page.getByRole('img', { name: `${title} — foto 1 de 1` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Empresa vendedora' })).toContainText('Metalúrgica Horizonte Ltda');
});

test('an admin fills the 7 featured slots, the eighth shows the limit message, then reorders and removes one', async ({ page }) => {
  await openSignedIn(page, DEV.admin, '/admin/destaques');
  await expect(page.getByRole('heading', { level: 1, name: 'Destaques' })).toBeVisible();
  const featured = page.getByRole('list', { name: 'Anúncios em destaque' }).getByRole('listitem');
  const used = page.getByText(/de 7 vagas de destaque usadas/);
  await expect(used).toHaveText('4 de 7 vagas de destaque usadas');
  const candidates = page.getByRole('table', { name: 'Anúncios aprovados fora dos destaques' });

  for (let n = 5; n <= 7; n++) {
    await candidates.getByRole('button', { name: /^Destacar / }).first().click();
    await expect(used).toHaveText(`${n} de 7 vagas de destaque usadas`);
  }
  await expect(featured).toHaveCount(7);
  // Full: 'Destacar' is not offered as if it could work, and says why (docs/product/statuses.md).
  await expect(candidates.getByRole('button', { name: /^Destacar / }).first()).toBeDisabled();
  await expect(page.getByText('As 7 vagas estão ocupadas: remova um destaque para adicionar outro.')).toBeVisible();
  await expect(featured).toHaveCount(7);

  const titles = async () => (await featured.getByRole('link').allTextContents()).map((t) => t.trim());
  const before = await titles();
  // Keyboard: move the first one down.
  await page.getByRole('button', { name: `Mover ${before[0]} para baixo` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(titles).toEqual([before[1], before[0], ...before.slice(2)]);
  await expect(page.getByRole('button', { name: `Mover ${before[0]} para baixo` })).toBeFocused();
  // Drag and drop: the last one to the top (a window tall enough for both ends of the list to be
  // visible at once: the sticky header would cover the first item otherwise).
  await page.setViewportSize({ width: 1280, height: 1400 });
  await featured.nth(6).dragTo(featured.nth(0));
  await expect.poll(titles).toEqual([before[6], before[1], before[0], ...before.slice(2, 6)]);
  // It holds after a reload (the API keeps the sequence).
  await page.reload();
  await expect.poll(titles).toEqual([before[6], before[1], before[0], ...before.slice(2, 6)]);

  await page.getByRole('button', { name: `Remover ${before[1]} dos destaques` }).click();
  await page.getByRole('alertdialog', { name: 'Remover dos destaques' }).getByRole('button', { name: 'Remover' }).click();
  await expect(featured).toHaveCount(6);
  await expect(used).toHaveText('6 de 7 vagas de destaque usadas');

  // The showcase shows them first, in that order.
  await page.goto('/vitrine');
  const showcaseFeatured = page.getByRole('region', { name: 'Destaques' }).getByRole('article');
  await expect(showcaseFeatured).toHaveCount(6);
  await expect(showcaseFeatured.first()).toContainText(before[6]!);
});

test('the template is downloaded, filled, previewed with the bad row flagged, imported, and the good rows appear', async ({ page }) => {
  await openSignedIn(page, DEV.admin, '/admin/anuncios/importar');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar anúncios' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar modelo (.xlsx)' }).click()]);
  expect(download.suggestedFilename()).toBe('modelo-importacao-anuncios.xlsx');
  const template = XLSX.read(await readFile((await download.path())!), { type: 'buffer' });
  const sheet = template.Sheets['Anúncios']!;
  const [header] = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
  expect(header).toContain('Produto');
  XLSX.utils.sheet_add_aoa(
    sheet,
    [
      ['Solvente aguarrás — importação E2E', 'Bombonas de 20 L lacradas.', 'Solvente aguarrás', 2000, 'L', '11,90', '01/12/2026', '90010-000', 'Porto Alegre', 'RS'],
      ['Resina epóxi — importação E2E', '', 'Resina epóxi bicomponente', 350, 'kg', 52.4, '', '', 'Porto Alegre', 'RS'],
      ['Ácido em tambores — linha ruim', '', 'Ácido que não existe', '', 'tambor', 'grátis', '', '', 'Porto Alegre', 'RS'],
    ],
    { origin: 'A2' },
  );
  const filled = XLSX.write(template, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

  await select(page, 'Empresa').selectOption({ label: 'Química Sul Indústria e Comércio Ltda' });
  await page.getByLabel(/^Planilha/).setInputFiles({ name: 'anuncios-quimica-sul.xlsx', mimeType: XLSX_MIME, buffer: filled });
  await expect(page.getByTestId('import-summary')).toHaveText('3 linhas: 2 prontas para importar, 1 com problema (não será importada).');
  const preview = page.getByRole('table', { name: 'Prévia da planilha' });
  const bad = preview.getByRole('row').filter({ hasText: 'linha ruim' });
  await expect(bad).toContainText('Produto desconhecido: "Ácido que não existe".');
  await expect(bad).toContainText('Quantidade ausente.');
  await expect(bad).toContainText('Unidade desconhecida: "tambor".');

  await page.getByRole('button', { name: 'Importar 2 anúncios' }).click();
  const result = page.getByTestId('import-result');
  // The result's tables arrive in a chunk of their own: their loading status may be there too.
  await expect(result.getByRole('status').filter({ hasText: 'criados' })).toHaveText('2 anúncios criados; 1 linha recusada.');
  await expect(result.getByRole('table', { name: 'Linhas recusadas' })).toContainText('Produto desconhecido');

  await result.getByRole('link', { name: 'Ver anúncios da empresa' }).click();
  await expect(page).toHaveURL('/admin/anuncios?company=3');
  const table = page.getByRole('table', { name: 'Anúncios' });
  await expect(table.getByRole('link', { name: 'Solvente aguarrás — importação E2E', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Resina epóxi — importação E2E', exact: true })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'importação E2E' }).first()).toContainText('Aprovado');
});

test('bad spreadsheets get a clear message, and a 5 000-row preview stays responsive', async ({ page }, testInfo) => {
  await openSignedIn(page, DEV.admin, '/admin/anuncios/importar');
  const file = page.getByLabel(/^Planilha/);
  await expect(file).toBeEnabled();

  await file.setInputFiles({ name: 'dados.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n1;2') });
  // Under the file field, and toasted (docs/product/messages.md).
  await expect(file).toHaveAccessibleDescription(/Envie uma planilha do Excel \(\.xlsx\)\./);
  await expect(toast(page, 'Envie uma planilha do Excel (.xlsx).')).toBeVisible();
  await file.setInputFiles({ name: 'quebrada.xlsx', mimeType: XLSX_MIME, buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9]) });
  await expect(file).toHaveAccessibleDescription(/Não foi possível ler a planilha/);
  const empty = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(empty, XLSX.utils.aoa_to_sheet([['Título', 'Descrição', 'Produto', 'Quantidade', 'Unidade', 'Preço unitário (R$)', 'Disponível a partir de', 'CEP', 'Cidade', 'UF']]), 'Anúncios');
  await file.setInputFiles({ name: 'vazia.xlsx', mimeType: XLSX_MIME, buffer: XLSX.write(empty, { type: 'buffer', bookType: 'xlsx' }) as Buffer });
  await expect(file).toHaveAccessibleDescription(/A planilha não tem linhas de anúncios\./);

  const rows: unknown[][] = [['Título', 'Descrição', 'Produto', 'Quantidade', 'Unidade', 'Preço unitário (R$)', 'Disponível a partir de', 'CEP', 'Cidade', 'UF']];
  for (let i = 0; i < 5000; i++) rows.push([`Palete PBR lote ${i + 1}`, 'Paletes usados em bom estado.', 'Palete de madeira PBR', 50 + i, 'un', 55.9, '', '', 'Joinville', i % 250 === 0 ? 'XX' : 'SC']);
  const big = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(big, XLSX.utils.aoa_to_sheet(rows), 'Anúncios');
  // From a file on disk: the browser reads it natively (a buffer would be rebuilt in the page).
  const bigPath = testInfo.outputPath('grande.xlsx');
  await writeFile(bigPath, XLSX.write(big, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __t0: number };
    w.__longTasks = [];
    w.__t0 = performance.now();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push({ start: Math.round(entry.startTime - w.__t0), duration: Math.round(entry.duration) });
    }).observe({ type: 'longtask' });
  });
  await file.setInputFiles(bigPath);
  await expect(page.getByTestId('import-summary')).toHaveText(/^5\.000 linhas: 4\.980 prontas para importar, 20 com problemas/, { timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Prévia da planilha' }).getByRole('row')).toHaveCount(11);
  // Paging the preview stays quick too.
  await page.getByRole('link', { name: 'Última página' }).click();
  await expect(page.getByRole('table', { name: 'Prévia da planilha' })).toContainText('Palete PBR lote 5000');
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);
  expect(Math.max(0, ...longTasks.map((t) => t.duration)), `long tasks (ms after the upload: duration): ${JSON.stringify(longTasks)}`).toBeLessThan(200);
});

test('a draft of a new announcement survives a reload and is offered back', async ({ page }) => {
  await openSignedIn(page, DEV.vendedor, '/meus-anuncios/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo anúncio' })).toBeVisible();
  await textbox(page, 'Título').fill('Rascunho: perfis de alumínio 6063');
  await textbox(page, 'Descrição').fill('Barras de 6 m, anodizadas, sobra de obra.');
  await textbox(page, 'Quantidade').pressSequentially('-4');
  await page.getByRole('button', { name: 'Enviar para aprovação' }).click();
  await expect(page.getByText('A quantidade deve ser maior que zero.').first()).toBeVisible();
  await expect(textbox(page, 'Título')).toHaveValue('Rascunho: perfis de alumínio 6063');
  // Give the debounced save a moment, then reload.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('giro:rascunho:')).length)).toBe(1);
  await page.reload();
  const banner = page.getByRole('region', { name: 'Rascunho não salvo' });
  await expect(banner).toBeVisible();
  await expect(textbox(page, 'Título')).toHaveValue('');
  await banner.getByRole('button', { name: 'Restaurar rascunho' }).click();
  await expect(textbox(page, 'Título')).toHaveValue('Rascunho: perfis de alumínio 6063');
  await expect(textbox(page, 'Descrição')).toHaveValue('Barras de 6 m, anodizadas, sobra de obra.');
  await expect(textbox(page, 'Quantidade')).toHaveValue('-4');
});

test.describe('a seller whose browser is in another time zone (Tokyo)', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('gets São Paulo’s today as the availability date, and the day typed reads back as typed', async ({ page }) => {
    await openSignedIn(page, DEV.vendedor, '/meus-anuncios/novo');
    const available = textbox(page, 'Disponível a partir de');
    const saoPauloToday = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
    await expect(available).toHaveValue(saoPauloToday);
    await textbox(page, 'Título').fill('Fuso: chapas de MDF 18 mm');
    // Typed over today's date as a user does (a click, then the digits): entering the field
    // selects the date, so the full mask takes the new one instead of dropping it.
    await available.click();
    await available.pressSequentially('10122026');
    await expect(available).toHaveValue('10/12/2026');
    // The draft holds the date as the API takes it; drawn again from it, it is still the 10th.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('giro:rascunho:')).length)).toBe(1);
    await page.reload();
    await page.getByRole('region', { name: 'Rascunho não salvo' }).getByRole('button', { name: 'Restaurar rascunho' }).click();
    await expect(textbox(page, 'Título')).toHaveValue('Fuso: chapas de MDF 18 mm');
    await expect(available).toHaveValue('10/12/2026');
  });
});
