import type { Locator, Page } from '@playwright/test';
import { DEV, expect, test } from './fixtures';
import { openSignedIn } from './signed-in';

/**
 * Quality gates — keyboard only: after signing in (and opening the route by address), every step
 * is a key press. Controls are reached with Tab / Shift+Tab in the page's own order, never
 * focused by script, so each test also proves the control is in the tab sequence.
 *
 * The kit's unit tests (tests/unit/components) cover the same widgets in jsdom; these run them
 * in Chromium against the production build and the mock API.
 */

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses `key` (Tab by default) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { key = 'Tab', max = 80 }: { key?: 'Tab' | 'Shift+Tab'; max?: number } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} was not reached with ${key} in ${max} presses`);
}

/** Waits for the focus to stand on `target`. */
const expectFocus = (target: Locator) => expect.poll(() => isFocused(target)).toBe(true);

test('the data table: pager, sorting, a select filter and the search, from the keyboard', async ({ page }) => {
  await openSignedIn(page, DEV.admin, '/admin/anuncios');
  const table = page.getByRole('table', { name: 'Anúncios' });
  const rows = table.locator('tbody tr');
  const pager = page.getByRole('navigation', { name: 'Paginação' });
  const range = page.getByText(/^\d+–\d+ de \d+$/);
  await expect(rows).toHaveCount(10);
  const total = Number((await range.textContent())?.split(' de ')[1]);
  const lastPage = Math.ceil(total / 10);
  expect(lastPage).toBeGreaterThan(3);

  // Pager (links): › (next) with Enter, twice; the focus stays on it.
  const next = pager.getByRole('link', { name: 'Próxima página' });
  await tabTo(page, next);
  const firstOnPage1 = await rows.first().textContent();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(range).toHaveText(`11–20 de ${total}`);
  await expect(rows.first()).not.toHaveText(firstOnPage1 ?? '');
  await expectFocus(next);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=3\b/);
  await expect(range).toHaveText(`21–30 de ${total}`);

  // Last page: its » disables itself, and the focus lands on the current page's number.
  await tabTo(page, pager.getByRole('link', { name: 'Última página' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage}\\b`));
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expectFocus(pager.getByRole('link', { name: `Página ${lastPage}` }));
  // Back to page 1 with Shift+Tab to «.
  await tabTo(page, pager.getByRole('link', { name: 'Primeira página' }), { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(range).toHaveText(`1–10 de ${total}`);
  await expectFocus(pager.getByRole('link', { name: 'Página 1' }));

  // Sorting: the 'Título' header, Enter → ascending, Enter → descending.
  const titleHeader = table.getByRole('columnheader', { name: /Título/ });
  await tabTo(page, titleHeader.getByRole('button'), { key: 'Shift+Tab', max: 120 });
  await page.keyboard.press('Enter');
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/order=ASC/);
  const titles = () => table.locator('tbody tr td:nth-child(2)').allTextContents();
  await expect.poll(async () => {
    const list = await titles();
    return list.length === 10 && list.every((t, i) => i === 0 || list[i - 1]!.localeCompare(t, 'pt-BR') <= 0);
  }).toBe(true);
  await page.keyboard.press('Enter');
  await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/order=DESC/);

  // A select filter: ↓ picks the next option (Chromium changes a closed <select> in place).
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  await tabTo(page, status, { key: 'Shift+Tab' });
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]status=[A-Z]+/);
  const chosen = await status.locator('option:checked').textContent();
  await expect(rows.first()).toContainText(chosen ?? '');
  await expect(async () => {
    const statuses = await table.locator('tbody tr').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    for (const row of statuses) expect(row).toContain(chosen ?? '');
  }).toPass();
  // Back to 'Todos' with ↑.
  await page.keyboard.press('ArrowUp');
  await expect(page).not.toHaveURL(/[?&]status=/);

  // The search box: type and Enter applies at once; the list narrows to matching titles.
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await tabTo(page, search, { key: 'Shift+Tab' });
  await page.keyboard.type('Vergalhão');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]search=Vergalh/);
  await expect(async () => {
    const found = await titles();
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(10);
    for (const title of found) expect(title).toMatch(/Vergalhão/);
  }).toPass();
});

test('a form: tab through the fields, submit with Enter, see the errors, fix them, submit with Space', async ({ page }) => {
  await openSignedIn(page, DEV.vendedor, '/perfil');
  const form = page.getByRole('form', { name: 'Meu perfil' });
  const name = form.getByRole('textbox', { name: 'Nome completo' });
  const phone = form.getByRole('textbox', { name: 'Telefone' });
  await expect(name).not.toHaveValue('');

  // Name emptied, phone left incomplete.
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Tab'); // E-mail
  await expectFocus(form.getByRole('textbox', { name: 'E-mail' }));
  await page.keyboard.press('Tab'); // Telefone
  await expectFocus(phone);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('1199');

  // Enter in a field submits; the errors show and the focus goes to the first invalid field.
  await page.keyboard.press('Enter');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Informe seu nome.');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Telefone inválido.');
  const summary = form.getByRole('alert').filter({ hasText: 'Verifique os campos destacados:' });
  await expect(summary).toBeVisible();
  await expectFocus(name);

  await page.keyboard.type('Marcos Albuquerque Filho');
  // The summary's link takes the keyboard to the phone field.
  await tabTo(page, summary.getByRole('link', { name: 'Telefone inválido.' }));
  await page.keyboard.press('Enter');
  await expectFocus(phone);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('11987654321');
  await expect(phone).toHaveValue('(11) 98765-4321');

  // Space on the submit button.
  await tabTo(page, form.getByRole('button', { name: 'Salvar perfil' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('alert').filter({ hasText: 'Perfil salvo com sucesso.' })).toBeVisible();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(name).toHaveValue('Marcos Albuquerque Filho');
  await expect(phone).toHaveValue('(11) 98765-4321');
});

test('dialogs: open with the keyboard, focus inside, Tab trapped, Esc closes, focus back on the opener', async ({ page }) => {
  await openSignedIn(page, DEV.admin, '/admin/segmentos');
  const table = page.getByRole('table', { name: 'Segmentos' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')));

  // A form dialog: Enter on 'Novo segmento'; the focus starts on 'Nome'.
  const opener = page.getByRole('button', { name: 'Novo segmento' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Novo segmento' });
  const nameField = dialog.getByRole('textbox', { name: 'Nome' });
  await expect(dialog).toBeVisible();
  await expectFocus(nameField);
  // Tab and Shift+Tab go round inside the dialog, back to where they started.
  const stops = await dialog.locator('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])').count();
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    expect(await inDialog(), `Tab ${i + 1} left the dialog`).toBe(true);
  }
  await expectFocus(nameField);
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inDialog(), `Shift+Tab ${i + 1} left the dialog`).toBe(true);
  }
  await expectFocus(nameField);
  // Esc closes; the focus returns to the opener.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocus(opener);

  // Open it again with Space, save with Enter: the new segment is listed, the focus is back.
  await page.keyboard.press('Space');
  await expectFocus(nameField);
  await page.keyboard.type('Reciclagem industrial');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocus(opener);
  const search = page.getByRole('searchbox', { name: /Buscar/ });
  await tabTo(page, search);
  await page.keyboard.type('Reciclagem');
  await page.keyboard.press('Enter');
  await expect(table.getByRole('cell', { name: 'Reciclagem industrial', exact: true })).toBeVisible();

  // A confirmation (alertdialog): the focus starts on 'Cancelar', Esc closes it, nothing is deleted.
  const remove = table.getByRole('button', { name: 'Excluir Reciclagem industrial' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Excluir segmento' });
  await expect(confirm).toBeVisible();
  await expectFocus(confirm.getByRole('button', { name: 'Cancelar' }));
  await page.keyboard.press('Tab');
  expect(await inDialog()).toBe(true);
  await page.keyboard.press('Tab');
  expect(await inDialog()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expectFocus(remove);
  await expect(table.getByRole('cell', { name: 'Reciclagem industrial', exact: true })).toBeVisible();
});

test('the featured list is reordered with the keyboard, and the new order is kept', async ({ page }) => {
  await openSignedIn(page, DEV.admin, '/admin/destaques');
  const list = page.getByRole('list', { name: 'Anúncios em destaque' });
  const titles = async () => (await list.getByRole('listitem').getByRole('link').allTextContents()).map((t) => t.trim());
  await expect(list.getByRole('listitem')).toHaveCount(4);
  const before = await titles();
  expect(new Set(before).size).toBe(4);
  const [a, b, c, d] = before as [string, string, string, string];

  // The first one down twice (Enter, then Space): the focus stays on its ↓ button meanwhile.
  const down = page.getByRole('button', { name: `Mover ${a} para baixo` });
  await tabTo(page, down);
  await page.keyboard.press('Enter');
  await expect.poll(titles).toEqual([b, a, c, d]);
  await expectFocus(down);
  await expect(page.getByRole('status').filter({ hasText: `${a} movido para a posição 2 de 4.` })).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(titles).toEqual([b, c, a, d]);
  await expectFocus(down);

  // The last one up once: Shift+Tab from here would walk back; Tab forward reaches it.
  const up = page.getByRole('button', { name: `Mover ${d} para cima` });
  await tabTo(page, up);
  await page.keyboard.press('Enter');
  await expect.poll(titles).toEqual([b, c, d, a]);
  await expectFocus(up);

  // At the top, ↑ is disabled: the focus moves to the same item's ↓ instead of being lost.
  await page.keyboard.press('Enter');
  await expect.poll(titles).toEqual([b, d, c, a]);
  // The buttons are disabled while the order is saved: the next key waits for the focus to come back.
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await expectFocus(up);
  await page.keyboard.press('Enter');
  await expect.poll(titles).toEqual([d, b, c, a]);
  await expect(up).toBeDisabled();
  await expectFocus(page.getByRole('button', { name: `Mover ${d} para baixo` }));

  await page.reload();
  await expect.poll(titles).toEqual([d, b, c, a]);
});

// WCAG 2.4.1: the first Tab of every page offers a way past the header (up to eleven stops for an
// administrator) to the page's content.
for (const [who, path, firstInMain] of [
  [DEV.admin, '/admin/anuncios', { role: 'link', name: 'Todos os anúncios' }],
  [DEV.comprador, '/vitrine', { role: 'searchbox', name: 'Buscar' }],
  [null, '/participe', { role: 'tab', name: 'Entrar' }],
  [null, '/', { role: 'link', name: 'Cadastre sua empresa' }],
] as const) {
  test(`${path}: the first Tab shows "Pular para o conteúdo", which skips the header`, async ({ page }) => {
    if (who) await openSignedIn(page, who, path);
    else await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box, 'the focused skip link is on screen').not.toBeNull();
    expect(box!.width, 'the focused skip link is visible').toBeGreaterThan(100);
    expect(box!.height, 'the focused skip link is visible').toBeGreaterThan(20);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.evaluate((el) => !!el.closest('main') && !el.closest('header')), 'the next Tab lands inside <main>').toBe(true);
    await expect(page.getByRole(firstInMain.role, { name: firstInMain.name }).first()).toBeFocused();
  });
}
