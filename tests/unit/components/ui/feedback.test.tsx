import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { queryLoadFailures, type RetryableQuery } from '@/components/ui/LoadFailure';
import { PageHeader } from '@/components/ui/PageHeader';
import { SkeletonText } from '@/components/ui/Skeleton';
import { Spinner } from '@/components/ui/Spinner';
import { StatusBadge } from '@/components/ui/StatusBadge';

describe('Button', () => {
  it('is a non-submitting button that runs on Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <form onSubmit={() => onClick('submit')}>
        <Button onClick={() => onClick('click')}>Salvar rascunho</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Salvar rascunho' });
    expect(button).toHaveAttribute('type', 'button');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick.mock.calls).toEqual([['click'], ['click']]);
  });

  it('is busy and disabled while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick} variant="danger">
        Excluir
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Excluir' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each(['primary', 'secondary', 'outline', 'danger', 'ghost'] as const)('renders the %s variant with a visible focus ring', (variant) => {
    render(<Button variant={variant}>Ok</Button>);
    expect(screen.getByRole('button', { name: 'Ok' }).className).toMatch(/focus-visible:ring-2/);
  });
});

describe('StatusBadge', () => {
  it.each([
    [{ kind: 'approval', entity: 'company', status: 'APPROVED' }, 'Aprovada'],
    [{ kind: 'approval', entity: 'announcement', status: 'APPROVED' }, 'Aprovado'],
    [{ kind: 'approval', entity: 'search', status: 'REJECTED' }, 'Reprovada'],
    [{ kind: 'approval', entity: 'announcement', status: 'REJECTED' }, 'Reprovado'],
    [{ kind: 'approval', entity: 'company', status: 'INACTIVE' }, 'Inativo'],
    [{ kind: 'negotiation', status: 'RELEASED_FOR_DELIVERY' }, 'Entrega/coleta liberada'],
    [{ kind: 'account', status: 'PENDING' }, 'Pendente'],
    [{ kind: 'accountType', status: 'ADMIN' }, 'Admin Giro'],
    [{ kind: 'companyRole', status: 'COLLABORATOR' }, 'Colaborador'],
  ] as const)('%o reads %s', (props, label) => {
    render(<StatusBadge {...props} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('colours by tone', () => {
    render(
      <>
        <StatusBadge kind="negotiation" status="CALLED_OFF" />
        <StatusBadge kind="negotiation" status="FINISHED" />
      </>,
    );
    expect(screen.getByText('Cancelado')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByText('Finalizado')).toHaveAttribute('data-tone', 'success');
  });
});

describe('PageHeader', () => {
  it('has the breadcrumb trail (nav Trilha) with the current page marked, the h1 and the actions', () => {
    render(
      <PageHeader
        title="Empresas"
        description="Empresas cadastradas na plataforma."
        breadcrumbs={[{ label: 'Início', href: '/admin' }, { label: 'Cadastros', href: '/admin/cadastros' }, { label: 'Empresas' }]}
        actions={<Button>Nova empresa</Button>}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Trilha' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Início', '/admin'],
      ['Cadastros', '/admin/cadastros'],
    ]);
    expect(within(nav).getByText('Empresas')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Empresas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nova empresa' })).toBeInTheDocument();
  });

  it('leaves the trail out when there is none', () => {
    render(<PageHeader title="Vitrine" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('loading and empty states', () => {
  it('announces loading', () => {
    render(
      <>
        <Spinner />
        <SkeletonText lines={2} label="Carregando empresas..." />
      </>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses[0]).toHaveTextContent('Carregando...');
    expect(statuses[1]).toHaveTextContent('Carregando empresas...');
    expect(statuses[1]).toHaveAttribute('aria-busy', 'true');
  });

  it("says 'Nenhum item foi encontrado.' by default", () => {
    render(<EmptyState action={<Button>Criar anúncio</Button>} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum item foi encontrado.');
    expect(screen.getByRole('button', { name: 'Criar anúncio' })).toBeInTheDocument();
  });
});

describe('queryLoadFailures', () => {
  const failed = (data: unknown): RetryableQuery => ({ isError: true, data, error: new Error('boom'), refetch: vi.fn(async () => undefined) });

  it('says nothing while the query has not failed', () => {
    expect(queryLoadFailures({ isError: false, data: undefined, error: null, refetch: async () => undefined }, 'x')).toEqual({ page: null, banner: null });
  });

  it('takes the page with the error and a retry when the first load failed', async () => {
    const query = failed(undefined);
    const { page, banner } = queryLoadFailures(query, 'a versão mais recente deste anúncio');
    expect(banner).toBeNull();
    render(page);
    expect(screen.getByRole('alert')).toHaveTextContent('Ops! Ocorreu um erro... tente mais tarde.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the page and puts a banner above it when a refresh of data on screen failed', async () => {
    const query = failed({ id: 1 });
    const { page, banner } = queryLoadFailures(query, 'a versão mais recente deste anúncio');
    expect(page).toBeNull();
    render(banner);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar a versão mais recente deste anúncio.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});
