import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { AnnouncementDetailScreen } from '@/features/announcements/screens/AnnouncementDetailScreen';
import { db } from '@/mocks/db/store';
import { forcedFailures } from '@/mocks/lib/http';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.reset());

async function open(id: number, email: string) {
  mockRouter.setRoute(`/anuncios/${id}`, '/anuncios/[id]');
  await renderApp(
    <RouteGuard>
      <AnnouncementDetailScreen />
    </RouteGuard>,
    { signedInAs: email },
  );
  return screen.findByRole('heading', { level: 1 });
}

describe('/anuncios/[id]', () => {
  it('shows gallery, description, quantity, price, location, availability, files by type and the company', async () => {
    const a = db.announcements.find((x) => x.status === 'APPROVED' && x.companyId === 3 && x.files.some((f) => f.type === 'MSDS'))!;
    a.description = 'Linha 1 <script>alert(1)</script>\nLinha 2';
    const heading = await open(a.id, 'comprador@giro.dev');
    expect(heading).toHaveTextContent(a.title);
    expect(screen.getByRole('img', { name: `${a.title} — foto 1 de 1` })).toHaveAttribute('src', expect.stringMatching(/^http:\/\/localhost:4000\/file\/[\w-]{32}\//));
    expect(screen.getByText(/Linha 1 <script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(document.querySelector('main script, section script')).toBeNull();

    const offer = screen.getByRole('region', { name: 'Oferta' });
    const unit = db.units.find((u) => u.index === a.unitIndex)!.name;
    expect(offer).toHaveTextContent(`/ ${unit}`);
    expect(within(offer).getByText('Quantidade').nextElementSibling).toHaveTextContent(new RegExp(`${unit}$`));
    expect(within(offer).getByText('Disponibilidade').nextElementSibling!.textContent).toMatch(/^Disponível (agora|a partir de \d{2}\/\d{2}\/\d{4})$/);

    const files = screen.getByRole('region', { name: 'Arquivos' });
    expect(within(files).getByRole('heading', { name: 'Foto' })).toBeInTheDocument();
    expect(within(files).getByRole('heading', { name: 'MSDS' })).toBeInTheDocument();
    const msds = within(files).getByRole('link', { name: /^Baixar MSDS: msds-.*\.pdf$/ });
    expect(msds).toHaveAttribute('href', expect.stringMatching(/\/file\/[\w-]{32}\/msds-/));
    // A photo opens rather than downloads: its accessible name starts with the word it shows.
    const photo = within(files).getByRole('link', { name: /^Abrir Foto: / });
    expect(photo).toHaveTextContent(/^Abrir$/);

    const place = screen.getByRole('region', { name: 'Local de retirada' });
    expect(place).toHaveTextContent(`${a.location.city}/${a.location.uf}`);
    const company = db.companies.find((c) => c.id === a.companyId)!;
    expect(screen.getByRole('region', { name: 'Empresa vendedora' })).toHaveTextContent(company.companyName);
    // A buyer: no edit link; the buyer actions' place exists (filled by the deals issue).
    expect(screen.queryByRole('link', { name: 'Editar anúncio' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-slot="announcement-actions"]')).not.toBeNull();
  });

  it('shows a hostile title and description as literal text: no element is created from them', async () => {
    const a = db.announcements.find((x) => x.status === 'APPROVED')!;
    a.title = 'Chapas <img src=x onerror=alert(1)> <script>alert("título")</script>';
    a.description = 'Aço <img src=x onerror=alert(2)>\n<script>document.title = "xss"</script> fim';
    const heading = await open(a.id, 'comprador@giro.dev');
    expect(heading).toHaveTextContent(a.title, { normalizeWhitespace: false });
    expect(screen.getByText(a.title, { selector: '#anuncio-titulo' })).toBeInTheDocument();
    // The description keeps its line break (white-space: pre-line) and its markup as characters.
    const description = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === a.description);
    expect(description.children).toHaveLength(0);
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src="x"], img[onerror]')).toBeNull();
    for (const img of document.querySelectorAll('img')) expect(img.getAttribute('src')).toMatch(/^http:\/\/localhost:4000\/file\/[\w-]{32}\//);
    expect(document.title).not.toBe('xss');
  });

  it('says when it cannot tell whether the announcement is yours (companies failed), and retries', async () => {
    const own = db.announcements.find((x) => x.companyId === 1 && x.status === 'APPROVED')!;
    forcedFailures.push({ method: 'GET', pattern: /^\/company\/list\/me$/, status: 503, times: 1 });
    await open(own.id, 'vendedor@giro.dev');
    const banner = await screen.findByText('Não foi possível carregar as suas empresas (para saber se o anúncio é seu).');
    await userEvent.setup().click(within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Editar anúncio' })).toHaveAttribute('href', `/meus-anuncios/${own.id}`);
    expect(screen.queryByText(/Não foi possível carregar as suas empresas/)).not.toBeInTheDocument();
  });

  it("offers the seller the edit of their own announcement, and shows a PENDING one's state", async () => {
    const pending = db.announcements.find((x) => x.companyId === 1 && x.status === 'PENDING')!;
    await open(pending.id, 'vendedor@giro.dev');
    expect(await screen.findByRole('link', { name: 'Editar anúncio' })).toHaveAttribute('href', `/meus-anuncios/${pending.id}`);
    expect(screen.getByText('Este anúncio aguarda aprovação e ainda não aparece na vitrine.')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="announcement-actions"]')).toBeNull();
  });

  it('says the announcement was not found to anyone else for a PENDING one', async () => {
    const pending = db.announcements.find((x) => x.companyId === 1 && x.status === 'PENDING')!;
    const heading = await open(pending.id, 'comprador@giro.dev');
    expect(heading).toHaveTextContent('Anúncio não encontrado');
    expect(screen.getByRole('link', { name: 'Voltar para a vitrine' })).toHaveAttribute('href', '/vitrine');
  });

  it('links an admin to the admin edit', async () => {
    const a = db.announcements.find((x) => x.status === 'REJECTED')!;
    await open(a.id, 'admin@giro.dev');
    expect(await screen.findByRole('link', { name: 'Editar anúncio' })).toHaveAttribute('href', `/admin/anuncios/${a.id}`);
    expect(screen.getByText(`Motivo: ${a.rejectionReason}`)).toBeInTheDocument();
  });
});
