/**
 * Impact for the company's ESG report (docs/deal/impact.md) in Chromium against
 * the production build: the seed's finished sale shows in the seller company's Impacto with its
 * weight labelled as an estimate, 'Baixar planilha (.xlsx)' saves a real workbook ('Por mês',
 * 'Total'), a failed call shows the retry rather than an empty state, and the admin dashboard
 * shows the platform's figures with the same download.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expectAccessible } from './axe';
import { DEV, expect, mockFail, test } from './fixtures';
import { openSignedIn, putSession } from './signed-in';

/** São Paulo's day, which dates the file. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Clicks the section's download; the saved file's name and its sheets, header row first. */
async function download(page: Page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('region', { name: 'Impacto' }).getByRole('button', { name: 'Baixar planilha (.xlsx)' }).click()]);
  const book = XLSX.read(await readFile((await file.path())!), { type: 'buffer' });
  const sheets = Object.fromEntries(book.SheetNames.map((name) => [name, XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1, raw: true, defval: '' })]));
  return { name: file.suggestedFilename(), sheetNames: book.SheetNames, sheets };
}

test('the seller company’s page shows its Impacto and downloads it as .xlsx', async ({ page }) => {
  await openSignedIn(page, DEV.vendedor, '/empresas/1');
  const impact = page.getByRole('region', { name: 'Impacto' });
  const sold = impact.getByRole('region', { name: 'Repassado (vendas)' });
  await expect(sold).toBeVisible();
  await expect(sold.getByText(/^1 negociação · Peso estimado/)).toBeVisible();
  await expect(sold.getByRole('table', { name: 'Repassado (vendas) por mês' }).getByRole('row')).toHaveCount(2);
  await expect(impact.getByText(/^Peso estimado: conversão exata/)).toBeVisible();
  await expectAccessible(page, { label: '/empresas/1 (Impacto)' });

  const file = await download(page);
  expect(file.name).toMatch(new RegExp(`^impacto-[a-z0-9-]+-${today()}\\.xlsx$`));
  expect(file.sheetNames).toEqual(['Por mês', 'Total']);
  expect(file.sheets['Por mês']![0]).toEqual(['Fluxo', 'Mês', 'Unidade', 'Quantidade', 'Negociações', 'Peso estimado (kg)']);
  expect(file.sheets['Por mês']![1]![0]).toBe('Repassado (vendas)');
  expect(file.sheets['Total']![0]).toEqual(['Fluxo', 'Unidade', 'Quantidade', 'Negociações', 'Peso estimado (kg)']);
});

test('a failed impact call shows “Tentar novamente”, not “Nenhuma negociação finalizada ainda.”', async ({ page }) => {
  await putSession(page, DEV.vendedor);
  // Two: the query's one retry of a 5xx fails too.
  await mockFail({ path: '/company/1/impact', status: 503, method: 'GET', times: 2 });
  await page.goto('/empresas/1');
  const impact = page.getByRole('region', { name: 'Impacto' });
  await expect(impact.getByText('Não foi possível carregar o impacto.')).toBeVisible();
  await expect(impact.getByText('Nenhuma negociação finalizada ainda.')).toHaveCount(0);
  await expect(impact.getByRole('button', { name: 'Baixar planilha (.xlsx)' })).toBeDisabled();
  await impact.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(impact.getByRole('region', { name: 'Repassado (vendas)' })).toBeVisible();
});

test('the admin dashboard shows the platform’s Impacto and downloads impacto-giro', async ({ page }) => {
  await openSignedIn(page, DEV.admin, '/admin');
  const platform = page.getByRole('region', { name: 'Impacto' }).getByRole('region', { name: 'Reaproveitado na plataforma' });
  await expect(platform).toBeVisible();
  await expect(platform.getByText(/negociaç(ão|ões) · Peso estimado/)).toBeVisible();
  const file = await download(page);
  expect(file.name).toBe(`impacto-giro-${today()}.xlsx`);
  expect(file.sheetNames).toEqual(['Por mês', 'Total']);
});
