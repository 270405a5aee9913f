/**
 * Catalogue administration (docs/product/calls.md), as an ADMIN in Chromium against the production build:
 * segments, categories with sub-categories, units and a product that uses them.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { DEV, expect, test } from './fixtures';
import { openSignedIn } from './signed-in';

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Seções do catálogo' });
const dialog = (page: Page) => page.getByRole('dialog');
const table = (page: Page, name: string) => page.getByRole('table', { name });

/** Opens a catalogue screen through the header's 'Catálogo' entry and the tab bar. */
async function openSection(page: Page, tab: string) {
  await tabs(page).getByRole('link', { name: tab, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: tab, exact: true })).toBeVisible();
}

/** Types into a multi-select combobox and picks the option. */
async function choose(page: Page, label: RegExp, text: string, option: string) {
  const combo = page.getByRole('combobox', { name: label });
  await combo.fill(text);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option }).click();
  await combo.press('Escape');
}

async function save(page: Page) {
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog(page)).toBeHidden();
}

test('an admin builds a catalogue branch and a product that uses it, edits, lists and deletes it', async ({ page }) => {
  await openSignedIn(page, DEV.admin, '/admin');
  const mainNav = page.getByRole('navigation', { name: 'Navegação principal' });
  await mainNav.getByRole('link', { name: 'Catálogo' }).click();
  await expect(page).toHaveURL('/admin/produtos');
  await expect(mainNav.getByRole('link', { name: 'Catálogo' })).toHaveAttribute('aria-current', 'page');

  // A segment
  await openSection(page, 'Segmentos');
  await page.getByRole('button', { name: 'Novo segmento' }).click();
  await dialog(page).getByLabel('Nome').fill('Mineração');
  await save(page);
  await expect(table(page, 'Segmentos').getByRole('cell', { name: 'Mineração', exact: true })).toBeVisible();

  // A category with two sub-categories
  await openSection(page, 'Categorias');
  await page.getByRole('button', { name: 'Nova categoria' }).click();
  await dialog(page).getByLabel('Nome').fill('Vidros e cristais');
  await save(page);
  await expect(table(page, 'Categorias').getByRole('cell', { name: 'Vidros e cristais', exact: true })).toBeVisible();

  await openSection(page, 'Subcategorias');
  for (const name of ['Vidro temperado', 'Vidro laminado']) {
    await page.getByRole('button', { name: 'Nova subcategoria' }).click();
    await dialog(page).getByRole('combobox', { name: 'Categoria' }).selectOption({ label: 'Vidros e cristais' });
    await dialog(page).getByLabel('Nome').fill(name);
    await save(page);
  }
  await page.getByRole('search').getByLabel('Categoria').selectOption({ label: 'Vidros e cristais' });
  const subRows = table(page, 'Subcategorias').getByRole('row');
  await expect(subRows).toHaveCount(3);
  await expect(table(page, 'Subcategorias')).toContainText('Vidro laminado');
  await expect(table(page, 'Subcategorias')).toContainText('Vidro temperado');

  // A unit
  await openSection(page, 'Unidades');
  await page.getByRole('button', { name: 'Nova unidade' }).click();
  await dialog(page).getByLabel('Símbolo').fill('cj');
  await dialog(page).getByLabel('Descrição').fill('Conjunto');
  await save(page);
  await expect(table(page, 'Unidades').getByRole('cell', { name: 'Conjunto', exact: true })).toBeVisible();

  // A product that uses them; with no category it is refused and keeps what was typed
  await openSection(page, 'Produtos');
  await page.getByRole('link', { name: 'Novo produto' }).click();
  await expect(page).toHaveURL('/admin/produtos/novo');
  // The URL changes a moment before the new page renders, and the list's 'Buscar por nome' also
  // answers to getByLabel('Nome'): type only once the form is there.
  await expect(page.getByRole('form', { name: 'Novo produto' })).toBeVisible();
  await page.getByLabel('Nome').fill('Chapa de vidro temperado 8 mm');
  await page.getByLabel('Descrição').fill('Chapas incolores de 2,00 x 1,00 m.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('combobox', { name: /^Categorias/ })).toHaveAccessibleDescription(/Selecione ao menos uma categoria\./);
  await expect(page.getByLabel('Nome')).toHaveValue('Chapa de vidro temperado 8 mm');

  await choose(page, /^Categorias/, 'vidros', 'Vidros e cristais');
  await choose(page, /^Subcategorias/, 'temper', 'Vidro temperado');
  await choose(page, /^Subcategorias/, 'lamin', 'Vidro laminado');
  await choose(page, /^Segmentos/, 'minera', 'Mineração');
  await choose(page, /^Segmentos/, 'constr', 'Construção civil');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL('/admin/produtos');
  await expect(page.getByText('Produto salvo com sucesso.').first()).toBeVisible();

  // In the list
  await page.getByLabel('Buscar por nome').fill('vidro temperado');
  await page.getByLabel('Buscar por nome').press('Enter');
  await expect(page).toHaveURL(/search=vidro/);
  let row = table(page, 'Produtos').getByRole('row').filter({ hasText: 'Chapa de vidro temperado 8 mm' });
  await expect(row).toContainText('Vidros e cristais: Vidro laminado, Vidro temperado');
  await expect(row).toContainText('Mineração');
  await expect(row).toContainText('Construção civil');

  // Edit: loads the choices back, drops a sub-category, renames
  await row.getByRole('link', { name: 'Editar Chapa de vidro temperado 8 mm' }).click();
  await expect(page).toHaveURL(/\/admin\/produtos\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chapa de vidro temperado 8 mm' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover Vidros e cristais' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover Mineração' })).toBeVisible();
  await page.getByRole('button', { name: 'Remover Vidro laminado' }).click();
  await page.getByLabel('Nome').fill('Chapa de vidro temperado 10 mm');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL('/admin/produtos');

  await page.getByLabel('Buscar por nome').fill('vidro temperado');
  await page.getByLabel('Buscar por nome').press('Enter');
  row = table(page, 'Produtos').getByRole('row').filter({ hasText: 'Chapa de vidro temperado 10 mm' });
  await expect(row).toContainText('Vidros e cristais: Vidro temperado');
  await expect(row).not.toContainText('Vidro laminado');
  await expect(table(page, 'Produtos')).not.toContainText('8 mm');

  // The segment is in use now: deleting it is refused with a pt-BR message, nothing removed
  await openSection(page, 'Segmentos');
  await page.getByRole('button', { name: 'Excluir Mineração' }).click();
  await page.getByRole('alertdialog', { name: 'Excluir segmento' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Não é possível excluir: este registro está em uso por produtos.').first()).toBeVisible();
  // A refusal closes the dialog: the list behind shows what stayed.
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(table(page, 'Segmentos').getByRole('cell', { name: 'Mineração', exact: true })).toBeVisible();

  // Delete the product
  await openSection(page, 'Produtos');
  await page.getByLabel('Buscar por nome').fill('vidro temperado');
  await page.getByLabel('Buscar por nome').press('Enter');
  await page.getByRole('button', { name: 'Excluir Chapa de vidro temperado 10 mm' }).click();
  await page.getByRole('alertdialog', { name: 'Excluir produto' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Produto excluído com sucesso.').first()).toBeVisible();
  await expect(table(page, 'Produtos')).toContainText('Nenhum item foi encontrado.');

  // …after which the segment can go
  await openSection(page, 'Segmentos');
  await page.getByRole('button', { name: 'Excluir Mineração' }).click();
  await page.getByRole('alertdialog', { name: 'Excluir segmento' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(table(page, 'Segmentos').getByRole('cell', { name: 'Mineração', exact: true })).toBeHidden();
});

test('a duplicate name keeps the dialog open with a message under the field', async ({ page }) => {
  await openSignedIn(page, DEV.admin, '/admin/categorias');
  await page.getByRole('button', { name: 'Nova categoria' }).click();
  await dialog(page).getByLabel('Nome').fill('embalagens');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog(page).getByLabel('Nome')).toHaveAccessibleDescription('Já existe uma categoria com este nome.');
  await expect(dialog(page).getByLabel('Nome')).toHaveValue('embalagens');
});

test('the catalogue screens pass axe (WCAG 2 A/AA)', async ({ page }) => {
  // Seven pages and a dialog, each checked by axe: three times the usual time.
  test.slow();
  /** Waits for the page's data, then scans it (the milder findings fail here too). */
  const scan = async (label: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
    await expectAccessible(page, { minImpact: 'minor', label });
  };
  // One load, then the catalogue's own tabs and links (a full load per page would start the app again).
  await openSignedIn(page, DEV.admin, '/admin/produtos');
  await scan('/admin/produtos');
  await openSection(page, 'Segmentos');
  await scan('/admin/segmentos');
  await page.getByRole('button', { name: 'Novo segmento' }).click();
  await expect(dialog(page).getByLabel('Nome')).toBeFocused();
  await expectAccessible(page, { minImpact: 'minor', label: 'segment dialog' });
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  for (const [tab, path] of [
    ['Categorias', '/admin/categorias'],
    ['Subcategorias', '/admin/subcategorias'],
    ['Unidades', '/admin/unidades'],
  ] as const) {
    await openSection(page, tab);
    await scan(path);
  }
  await openSection(page, 'Produtos');
  await page.getByRole('link', { name: 'Novo produto' }).click();
  await expect(page).toHaveURL('/admin/produtos/novo');
  await expect(page.getByRole('form', { name: 'Novo produto' })).toBeVisible();
  await scan('/admin/produtos/novo');
  await page.goto('/admin/produtos/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Chapa de aço carbono SAE 1020' })).toBeVisible();
  await scan('/admin/produtos/1');
});
