import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { CollaboratorsScreen } from '@/features/collaborators/screens/CollaboratorsScreen';
import { db } from '@/mocks/db/store';
import { forcedFailures } from '@/mocks/lib/http';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';
import { settled } from '@tests/helpers/time';

async function open(email: string, companyId = 1, heading = 'Colaboradores') {
  mockRouter.setRoute(`/empresas/${companyId}/colaboradores`, '/empresas/[id]/colaboradores');
  const view = await renderApp(
    <RouteGuard>
      <CollaboratorsScreen companyId={companyId} />
    </RouteGuard>,
    { signedInAs: email },
  );
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...view, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'Colaboradores' });
const rowOf = async (text: string) => (await within(table()).findByText(text)).closest('tr')!;

beforeEach(() => mockRouter.reset());

describe('/empresas/[id]/colaboradores — owner', () => {
  it('says when the permissions failed to load (no silent read-only), and retries them', async () => {
    forcedFailures.push({ method: 'GET', pattern: /^\/company\/1\/admin$/, status: 503, times: 1 });
    const { user } = await open('vendedor@giro.dev');
    const banner = await screen.findByText(/^Não foi possível carregar as suas permissões nesta empresa/);
    expect(screen.queryByRole('button', { name: 'Convidar colaborador' })).not.toBeInTheDocument();
    await user.click(within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Convidar colaborador' })).toBeInTheDocument();
  });

  it('lists the members, the owner first and not removable', async () => {
    await open('vendedor@giro.dev');
    const owner = await rowOf('vendedor@giro.dev');
    expect(within(owner).getByText('Responsável pela empresa')).toBeInTheDocument();
    expect(within(owner).queryByRole('button', { name: /Remover/ })).toBeNull();
    const member = await rowOf('colaborador@giro.dev');
    expect(within(member).getByText('Colaborador')).toBeInTheDocument();
    expect(within(member).getByRole('button', { name: 'Remover Bruno Carvalho' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Trilha' })).toHaveTextContent('Metalúrgica Horizonte Ltda');
  });

  it('invites a new collaborator, and refuses an e-mail already in the company at the field', async () => {
    const { user } = await open('vendedor@giro.dev');
    await rowOf('colaborador@giro.dev');
    await user.click(screen.getByRole('button', { name: 'Convidar colaborador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convidar colaborador' }); // loaded on demand
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveFocus();
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Outra Pessoa');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'COLABORADOR@giro.dev');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Este e-mail já faz parte da empresa.'));
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue('Outra Pessoa');
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveValue('COLABORADOR@giro.dev');

    await user.clear(within(dialog).getByLabelText(/^E-mail/));
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'carla@horizontemetais.com.br');
    await user.click(within(dialog).getByLabelText('Administrador'));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Convite enviado para carla@horizontemetais.com.br.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = await rowOf('carla@horizontemetais.com.br');
    expect(within(row).getByText('Administrador')).toBeInTheDocument();
    expect(db.accounts.find((a) => a.email === 'carla@horizontemetais.com.br')?.name).toBe('Outra Pessoa');
  });

  it('shows the invite form’s own messages for bad input', async () => {
    const { user } = await open('vendedor@giro.dev');
    await user.click(await screen.findByRole('button', { name: 'Convidar colaborador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convidar colaborador' }); // loaded on demand
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'carla@');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Informe um e-mail válido.'));
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveAccessibleDescription('Informe o nome.');
  });

  it('changes a role and removes a member after confirmation', async () => {
    const { user } = await open('vendedor@giro.dev');
    await rowOf('colaborador@giro.dev');
    await user.click(screen.getByRole('button', { name: 'Editar Bruno Carvalho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bruno Carvalho' });
    await user.click(within(dialog).getByLabelText('Administrador'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(db.collaborators.find((c) => c.companyId === 1 && c.accountId === 5)?.role).toBe('ADMIN'));
    await waitFor(async () => expect(within(await rowOf('colaborador@giro.dev')).getByText('Administrador')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remover Bruno Carvalho' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remover colaborador' });
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(within(table()).queryByText('colaborador@giro.dev')).toBeNull());
    expect(db.collaborators.some((c) => c.companyId === 1 && c.accountId === 5)).toBe(false);
  });
});

describe('/empresas/[id]/colaboradores — a plain collaborator', () => {
  it('sees the list read-only: no invite, edit or remove', async () => {
    const { user } = await open('colaborador@giro.dev');
    await rowOf('vendedor@giro.dev');
    expect(screen.getByText('Somente o responsável e os administradores da empresa podem convidar, alterar e remover colaboradores.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convidar colaborador' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remover/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ver Marcos Albuquerque' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcos Albuquerque' });
    expect(await within(dialog).findByText('vendedor@giro.dev')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).toBeNull();
  });
});

describe('/empresas/[id]/colaboradores — a company that is not found', () => {
  /** The paths the screen asks the API for while `run` runs. */
  async function asked(run: () => Promise<void>): Promise<string[]> {
    const paths: string[] = [];
    const track = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
    server.events.on('request:start', track);
    try {
      await run();
      return paths;
    } finally {
      server.events.removeListener('request:start', track);
    }
  }

  it('says so once, with the way back, and asks neither the permissions nor the list', async () => {
    const paths = await asked(async () => {
      const { client } = await open('vendedor@giro.dev', 9999, 'Empresa não encontrada');
      expect(screen.getByRole('link', { name: 'Voltar para minhas empresas' })).toHaveAttribute('href', '/empresas');
      expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
      await settled(client);
    });
    expect(paths).toContain('/company/9999');
    expect(paths).not.toContain('/company/9999/admin');
    expect(paths).not.toContain('/company/9999/collaborator/list');
    expect(screen.queryByText('Não foi possível carregar a lista.')).toBeNull();
    expect(screen.queryByText(/^Não foi possível carregar as suas permissões/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Colaboradores' })).toBeNull();
  });

  it("is the same for a company the user is not part of (the API's 404)", async () => {
    const me = db.accounts.find((a) => a.email === 'vendedor@giro.dev')!;
    const other = db.companies.find((c) => !db.collaborators.some((m) => m.companyId === c.id && m.accountId === me.id))!;
    await open('vendedor@giro.dev', other.id, 'Empresa não encontrada');
    expect(screen.getByRole('link', { name: 'Voltar para minhas empresas' })).toHaveAttribute('href', '/empresas');
    expect(screen.queryByRole('table', { name: 'Colaboradores' })).toBeNull();
  });

  it('still lists the members when the company failed otherwise (500), and offers to load it again', async () => {
    forcedFailures.push({ method: 'GET', pattern: /^\/company\/1$/, status: 500, times: 1 }); // tests do not retry
    await open('vendedor@giro.dev');
    await rowOf('colaborador@giro.dev');
    expect(screen.getByRole('navigation', { name: 'Trilha' })).toHaveTextContent('Empresa');
    expect(screen.queryByRole('heading', { name: 'Empresa não encontrada' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Convidar colaborador' })).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar os dados da empresa.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Trilha' })).toHaveTextContent(db.companies.find((c) => c.id === 1)!.companyName));
    expect(screen.queryByText('Não foi possível carregar os dados da empresa.')).toBeNull();
  });
});
