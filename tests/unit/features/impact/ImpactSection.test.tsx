import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from 'xlsx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImpactSection } from '@/features/impact/components/ImpactSection';
import { getToken } from '@/lib/api/token';
import * as transfer from '@/lib/api/transfer';
import { fetchFile, fileNameFromDisposition, saveBlob } from '@/lib/api/transfer';
import { db } from '@/mocks/db/store';
import { forcedFailures } from '@/mocks/lib/http';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';
import { scenario } from '../../../integration/mock-api/impact-scenario';

// jsdom's XMLHttpRequest cannot carry a Blob answer through MSW (tests/unit/lib/download.test.ts):
// the download is observed at `fetchFile`, which reads the real workbook through fetch here, and
// at `saveBlob`, which receives it instead of the browser. Spied on the module, not vi.mock'ed: the
// section may have been imported by an earlier file of the worker (docs/testing.md).
beforeEach(() => {
  mockRouter.reset();
  vi.spyOn(transfer, 'saveBlob').mockImplementation(() => undefined);
  vi.spyOn(transfer, 'fetchFile').mockImplementation(async (url, { defaultName }) => {
    const response = await fetch(`http://localhost:4000${url}`, { headers: { authorization: `Bearer ${await getToken()}` } });
    return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? defaultName };
  });
});

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function open(scope: Parameters<typeof ImpactSection>[0]['scope'] = { companyId: 1 }, signedInAs = 'vendedor@giro.dev') {
  await renderApp(<ImpactSection scope={scope} />, { signedInAs });
  return { region: screen.getByRole('region', { name: 'Impacto' }), user: userEvent.setup() };
}

describe('Impacto (company page and dashboard)', () => {
  it('shows each flow’s totals by unit, the weight labelled as an estimate, and the months', async () => {
    scenario();
    const { region } = await open();
    const sold = await within(region).findByRole('region', { name: 'Repassado (vendas)' });
    expect(within(sold).getByText('3 negociações', { exact: false })).toBeInTheDocument();
    expect(within(sold).getByText('Peso estimado: 2.900 kg')).toBeInTheDocument();
    const cards = within(sold).getAllByRole('listitem').map((li) => li.textContent);
    expect(cards).toEqual([
      '400 kg1 negociaçãoPeso estimado: 400 kg',
      '2,5 t1 negociaçãoPeso estimado: 2.500 kg',
      '10 un1 negociaçãoSem peso estimado para esta unidade',
    ]);
    const table = within(sold).getByRole('table', { name: 'Repassado (vendas) por mês' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mês', 'Quantidade', 'Negociações', 'Peso estimado (kg)']);
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      'outubro de 20262,5 t12.500',
      'novembro de 2026400 kg1400',
      'novembro de 202610 un1—',
    ]);
    const bought = within(region).getByRole('region', { name: 'Reaproveitado (compras)' });
    expect(within(bought).getAllByText('3 L')).toHaveLength(2); // its card and its month
    expect(within(region).getByText(/^Peso estimado: conversão exata apenas das unidades de massa/)).toBeInTheDocument();
  });

  it('says when nothing was finished yet', async () => {
    db.negotiations.splice(0, db.negotiations.length);
    const { region } = await open();
    expect(await within(region).findByText('Nenhuma negociação finalizada ainda.')).toBeInTheDocument();
  });

  it('a failed call shows “Tentar novamente”, never the empty state, and the retry shows the figures', async () => {
    scenario();
    forcedFailures.push({ method: 'GET', pattern: /^\/company\/1\/impact$/, status: 500, times: 1 });
    const { region, user } = await open();
    const retry = await within(region).findByRole('button', { name: 'Tentar novamente' });
    expect(within(region).getByText('Não foi possível carregar o impacto.')).toBeInTheDocument();
    expect(within(region).queryByText('Nenhuma negociação finalizada ainda.')).toBeNull();
    expect(within(region).getByRole('button', { name: 'Baixar planilha (.xlsx)' })).toBeDisabled();
    await user.click(retry);
    expect(await within(region).findByRole('region', { name: 'Repassado (vendas)' })).toBeInTheDocument();
  });

  it('“Baixar planilha (.xlsx)” downloads the workbook: “Por mês” and “Total”, the weight headed as an estimate', async () => {
    scenario();
    const { region, user } = await open();
    await within(region).findByRole('region', { name: 'Repassado (vendas)' });
    await user.click(within(region).getByRole('button', { name: 'Baixar planilha (.xlsx)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(fetchFile).mock.calls[0]![0]).toBe('/company/1/impact/export');
    const file = vi.mocked(saveBlob).mock.calls[0]![0];
    expect(file.fileName).toMatch(new RegExp(`^impacto-[a-z0-9-]+-${today()}\\.xlsx$`));
    const book = XLSX.read(new Uint8Array(await file.blob.arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['Por mês', 'Total']);
    const header = (name: string) => XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1 })[0];
    expect(header('Por mês')).toEqual(['Fluxo', 'Mês', 'Unidade', 'Quantidade', 'Negociações', 'Peso estimado (kg)']);
    expect(header('Total')).toEqual(['Fluxo', 'Unidade', 'Quantidade', 'Negociações', 'Peso estimado (kg)']);
  });

  it('the dashboard’s: the platform in one flow, downloaded as impacto-giro', async () => {
    scenario();
    const { region, user } = await open('platform', 'admin@giro.dev');
    const platform = await within(region).findByRole('region', { name: 'Reaproveitado na plataforma' });
    expect(within(platform).getByText('4 negociações', { exact: false })).toBeInTheDocument();
    expect(within(region).queryByRole('region', { name: 'Repassado (vendas)' })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Baixar planilha (.xlsx)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(fetchFile).mock.calls[0]![0]).toBe('/admin/impact/export');
    expect(vi.mocked(saveBlob).mock.calls[0]![0].fileName).toBe(`impacto-giro-${today()}.xlsx`);
  });
});

describe('the pages that show it', () => {
  it('/empresas/[id] shows Impacto below the company’s data; /admin/empresas/[id] too', async () => {
    scenario();
    const { default: CompanyPage } = await import('@/pages/empresas/[id]/index');
    mockRouter.setRoute('/empresas/1', '/empresas/[id]');
    const view = await renderApp(<CompanyPage />, { signedInAs: 'vendedor@giro.dev' });
    const region = await screen.findByRole('region', { name: 'Impacto' });
    expect(await within(region).findByRole('region', { name: 'Repassado (vendas)' })).toBeInTheDocument();
    view.unmount();

    const { default: AdminCompanyPage } = await import('@/pages/admin/empresas/[id]');
    mockRouter.setRoute('/admin/empresas/1', '/admin/empresas/[id]');
    await renderApp(<AdminCompanyPage />, { signedInAs: 'admin@giro.dev' });
    const admin = await screen.findByRole('region', { name: 'Impacto' });
    expect(await within(admin).findByRole('region', { name: 'Reaproveitado (compras)' })).toBeInTheDocument();
  });
});
