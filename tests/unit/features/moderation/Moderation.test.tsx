import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { SuspendedCompaniesBanner } from '@/features/companies/components/SuspendedCompaniesBanner';
import { AdminCompanyScreen } from '@/features/companies/screens/AdminCompanyScreen';
import { DecisionHistory } from '@/features/moderation/components/DecisionHistory';
import { ModerationPanel } from '@/features/moderation/components/ModerationPanel';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

/** docs/moderation.md on screen: the admin's moderation, "Histórico" and the suspended company's banner. */

const REASON = 'Notas fiscais com CNPJ de outra empresa.';

async function open(ui: ReactElement, email = 'admin@giro.dev', path = '/admin/empresas/1', pattern = '/admin/empresas/[id]') {
  mockRouter.setRoute(path, pattern);
  const view = await renderApp(<RouteGuard>{ui}</RouteGuard>, { signedInAs: email });
  return { ...view, user: userEvent.setup() };
}

const adminCompanyPage = (id: number) => (
  <AdminCompanyScreen
    id={id}
    sections={
      <>
        <ModerationPanel kind="company" id={id} />
        <DecisionHistory kind="company" id={id} />
      </>
    }
  />
);

beforeEach(() => mockRouter.reset());

describe('the admin suspends and reactivates a company', () => {
  it('asks for the reason, suspends, and lists both decisions in Histórico', async () => {
    const { user } = await open(adminCompanyPage(1));
    await user.click(await screen.findByRole('button', { name: 'Suspender empresa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspender empresa' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect((await within(dialog).findAllByText(/mínimo de 5 caracteres/)).length).toBeGreaterThan(0);
    // Suspending is not rejecting: the message names no "reprovação".
    expect(within(dialog).getAllByText('Informe o motivo (mínimo de 5 caracteres).').length).toBeGreaterThan(0);
    expect(within(dialog).queryByText(/reprovação/)).not.toBeInTheDocument();
    expect(db.companies[0]!.status).toBe('APPROVED');
    await user.type(within(dialog).getByLabelText(/^Motivo da suspensão/), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(await screen.findByText('Empresa suspensa.')).toBeInTheDocument();
    expect(db.companies[0]).toMatchObject({ status: 'INACTIVE', suspensionReason: REASON });
    const history = await screen.findByRole('region', { name: 'Histórico' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Suspensa'));
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(`Rafael Moreira`);
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(`Motivo: ${REASON}`);

    await user.click(await screen.findByRole('button', { name: 'Reativar empresa' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reativar empresa' });
    await user.click(within(confirm).getByRole('button', { name: 'Reativar' }));
    expect(await screen.findByText('Empresa reativada.')).toBeInTheDocument();
    expect(db.companies[0]!.status).toBe('APPROVED');
    await waitFor(() => expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Reativada'));
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent('Suspensa');
  });

  it('sends an approved company back to review with a reason', async () => {
    const { user } = await open(adminCompanyPage(3), 'admin@giro.dev', '/admin/empresas/3');
    await user.click(await screen.findByRole('button', { name: 'Enviar para nova análise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar para nova análise' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar para análise' }));
    expect((await within(dialog).findAllByText('Informe o motivo (mínimo de 5 caracteres).')).length).toBeGreaterThan(0);
    expect(within(dialog).queryByText(/reprovação/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Motivo da nova análise/), 'Confirme o novo endereço.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar para análise' }));
    expect(await screen.findByText('Enviado para nova análise.')).toBeInTheDocument();
    expect(db.companies[2]!.status).toBe('PENDING');
    // Pending now: the review's buttons, no moderation.
    expect(await screen.findByRole('button', { name: 'Aprovar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspender empresa' })).toBeNull();
  });
});

describe('Histórico for the owner', () => {
  it('shows the decisions to a member, naming the platform, and nothing to an outsider', async () => {
    db.decisions.push({ id: 99, subject: { kind: 'company', id: 1 }, action: 'SUSPENDED', byAccountId: 2, at: new Date().toISOString(), reason: REASON });
    const { unmount } = await open(<DecisionHistory kind="company" id={1} />, 'vendedor@giro.dev', '/empresas/1', '/empresas/[id]');
    const history = await screen.findByRole('region', { name: 'Histórico' });
    expect(await within(history).findByText(`Motivo: ${REASON}`)).toBeInTheDocument();
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Administração da plataforma');
    expect(within(history).queryByText(/Rafael Moreira/)).toBeNull();
    unmount();
    await open(<DecisionHistory kind="company" id={1} />, 'comprador@giro.dev', '/empresas/1', '/empresas/[id]');
    await waitFor(() => expect(screen.queryByText('Carregando histórico...')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Histórico' })).toBeNull();
  });
});

describe('the suspended company banner', () => {
  it("tells the members of a suspended company why, and nobody else", async () => {
    db.companies[0]!.status = 'INACTIVE';
    db.companies[0]!.suspensionReason = REASON;
    const { unmount } = await open(<SuspendedCompaniesBanner />, 'colaborador@giro.dev', '/vitrine', '/vitrine');
    const banner = await screen.findByRole('note', { name: 'Empresa suspensa' });
    expect(banner).toHaveTextContent('A empresa Horizonte Metais está suspensa.');
    expect(banner).toHaveTextContent(`Motivo: ${REASON}`);
    unmount();
    const { client } = await open(<SuspendedCompaniesBanner />, 'comprador@giro.dev', '/vitrine', '/vitrine');
    // Once the buyer's companies are read, still no banner.
    await waitFor(() => expect(client.getQueryCache().findAll({ queryKey: ['companies', 'mine'] }).some((q) => q.state.status === 'success')).toBe(true));
    expect(screen.queryByRole('note', { name: 'Empresa suspensa' })).toBeNull();
  });
});
