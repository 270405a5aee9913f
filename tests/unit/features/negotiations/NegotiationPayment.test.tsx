import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { NegotiationScreen } from '@/features/negotiations/screens/NegotiationScreen';
import { formatCurrency } from '@/lib/format';
import { db, nextId, now } from '@/mocks/db/store';
import { requireAccount } from '@/mocks/lib/auth';
import { makeFileRecord } from '@/mocks/lib/file-links';
import { route } from '@/mocks/lib/http';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';
import { send } from '../../../integration/mock-api/helpers';

/** The deal's second half on /negociacoes/[id]: delivery terms, payment, NF-e, and what each side does next. */

/** The MOC's worked example of a chave de acesso (check digit 5). */
const KEY = '52060433009911002506550120000007800267301615';
const seeded = (status: string) => db.negotiations.find((n) => n.buyerCompanyId === 2 && n.sellerCompanyId === 1 && n.status === status)!;

beforeEach(() => {
  mockRouter.reset();
  // jsdom's FormData does not survive the XHR interceptor byte for byte (the real POST /file is
  // tested in tests/integration/mock-api/files.test.ts): store the file as the caller's upload.
  server.use(
    route.post('/file', ({ request }) => {
      const account = requireAccount(request);
      const [name, mimetype] = account.email === 'comprador@giro.dev' ? ['comprovante.pdf', 'application/pdf'] : ['danfe.pdf', 'application/pdf'];
      const file = makeFileRecord({ id: nextId('files'), name, mimetype, bytes: new Uint8Array([1]), ownerAccountId: account.id, createdAt: now() });
      db.files.push(file);
      return { id: file.id, url: file.url, mimetype, name };
    }),
  );
});

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
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('payment', () => {
  it('shows the buyer the amount due and the seller’s PIX; the proof and “Pagamento enviado”; the seller confirms', async () => {
    const n = seeded('AWAITING_PAYMENT');
    // toHaveTextContent collapses the received text's spaces, the currency's no-break one included.
    const money = formatCurrency(Math.round(n.quantity * n.unitPrice * 100) / 100).replace(/\s/g, ' ');
    let user = await openAs(n.id, 'comprador@giro.dev');
    const card = region('Pagamento');
    expect(card).toHaveTextContent(`Valor a pagar${money}`);
    expect(card).toHaveTextContent(/Chave PIX \(CNPJ\)\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/);
    expect(card).toHaveTextContent('Agência 1234 · Conta 56789-0');
    expect(region('Andamento')).toHaveTextContent(`Sua vez: pague ${money} com os dados de pagamento do vendedor`);
    await user.click(within(card).getByRole('button', { name: 'Pagamento enviado' }));
    expect(await within(card).findByText('Anexe o comprovante do pagamento.')).toBeInTheDocument();
    await user.upload(within(card).getByLabelText(/^Comprovante de pagamento/), pdf('comprovante.pdf'));
    expect(await within(card).findByRole('link', { name: 'Abrir comprovante.pdf' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Pagamento enviado' }));
    expect(await screen.findByText('Pagamento informado. Agora o vendedor confirma o recebimento.')).toBeInTheDocument();
    await waitFor(() => expect(region('Andamento')).toHaveTextContent('Aguardando o vendedor confirmar o recebimento do pagamento.'));
    expect(screen.getByRole('list', { name: 'Linha do tempo' })).toHaveTextContent(`Pagamento enviado: ${money}, com comprovante.`);

    user = await openAs(n.id, 'vendedor@giro.dev');
    expect(region('Andamento')).toHaveTextContent('Sua vez: confira o comprovante e, com o valor na conta, confirme o recebimento do pagamento.');
    expect(within(region('Pagamento')).getByRole('link', { name: 'comprovante.pdf' })).toHaveAttribute('href', expect.stringMatching(/\?exp=\d+&sig=/));
    await user.click(within(region('Pagamento')).getByRole('button', { name: 'Confirmar recebimento' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar recebimento' }));
    expect(await screen.findByText('Recebimento do pagamento confirmado.')).toBeInTheDocument();
    await waitFor(() => expect(region('Andamento')).toHaveTextContent('Sua vez: registre a nota fiscal (NF-e) para poder liberar a entrega ou a coleta.'));
    expect(screen.getByRole('list', { name: 'Linha do tempo' })).toHaveTextContent(`Pagamento confirmado: o vendedor recebeu ${money}.`);
  });
});

describe('invoice (NF-e)', () => {
  it('refuses a wrong check digit under its field, keeps what was typed, then records the right key and offers the release', async () => {
    const n = seeded('AWAITING_PAYMENT');
    const proof = makeFileRecord({ id: nextId('files'), name: 'pix.pdf', mimetype: 'application/pdf', bytes: new Uint8Array([1]), ownerAccountId: n.buyerAccountId, createdAt: now() });
    db.files.push(proof);
    await send('POST', `/negotiation/${n.id}/payment`, 'comprador', { proofFileId: proof.id });
    await send('POST', `/negotiation/${n.id}/payment/confirm`, 'vendedor');
    const user = await openAs(n.id, 'vendedor@giro.dev');
    const card = region('Nota fiscal');
    await user.type(within(card).getByRole('textbox', { name: /^Número/ }), '780');
    await user.type(within(card).getByRole('textbox', { name: /^Série/ }), '12');
    const key = within(card).getByRole('textbox', { name: /^Chave de acesso/ });
    await user.type(key, `${KEY.slice(0, 43)}4`);
    await user.upload(within(card).getByLabelText(/^DANFE \(PDF\) ou XML/), pdf('danfe.pdf'));
    await within(card).findByRole('link', { name: 'Abrir danfe.pdf' });
    await user.click(within(card).getByRole('button', { name: 'Registrar nota fiscal' }));
    expect(await within(card).findAllByText('Chave de acesso inválida: o dígito verificador não confere.')).not.toHaveLength(0);
    expect(key).toHaveAccessibleDescription(expect.stringContaining('Chave de acesso inválida: o dígito verificador não confere.'));
    expect(key).toHaveValue(`${KEY.slice(0, 43)}4`);
    await user.type(key, '{Backspace}5');
    await user.click(within(card).getByRole('button', { name: 'Registrar nota fiscal' }));
    expect(await screen.findByText('Nota fiscal registrada.')).toBeInTheDocument();
    await waitFor(() => expect(region('Nota fiscal')).toHaveTextContent('NF-e nº 780, série 12'));
    expect(region('Nota fiscal')).toHaveTextContent('5206 0433 0099 1100 2506 5501 2000 0007 8002 6730 1615');
    expect(screen.getByRole('list', { name: 'Linha do tempo' })).toHaveTextContent('Nota fiscal registrada: NF-e nº 780, série 12');
    await waitFor(() => expect(region('Andamento')).toHaveTextContent('Sua vez: libere a entrega ou a coleta'));
    expect(within(await within(region('Andamento')).findByRole('group', { name: 'Mover para' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Entrega/coleta liberada']);
  });
});

describe('delivery terms', () => {
  it('asks a proposal with Entrega for the freight and an address, typed with the CEP lookup, and shows the terms on both sides', async () => {
    const n = seeded('IN_QUOTATION');
    let user = await openAs(n.id, 'comprador@giro.dev');
    expect(region('Valores')).toHaveTextContent('Local de retirada');
    await user.click(within(region('Valores')).getByRole('button', { name: 'Fazer proposta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fazer proposta' });
    await user.click(within(dialog).getByRole('radio', { name: /^Entrega/ }));
    const terms = within(dialog).getByRole('group', { name: 'Condições de entrega' });
    expect(within(terms).getByRole('radio', { name: /^Endereço da empresa compradora/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar proposta' }));
    expect(await within(dialog).findAllByText('Escolha quem paga o frete: CIF ou FOB.')).not.toHaveLength(0);
    await user.click(within(terms).getByRole('radio', { name: /^CIF/ }));
    await user.click(within(terms).getByRole('radio', { name: /^Outro endereço/ }));
    await user.type(within(terms).getByRole('textbox', { name: /^CEP/ }), '04538133');
    await waitFor(() => expect(within(terms).getByRole('textbox', { name: /^Logradouro/ })).toHaveValue('Avenida Brigadeiro Faria Lima'));
    await user.type(within(terms).getByRole('textbox', { name: /^Número/ }), '3477');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar proposta' }));
    expect(await screen.findByText('Proposta enviada. Agora a outra parte pode aceitá-la ou recusá-la.')).toBeInTheDocument();
    await waitFor(() => expect(region('Proposta pendente')).toHaveTextContent('Condições de entregaa combinar → CIF (frete pago pelo vendedor), Avenida Brigadeiro Faria Lima, 3477 – Itaim Bibi, São Paulo/SP, CEP 04538-133'));

    user = await openAs(n.id, 'vendedor@giro.dev');
    await user.click(within(region('Proposta pendente')).getByRole('button', { name: 'Aceitar proposta' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceitar proposta' }));
    await waitFor(() => expect(region('Valores')).toHaveTextContent('Condições de entregaCIF (frete pago pelo vendedor), Avenida Brigadeiro Faria Lima, 3477'));
  });
});
