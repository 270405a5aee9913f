import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { EditAnnouncementScreen, NewAnnouncementScreen } from '@/features/announcements/screens/MyAnnouncementEditorScreens';
import { MyAnnouncementsScreen } from '@/features/announcements/screens/MyAnnouncementsScreen';
import { emptyAnnouncementForm, FORM_MESSAGES } from '@/features/announcements/schemas';
import { db, nextId, now } from '@/mocks/db/store';
import { makeFileRecord, signedFileUrl } from '@/mocks/lib/file-links';
import { badRequest } from '@/mocks/lib/errors';
import { forcedFailures, route } from '@/mocks/lib/http';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

vi.mock('next/router', () => import('@tests/helpers/router'));

const seller = () => db.accounts.find((a) => a.email === 'vendedor@giro.dev')!;

beforeEach(() => {
  mockRouter.reset();
  localStorage.clear();
  // jsdom's FormData does not reach the handler byte for byte (the real POST /file is tested with
  // the mock): store a file record the way the handler does.
  let n = 0;
  server.use(
    route.post('/file', () => {
      n += 1;
      const [name, mimetype] = n === 1 ? ['chapas.png', 'image/png'] : [`laudo-${n}.pdf`, 'application/pdf'];
      const record = makeFileRecord({ id: nextId('files'), name, mimetype, bytes: new Uint8Array(4), ownerAccountId: seller().id, createdAt: now() });
      db.files.push(record);
      return { id: record.id, url: signedFileUrl(record), mimetype, name };
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

async function open(ui: ReactElement, asPath: string, pathname: string, email = 'vendedor@giro.dev') {
  mockRouter.setRoute(asPath, pathname);
  const view = await renderApp(<RouteGuard>{ui}</RouteGuard>, { signedInAs: email });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

const field = (label: RegExp) => screen.getByLabelText(label);

async function optionsLoaded() {
  await waitFor(() => expect(within(field(/^Empresa/)).getByRole('option', { name: 'Metalúrgica Horizonte Ltda' })).toBeInTheDocument());
  await waitFor(() => expect(within(field(/^Produto/)).getByRole('option', { name: 'Chapa de aço carbono SAE 1020' })).toBeInTheDocument());
  await waitFor(() => expect(within(field(/^Unidade/)).getByRole('option', { name: 't (Tonelada)' })).toBeInTheDocument());
  await waitFor(() => expect(within(field(/^UF/)).getByRole('option', { name: 'São Paulo' })).toBeInTheDocument());
}

describe('/meus-anuncios', () => {
  it("lists the seller's companies' announcements in every status, with badges and a status filter", async () => {
    const { user } = await open(<MyAnnouncementsScreen />, '/meus-anuncios', '/meus-anuncios');
    const table = screen.getByRole('table', { name: 'Meus anúncios' });
    const mine = db.announcements.filter((a) => [1, 13].includes(a.companyId));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByText(`1–10 de ${mine.length}`, { exact: false })).toBeInTheDocument();
    for (const label of ['Aprovado', 'Pendente', 'Reprovado']) expect(within(table).getAllByText(label).length).toBeGreaterThan(0);

    await user.selectOptions(screen.getByLabelText('Status'), 'Reprovado');
    await waitFor(() => expect(mockRouter.current.query).toEqual({ status: 'REJECTED' }));
    const rejected = mine.filter((a) => a.status === 'REJECTED');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(rejected.length + 1));
    for (const a of rejected) expect(within(table).getByRole('link', { name: a.title })).toHaveAttribute('href', `/meus-anuncios/${a.id}`);
    expect(within(table).queryByText('Aprovado')).not.toBeInTheDocument();
  });

  it('lists the most recently updated first by default, and says so on the column (issue 29)', async () => {
    await open(<MyAnnouncementsScreen />, '/meus-anuncios', '/meus-anuncios');
    const table = screen.getByRole('table', { name: 'Meus anúncios' });
    const mine = db.announcements.filter((a) => [1, 13].includes(a.companyId));
    const latest = mine.reduce((a, b) => (b.updatedAt > a.updatedAt ? b : a));
    await waitFor(() => expect(within(table).getAllByRole('link', { name: latest.title }).length).toBeGreaterThan(0));
    const shown = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(within(row).getAllByRole('link')[0]!.getAttribute('href')!.split('/').pop()))
      .map((id) => mine.find((a) => a.id === id)!.updatedAt);
    expect(shown).toHaveLength(10);
    expect(shown[0]).toBe(latest.updatedAt);
    expect([...shown].sort().reverse()).toEqual(shown);
    expect(within(table).getByRole('columnheader', { name: /Atualizado em/ })).toHaveAttribute('aria-sort', 'descending');
    expect(mockRouter.current.query).toEqual({});
  });

  it("drops a company or status from an old link that is not the seller's or not a status, and lists everything", async () => {
    await open(<MyAnnouncementsScreen />, '/meus-anuncios?company=4&status=FOO', '/meus-anuncios');
    await waitFor(() => expect(mockRouter.current.query).toEqual({ status: 'FOO' }));
    const table = screen.getByRole('table', { name: 'Meus anúncios' });
    const mine = db.announcements.filter((a) => [1, 13].includes(a.companyId));
    await waitFor(() => expect(screen.getByText(`1–10 de ${mine.length}`, { exact: false })).toBeInTheDocument());
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Todos');
  });

  it("does not show another company's announcements", async () => {
    await open(<MyAnnouncementsScreen />, '/meus-anuncios', '/meus-anuncios', 'comprador@giro.dev');
    const table = screen.getByRole('table', { name: 'Meus anúncios' });
    // Rows with a link are the loaded ones (the skeleton's rows have empty cells).
    await waitFor(() => expect(within(table).queryAllByRole('link').length).toBeGreaterThan(0));
    const sellerTitles = new Set(db.announcements.filter((a) => a.companyId === 1).map((a) => a.title));
    const companies = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[4]!.textContent);
    expect(new Set(companies)).toEqual(new Set(['Construtora Vale Verde S.A.']));
    expect(within(table).queryAllByRole('link').some((l) => sellerTitles.has(l.textContent!) && l.getAttribute('href')!.startsWith('/meus-anuncios/'))).toBe(false);
  });
});

describe('/meus-anuncios/novo', () => {
  it('says under Empresa when the companies failed to load, and loads them on “Tentar novamente”', async () => {
    forcedFailures.push({ method: 'GET', pattern: /^\/company\/list\/me$/, status: 503, times: 1 });
    const { user } = await open(<NewAnnouncementScreen />, '/meus-anuncios/novo', '/meus-anuncios/novo');
    await waitFor(() => expect(field(/^Empresa/)).toHaveAccessibleDescription(expect.stringContaining('Não foi possível carregar as opções.')));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await optionsLoaded();
    expect(field(/^Empresa/)).toHaveAccessibleDescription('Só empresas aprovadas publicam anúncios.');
  });

  it('creates a PENDING announcement with a photo and a Laudo, and clears the draft', async () => {
    const { user } = await open(<NewAnnouncementScreen />, '/meus-anuncios/novo', '/meus-anuncios/novo');
    await optionsLoaded();
    await user.selectOptions(field(/^Empresa/), 'Metalúrgica Horizonte Ltda');
    await user.selectOptions(field(/^Produto/), 'Chapa de aço carbono SAE 1020');
    await user.type(field(/^Título/), 'Chapas SAE 1020 — sobra de obra');
    await user.type(field(/^Descrição/), 'Chapas de 6 mm, sem ferrugem, em galpão coberto.');
    await user.type(field(/^Quantidade/), '12');
    await user.selectOptions(field(/^Unidade/), 't (Tonelada)');
    await user.type(field(/^Preço unitário/), '5200');
    await user.type(field(/^CEP/), '01310100');
    await waitFor(() => expect(field(/^Logradouro/)).toHaveValue('Avenida Paulista'));
    await user.type(field(/^Número/), '1578');
    await user.upload(field(/^Arquivos/), [new File(['png'], 'chapas.png', { type: 'image/png' }), new File(['%PDF-1.4'], 'laudo.pdf', { type: 'application/pdf' })]);
    const attached = await screen.findByRole('list', { name: 'Arquivos anexados' });
    await waitFor(() => expect(within(attached).getAllByRole('listitem')).toHaveLength(2));
    await user.selectOptions(within(attached).getByRole('combobox', { name: /^Tipo de laudo/ }), 'Laudo');
    await waitFor(() => expect(localStorage.length).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/meus-anuncios'));
    const created = db.announcements[db.announcements.length - 1]!;
    expect(created).toMatchObject({
      title: 'Chapas SAE 1020 — sobra de obra',
      status: 'PENDING',
      companyId: 1,
      productId: 1,
      quantity: 12,
      unitPrice: 5200,
      location: { zipCode: '01310100', street: 'Avenida Paulista', number: '1578', city: 'São Paulo', uf: 'SP' },
    });
    expect(created.files.map((f) => f.type)).toEqual(['PHOTO', 'REPORT']);
    expect(await screen.findByText('Anúncio enviado para aprovação.')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('shows a message under each field for bad input, keeps the values, and sends nothing', async () => {
    const { user } = await open(<NewAnnouncementScreen />, '/meus-anuncios/novo', '/meus-anuncios/novo');
    await optionsLoaded();
    const before = db.announcements.length;
    await user.type(field(/^Título/), 'Lote de cimento');
    await user.type(field(/^Quantidade/), '-5');
    await user.type(field(/^Preço unitário/), '0');
    await user.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verifique os campos destacados:');
    expect(field(/^Quantidade/)).toHaveAccessibleDescription(FORM_MESSAGES.quantityPositive);
    expect(field(/^Preço unitário/)).toHaveAccessibleDescription(FORM_MESSAGES.pricePositive);
    expect(field(/^Empresa/)).toHaveAccessibleDescription(expect.stringContaining(FORM_MESSAGES.company));
    expect(field(/^Arquivos/)).toHaveAccessibleDescription(expect.stringContaining(FORM_MESSAGES.photo));
    expect(field(/^Descrição/)).toHaveAccessibleDescription(expect.stringContaining(FORM_MESSAGES.description));
    expect(field(/^Título/)).toHaveValue('Lote de cimento');
    expect(field(/^Quantidade/)).toHaveValue('-5');
    expect(db.announcements.length).toBe(before);
  });

  it('puts a field-specific API refusal on its field and keeps every value', async () => {
    server.use(route.post('/announcement', () => Promise.reject(badRequest('CompanyNotApproved'))));
    const { user } = await open(<NewAnnouncementScreen />, '/meus-anuncios/novo', '/meus-anuncios/novo');
    await optionsLoaded();
    await user.selectOptions(field(/^Empresa/), 'Metalúrgica Horizonte Ltda');
    await user.selectOptions(field(/^Produto/), 'Cimento CP II-E-32');
    await user.type(field(/^Título/), 'Cimento CP II — 20 pallets');
    await user.type(field(/^Descrição/), 'Pallets fechados, validade até março.');
    await user.type(field(/^Quantidade/), '20');
    await user.selectOptions(field(/^Unidade/), 'pallet (Pallet)');
    await user.type(field(/^Preço unitário/), '1500');
    await user.type(field(/^CEP/), '30130010');
    await waitFor(() => expect(field(/^Cidade/)).toHaveValue('Belo Horizonte'));
    await user.type(field(/^Número/), '100');
    await user.upload(field(/^Arquivos/), new File(['png'], 'cimento.png', { type: 'image/png' }));
    await screen.findByRole('list', { name: 'Arquivos anexados' });
    await user.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
    await waitFor(() => expect(field(/^Empresa/)).toHaveAccessibleDescription(expect.stringContaining('A empresa ainda não foi aprovada.')));
    expect(mockRouter.current.pathname).toBe('/meus-anuncios/novo');
    expect(screen.getAllByText('A empresa ainda não foi aprovada.').length).toBeGreaterThanOrEqual(2);
    expect(field(/^Empresa/)).toHaveDisplayValue('Metalúrgica Horizonte Ltda');
    expect(field(/^Produto/)).toHaveDisplayValue('Cimento CP II-E-32');
    expect(field(/^Título/)).toHaveValue('Cimento CP II — 20 pallets');
    expect(field(/^Descrição/)).toHaveValue('Pallets fechados, validade até março.');
    expect(field(/^Quantidade/)).toHaveValue('20');
    expect(field(/^Unidade/)).toHaveDisplayValue('pallet (Pallet)');
    expect(field(/^Preço unitário/)).toHaveValue('1.500,00');
    expect(field(/^CEP/)).toHaveValue('30130-010');
    expect(field(/^Cidade/)).toHaveValue('Belo Horizonte');
    expect(field(/^Número/)).toHaveValue('100');
    // The upload stub (above) names the first file it stores 'chapas.png'.
    expect(within(screen.getByRole('list', { name: 'Arquivos anexados' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['chapas.png']);
  });

  it('offers the draft back after a reload, and restores it', async () => {
    const first = await open(<NewAnnouncementScreen />, '/meus-anuncios/novo', '/meus-anuncios/novo');
    await optionsLoaded();
    await first.user.type(field(/^Título/), 'Rascunho de chapas galvanizadas');
    await first.user.type(field(/^Quantidade/), '33');
    await waitFor(() => expect(localStorage.length).toBe(1));
    first.unmount();

    const second = await open(<NewAnnouncementScreen />, '/meus-anuncios/novo', '/meus-anuncios/novo');
    const banner = await screen.findByRole('region', { name: 'Rascunho não salvo' });
    expect(banner).toHaveTextContent('Encontramos um rascunho não salvo deste anúncio');
    expect(field(/^Título/)).toHaveValue('');
    await second.user.click(within(banner).getByRole('button', { name: 'Restaurar rascunho' }));
    expect(field(/^Título/)).toHaveValue('Rascunho de chapas galvanizadas');
    expect(field(/^Quantidade/)).toHaveValue('33');
    expect(screen.queryByRole('region', { name: 'Rascunho não salvo' })).not.toBeInTheDocument();
  });

  const draftKey = () => `giro:rascunho:anuncio:${seller().id}:novo`;
  const storeDraft = (values: unknown, savedAt = '2026-11-22T12:00:00.000Z') => localStorage.setItem(draftKey(), JSON.stringify({ savedAt, values }));

  it('discards a draft on request', async () => {
    storeDraft({ ...emptyAnnouncementForm(), title: 'velho' });
    const { user } = await open(<NewAnnouncementScreen />, '/meus-anuncios/novo', '/meus-anuncios/novo');
    const banner = await screen.findByRole('region', { name: 'Rascunho não salvo' });
    await user.click(within(banner).getByRole('button', { name: 'Descartar' }));
    expect(localStorage.length).toBe(0);
    expect(field(/^Título/)).toHaveValue('');
  });

  // A draft written by an older version of the form (a field it did not have) or edited by hand
  // would put values in the form that it cannot show or that the seller cannot fix (the hidden
  // status left empty blocked every submit): it is dropped, and the form opens as new.
  it.each([
    ['a field missing (an older form)', () => storeDraft({ title: 'Sem os outros campos' })],
    ['a field of the wrong type', () => storeDraft({ ...emptyAnnouncementForm(), files: 'chapas.png' })],
    ['an attachment without its name', () => storeDraft({ ...emptyAnnouncementForm(), files: [{ id: 1, url: '/x', mimetype: 'image/png', type: 'PHOTO' }] })],
    ['a date that is not one', () => storeDraft(emptyAnnouncementForm(), 'ontem')],
    ['text that is not JSON', () => localStorage.setItem(draftKey(), '{"savedAt":')],
  ])('does not offer a draft with %s, and removes it', async (_, store) => {
    store();
    const { user } = await open(<NewAnnouncementScreen />, '/meus-anuncios/novo', '/meus-anuncios/novo');
    await optionsLoaded();
    expect(screen.queryByRole('region', { name: 'Rascunho não salvo' })).not.toBeInTheDocument();
    expect(localStorage.getItem(draftKey())).toBeNull();
    expect(field(/^Título/)).toHaveValue('');
    // The form works as new: typing saves a draft of the current shape.
    await user.type(field(/^Título/), 'Novo rascunho');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(draftKey()) ?? '{}')).toMatchObject({ values: { title: 'Novo rascunho', status: 'PENDING', files: [] } }));
  });
});

describe('/meus-anuncios/[id]', () => {
  it('loads the announcement, and an edit sends it back to approval and out of the featured list', async () => {
    const featuredOfSeller = db.announcements.find((a) => a.companyId === 1 && a.status === 'APPROVED')!;
    db.featured.push({ announcementId: featuredOfSeller.id, sequence: db.featured.length + 1, createdAt: now() });
    const { user } = await open(<EditAnnouncementScreen />, `/meus-anuncios/${featuredOfSeller.id}`, '/meus-anuncios/[id]');
    await waitFor(() => expect(field(/^Título/)).toHaveValue(featuredOfSeller.title));
    expect(screen.getByText(/volta para a aprovação da equipe/)).toBeInTheDocument();
    await optionsLoaded();
    expect(field(/^Empresa/)).toHaveDisplayValue('Metalúrgica Horizonte Ltda');
    expect(field(/^CEP/)).toHaveValue(featuredOfSeller.location.zipCode.replace(/^(\d{5})(\d{3})$/, '$1-$2'));
    await user.clear(field(/^Título/));
    await user.type(field(/^Título/), 'Título revisado pelo vendedor');
    await user.click(screen.getByRole('button', { name: 'Salvar e enviar para aprovação' }));
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/meus-anuncios'));
    expect(db.announcements.find((a) => a.id === featuredOfSeller.id)).toMatchObject({ title: 'Título revisado pelo vendedor', status: 'PENDING' });
    expect(db.featured.some((f) => f.announcementId === featuredOfSeller.id)).toBe(false);
  });

  it('shows why a rejected announcement was refused', async () => {
    const rejected = db.announcements.find((a) => a.companyId === 1 && a.status === 'REJECTED')!;
    await open(<EditAnnouncementScreen />, `/meus-anuncios/${rejected.id}`, '/meus-anuncios/[id]');
    expect(await screen.findByText(`Motivo: ${rejected.rejectionReason}`)).toBeInTheDocument();
  });

  it('says when the seller\'s companies failed to load (they decide whose announcement it is), and retries', async () => {
    const own = db.announcements.find((a) => a.companyId === 1 && a.status === 'APPROVED')!;
    forcedFailures.push({ method: 'GET', pattern: /^\/company\/list\/me$/, status: 503, times: 1 });
    mockRouter.setRoute(`/meus-anuncios/${own.id}`, '/meus-anuncios/[id]');
    await renderApp(
      <RouteGuard>
        <EditAnnouncementScreen />
      </RouteGuard>,
      { signedInAs: 'vendedor@giro.dev' },
    );
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.queryByText('Carregando anúncio...')).not.toBeInTheDocument();
    await userEvent.setup().click(retry);
    await waitFor(() => expect(field(/^Título/)).toHaveValue(own.title));
  });

  it("refuses to edit another company's announcement", async () => {
    const other = db.announcements.find((a) => a.companyId === 3 && a.status === 'APPROVED')!;
    await open(<EditAnnouncementScreen />, `/meus-anuncios/${other.id}`, '/meus-anuncios/[id]');
    expect(await screen.findByText('Ele não existe ou não pertence a uma das suas empresas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Salvar/ })).not.toBeInTheDocument();
  });
});
