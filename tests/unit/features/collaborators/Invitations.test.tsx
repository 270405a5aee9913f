import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { CollaboratorsScreen } from '@/features/collaborators/screens/CollaboratorsScreen';
import { db, nextId } from '@/mocks/db/store';
import MyCompaniesPage from '@/pages/empresas';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

/** Invitations need consent (docs/security.md): the company's pending list, the invitee's answer on /empresas. */

async function open(ui: ReactElement, asPath: string, pathname: string, email: string, heading: string) {
  mockRouter.setRoute(asPath, pathname);
  const view = await renderApp(<RouteGuard>{ui}</RouteGuard>, { signedInAs: email });
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...view, user: userEvent.setup() };
}

const accountId = (email: string) => db.accounts.find((a) => a.email === email)!.id;

/** The seller's company 1 invites the buyer, as the API would have stored it. */
function invitationToBuyer(role: 'ADMIN' | 'COLLABORATOR' = 'COLLABORATOR') {
  const record = {
    id: nextId('invitations'),
    companyId: 1,
    accountId: accountId('comprador@giro.dev'),
    name: 'Juliana',
    email: 'comprador@giro.dev',
    role,
    invitedByAccountId: accountId('vendedor@giro.dev'),
    createdAt: new Date().toISOString(),
  };
  db.invitations.push(record);
  return record;
}

beforeEach(() => mockRouter.reset());

describe('/empresas/[id]/colaboradores — inviting an existing account', () => {
  it('shows it as a pending invitation, not as a member, and the owner cancels it after confirmation', async () => {
    const { user } = await open(<CollaboratorsScreen companyId={1} />, '/empresas/1/colaboradores', '/empresas/[id]/colaboradores', 'vendedor@giro.dev', 'Colaboradores');
    const table = screen.getByRole('table', { name: 'Colaboradores' });
    await within(table).findByText('colaborador@giro.dev');
    await user.click(screen.getByRole('button', { name: 'Convidar colaborador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convidar colaborador' }); // loaded on demand
    expect(dialog).toHaveTextContent('Quem já tem conta recebe um convite e passa a fazer parte da empresa quando aceitar.');
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Juliana');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'comprador@giro.dev');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Convite enviado para comprador@giro.dev. A pessoa passa a fazer parte da empresa quando aceitar.')).toBeInTheDocument();

    const invitations = await screen.findByRole('region', { name: 'Convites pendentes' });
    const item = within(invitations).getByRole('listitem');
    expect(item).toHaveTextContent('Juliana');
    expect(item).toHaveTextContent('comprador@giro.dev');
    expect(within(item).getByText('Convite pendente')).toBeInTheDocument();
    expect(within(item).getByText('Colaborador')).toBeInTheDocument();
    expect(within(table).queryByText('comprador@giro.dev')).toBeNull();
    expect(db.collaborators.some((c) => c.companyId === 1 && c.accountId === accountId('comprador@giro.dev'))).toBe(false);

    // The same e-mail again: the refusal at the field, what was typed kept.
    await user.click(screen.getByRole('button', { name: 'Convidar colaborador' }));
    const again = await screen.findByRole('dialog', { name: 'Convidar colaborador' });
    await user.type(within(again).getByLabelText(/^Nome/), 'Juliana T');
    await user.type(within(again).getByLabelText(/^E-mail/), 'comprador@giro.dev');
    await user.click(within(again).getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() => expect(within(again).getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Já existe um convite pendente para este e-mail.'));
    expect(within(again).getByLabelText(/^Nome/)).toHaveValue('Juliana T');
    await user.click(within(again).getByRole('button', { name: 'Cancelar' }));

    await user.click(within(item).getByRole('button', { name: 'Cancelar convite de comprador@giro.dev' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancelar convite' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar convite' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Convites pendentes' })).toBeNull());
    expect(db.invitations).toEqual([]);
  });

  it('shows pending invitations read-only to a plain member', async () => {
    invitationToBuyer();
    await open(<CollaboratorsScreen companyId={1} />, '/empresas/1/colaboradores', '/empresas/[id]/colaboradores', 'colaborador@giro.dev', 'Colaboradores');
    const invitations = await screen.findByRole('region', { name: 'Convites pendentes' });
    expect(within(invitations).getByText('comprador@giro.dev')).toBeInTheDocument();
    expect(within(invitations).queryByRole('button')).toBeNull();
  });
});

describe('/empresas — invitations received', () => {
  it('accepts: the company joins the list and the invitation goes', async () => {
    invitationToBuyer('ADMIN');
    const { user } = await open(<MyCompaniesPage />, '/empresas', '/empresas', 'comprador@giro.dev', 'Minhas empresas');
    const received = await screen.findByRole('region', { name: 'Convites recebidos' });
    const item = within(received).getByRole('listitem');
    expect(item).toHaveTextContent('Metalúrgica Horizonte Ltda');
    expect(item).toHaveTextContent('Marcos Albuquerque convidou você para participar como Administrador.');
    const companies = screen.getByRole('table', { name: 'Minhas empresas' });
    expect(within(companies).queryByText('Metalúrgica Horizonte Ltda')).toBeNull();

    await user.click(within(item).getByRole('button', { name: 'Aceitar convite de Metalúrgica Horizonte Ltda' }));
    expect(await screen.findByText('Agora você faz parte de Metalúrgica Horizonte Ltda.')).toBeInTheDocument();
    expect(await within(companies).findByText('Metalúrgica Horizonte Ltda')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Convites recebidos' })).toBeNull());
    expect(db.collaborators.find((c) => c.companyId === 1 && c.accountId === accountId('comprador@giro.dev'))?.role).toBe('ADMIN');
  });

  it('declines after confirmation: no membership', async () => {
    invitationToBuyer();
    const { user } = await open(<MyCompaniesPage />, '/empresas', '/empresas', 'comprador@giro.dev', 'Minhas empresas');
    const received = await screen.findByRole('region', { name: 'Convites recebidos' });
    await user.click(within(received).getByRole('button', { name: 'Recusar convite de Metalúrgica Horizonte Ltda' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Recusar convite' });
    await user.click(within(confirm).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('Convite recusado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Convites recebidos' })).toBeNull());
    expect(db.collaborators.some((c) => c.companyId === 1 && c.accountId === accountId('comprador@giro.dev'))).toBe(false);
  });

  it('shows nothing when there is no invitation', async () => {
    await open(<MyCompaniesPage />, '/empresas', '/empresas', 'comprador@giro.dev', 'Minhas empresas');
    await within(screen.getByRole('table', { name: 'Minhas empresas' })).findByText('Construtora Vale Verde S.A.');
    expect(screen.queryByRole('region', { name: 'Convites recebidos' })).toBeNull();
  });
});
