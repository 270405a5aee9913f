import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { AnnouncementDetailScreen } from '@/features/announcements/screens/AnnouncementDetailScreen';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.reset());

/** docs/deal/negotiations.md: the announcement page shows what may still be negotiated (announced − reserved − sold). */
describe('/anuncios/[id] available quantity', () => {
  it('shows the available quantity and what negotiations reserve', async () => {
    const a = db.announcements.find((x) => x.status === 'APPROVED' && x.companyId === 1 && !db.negotiations.some((n) => n.announcementId === x.id))!;
    a.quantity = 40;
    const base = db.negotiations.find((n) => n.status === 'IN_QUOTATION')!;
    db.negotiations.push({ ...base, id: 900, announcementId: a.id, quantity: 15, status: 'IN_PROGRESS', pendingProposal: null, events: [] });
    mockRouter.setRoute(`/anuncios/${a.id}`, '/anuncios/[id]');
    await renderApp(
      <RouteGuard>
        <AnnouncementDetailScreen />
      </RouteGuard>,
      { signedInAs: 'comprador@giro.dev' },
    );
    await screen.findByRole('heading', { level: 1 });
    const unit = db.units.find((u) => u.index === a.unitIndex)!.name;
    const offer = screen.getByRole('region', { name: 'Oferta' });
    expect(within(offer).getByText('Quantidade').nextElementSibling).toHaveTextContent(`40 ${unit}`);
    expect(within(offer).getByText('Disponível').nextElementSibling).toHaveTextContent(`25 ${unit} (15 ${unit} reservados em negociações)`);
  });
});
