import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { AdminEditAnnouncementScreen, AdminNewAnnouncementScreen } from '@/features/announcements/screens/AdminAnnouncementEditorScreens';
import { AdminAnnouncementsScreen } from '@/features/announcements/screens/AdminAnnouncementsScreen';
import { ApprovalsScreen } from '@/features/announcements/screens/ApprovalsScreen';
import { FORM_MESSAGES } from '@/features/announcements/bodies';
import { AdminAnnouncementTabs } from '@/layouts/AdminAnnouncementsLayout';
import { db } from '@/mocks/db/store';
import { forcedFailures } from '@/mocks/lib/http';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.reset());

async function open(ui: ReactElement, asPath: string, pathname: string, email = 'admin@giro.dev') {
  mockRouter.setRoute(asPath, pathname);
  const view = await renderApp(<RouteGuard>{ui}</RouteGuard>, { signedInAs: email });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

const pending = () => db.announcements.filter((a) => a.status === 'PENDING');
const rowOf = (table: HTMLElement, title: string) => within(table).getByRole('link', { name: title }).closest('tr')!;

describe('/admin/anuncios', () => {
  it('lists every announcement with filters in the URL, and the tab bar of the admin announcement screens', async () => {
    await open(
      <>
        <AdminAnnouncementTabs />
        <AdminAnnouncementsScreen />
      </>,
      '/admin/anuncios',
      '/admin/anuncios',
    );
    const tabs = screen.getByRole('navigation', { name: 'Seções de anúncios' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Todos os anúncios', 'Aprovações', 'Destaques', 'Importar']);
    expect(within(tabs).getByRole('link', { name: 'Todos os anúncios' })).toHaveAttribute('aria-current', 'page');
    const table = screen.getByRole('table', { name: 'Anúncios' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByText(`1–10 de ${db.announcements.length}`, { exact: false })).toBeInTheDocument();

    const user = userEvent.setup();
    await waitFor(() => expect(within(screen.getByLabelText('Empresa')).getByRole('option', { name: 'Têxteis Aurora Ltda' })).toBeInTheDocument());
    // Branches publish too: the filter lists them (docs/product/statuses.md).
    expect(within(screen.getByLabelText('Empresa')).getByRole('option', { name: 'Metalúrgica Horizonte Ltda — Filial Campinas' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Empresa'), 'Têxteis Aurora Ltda');
    await user.selectOptions(screen.getByLabelText('Status'), 'Pendente');
    await waitFor(() => expect(mockRouter.current.query).toEqual({ company: '4', status: 'PENDING' }));
    const expected = db.announcements.filter((a) => a.companyId === 4 && a.status === 'PENDING');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(expected.length + 1));
    for (const a of expected) expect(rowOf(table, a.title)).toHaveTextContent('Têxteis Aurora Ltda');
  });

  it('features an APPROVED announcement from its row, and shows the limit message when the 7 slots are taken', async () => {
    const { user } = await open(<AdminAnnouncementsScreen />, '/admin/anuncios?status=APPROVED&featured=FALSE', '/admin/anuncios');
    const table = screen.getByRole('table', { name: 'Anúncios' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const buttons = within(table).getAllByRole('button', { name: /^Destacar / });
    const before = db.featured.length;
    const title = buttons[0]!.getAttribute('aria-label')!.replace('Destacar ', '');
    await user.click(buttons[0]!);
    expect(await screen.findByText('Anúncio adicionado aos destaques.')).toBeInTheDocument();
    expect(db.featured).toHaveLength(before + 1);
    expect(db.announcements.find((a) => a.id === db.featured[db.featured.length - 1]!.announcementId)!.title).toBe(title);

    while (db.featured.length < 7) {
      const next = db.announcements.find((a) => a.status === 'APPROVED' && !db.featured.some((f) => f.announcementId === a.id))!;
      db.featured.push({ announcementId: next.id, sequence: db.featured.length + 1, createdAt: next.createdAt });
    }
    await waitFor(() => expect(within(table).queryByRole('link', { name: title })).not.toBeInTheDocument());
    const candidate = within(table).getAllByRole('button', { name: /^Destacar / }).find((b) => {
      const t = b.getAttribute('aria-label')!.replace('Destacar ', '');
      return !db.featured.some((f) => db.announcements.find((a) => a.id === f.announcementId)!.title === t);
    })!;
    await user.click(candidate);
    expect(await screen.findByText('O limite de 7 itens em destaque já foi atingido!')).toBeInTheDocument();
    expect(db.featured).toHaveLength(7);
    // The refusal refreshes the count: no 'Destacar' is offered any more (docs/product/statuses.md).
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /^Destacar / }).every((b) => b.hasAttribute('disabled'))).toBe(true));
  });

  it('offers no clickable “Destacar” while the 7 slots are taken, and says why (docs/product/statuses.md)', async () => {
    while (db.featured.length < 7) {
      const next = db.announcements.find((a) => a.status === 'APPROVED' && a.quantity > 0 && !db.featured.some((f) => f.announcementId === a.id))!;
      db.featured.push({ announcementId: next.id, sequence: db.featured.length + 1, createdAt: next.createdAt });
    }
    await open(<AdminAnnouncementsScreen />, '/admin/anuncios?status=APPROVED&featured=FALSE', '/admin/anuncios');
    const table = screen.getByRole('table', { name: 'Anúncios' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /^Destacar / })[0]).toBeDisabled());
    expect(within(table).getAllByRole('button', { name: /^Destacar / }).every((b) => b.hasAttribute('disabled'))).toBe(true);
    expect(within(table).getAllByRole('button', { name: /^Destacar / })[0]).toHaveAccessibleDescription(/O limite de 7 itens em destaque já foi atingido!/);
  });
});

describe('/admin/anuncios/aprovacoes', () => {
  it('lists only PENDING announcements and approves one', async () => {
    const { user } = await open(<ApprovalsScreen />, '/admin/anuncios/aprovacoes', '/admin/anuncios/aprovacoes');
    const table = screen.getByRole('table', { name: 'Anúncios pendentes de aprovação' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(Math.min(10, pending().length) + 1));
    expect(screen.getByText(`de ${pending().length}`, { exact: false })).toBeInTheDocument();
    const first = within(table).getAllByRole('button', { name: /^Aprovar / })[0]!;
    const title = first.getAttribute('aria-label')!.replace('Aprovar ', '');
    await user.click(first);
    expect(await screen.findByText('Anúncio aprovado.')).toBeInTheDocument();
    expect(db.announcements.find((a) => a.title === title && a.status === 'APPROVED')).toBeDefined();
    await waitFor(() => expect(within(table).queryByRole('link', { name: title })).not.toBeInTheDocument());
  });

  it('rejects with a reason (required) and approves several selected', async () => {
    const { user } = await open(<ApprovalsScreen />, '/admin/anuncios/aprovacoes', '/admin/anuncios/aprovacoes');
    const table = screen.getByRole('table', { name: 'Anúncios pendentes de aprovação' });
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /^Reprovar / }).length).toBeGreaterThan(3));
    const rejectButton = within(table).getAllByRole('button', { name: /^Reprovar / })[0]!;
    const rejectedTitle = rejectButton.getAttribute('aria-label')!.replace('Reprovar ', '');
    await user.click(rejectButton);
    const dialog = await screen.findByRole('dialog', { name: 'Reprovar anúncio' });
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    expect(await within(dialog).findByText(FORM_MESSAGES.rejectionReason, { selector: 'p' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Motivo da reprovação/), 'Fotos de outro produto.');
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rejected = db.announcements.find((a) => a.title === rejectedTitle && a.status === 'REJECTED');
    expect(rejected?.rejectionReason).toBe('Fotos de outro produto.');

    await waitFor(() => expect(within(table).queryByRole('link', { name: rejectedTitle })).not.toBeInTheDocument());
    const boxes = within(table).getAllByRole('checkbox', { name: /^Selecionar / }).filter((b) => b.getAttribute('aria-label') !== 'Selecionar todos desta página');
    const chosen = boxes.slice(0, 2).map((b) => b.getAttribute('aria-label')!.replace('Selecionar ', ''));
    await user.click(boxes[0]!);
    // From the keyboard, the checkbox keeps the focus when it is toggled.
    boxes[1]!.focus();
    await user.keyboard(' ');
    expect(boxes[1]).toBeChecked();
    expect(boxes[1]).toHaveFocus();
    expect(screen.getByText('2 selecionados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aprovar selecionados' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Aprovar 2 anúncios' });
    await user.click(within(confirm).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('2 anúncios aprovados.')).toBeInTheDocument();
    for (const title of chosen) expect(db.announcements.find((a) => a.title === title && a.status === 'APPROVED')).toBeDefined();
  });
});

describe('/admin/anuncios/aprovacoes: several rejected at once', () => {
  it('keeps the dialog, the reason and the selection for those that failed, and sends them again', async () => {
    const { user } = await open(<ApprovalsScreen />, '/admin/anuncios/aprovacoes', '/admin/anuncios/aprovacoes');
    const table = screen.getByRole('table', { name: 'Anúncios pendentes de aprovação' });
    await waitFor(() => expect(within(table).getAllByRole('checkbox', { name: /^Selecionar (?!todos)/ }).length).toBeGreaterThan(2));
    const boxes = within(table).getAllByRole('checkbox', { name: /^Selecionar (?!todos)/ }).slice(0, 3);
    const titles = boxes.map((b) => b.getAttribute('aria-label')!.replace('Selecionar ', ''));
    const ids = titles.map((t) => db.announcements.find((a) => a.title === t && a.status === 'PENDING')!.id);
    for (const box of boxes) await user.click(box);

    // The second one fails once.
    forcedFailures.push({ method: 'PUT', pattern: new RegExp(`^/admin/announcement/${ids[1]}$`), status: 503, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Reprovar selecionados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprovar 3 anúncios' });
    await user.type(within(dialog).getByLabelText(/^Motivo da reprovação/), 'Fotos de outro produto.');
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));

    expect(await screen.findByText('2 anúncios reprovados.')).toBeInTheDocument();
    const left = await screen.findByRole('dialog', { name: 'Reprovar anúncio' });
    expect(within(left).getByLabelText(/^Motivo da reprovação/)).toHaveValue('Fotos de outro produto.');
    expect(screen.getByText('1 selecionado')).toBeInTheDocument();
    expect(db.announcements.find((a) => a.id === ids[1])!.status).toBe('PENDING');

    await user.click(within(left).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reprovar anúncio' })).not.toBeInTheDocument());
    expect(ids.map((id) => db.announcements.find((a) => a.id === id)!.rejectionReason)).toEqual(Array(3).fill('Fotos de outro produto.'));
  });
});

describe('/admin/anuncios/novo and /admin/anuncios/[id]', () => {
  it('edits an announcement: rejecting needs a reason, and saving keeps what the admin set', async () => {
    const a = db.announcements.find((x) => x.status === 'PENDING')!;
    const { user } = await open(<AdminEditAnnouncementScreen />, `/admin/anuncios/${a.id}`, '/admin/anuncios/[id]');
    await waitFor(() => expect(screen.getByLabelText(/^Título/)).toHaveValue(a.title));
    await waitFor(() => expect(within(screen.getByLabelText(/^Empresa/)).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(screen.getByLabelText(/^Status/), 'Reprovado');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByLabelText(/^Motivo da reprovação/)).toHaveAccessibleDescription(FORM_MESSAGES.rejectionReason));
    await user.type(screen.getByLabelText(/^Motivo da reprovação/), 'Preço fora da realidade.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/admin/anuncios'));
    expect(db.announcements.find((x) => x.id === a.id)).toMatchObject({ status: 'REJECTED', rejectionReason: 'Preço fora da realidade.' });
  });

  it('offers exactly the approved companies, branches included (docs/product/statuses.md)', async () => {
    await open(<AdminNewAnnouncementScreen />, '/admin/anuncios/novo', '/admin/anuncios/novo');
    const select = screen.getByLabelText(/^Empresa/);
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Metalúrgica Horizonte Ltda — Filial Campinas' })).toBeInTheDocument());
    const offered = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent)
      .filter((name) => db.companies.some((c) => c.companyName === name));
    const approved = db.companies.filter((c) => c.status === 'APPROVED').map((c) => c.companyName);
    expect([...offered].sort()).toEqual([...approved].sort());
  });

  it('offers the companies of the company select list for a new announcement, APPROVED by default', async () => {
    await open(<AdminNewAnnouncementScreen />, '/admin/anuncios/novo', '/admin/anuncios/novo');
    await waitFor(() => expect(within(screen.getByLabelText(/^Empresa/)).getByRole('option', { name: 'Química Sul Indústria e Comércio Ltda' })).toBeInTheDocument());
    expect(screen.getByLabelText(/^Status/)).toHaveDisplayValue('Aprovado');
    expect(screen.queryByLabelText(/^Motivo da reprovação/)).not.toBeInTheDocument();
  });
});
