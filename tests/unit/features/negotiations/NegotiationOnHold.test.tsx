import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { NegotiationScreen } from '@/features/negotiations/screens/NegotiationScreen';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';
import { send } from '../../../integration/mock-api/helpers';

/** : a negotiation on hold says why and offers only 'Cancelar negociação' (docs/deal/negotiations.md, "On hold"). */

const seeded = (status: string) => db.negotiations.find((n) => n.buyerCompanyId === 2 && n.sellerCompanyId === 1 && n.status === status)!;

beforeEach(() => mockRouter.reset());

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
}

describe('a negotiation on hold', () => {
  it('while the seller company is suspended: the note says why, no proposal, and cancelling is the only action', async () => {
    const n = seeded('IN_QUOTATION');
    n.pendingProposal = null;
    await send('PATCH', '/admin/company/1/moderation', 'admin', { action: 'SUSPEND', reason: 'Denúncia de fraude.' });
    await openAs(n.id, 'comprador@giro.dev');
    expect(await screen.findByText('Negociação suspensa: uma das empresas não está aprovada na plataforma no momento; só é possível cancelá-la.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cancelar negociação' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fazer proposta' })).not.toBeInTheDocument();
  });

  it('while the announcement is back in review: a pending proposal may be declined but not accepted nor countered', async () => {
    const n = seeded('IN_QUOTATION');
    const proposal = await send('PUT', `/negotiation/${n.id}`, 'vendedor', { unitPrice: n.unitPrice + 1 });
    expect(proposal.status).toBe(200);
    await send('PATCH', `/admin/announcement/${n.announcementId}/moderation`, 'admin', { action: 'RETURN_TO_REVIEW', reason: 'Fotos de outro produto.' });
    await openAs(n.id, 'comprador@giro.dev');
    expect(await screen.findByText('Negociação suspensa: o anúncio não está aprovado no momento; só é possível cancelá-la.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recusar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceitar proposta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contraproposta' })).not.toBeInTheDocument();
  });

  it('while awaiting payment with the buyer company suspended: neither the payment form nor the invoice is offered', async () => {
    const n = seeded('AWAITING_PAYMENT');
    await send('PATCH', '/admin/company/2/moderation', 'admin', { action: 'SUSPEND', reason: 'Denúncia de fraude.' });
    await openAs(n.id, 'comprador@giro.dev');
    expect(await screen.findByText(/^Negociação suspensa: uma das empresas/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagamento enviado' })).not.toBeInTheDocument();
    await openAs(n.id, 'vendedor@giro.dev');
    expect(await screen.findByText(/^Negociação suspensa: uma das empresas/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /nota fiscal/i })).not.toBeInTheDocument();
  });

  it('for a member of both companies: says so and offers only cancelling', async () => {
    const n = seeded('IN_QUOTATION');
    n.pendingProposal = null;
    const buyer = db.accounts.find((a) => a.email === 'comprador@giro.dev')!;
    db.collaborators.push({ id: 996, companyId: 1, accountId: buyer.id, role: 'COLLABORATOR', createdAt: new Date().toISOString() });
    await openAs(n.id, 'comprador@giro.dev');
    expect(await screen.findByText('Negociação suspensa: você faz parte das duas empresas desta negociação; só é possível cancelá-la.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cancelar negociação' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fazer proposta' })).not.toBeInTheDocument();
  });
});
