import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewAnnouncementScreen } from '@/features/announcements/screens/MyAnnouncementEditorScreens';
import { emptyAnnouncementForm } from '@/features/announcements/form-values';
import { FORM_MESSAGES } from '@/features/announcements/bodies';
import { db } from '@/mocks/db/store';
import { badRequest } from '@/mocks/lib/errors';
import { forcedFailures, route } from '@/mocks/lib/http';
import { server } from '@/mocks/node';
import { mockRouter } from '@tests/helpers/router';
import { field, open, optionsLoaded, seller, setUpSellerScreens } from './seller-screens';

setUpSellerScreens();

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

  it('refuses decimals in a unit that counts whole things, under the quantity', async () => {
    const { user } = await open(<NewAnnouncementScreen />, '/meus-anuncios/novo', '/meus-anuncios/novo');
    await optionsLoaded();
    await user.type(field(/^Quantidade/), '2,5');
    await user.selectOptions(field(/^Unidade/), 'pallet (Pallet)');
    await user.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
    await waitFor(() => expect(field(/^Quantidade/)).toHaveAccessibleDescription(expect.stringContaining('A unidade “pallet” não aceita casas decimais.')));
    expect(field(/^Quantidade/)).toHaveValue('2,5');
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
