import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { MyAnnouncementsScreen } from '@/features/announcements/screens/MyAnnouncementsScreen';
import { db } from '@/mocks/db/store';
import { server } from '@/mocks/node';
import { formatPhone } from '@/lib/format';
import AnnouncementPage from '@/pages/anuncios/[id]';
import ReceivedPage from '@/pages/interesses/recebidos';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.reset());
afterEach(() => server.events.removeAllListeners());

/** Interest items on announcements of company 1 (vendedor's, colaborador's). */
const received = () => db.interestItems.filter((i) => db.announcements.find((a) => a.id === i.announcementId)!.companyId === 1);
const accountOf = (id: number) => db.accounts.find((a) => a.id === id)!;

async function open(ui: ReactElement, asPath: string, pathname: string, email: string) {
  mockRouter.setRoute(asPath, pathname);
  await renderApp(<RouteGuard>{ui}</RouteGuard>, { signedInAs: email });
  return userEvent.setup();
}

describe('/interesses/recebidos', () => {
  it("lists what the seller's company received, for every member, and shows the buyer's contact", async () => {
    const user = await open(<ReceivedPage />, '/interesses/recebidos', '/interesses/recebidos', 'colaborador@giro.dev');
    const table = await screen.findByRole('table', { name: 'Interesses recebidos' });
    const items = received();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(items.length + 1));
    expect(screen.getByRole('link', { name: 'Interesses recebidos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Meus interesses' })).toHaveAttribute('href', '/interesses');

    const item = items.find((i) => accountOf(i.accountId).email === 'comprador@giro.dev')!;
    const buyer = accountOf(item.accountId);
    const company = db.companies.find((c) => c.id === item.companyId)!;
    const a = db.announcements.find((x) => x.id === item.announcementId)!;
    const row = within(table).getByText(buyer.name).closest('tr')!;
    expect(row).toHaveTextContent(company.tradeName);
    expect(row).toHaveTextContent(item.message);
    expect(row).toHaveTextContent(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    expect(within(row).getByRole('link', { name: a.title })).toHaveAttribute('href', `/anuncios/${a.id}`);

    await user.click(within(row).getByRole('button', { name: `Ver contato de ${buyer.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Contato de ${buyer.name}` });
    expect(within(dialog).getByRole('link', { name: buyer.email })).toHaveAttribute('href', `mailto:${buyer.email}`);
    expect(dialog).toHaveTextContent(formatPhone(buyer.phone));
    expect(within(dialog).getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    if (company.phone) expect(dialog).toHaveTextContent(formatPhone(company.phone));
  });

  it("'Abrir negociação' opens one from the interest and goes to it", async () => {
    const item = received().find((i) => !db.negotiations.some((n) => n.announcementId === i.announcementId && n.buyerCompanyId === i.companyId && !['FINISHED', 'CALLED_OFF'].includes(n.status)))!;
    const buyer = accountOf(item.accountId);
    const user = await open(<ReceivedPage />, '/interesses/recebidos', '/interesses/recebidos', 'vendedor@giro.dev');
    const table = await screen.findByRole('table', { name: 'Interesses recebidos' });
    const row = (await within(table).findByText(buyer.name)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: `Abrir negociação com ${buyer.name}` }));
    await waitFor(() => expect(mockRouter.current.asPath).toMatch(/^\/negociacoes\/\d+$/));
    const opened = db.negotiations.find((n) => n.announcementId === item.announcementId && n.buyerCompanyId === item.companyId && n.status === 'IN_QUOTATION')!;
    expect(mockRouter.current.asPath).toBe(`/negociacoes/${opened.id}`);
    expect(opened.quantity).toBe(item.quantity);
  });

  it('sorts by client (the server gets COSTUMER_NAME) and by date (CREATE_DATE)', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/interest-items/me') sent.push(url.search);
    });
    const user = await open(<ReceivedPage />, '/interesses/recebidos', '/interesses/recebidos', 'vendedor@giro.dev');
    const table = await screen.findByRole('table', { name: 'Interesses recebidos' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(received().length + 1));
    expect(sent.every((s) => s.includes('scope=received'))).toBe(true);
    await user.click(within(table).getByRole('button', { name: /Cliente/ }));
    await waitFor(() => expect(sent.some((s) => s.includes('orderBy=COSTUMER_NAME') && s.includes('order=ASC'))).toBe(true));
    const expected = received().map((i) => accountOf(i.accountId).name).sort((x, y) => x.localeCompare(y, 'pt-BR'));
    await waitFor(() => {
      const shown = within(table).getAllByRole('row').slice(1).map((r) => within(r).getByRole('cell', { name: (name) => expected.includes(name) }).textContent);
      expect(shown).toEqual(expected);
    });
    await user.click(within(table).getByRole('button', { name: /Registrado em/ }));
    await waitFor(() => expect(sent.some((s) => s.includes('orderBy=CREATE_DATE'))).toBe(true));
  });

  it("filters by announcement from the address, and offers 'Ver negociação' when one is open", async () => {
    const item = received()[0]!;
    for (const other of db.negotiations) if (other.announcementId === item.announcementId && other.buyerCompanyId === item.companyId) other.status = 'CALLED_OFF';
    const n = db.negotiations[0]!;
    Object.assign(n, { announcementId: item.announcementId, buyerCompanyId: item.companyId, status: 'IN_QUOTATION' });
    const a = db.announcements.find((x) => x.id === item.announcementId)!;
    const user = await open(<ReceivedPage />, `/interesses/recebidos?announcement=${a.id}`, '/interesses/recebidos', 'vendedor@giro.dev');
    const table = await screen.findByRole('table', { name: 'Interesses recebidos' });
    const ofIt = db.interestItems.filter((i) => i.announcementId === a.id);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(ofIt.length + 1));
    expect(await screen.findByText(new RegExp(`Somente os interesses do anúncio “${a.title}”`))).toBeInTheDocument();
    const row = within(table).getByText(accountOf(item.accountId).name).closest('tr')!;
    expect(within(row).getByRole('link', { name: `Ver negociação nº ${n.id}` })).toHaveAttribute('href', `/negociacoes/${n.id}`);
    await user.click(screen.getByRole('button', { name: 'Ver todos os interesses' }));
    await waitFor(() => expect(mockRouter.current.query.announcement).toBeUndefined());
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(received().length + 1));
  });
});

describe("the seller's announcements", () => {
  it("'Meus anúncios' shows each announcement's interest count, linking to them, and 'Esgotado' at quantity 0", async () => {
    const item = received()[0]!;
    const a = db.announcements.find((x) => x.id === item.announcementId)!;
    a.quantity = 0;
    const count = db.interestItems.filter((i) => i.announcementId === a.id).length;
    await open(<MyAnnouncementsScreen />, `/meus-anuncios?search=${encodeURIComponent(a.title)}`, '/meus-anuncios', 'vendedor@giro.dev');
    const table = await screen.findByRole('table', { name: 'Meus anúncios' });
    const row = (await within(table).findByRole('link', { name: a.title })).closest('tr')!;
    expect(within(row).getByRole('link', { name: `Interesses em ${a.title}: ${count}` })).toHaveAttribute('href', `/interesses/recebidos?announcement=${a.id}`);
    expect(within(row).getByText('Esgotado')).toBeInTheDocument();
  });

  it("shows its company the interests received on its own page, and 'Esgotado'", async () => {
    const item = received()[0]!;
    const a = db.announcements.find((x) => x.id === item.announcementId)!;
    a.quantity = 0;
    await open(<AnnouncementPage />, `/anuncios/${a.id}`, '/anuncios/[id]', 'colaborador@giro.dev');
    const section = await screen.findByRole('region', { name: 'Interesses recebidos' });
    const table = await within(section).findByRole('table', { name: `Interesses recebidos: ${a.title}` });
    const ofIt = db.interestItems.filter((i) => i.announcementId === a.id);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(ofIt.length + 1));
    expect(within(table).getByText(accountOf(item.accountId).name)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /Ver em Interesses recebidos/ })).toHaveAttribute('href', `/interesses/recebidos?announcement=${a.id}`);
    expect(screen.getAllByText('Esgotado').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Tenho interesse' })).toBeNull();
  });
});

describe('a sold-out announcement seen by a buyer', () => {
  it("reads 'Esgotado' with no buy buttons", async () => {
    const a = db.announcements.find((x) => x.status === 'APPROVED' && x.companyId === 3)!;
    a.quantity = 0;
    await open(<AnnouncementPage />, `/anuncios/${a.id}`, '/anuncios/[id]', 'comprador@giro.dev');
    expect(await screen.findByRole('heading', { level: 1, name: a.title })).toBeInTheDocument();
    expect(screen.getAllByText('Esgotado').length).toBeGreaterThan(0);
    expect(screen.getByText(/Este anúncio está esgotado/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tenho interesse' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Negociar/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Interesses recebidos' })).toBeNull();
  });
});
