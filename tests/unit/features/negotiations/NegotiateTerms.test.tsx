import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { db } from '@/mocks/db/store';
import { server } from '@/mocks/node';
import AnnouncementPage from '@/pages/anuncios/[id]';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.reset());

const freeOffer = () =>
  db.announcements.find((a) => a.companyId === 1 && a.status === 'APPROVED' && !db.negotiations.some((n) => n.announcementId === a.id && n.buyerCompanyId === 2))!;

/** 'Negociar' on an announcement, as the buyer, with Entrega chosen: its 'Condições de entrega'. */
async function openWithDelivery() {
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
  await user.type(within(dialog).getByRole('textbox', { name: /^Quantidade/ }), '2');
  await user.click(within(dialog).getByRole('radio', { name: /^Entrega/ }));
  const terms = within(dialog).getByRole('group', { name: 'Condições de entrega' });
  return { a, user, dialog, terms };
}

const opened = (announcementId: number) => db.negotiations.filter((n) => n.announcementId === announcementId && n.buyerCompanyId === 2);

describe("'Negociar' with Entrega: the opening terms", () => {
  it("asks for the freight, offers the buying company's address and opens with those terms", async () => {
    const { a, user, dialog, terms } = await openWithDelivery();
    const company = db.companies.find((c) => c.id === 2)!;
    const own = await within(terms).findByRole('radio', { name: /^Endereço da empresa compradora/ });
    expect(own).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar proposta' }));
    expect(await within(dialog).findAllByText('Escolha quem paga o frete: CIF ou FOB.')).not.toHaveLength(0);
    expect(opened(a.id)).toHaveLength(0);
    await user.click(within(terms).getByRole('radio', { name: /^FOB/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar proposta' }));
    await waitFor(() => expect(opened(a.id)).toHaveLength(1));
    expect(opened(a.id)[0]!.deliveryTerms).toEqual({ address: { ...company.address }, freight: 'FOB' });
  });

  it("opens with another address typed key by key, its CEP looked up", async () => {
    const { a, user, dialog, terms } = await openWithDelivery();
    await user.click(within(terms).getByRole('radio', { name: /^CIF/ }));
    await user.click(within(terms).getByRole('radio', { name: /^Outro endereço/ }));
    await user.type(within(terms).getByRole('textbox', { name: /^CEP/ }), '04538133');
    await waitFor(() => expect(within(terms).getByRole('textbox', { name: /^Logradouro/ })).toHaveValue('Avenida Brigadeiro Faria Lima'));
    await user.type(within(terms).getByRole('textbox', { name: /^Número/ }), '3477');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar proposta' }));
    await waitFor(() => expect(mockRouter.current.asPath).toMatch(/^\/negociacoes\/\d+$/));
    expect(opened(a.id)[0]!.deliveryTerms).toMatchObject({ freight: 'CIF', address: { zipCode: '04538133', street: 'Avenida Brigadeiro Faria Lima', number: '3477', city: 'São Paulo', uf: 'SP' } });
  });

  it("asks for an address, sending nothing, when the company's address could not be loaded", async () => {
    server.use(http.get('http://localhost:4000/company/2', () => HttpResponse.json({ statusCode: 503, message: 'Service Unavailable' }, { status: 503 })));
    const { a, user, dialog, terms } = await openWithDelivery();
    await user.click(within(terms).getByRole('radio', { name: /^CIF/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar proposta' }));
    expect(await within(dialog).findAllByText('Escolha o endereço de entrega.')).not.toHaveLength(0);
    expect(opened(a.id)).toHaveLength(0);
    expect(within(terms).getByRole('radio', { name: /^Outro endereço/ })).toBeInTheDocument();
  });
});
