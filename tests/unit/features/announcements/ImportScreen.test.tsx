import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from 'xlsx';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ImportResult } from '@/features/announcements/api';
import { XLSX_MIME } from '@/features/announcements/model';
import { IMPORT_COLUMNS } from '@/features/announcements/import/rows';
import { ImportScreen } from '@/features/announcements/screens/ImportScreen';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { db } from '@/mocks/db/store';
import type { RefusalCodeFor } from '@/lib/api/codes';
import { badRequest } from '@/mocks/lib/errors';
import { forcedFailures, route } from '@/mocks/lib/http';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

const HEADER = IMPORT_COLUMNS.map((c) => c.header);
let imported: { contentType: string | null }[] = [];

beforeEach(() => {
  mockRouter.setRoute('/admin/anuncios/importar');
  imported = [];
  // jsdom's FormData does not reach the handler byte for byte (the real import is tested with the
  // mock and in the e2e suite): answer like the API would for the sheet below.
  server.use(
    route.post('/admin/announcement/import', async ({ request }) => {
      imported.push({ contentType: request.headers.get('content-type') });
      const result: ImportResult = {
        total: 3,
        created: 2,
        createdIds: [901, 902],
        refused: [
          { row: 4, errors: ['Unidade desconhecida: "barril".', 'Preço inválido: informe um valor de R$\u00a00,01 a R$\u00a0999.999.999,99.'] },
        ],
      };
      return result;
    }),
  );
});

function xlsxFile(rows: unknown[][], name = 'anuncios.xlsx'): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Anúncios');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], name, { type: XLSX_MIME });
}

const GOOD_SHEET = [
  HEADER,
  ['Chapas SAE 1020 — lote A', '', 'Chapa de aço carbono SAE 1020', 10, 't', '5.100,00', '10/12/2026', '01310-100', 'São Paulo', 'SP'],
  ['Tubos inox — lote B', 'Sobras', 'Tubo de aço inox 304', 300, 'm', 89.9, '', '', 'Campinas', 'SP'],
  ['Cimento em barris', '', 'Cimento CP II-E-32', 5, 'barril', 0, '', '', 'Recife', 'PE'],
];

async function open() {
  await renderApp(
    <RouteGuard>
      <ImportScreen />
    </RouteGuard>,
    { signedInAs: 'admin@giro.dev' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Importar anúncios' });
  const user = userEvent.setup({ applyAccept: false });
  await waitFor(() => expect(screen.getByLabelText(/^Planilha/)).toBeEnabled());
  return user;
}

describe('/admin/anuncios/importar', () => {
  it('says why the spreadsheet picker waits when the products failed to load, and retries them', async () => {
    forcedFailures.push({ method: 'GET', pattern: /^\/product\/select-list$/, status: 503, times: 1 });
    await renderApp(
      <RouteGuard>
        <ImportScreen />
      </RouteGuard>,
      { signedInAs: 'admin@giro.dev' },
    );
    const picker = await screen.findByLabelText(/^Planilha/);
    await waitFor(() => expect(picker).toHaveAccessibleDescription(expect.stringContaining('Não foi possível carregar as opções.')));
    expect(picker).toBeDisabled();
    const hint = document.getElementById(picker.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    await userEvent.setup().click(within(hint).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(picker).toBeEnabled());
    expect(picker).toHaveAccessibleDescription('Planilha do Excel (.xlsx) no formato do modelo.');
  });

  it('offers only approved companies, as its hint says (docs/product/messages.md)', async () => {
    await open();
    const select = screen.getByLabelText(/^Empresa/);
    expect(select).toHaveAccessibleDescription('Só empresas aprovadas recebem anúncios.');
    const approved = db.companies.filter((c) => c.status === 'APPROVED').map((c) => c.companyName);
    expect(approved.length).toBeGreaterThan(1);
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBe(approved.length + 1));
    const offered = within(select).getAllByRole('option').slice(1).map((o) => o.textContent);
    expect(offered).toEqual([...approved].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    for (const name of ['Eletro Campos Comércio de Materiais Elétricos Ltda', 'Autopeças Gaúcha Ltda', 'Madeireira Tropical Ltda']) {
      expect(offered).not.toContain(name);
    }
  });

  it.each<[RefusalCodeFor<400>, string]>([
    ['CompanyRejected', 'A empresa foi reprovada e não pode receber anúncios.'],
    ['CompanyPending', 'A empresa está pendente de aprovação e ainda não pode receber anúncios.'],
    ['CompanyInactive', 'A empresa está inativa e não pode receber anúncios.'],
  ])('a company that stopped being approved meanwhile is refused for what it is: %s (docs/product/messages.md)', async (code, message) => {
    server.use(route.post('/admin/announcement/import', () => Promise.reject(badRequest(code))));
    const user = await open();
    await user.upload(screen.getByLabelText(/^Planilha/), xlsxFile(GOOD_SHEET));
    await screen.findByTestId('import-summary');
    await waitFor(() => expect(within(screen.getByLabelText(/^Empresa/)).getByRole('option', { name: 'Metalúrgica Horizonte Ltda' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^Empresa/), 'Metalúrgica Horizonte Ltda');
    await user.click(screen.getByRole('button', { name: 'Importar 2 anúncios' }));
    await waitFor(() => expect(screen.getByLabelText(/^Empresa/)).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(screen.getByLabelText(/^Empresa/)).toHaveDisplayValue('Metalúrgica Horizonte Ltda');
    expect(screen.getByTestId('import-summary')).toBeInTheDocument();
  });

  it('offers the template download', async () => {
    await open();
    expect(screen.getByRole('button', { name: 'Baixar modelo (.xlsx)' })).toBeInTheDocument();
  });

  it('previews the rows in the browser, flags the bad row, then imports with the company and shows the result', async () => {
    const user = await open();
    expect(screen.getByText('Nenhum arquivo escolhido')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Planilha/), xlsxFile(GOOD_SHEET));
    expect(await screen.findByTestId('import-summary')).toHaveTextContent('3 linhas: 2 prontas para importar, 1 com problema (não será importada).');
    expect(screen.getByText('anuncios.xlsx')).toBeInTheDocument();
    expect(imported).toHaveLength(0);
    const table = await screen.findByRole('table', { name: 'Prévia da planilha' });
    const bad = within(table).getByText('Cimento em barris').closest('tr')!;
    expect(bad).toHaveTextContent('Unidade desconhecida: "barril".');
    expect(bad).toHaveTextContent('Preço inválido: informe um valor de R$ 0,01 a R$ 999.999.999,99.');
    expect(within(table).getByText('Chapas SAE 1020 — lote A').closest('tr')).toHaveTextContent('Pronta');

    await user.click(screen.getByLabelText('Mostrar só as linhas com problemas'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));

    // Without a company the import cannot start.
    const submit = screen.getByRole('button', { name: 'Importar 2 anúncios' });
    expect(submit).toBeDisabled();
    await waitFor(() => expect(within(screen.getByLabelText(/^Empresa/)).getByRole('option', { name: 'Metalúrgica Horizonte Ltda' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^Empresa/), 'Metalúrgica Horizonte Ltda');
    await user.click(screen.getByRole('button', { name: 'Importar 2 anúncios' }));

    const result = await screen.findByTestId('import-result');
    expect(within(result).getByRole('status')).toHaveTextContent('2 anúncios criados; 1 linha recusada.');
    expect(await within(result).findByRole('table', { name: 'Linhas recusadas' })).toHaveTextContent('Unidade desconhecida: "barril".');
    expect(within(result).getByRole('link', { name: 'Ver anúncios da empresa' })).toHaveAttribute('href', '/admin/anuncios?company=1');
    expect(imported).toHaveLength(1);
    expect(imported[0]!.contentType).toMatch(/^multipart\/form-data/);
  });

  it('shows every amount of the preview the way the app shows amounts (BRL, pt-BR grouping), and flags decimals in a whole unit', async () => {
    const user = await open();
    const sheet = [
      HEADER,
      ['Chapas SAE 1020 — lote A', '', 'Chapa de aço carbono SAE 1020', 1500, 't', '5100,5', '', '', 'São Paulo', 'SP'],
      ['Tubos inox — lote B', '', 'Tubo de aço inox 304', '2.500', 'm', '1.234,50', '', '', 'Campinas', 'SP'],
      ['Paletes PBR — lote C', '', 'Palete de madeira PBR', 12.5, 'un', 61.2, '', '', 'Joinville', 'SC'],
    ];
    await user.upload(screen.getByLabelText(/^Planilha/), xlsxFile(sheet));
    const table = await screen.findByRole('table', { name: 'Prévia da planilha' });
    const row = (title: string) => within(table).getByText(title).closest('tr')!;
    expect(row('Chapas SAE 1020 — lote A')).toHaveTextContent('R$ 5.100,50');
    expect(row('Chapas SAE 1020 — lote A')).toHaveTextContent('1.500');
    expect(row('Tubos inox — lote B')).toHaveTextContent('R$ 1.234,50');
    expect(row('Tubos inox — lote B')).toHaveTextContent('2.500');
    expect(row('Paletes PBR — lote C')).toHaveTextContent('R$ 61,20');
    expect(row('Paletes PBR — lote C')).toHaveTextContent('12,5');
    expect(row('Paletes PBR — lote C')).toHaveTextContent('Quantidade inválida: a unidade “un” não aceita casas decimais.');
  });

  it.each([
    ['a file that is not a spreadsheet', new File(['a;b\n1;2'], 'dados.csv', { type: 'text/csv' }), 'Envie uma planilha do Excel (.xlsx).'],
    ['a corrupt .xlsx', new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5])], 'quebrada.xlsx', { type: XLSX_MIME }), 'Não foi possível ler a planilha'],
    ['an empty sheet', xlsxFile([HEADER]), 'A planilha não tem linhas de anúncios.'],
    ['a sheet without the template columns', xlsxFile([['Nome', 'Valor'], ['x', 1]]), 'A planilha não segue o modelo'],
  ])('refuses %s with a clear message (under the field and toasted) and sends nothing', async (_case, file, message) => {
    const user = await open();
    await user.upload(screen.getByLabelText(/^Planilha/), file);
    await waitFor(() => expect(screen.getByLabelText(/^Planilha/)).toHaveAccessibleDescription(expect.stringContaining(message)));
    await waitFor(() => expect(document.querySelector('.Toastify')).toHaveTextContent(message));
    expect(screen.queryByTestId('import-summary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
    expect(imported).toHaveLength(0);
  });

  it('previews 5 000 rows and shows one page of them', async () => {
    const rows: unknown[][] = [HEADER];
    for (let i = 0; i < 5000; i++) rows.push([`Lote ${i + 1}`, '', 'Palete de madeira PBR', 10 + i, 'un', 55.5, '', '', 'Joinville', i % 100 === 0 ? '??' : 'SC']);
    const user = await open();
    await user.upload(screen.getByLabelText(/^Planilha/), xlsxFile(rows));
    expect(await screen.findByTestId('import-summary', {}, { timeout: 10_000 })).toHaveTextContent('5.000 linhas: 4.950 prontas para importar, 50 com problemas');
    expect(within(await screen.findByRole('table', { name: 'Prévia da planilha' })).getAllByRole('row')).toHaveLength(11);
  });
});
