import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { NegotiationScreen } from '@/features/negotiations/screens/NegotiationScreen';
import { formatPhone } from '@/lib/format';
import { db } from '@/mocks/db/store';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';
import { send } from '../../../integration/mock-api/helpers';

beforeEach(() => mockRouter.reset());

/** The shared record of /negociacoes/[id]: proposals, messages, whose turn it is, contacts. */

const seeded = (status: string) => db.negotiations.find((n) => n.buyerCompanyId === 2 && n.sellerCompanyId === 1 && n.status === status)!;

async function openAs(id: number, email: string) {
  cleanup();
  mockRouter.setRoute(`/negociacoes/${id}`, '/negociacoes/[id]');
  await renderApp(
    <RouteGuard>
      <NegotiationScreen />
    </RouteGuard>,
    { signedInAs: email },
  );
  await screen.findByRole('heading', { level: 1, name: `Negociação nº ${id}` });
  return userEvent.setup();
}

const region = (name: string) => screen.getByRole('region', { name });
/** The timeline's entries (a proposal's changes are a list of their own inside its entry). */
function timelineItems() {
  const list = screen.getByRole('list', { name: 'Linha do tempo' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

describe('proposals on /negociacoes/[id]', () => {
  it("'Fazer proposta' sends a proposal that both parties then see pending: its author waits, the other party answers", async () => {
    const n = seeded('IN_QUOTATION');
    const a = db.announcements.find((x) => x.id === n.announcementId)!;
    let user = await openAs(n.id, 'comprador@giro.dev');
    expect(within(region('Andamento')).getByText('Aguardando o vendedor aceitar os valores ou fazer uma proposta.')).toBeInTheDocument();
    await user.click(within(region('Valores')).getByRole('button', { name: 'Fazer proposta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fazer proposta' });
    const quantity = within(dialog).getByRole('textbox', { name: /^Quantidade/ });
    await user.clear(quantity);
    await user.type(quantity, String(a.quantity + 5));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar proposta' }));
    expect(await within(dialog).findAllByText(/^A quantidade não pode passar do disponível/)).not.toHaveLength(0);
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.type(within(dialog).getByRole('textbox', { name: /^Mensagem da proposta/ }), 'Só um lote por enquanto.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar proposta' }));
    expect(await screen.findByText('Proposta enviada. Agora a outra parte pode aceitá-la ou recusá-la.')).toBeInTheDocument();
    // The agreed values do not change until the seller accepts.
    expect(db.negotiations.find((x) => x.id === n.id)!.quantity).not.toBe(1);
    const card = await screen.findByRole('region', { name: 'Proposta pendente' });
    expect(card).toHaveTextContent('Proposta nº 1 de Juliana Teixeira (Comprador)');
    expect(card).toHaveTextContent('Só um lote por enquanto.');
    expect(card).toHaveTextContent('Aguardando resposta do vendedor.');
    expect(within(card).getByRole('button', { name: 'Retirar proposta' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Aceitar proposta' })).toBeNull();
    expect(within(region('Andamento')).getByText('Aguardando o vendedor responder à proposta.')).toBeInTheDocument();
    expect(timelineItems().at(-1)).toHaveTextContent(/Proposta nº 1:Quantidade: .* → 1 /);
    expect(screen.queryByRole('button', { name: 'Fazer proposta' })).toBeNull();

    user = await openAs(n.id, 'vendedor@giro.dev');
    const sellerCard = region('Proposta pendente');
    for (const name of ['Aceitar proposta', 'Contraproposta', 'Recusar']) expect(within(sellerCard).getByRole('button', { name })).toBeInTheDocument();
    expect(within(sellerCard).queryByRole('button', { name: 'Retirar proposta' })).toBeNull();
    expect(within(region('Andamento')).getByText('Sua vez: responda à proposta do comprador.')).toBeInTheDocument();
    // No status step while it is pending.
    expect(within(region('Andamento')).queryByRole('group', { name: 'Mover para' })).toBeNull();
    expect(within(region('Andamento')).queryByRole('button', { name: 'Cancelar negociação' })).toBeNull();
  });

  it('accepting (confirmed) applies the values and brings the status steps back', async () => {
    const n = seeded('IN_QUOTATION');
    await send('PUT', `/negotiation/${n.id}`, 'comprador', { quantity: 1, unitPrice: 12.5 });
    const user = await openAs(n.id, 'vendedor@giro.dev');
    await user.click(within(region('Proposta pendente')).getByRole('button', { name: 'Aceitar proposta' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Aceitar proposta' });
    await user.click(within(confirm).getByRole('button', { name: 'Aceitar proposta' }));
    expect(await screen.findByText('Proposta aceita: os novos valores já valem.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Proposta pendente' })).toBeNull());
    expect(region('Valores')).toHaveTextContent('R$ 12,50');
    expect(db.negotiations.find((x) => x.id === n.id)).toMatchObject({ quantity: 1, unitPrice: 12.5, pendingProposal: null });
    expect(timelineItems().at(-1)).toHaveTextContent(/^Marcos Albuquerque \(Vendedor\).*Aceitou a proposta nº 1/);
    const group = await within(region('Andamento')).findByRole('group', { name: 'Mover para' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Em andamento']);
  });

  it('declining asks for confirmation with an optional reason, keeps the values and records the reason', async () => {
    const n = seeded('IN_QUOTATION');
    const before = n.unitPrice;
    await send('PUT', `/negotiation/${n.id}`, 'vendedor', { unitPrice: before + 100 });
    const user = await openAs(n.id, 'comprador@giro.dev');
    expect(within(region('Andamento')).getByText('Sua vez: responda à proposta do vendedor.')).toBeInTheDocument();
    await user.click(within(region('Proposta pendente')).getByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar proposta' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Acima do orçamento.');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar proposta' }));
    expect(await screen.findByText('Proposta recusada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Proposta pendente' })).toBeNull());
    expect(timelineItems().at(-1)).toHaveTextContent(/Recusou a proposta nº 1\.Motivo: Acima do orçamento\.$/);
    expect(db.negotiations.find((x) => x.id === n.id)!.unitPrice).toBe(before);
  });

  it('a counter-proposal starts from the pending values and replaces them', async () => {
    const n = seeded('IN_QUOTATION');
    await send('PUT', `/negotiation/${n.id}`, 'comprador', { quantity: 2 });
    const user = await openAs(n.id, 'vendedor@giro.dev');
    await user.click(within(region('Proposta pendente')).getByRole('button', { name: 'Contraproposta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contraproposta' });
    const quantity = within(dialog).getByRole('textbox', { name: /^Quantidade/ });
    expect(quantity).toHaveValue('2');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar contraproposta' }));
    await waitFor(() => expect(region('Proposta pendente')).toHaveTextContent('Proposta nº 2 de Marcos Albuquerque (Vendedor)'));
    expect(region('Proposta pendente')).toHaveTextContent('Aguardando resposta do comprador.');
    expect(screen.getByRole('list', { name: 'Linha do tempo' })).toHaveTextContent('A proposta nº 1 foi substituída pela contraproposta nº 2.');
  });
});

describe('messages on /negociacoes/[id]', () => {
  it('sends a message (the text stays on a failure, is cleared once sent) and shows it in the thread and the timeline', async () => {
    const n = seeded('IN_PROGRESS');
    let failures = 1;
    server.use(
      http.post(`http://localhost:4000/negotiation/${n.id}/messages`, () =>
        failures-- > 0 ? HttpResponse.json({ statusCode: 503, message: 'Service Unavailable' }, { status: 503 }) : undefined,
      ),
    );
    const user = await openAs(n.id, 'comprador@giro.dev');
    const box = region('Mensagens');
    expect(within(box).getByRole('list', { name: 'Mensagens trocadas' })).toHaveTextContent('Entregamos em até 10 dias úteis após o pagamento.');
    const text = within(box).getByRole('textbox', { name: /^Nova mensagem/ });
    await user.type(text, 'Podemos retirar na segunda?');
    await user.click(within(box).getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText(/O servidor não está disponível no momento/)).toBeInTheDocument();
    expect(text).toHaveValue('Podemos retirar na segunda?');
    await user.click(within(box).getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Mensagem enviada.')).toBeInTheDocument();
    await waitFor(() => expect(text).toHaveValue(''));
    await waitFor(() => expect(within(box).getByRole('list', { name: 'Mensagens trocadas' })).toHaveTextContent('Juliana Teixeira (Comprador)'));
    expect(within(box).getAllByRole('listitem').at(-1)).toHaveTextContent('Podemos retirar na segunda?');
    expect(timelineItems().at(-1)).toHaveTextContent(/^Juliana Teixeira \(Comprador\).*Podemos retirar na segunda\?$/);
  });
});

describe('whose turn and contacts on /negociacoes/[id]', () => {
  it('tells the buyer it confirms receipt once released, and the seller that it waits', async () => {
    const n = seeded('RELEASED_FOR_DELIVERY');
    await openAs(n.id, 'comprador@giro.dev');
    expect(within(region('Andamento')).getByText('Sua vez: quando a mercadoria chegar, confirme o recebimento para finalizar a negociação.')).toBeInTheDocument();
    expect(within(await within(region('Andamento')).findByRole('group', { name: 'Mover para' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Finalizado']);
    await openAs(n.id, 'vendedor@giro.dev');
    expect(within(region('Andamento')).getByText('Aguardando o comprador receber a entrega e confirmar o recebimento.')).toBeInTheDocument();
  });

  it('shows the contacts only once the negotiation is em andamento', async () => {
    await openAs(seeded('IN_QUOTATION').id, 'vendedor@giro.dev');
    expect(region('Contatos')).toHaveTextContent('Os contatos das empresas aparecem aqui quando a negociação estiver em andamento.');
    expect(region('Contatos')).not.toHaveTextContent('@');
    expect(region('Partes')).not.toHaveTextContent('comprador@giro.dev');

    await openAs(seeded('IN_PROGRESS').id, 'vendedor@giro.dev');
    const buyer = db.companies.find((c) => c.id === 2)!;
    const contacts = region('Contatos');
    expect(within(contacts).getByRole('link', { name: buyer.email })).toHaveAttribute('href', `mailto:${buyer.email}`);
    expect(contacts).toHaveTextContent(formatPhone(buyer.phone));
    expect(contacts).toHaveTextContent('Responsável: Juliana Teixeira (comprador@giro.dev)');
  });
});

describe('the opening in the timeline', () => {
  it('shows the delivery terms a negotiation was opened with (freight and address), as proposals do', async () => {
    const a = db.announcements.find((x) => x.companyId === 1 && x.status === 'APPROVED' && !db.negotiations.some((n) => n.announcementId === x.id && n.buyerCompanyId === 2))!;
    const address = { zipCode: '30110000', street: 'Rua da Bahia', number: '1200', neighborhood: 'Centro', city: 'Belo Horizonte', uf: 'MG' };
    const opened = await send('POST', '/negotiation', 'comprador', { announcementId: a.id, companyId: 2, quantity: 1, unitPrice: a.unitPrice, delivery: 'DELIVERY', deliveryTerms: { address, freight: 'CIF' }, message: '' });
    await openAs(opened.body.id as number, 'vendedor@giro.dev');
    const first = timelineItems()[0]!;
    expect(first).toHaveTextContent('Abriu a negociação');
    expect(first).toHaveTextContent('Condições de entrega: CIF (frete pago pelo vendedor), Rua da Bahia, 1200 – Centro, Belo Horizonte/MG, CEP 30110-000');
  });
});
