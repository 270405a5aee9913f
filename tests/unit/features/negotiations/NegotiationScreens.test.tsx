import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { AdminNegotiationsScreen } from '@/features/negotiations/screens/AdminNegotiationsScreen';
import { AdminNegotiationScreen, NegotiationScreen } from '@/features/negotiations/screens/NegotiationScreen';
import { NegotiationsScreen } from '@/features/negotiations/screens/NegotiationsScreen';
import { db } from '@/mocks/db/store';
import { server } from '@/mocks/node';
import AnnouncementPage from '@/pages/anuncios/[id]';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.reset());

const seeded = (status: string) => db.negotiations.find((n) => n.buyerCompanyId === 2 && n.sellerCompanyId === 1 && n.status === status)!;
const freeOffer = () =>
  db.announcements.find((a) => a.companyId === 1 && a.status === 'APPROVED' && !db.negotiations.some((n) => n.announcementId === a.id && n.buyerCompanyId === 2))!;

async function openNegotiation(id: number, email: string, admin = false) {
  mockRouter.setRoute(admin ? `/admin/negociacoes/${id}` : `/negociacoes/${id}`, admin ? '/admin/negociacoes/[id]' : '/negociacoes/[id]');
  await renderApp(<RouteGuard>{admin ? <AdminNegotiationScreen /> : <NegotiationScreen />}</RouteGuard>, { signedInAs: email });
  return screen.findByRole('heading', { level: 1 });
}

describe("'Negociar' on /anuncios/[id]", () => {
  async function openDialog() {
    const a = freeOffer();
    mockRouter.setRoute(`/anuncios/${a.id}`, '/anuncios/[id]');
    await renderApp(
      <RouteGuard>
        <AnnouncementPage />
      </RouteGuard>,
      { signedInAs: 'comprador@giro.dev' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Negociar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Negociar' });
    await within(dialog).findByText('Vale Verde Construções');
    return { a, user, dialog };
  }

  it('refuses zero, or more than is announced, with clear messages and no request', async () => {
    const { a, user, dialog } = await openDialog();
    const before = db.negotiations.length;
    const quantity = within(dialog).getByRole('textbox', { name: /^Quantidade/ });
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar proposta' }));
    expect(await within(dialog).findAllByText('A quantidade deve ser maior que zero.')).not.toHaveLength(0);
    await user.clear(quantity);
    await user.type(quantity, String(a.quantity + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar proposta' }));
    expect(await within(dialog).findAllByText(/^A quantidade não pode passar do disponível no anúncio \(.*\)\.$/)).not.toHaveLength(0);
    const price = within(dialog).getByRole('textbox', { name: /^Preço unitário proposto/ });
    await user.clear(price);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar proposta' }));
    expect(await within(dialog).findAllByText('Informe o preço unitário proposto.')).not.toHaveLength(0);
    expect(db.negotiations.length).toBe(before);
  });

  it('opens the negotiation in Em cotação once, even on a double click, and goes to it', async () => {
    const { a, user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /^Quantidade/ }), '2');
    await user.click(within(dialog).getByRole('radio', { name: 'Entrega' }));
    // Entrega opens with its terms (NegotiateTerms.test.tsx): the buying company's address, CIF.
    await user.click(within(await within(dialog).findByRole('group', { name: 'Condições de entrega' })).getByRole('radio', { name: /^CIF/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Mensagem ao vendedor/ }), 'Entrega em BH');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Enviar proposta' }));
    await waitFor(() => expect(mockRouter.current.asPath).toMatch(/^\/negociacoes\/\d+$/));
    const created = db.negotiations.filter((n) => n.announcementId === a.id && n.buyerCompanyId === 2);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ status: 'IN_QUOTATION', quantity: 2, unitPrice: a.unitPrice, delivery: 'DELIVERY' });
    expect(created[0]!.events).toEqual([expect.objectContaining({ type: 'OPENED', message: 'Entrega em BH' })]);
    expect(mockRouter.current.asPath).toBe(`/negociacoes/${created[0]!.id}`);
    expect(await screen.findByText('Negociação aberta. Acompanhe o andamento por aqui.')).toBeInTheDocument();
  });

  it('says so when an open negotiation already exists for the announcement', async () => {
    const { a, user, dialog } = await openDialog();
    db.negotiations.push({ ...seeded('IN_QUOTATION'), id: 999, announcementId: a.id });
    await user.type(within(dialog).getByRole('textbox', { name: /^Quantidade/ }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar proposta' }));
    // Toasted by the form, which stays open with every value.
    expect(await screen.findByText('Você já tem uma negociação em aberto para este anúncio. Acompanhe-a em Negociações.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Negociar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Quantidade/ })).toHaveValue('1');
    expect(db.negotiations.filter((n) => n.announcementId === a.id)).toHaveLength(1);
  });
});

describe('/negociacoes/[id]', () => {
  it('shows parties, announcement, values and the timeline; the seller moves it on with confirmation', async () => {
    const n = seeded('IN_QUOTATION');
    const heading = await openNegotiation(n.id, 'vendedor@giro.dev');
    expect(heading).toHaveTextContent(`Negociação nº ${n.id}`);
    const parties = screen.getByRole('region', { name: 'Partes' });
    expect(parties).toHaveTextContent('Horizonte Metais');
    expect(parties).toHaveTextContent('Vale Verde Construções');
    expect(parties).toHaveTextContent('Juliana Teixeira');
    const announcement = db.announcements.find((a) => a.id === n.announcementId)!;
    expect(within(screen.getByRole('region', { name: 'Anúncio' })).getByRole('link', { name: announcement.title })).toHaveAttribute('href', `/anuncios/${announcement.id}`);
    const timeline = screen.getByRole('list', { name: 'Linha do tempo' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(n.events.length);
    expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent(/^Juliana Teixeira \(Comprador\)\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}Abriu a negociação: /);

    const progress = screen.getByRole('region', { name: 'Andamento' });
    const group = await within(progress).findByRole('group', { name: 'Mover para' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Em andamento']);
    expect(within(progress).getByRole('button', { name: 'Cancelar negociação' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(group).getByRole('button', { name: 'Em andamento' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Alterar status' });
    await user.click(within(confirm).getByRole('button', { name: 'Alterar status' }));
    expect(await screen.findByText('Status alterado para “Em andamento”.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Linha do tempo' })).getAllByRole('listitem')).toHaveLength(n.events.length));
    expect(within(screen.getByRole('list', { name: 'Linha do tempo' })).getAllByRole('listitem').at(-1)).toHaveTextContent(/^Marcos Albuquerque \(Vendedor\).*Status:Em cotação→paraEm andamento$/);
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Mover para' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Aguardando pagamento']));
    expect(db.negotiations.find((x) => x.id === n.id)!.status).toBe('IN_PROGRESS');
  });

  it('a failed refresh after a status change keeps the negotiation on screen, says so, and refreshes on request', async () => {
    const n = seeded('IN_QUOTATION');
    await openNegotiation(n.id, 'vendedor@giro.dev');
    // From now on the next read of the negotiation fails once (the test client does not retry).
    let failures = 1;
    server.use(
      http.get(`http://localhost:4000/negotiation/${n.id}`, () =>
        failures-- > 0 ? HttpResponse.json({ statusCode: 503, message: 'Service Unavailable' }, { status: 503 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('group', { name: 'Mover para' })).getByRole('button', { name: 'Em andamento' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Alterar status' })).getByRole('button', { name: 'Alterar status' }));
    expect(await screen.findByText('Status alterado para “Em andamento”.')).toBeInTheDocument();
    // The refresh failed: the page stays (with what the change answered), the failure and a retry
    // above it — not an error page in its place.
    const failure = await screen.findByText('Não foi possível carregar a versão mais recente desta negociação.');
    expect(failures).toBe(0);
    expect(screen.getByRole('heading', { level: 1, name: `Negociação nº ${n.id}` })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Linha do tempo' })).getAllByRole('listitem')).toHaveLength(n.events.length);
    expect(screen.getByRole('region', { name: 'Andamento' })).toBeInTheDocument();
    await user.click(within(failure.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByText('Não foi possível carregar a versão mais recente desta negociação.')).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Linha do tempo' })).getAllByRole('listitem')).toHaveLength(n.events.length);
  });

  it('says when the next statuses did not load (not “aguarde a outra parte”) and loads them again on request', async () => {
    const n = seeded('IN_QUOTATION');
    // The first call fails (the test client does not retry).
    let failures = 1;
    server.use(
      http.get(`http://localhost:4000/negotiation/${n.id}/status-options`, () =>
        failures-- > 0 ? HttpResponse.json({ statusCode: 503, message: 'Service Unavailable' }, { status: 503 }) : undefined,
      ),
    );
    await openNegotiation(n.id, 'vendedor@giro.dev');
    const progress = screen.getByRole('region', { name: 'Andamento' });
    expect(await within(progress).findByText('Não foi possível carregar as próximas etapas.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(progress).queryByText(/^Aguardando/)).toBeNull();
    expect(within(progress).queryByRole('group', { name: 'Mover para' })).toBeNull();
    await userEvent.setup().click(within(progress).getByRole('button', { name: 'Tentar novamente' }));
    const group = await within(progress).findByRole('group', { name: 'Mover para' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Em andamento']);
    expect(within(progress).queryByText('Não foi possível carregar as próximas etapas.')).toBeNull();
  });

  it('lets the buyer only cancel (confirmed), and then offers nothing more', async () => {
    const n = seeded('IN_QUOTATION');
    await openNegotiation(n.id, 'comprador@giro.dev');
    const progress = screen.getByRole('region', { name: 'Andamento' });
    const cancel = await within(progress).findByRole('button', { name: 'Cancelar negociação' });
    expect(within(progress).queryByRole('group', { name: 'Mover para' })).toBeNull();
    const user = userEvent.setup();
    await user.click(cancel);
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancelar negociação' });
    expect(within(confirm).getByRole('button', { name: 'Voltar' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar negociação' }));
    expect(await screen.findByText('Negociação cancelada.')).toBeInTheDocument();
    expect(await within(progress).findByText('Esta negociação foi encerrada e não aceita novas mudanças de status.')).toBeInTheDocument();
    expect(within(progress).queryByRole('button')).toBeNull();
    expect(db.negotiations.find((x) => x.id === n.id)!.status).toBe('CALLED_OFF');
  });

  it('has no proposal once past quotation, and shows a final negotiation as closed, to messages too', async () => {
    const finished = seeded('FINISHED');
    await openNegotiation(finished.id, 'comprador@giro.dev');
    expect(await screen.findByText('Esta negociação foi encerrada e não aceita novas mudanças de status.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fazer proposta' })).toBeNull();
    expect(screen.getByText('Esta negociação foi encerrada e não recebe novas mensagens.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nova mensagem/ })).toBeNull();
    const timeline = screen.getByRole('list', { name: 'Linha do tempo' });
    // Entries only: a proposal's changes are a list of their own inside its entry.
    expect(within(timeline).getAllByRole('listitem').filter((item) => item.parentElement === timeline)).toHaveLength(finished.events.length);
  });

  it("tells someone who is not a party that they can't see it", async () => {
    const other = db.negotiations.find((x) => x.buyerCompanyId !== 2 && x.sellerCompanyId !== 2)!;
    const heading = await openNegotiation(other.id, 'comprador@giro.dev');
    expect(heading).toHaveTextContent('Negociação indisponível');
    expect(screen.getByText('Erro #401: Você não possui autorização para acessar o recurso solicitado!')).toBeInTheDocument();
  });

  it("offers the admin its own options and records the admin's change", async () => {
    const n = seeded('AWAITING_PAYMENT');
    await openNegotiation(n.id, 'admin@giro.dev', true);
    const group = await screen.findByRole('group', { name: 'Mover para' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Em cotação', 'Em andamento', 'Entrega/coleta liberada', 'Finalizado']);
    const user = userEvent.setup();
    await user.click(within(group).getByRole('button', { name: 'Entrega/coleta liberada' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Alterar status' })).getByRole('button', { name: 'Alterar status' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Linha do tempo' })).getAllByRole('listitem').at(-1)).toHaveTextContent(/^Rafael Moreira \(Administrador\)/));
    // The admin reads the messages and sees the contacts; writes nothing and proposes nothing.
    expect(screen.getByRole('region', { name: 'Mensagens' })).toHaveTextContent('Boleto enviado para o e-mail da empresa.');
    expect(screen.queryByRole('textbox', { name: /Nova mensagem/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Contatos' })).toHaveTextContent('Juliana Teixeira');
    expect(screen.queryByRole('button', { name: 'Fazer proposta' })).toBeNull();
  });
});

describe('negotiation lists', () => {
  it('lists purchases with the seller, filtered by status through the URL', async () => {
    mockRouter.setRoute('/negociacoes/compras');
    await renderApp(<NegotiationsScreen side="purchases" />, { signedInAs: 'comprador@giro.dev' });
    const table = await screen.findByRole('table', { name: 'Negociações: compras' });
    const mine = db.negotiations.filter((n) => n.buyerCompanyId === 2);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(Math.min(10, mine.length) + 1));
    expect(screen.getByRole('link', { name: 'Compras' })).toHaveAttribute('aria-current', 'page');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Finalizado');
    await waitFor(() => expect(mockRouter.current.query).toEqual({ status: 'FINISHED' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(mine.filter((n) => n.status === 'FINISHED').length + 1));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Finalizado');
  });

  it('lists sales with the buyer', async () => {
    mockRouter.setRoute('/negociacoes/vendas');
    await renderApp(<NegotiationsScreen side="sales" />, { signedInAs: 'vendedor@giro.dev' });
    const table = await screen.findByRole('table', { name: 'Negociações: vendas' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    expect(within(table).getByRole('columnheader', { name: /Comprador/ })).toBeInTheDocument();
    expect(table).toHaveTextContent('Vale Verde Construções');
  });

  it('gives the admin every negotiation', async () => {
    mockRouter.setRoute('/admin/negociacoes');
    await renderApp(<AdminNegotiationsScreen />, { signedInAs: 'admin@giro.dev' });
    expect(await screen.findByText(`1–10 de ${db.negotiations.length}`)).toBeInTheDocument();
  });
});
