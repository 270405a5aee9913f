import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { ShowcaseScreen } from '@/features/announcements/screens/ShowcaseScreen';
import { MOCK_API_ORIGIN } from '@/mocks/config';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';
import { answersTo } from '@tests/helpers/time';

beforeEach(() => mockRouter.setRoute('/vitrine'));

const featuredSection = () => screen.getByRole('region', { name: 'Destaques' });
const restSection = () => screen.getByRole('region', { name: 'Anúncios' });
const cardTitles = (root: HTMLElement) => within(root).queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

function featuredTitles() {
  return [...db.featured].sort((a, b) => a.sequence - b.sequence).map((f) => db.announcements.find((a) => a.id === f.announcementId)!.title);
}

/** Holds `GET /featured/announcement` until released (then the mock's own handler answers it). */
function holdFeatured(): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Returning nothing hands the request on to the mock's own handler, once released.
  server.use(
    mswHttp.get(`${MOCK_API_ORIGIN}/featured/announcement`, async () => {
      await held;
    }),
  );
  return release;
}

describe('/vitrine', () => {
  it('keeps the cards as skeletons until the featured row is there too, so nothing jumps down when it arrives', async () => {
    const release = holdFeatured();
    const showcase = answersTo('/announcement/showcase');
    await renderApp(<ShowcaseScreen />, { signedInAs: 'comprador@giro.dev' });
    // The rest of the showcase has answered, but its cards wait for the featured row.
    await showcase.wait();
    showcase.stop();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Anúncios' })).not.toBeInTheDocument();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    await act(async () => release());
    await waitFor(() => expect(cardTitles(featuredSection())).toEqual(featuredTitles()));
    await waitFor(() => expect(cardTitles(restSection())).toHaveLength(10));
  });

  it('shows the featured announcements first, in sequence, then the rest (newest first) as cards with price, quantity, place and company', async () => {
    await renderApp(<ShowcaseScreen />, { signedInAs: 'comprador@giro.dev' });
    await waitFor(() => expect(cardTitles(featuredSection())).toEqual(featuredTitles()));
    await waitFor(() => expect(cardTitles(restSection())).toHaveLength(10));
    const featuredIds = new Set(db.featured.map((f) => f.announcementId));
    const newest = db.announcements
      .filter((a) => a.status === 'APPROVED' && !featuredIds.has(a.id))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const firstCard = within(restSection()).getAllByRole('article')[0]!;
    expect(within(firstCard).getByRole('link', { name: newest.title })).toHaveAttribute('href', `/anuncios/${newest.id}`);
    const unit = db.units.find((u) => u.index === newest.unitIndex)!.name;
    const company = db.companies.find((c) => c.id === newest.companyId)!;
    expect(firstCard).toHaveTextContent(`/ ${unit}`);
    expect(firstCard).toHaveTextContent(`${newest.location.city}/${newest.location.uf}`);
    expect(firstCard).toHaveTextContent(company.tradeName);
    expect(firstCard).toHaveTextContent(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(newest.unitPrice).replace(/\s/g, ' '));
    // The featured do not show twice.
    const rest = cardTitles(restSection());
    expect(featuredTitles().some((t) => rest.includes(t))).toBe(false);
    // Only APPROVED announcements are shown.
    const shownIds = screen.getAllByRole('article').map((card) => Number(within(card).getByRole('link').getAttribute('href')!.split('/').pop()));
    expect(shownIds).toHaveLength(10 + db.featured.length);
    for (const id of shownIds) expect(db.announcements.find((a) => a.id === id)!.status).toBe('APPROVED');
  });

  it('says one count per search: while the featured row still answers for the previous one, the line keeps its previous count', async () => {
    await renderApp(<ShowcaseScreen />, { signedInAs: 'comprador@giro.dev' });
    const line = await screen.findByText(/anúncios encontrados/);
    const before = line.textContent;
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(line.textContent ?? ''));
    observer.observe(line, { childList: true, characterData: true, subtree: true });
    const release = holdFeatured();
    const showcase = answersTo('/announcement/showcase');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('UF'), await screen.findByRole('option', { name: 'Minas Gerais (MG)' }));
    await showcase.wait();
    showcase.stop();
    expect(line).toHaveTextContent(before ?? '');
    await act(async () => release());
    const mg = db.announcements.filter((a) => a.status === 'APPROVED' && a.quantity > 0 && a.location.uf === 'MG');
    await waitFor(() => expect(line).toHaveTextContent(new RegExp(`^${mg.length} anúncios? encontrados?`)));
    observer.disconnect();
    // Only the two counts, never the new cards' count added to the old featured one.
    expect([...seen].filter((text) => text !== before && text !== line.textContent)).toEqual([]);
  });

  it('filters by UF and product through the URL (featured included), and goes back to page 1', async () => {
    mockRouter.setRoute('/vitrine?page=2');
    await renderApp(<ShowcaseScreen />, { signedInAs: 'comprador@giro.dev' });
    await waitFor(() => expect(cardTitles(restSection()).length).toBeGreaterThan(0));
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('UF'), await screen.findByRole('option', { name: 'Minas Gerais (MG)' }));
    await waitFor(() => expect(mockRouter.current.query).toEqual({ uf: 'MG' }));
    const mg = db.announcements.filter((a) => a.status === 'APPROVED' && a.location.uf === 'MG');
    expect(mg.length).toBeGreaterThan(1);
    expect(await screen.findByText(`${mg.length} anúncios encontrados`)).toBeInTheDocument();
    await waitFor(() => {
      for (const card of screen.getAllByRole('article')) expect(card).toHaveTextContent('/MG');
    });

    const product = db.products.find((p) => p.id === mg[0]!.productId)!;
    await user.selectOptions(screen.getByLabelText('Produto'), screen.getByRole('option', { name: product.name }));
    await waitFor(() => expect(mockRouter.current.query).toEqual({ uf: 'MG', product: String(product.id) }));
    const expected = mg.filter((a) => a.productId === product.id).map((a) => a.title);
    await waitFor(() => expect(screen.getAllByRole('article').map((c) => within(c).getByRole('heading').textContent).sort()).toEqual(expected.sort()));
  });

  it("finds by text and shows 'Nenhum item foi encontrado.' when nothing matches, with a way to clear the filters", async () => {
    mockRouter.setRoute('/vitrine?search=xyzsemresultado');
    await renderApp(<ShowcaseScreen />, { signedInAs: 'comprador@giro.dev' });
    expect(await screen.findByText('Nenhum item foi encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Destaques' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Limpar filtros' })[0]!);
    await waitFor(() => expect(mockRouter.current.query).toEqual({}));
    await waitFor(() => expect(cardTitles(restSection())).toHaveLength(10));
  });

  it("filters that match only featured items show them, then 'Nenhum item foi encontrado.' under Anúncios and no pager", async () => {
    const record = db.announcements.find((a) => a.id === db.featured[0]!.announcementId)!;
    record.title = 'Lote singular zqxdestaque';
    mockRouter.setRoute('/vitrine?search=zqxdestaque');
    await renderApp(<ShowcaseScreen />, { signedInAs: 'comprador@giro.dev' });
    await waitFor(() => expect(cardTitles(featuredSection())).toEqual([record.title]));
    await waitFor(() => expect(within(restSection()).getByText('Nenhum item foi encontrado.')).toBeInTheDocument());
    expect(cardTitles(restSection())).toEqual([]);
    expect(screen.queryByLabelText('Linhas por página')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    expect(screen.queryByText('0 de 0')).not.toBeInTheDocument();
    expect(screen.getByText('1 anúncio encontrado (1 em destaque)')).toBeInTheDocument();
  });

  it('pages with the numbered pager; the featured row shows on the first page only', async () => {
    await renderApp(<ShowcaseScreen />, { signedInAs: 'comprador@giro.dev' });
    await waitFor(() => expect(cardTitles(restSection())).toHaveLength(10));
    const firstPage = cardTitles(restSection());
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: /página 2/i }));
    await waitFor(() => expect(mockRouter.current.query).toEqual({ page: '2' }));
    await waitFor(() => expect(cardTitles(restSection())[0]).not.toBe(firstPage[0]));
    expect(screen.queryByRole('region', { name: 'Destaques' })).not.toBeInTheDocument();
  });

  it('counts the featured in the number found on every page, saying how many, beside the pager of the rest', async () => {
    await renderApp(<ShowcaseScreen />, { signedInAs: 'comprador@giro.dev' });
    await waitFor(() => expect(cardTitles(restSection())).toHaveLength(10));
    const featured = db.featured.length;
    const rest = db.announcements.filter((a) => a.status === 'APPROVED' && a.quantity > 0 && !db.featured.some((f) => f.announcementId === a.id)).length;
    const found = `${rest + featured} anúncios encontrados (${featured} em destaque)`;
    expect(await screen.findByText(found)).toBeInTheDocument();
    expect(screen.getByText(`1–10 de ${rest}`)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: /página 2/i }));
    await waitFor(() => expect(screen.getByText(`11–20 de ${rest}`)).toBeInTheDocument());
    expect(screen.getByText(found)).toBeInTheDocument();
  });

  it('brings the list’s top into view after a page number is chosen', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      await renderApp(<ShowcaseScreen />, { signedInAs: 'comprador@giro.dev' });
      await waitFor(() => expect(cardTitles(restSection())).toHaveLength(10));
      expect(scrolled).toEqual([]);
      await userEvent.setup().click(screen.getByRole('link', { name: /página 2/i }));
      await waitFor(() => expect(scrolled.some((el) => el.textContent?.includes('anúncios encontrados'))).toBe(true));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('narrows “Categoria” to the chosen “Segmento”, as “Produto” is', async () => {
    await renderApp(<ShowcaseScreen />, { signedInAs: 'comprador@giro.dev' });
    const user = userEvent.setup();
    const segmentSelect = await screen.findByLabelText('Segmento');
    await waitFor(() => expect(within(segmentSelect).getAllByRole('option').length).toBeGreaterThan(2));
    await waitFor(() => expect(within(screen.getByLabelText('Categoria')).getAllByRole('option').length).toBeGreaterThan(2));
    const segment = db.segments.find((seg) => db.products.some((p) => p.segmentsIndex.includes(seg.index)))!;
    const inSegment = new Set(db.products.filter((p) => p.segmentsIndex.includes(segment.index)).flatMap((p) => p.categories.map((c) => c.categoryId)));
    expect(inSegment.size).toBeLessThan(db.categories.length);
    await user.selectOptions(segmentSelect, within(segmentSelect).getByRole('option', { name: segment.name }));
    await waitFor(() => expect(mockRouter.current.query).toMatchObject({ segment: String(segment.index) }));
    const offered = within(screen.getByLabelText('Categoria'))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
      .filter(Boolean)
      .map(Number);
    expect(offered.sort()).toEqual([...inSegment].sort());
  });

  it('renders announcement text as text, never as HTML', async () => {
    const record = db.announcements.find((a) => a.id === db.featured[0]!.announcementId)!;
    record.title = '<img src=x onerror=alert(1)> Chapa <b>negrito</b> <script>alert("xss")</script>';
    await renderApp(<ShowcaseScreen />, { signedInAs: 'comprador@giro.dev' });
    const link = await within(await screen.findByRole('region', { name: 'Destaques' })).findByRole('link', { name: record.title });
    // The card's title shows the markup as literal characters…
    expect(link).toHaveTextContent(record.title, { normalizeWhitespace: false });
    expect(within(link).getByText(record.title)).toBeInTheDocument();
    // …and none of it became an element: no <b>, no <script>, no <img src=x> (the card's photo is
    // the only kind of image, and it comes from the API's file URLs).
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src="x"], img[onerror]')).toBeNull();
    for (const img of document.querySelectorAll('img')) expect(img.getAttribute('src')).toMatch(/^(http:\/\/localhost:4000\/|data:|\/)/);
  });

  it('a filter whose options failed to load says so and loads them again on “Tentar novamente”, keeping the other filters', async () => {
    mockRouter.setRoute('/vitrine?uf=MG');
    // IBGE is down for the first call (the tests' query client does not retry), back for the retry.
    server.use(mswHttp.get(`${MOCK_API_ORIGIN}/ibge/estados`, () => HttpResponse.json({ message: 'down' }, { status: 503 }), { once: true }));
    await renderApp(<ShowcaseScreen />, { signedInAs: 'comprador@giro.dev' });
    const uf = screen.getByLabelText('UF');
    await waitFor(() => expect(uf).toHaveAccessibleDescription('Não foi possível carregar as opções. Tentar novamente'));
    expect(within(uf).getAllByRole('option')).toHaveLength(1);
    // The other filters loaded and work.
    expect(await within(screen.getByLabelText('Segmento')).findAllByRole('option')).not.toHaveLength(1);
    expect(screen.getByLabelText('Segmento')).not.toHaveAccessibleDescription();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(uf).getByRole('option', { name: 'Minas Gerais (MG)' })).toBeInTheDocument());
    expect(uf).toHaveValue('MG');
    expect(uf).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(mockRouter.current.query).toEqual({ uf: 'MG' });
  });
});
