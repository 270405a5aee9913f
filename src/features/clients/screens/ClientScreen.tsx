import Link from 'next/link';
import { linkCell } from '@/components/table/RecordCell';
import { useState } from 'react';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { useLocalRows } from '@/components/table/local-page';
import { useListTable } from '@/components/table/useListTable';
import { Button, buttonClass } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { queryLoadFailures } from '@/components/ui/LoadFailure';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageProblem } from '@/components/ui/PageProblem';
import { SkeletonText } from '@/components/ui/Skeleton';
import { Badge, StatusBadge } from '@/components/ui/StatusBadge';
import { Detail, DetailCard, DetailList } from '@/components/ui/DetailCard';
import { isNotFound } from '@/lib/api/errors';
import { formatCnpj, formatCpf, formatDateTime, formatPhone } from '@/lib/format';
import type { ClientCompany, ClientDetail } from '../api';
import { useClient, useResendClientVerification, useSetClientStatus } from '../queries';
import { routes } from '@/lib/routes';

/** A 404 from the API, or an id in the address that is not one: the way back to the list. */
export function ClientNotFound() {
  return <PageProblem title="Cliente não encontrado" backHref={routes.admin.clients()} backLabel="Voltar para os clientes" />;
}

/**
 * `/admin/clientes/[id]`: a client's data and companies; the admin activates a pending or
 * deactivated account, or deactivates an active one (`PUT /admin/profile/{accountId}`).
 */
export function ClientScreen({ id }: { id: number }) {
  const client = useClient(id);
  if (isNotFound(client)) {
    return <ClientNotFound />;
  }
  const failure = queryLoadFailures(client, 'a versão mais recente deste cliente');
  const title = client.data?.name ?? 'Cliente';
  return (
    <>
      {failure.banner}
      <PageHeader
        title={title}
        description={client.data?.email}
        breadcrumbs={[{ label: 'Painel', href: routes.admin.dashboard() }, { label: 'Clientes', href: routes.admin.clients() }, { label: title }]}
      />
      {client.data ? (
        <ClientView client={client.data} />
      ) : (
        failure.page ?? <SkeletonText lines={6} label="Carregando cliente..." />
      )}
    </>
  );
}

const col = columnHelper<ClientCompany>();
const companyColumns = col.columns([
  col.accessor('companyName', {
    header: 'Razão social',
    cell: linkCell((r) => routes.admin.company(r.companyId)),
  }),
  col.accessor('cnpj', { header: 'CNPJ', cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatCnpj(c.getValue())}</span> }),
  col.accessor('role', {
    header: 'Papel',
    cell: (c) => (
      <>
        <StatusBadge kind="companyRole" status={c.getValue()} />
        {c.row.original.isOwner ? <span className="ml-1 text-xs text-slate-600">(responsável)</span> : null}
      </>
    ),
  }),
  col.accessor('status', { header: 'Status', cell: (c) => <StatusBadge kind="approval" entity="company" status={c.getValue()} /> }),
]);

/** The client's companies: the kit's table (pager, page sizes, 'Nenhum item foi encontrado.') over the detail's list. */
function ClientCompanies({ companies }: { companies: readonly ClientCompany[] }) {
  const table = useListTable({}, useLocalRows, companies);
  return <DataTable label="Empresas do cliente" columns={companyColumns} {...table} getRowId={(c) => String(c.companyId)} />;
}

type Change = 'ENABLED' | 'DISABLED';

const CHANGE_TEXT: Record<Change, { title: string; confirm: string; description: (name: string) => string }> = {
  ENABLED: {
    title: 'Ativar cliente',
    confirm: 'Ativar',
    description: (name) => `${name} poderá entrar na plataforma e negociar.`,
  },
  DISABLED: {
    title: 'Desativar cliente',
    confirm: 'Desativar',
    description: (name) => `${name} não poderá mais entrar na plataforma: ao tentar, verá “Usuário inativo!”.`,
  },
};

function ClientView({ client }: { client: ClientDetail }) {
  const setStatus = useSetClientStatus(client.accountId);
  const resend = useResendClientVerification(client.accountId, client.email);
  const [change, setChange] = useState<Change | null>(null);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <DetailCard title="Dados do cliente">
          <DetailList>
            <Detail label="Nome">{client.name}</Detail>
            <Detail label="E-mail">{client.email}</Detail>
            <Detail label="CPF">{client.cpf ? formatCpf(client.cpf) : ''}</Detail>
            <Detail label="Telefone">{formatPhone(client.phone)}</Detail>
            <Detail label="Tipo de conta">
              <StatusBadge kind="accountType" status={client.accountType} />
            </Detail>
            <Detail label="Cadastro">{formatDateTime(client.createdAt)}</Detail>
          </DetailList>
        </DetailCard>
        <DetailCard title="Empresas">
          <ClientCompanies companies={client.companies} />
        </DetailCard>
      </div>
      <DetailCard title="Acesso">
        <div className="flex flex-col gap-4 text-sm text-slate-800">
          <p className="flex items-center gap-2">
            <span className="font-medium">Situação:</span>
            <StatusBadge kind="account" status={client.status} />
          </p>
          <p className="flex items-center gap-2">
            <span className="font-medium">E-mail:</span>
            <Badge tone={client.emailVerified ? 'success' : 'warning'}>{client.emailVerified ? 'E-mail confirmado' : 'E-mail não confirmado'}</Badge>
          </p>
          {client.emailVerified ? null : (
            // Sign-in refuses an unconfirmed e-mail ('Email pendente de confirmação!') before the status counts.
            <>
              <p>{`O cliente ainda não abriu o link de confirmação enviado para ${client.email} e não consegue entrar antes disso.`}</p>
              <Button variant="outline" className="self-start" loading={resend.isPending} onClick={() => resend.mutate()}>
                Reenviar e-mail de confirmação
              </Button>
            </>
          )}
          {client.status === 'PENDING' ? <p>A conta aguarda ativação. Confira os dados antes de ativá-la.</p> : null}
          {client.status === 'DISABLED' ? <p>A conta está desativada: o cliente não consegue entrar na plataforma.</p> : null}
          <div className="flex flex-wrap gap-2">
            {client.status === 'ENABLED' ? (
              <Button variant="danger" onClick={() => setChange('DISABLED')}>
                Desativar cliente
              </Button>
            ) : (
              <Button onClick={() => setChange('ENABLED')}>{client.status === 'PENDING' ? 'Ativar cliente' : 'Reativar cliente'}</Button>
            )}
          </div>
          <Link href={routes.admin.clients()} className={buttonClass({ variant: 'outline', className: 'self-start' })}>
            Voltar para a lista
          </Link>
        </div>
      </DetailCard>
      <ConfirmDialog
        open={change !== null}
        title={change ? CHANGE_TEXT[change].title : ''}
        description={change ? CHANGE_TEXT[change].description(client.name) : undefined}
        confirmLabel={change ? CHANGE_TEXT[change].confirm : 'Confirmar'}
        tone={change === 'DISABLED' ? 'danger' : 'primary'}
        onConfirm={() => (change ? setStatus.mutateAsync({ status: change }) : undefined)}
        onClose={() => setChange(null)}
      />
    </div>
  );
}
