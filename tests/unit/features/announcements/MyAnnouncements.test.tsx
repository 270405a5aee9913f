import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { EditAnnouncementScreen } from '@/features/announcements/screens/MyAnnouncementEditorScreens';
import { MyAnnouncementsScreen } from '@/features/announcements/screens/MyAnnouncementsScreen';
import { db, now } from '@/mocks/db/store';
import { forcedFailures } from '@/mocks/lib/http';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';
import { field, open, optionsLoaded, setUpSellerScreens } from './seller-screens';

setUpSellerScreens();

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

  it('lists the most recently updated first by default, and says so on the column (docs/product/screens.md)', async () => {
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
