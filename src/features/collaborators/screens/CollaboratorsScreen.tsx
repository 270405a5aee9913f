import { useState } from 'react';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { searchFilter, selectFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { QueryLoadFailure } from '@/components/ui/LoadFailure';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageProblem } from '@/components/ui/PageProblem';
import { RecordCell } from '@/components/table/RecordCell';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useCompany, useCompanyAdmin } from '@/features/companies/queries';
import { isNotFound } from '@/lib/api/errors';
import { endSentence, formatDate } from '@/lib/format';
import type { Collaborator } from '../api';
import { PendingInvitations } from '../components/PendingInvitations';
import { useCollaborators, useRemoveCollaborator } from '../queries';
import { ROLE_OPTIONS } from '../form-values';
import { lazyCollaboratorDialog, lazyInviteDialog } from '../components/lazy-dialogs';
import { useLazyOpen } from '@/lib/lazy-component';
import { routes } from '@/lib/routes';

const col = columnHelper<Collaborator>();
const columns = col.columns([
  col.accessor('name', {
    header: 'Nome',
    enableSorting: true,
    cell: (c) => <RecordCell detail={c.row.original.isOwner ? 'Responsável pela empresa' : null}>{c.getValue()}</RecordCell>,
  }),
  col.accessor('email', { header: 'E-mail', enableSorting: true }),
  col.accessor('role', { header: 'Papel', enableSorting: true, cell: (c) => <StatusBadge kind="companyRole" status={c.getValue()} /> }),
  col.accessor('status', { header: 'Conta', cell: (c) => <StatusBadge kind="account" status={c.getValue()} /> }),
  col.accessor('createdAt', { header: 'Desde', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

const FILTERS = {
  search: searchFilter({ placeholder: 'Nome ou e-mail' }),
  role: selectFilter({ label: 'Papel', options: ROLE_OPTIONS.map(({ value, label }) => ({ value, label })) }),
};

/** A 404 from the API, or an id in the address that is not one: the way back to the list. */
export function CompanyNotFound() {
  return <PageProblem title="Empresa não encontrada" text="Ela não existe ou você não faz parte dela." backHref={routes.companies()} backLabel="Voltar para minhas empresas" />;
}

/**
 * `/empresas/[id]/colaboradores`: the company's members. Its owner and admins (the company admin
 * call decides) invite, change roles and remove; other members see the list read-only. The
 * permissions and the list are asked once the company has answered: a company that does not exist
 * or that the user is not part of (404) is one 'Empresa não encontrada', not three failures.
 */
export function CollaboratorsScreen({ companyId }: { companyId: number }) {
  const company = useCompany(companyId);
  const notFound = isNotFound(company);
  // Another failure of the company (500, network) only costs its name: the list still loads.
  const answered = company.data !== undefined || (company.isError && !notFound);
  const admin = useCompanyAdmin(answered ? companyId : undefined);
  const canManage = admin.data?.isAdmin === true;
  const table = useListTable({ filters: FILTERS, enabled: answered }, useCollaborators, companyId);
  const remove = useRemoveCollaborator(companyId);
  const invite = useLazyOpen(lazyInviteDialog);
  const view = useLazyOpen(lazyCollaboratorDialog);
  const [viewing, setViewing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Collaborator | null>(null);
  const companyName = company.data?.companyName ?? 'Empresa';

  if (notFound) {
    return <CompanyNotFound />;
  }
  return (
    <>
      <PageHeader
        title="Colaboradores"
        description={company.data ? endSentence(`Pessoas que negociam em nome de ${company.data.companyName}`) : undefined}
        breadcrumbs={[{ label: 'Minhas empresas', href: routes.companies() }, { label: companyName, href: routes.company(companyId) }, { label: 'Colaboradores' }]}
        actions={canManage ? <Button {...invite.openerProps}>Convidar colaborador</Button> : null}
      />
      <QueryLoadFailure query={company} what="os dados da empresa" className="mb-4" />
      <QueryLoadFailure query={admin} what="as suas permissões nesta empresa (convidar, alterar e remover colaboradores)" className="mb-4" />
      {admin.data && !canManage ? (
        <p role="note" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Somente o responsável e os administradores da empresa podem convidar, alterar e remover colaboradores.
        </p>
      ) : null}
      <DataTable
        label="Colaboradores"
        columns={columns}
        {...table}
        getRowId={(c) => String(c.collaboratorId)}
        rowActions={(c) => (
          <>
            <Button
              variant="ghost"
              size="sm"
              {...view.openerProps}
              busy={view.openerProps.busy && viewing === c.collaboratorId}
              onClick={() => {
                setViewing(c.collaboratorId);
                view.openerProps.onClick();
              }}
              aria-label={`${canManage && !c.isOwner ? 'Editar' : 'Ver'} ${c.name}`}>
              {canManage && !c.isOwner ? 'Editar' : 'Ver'}
            </Button>
            {canManage && !c.isOwner ? (
              <Button variant="ghost-danger" size="sm" onClick={() => setRemoving(c)} aria-label={`Remover ${c.name}`}>
                Remover
              </Button>
            ) : null}
          </>
        )}
      />
      <PendingInvitations companyId={companyId} companyName={companyName} canManage={canManage} enabled={answered} />
      {invite.Component ? <invite.Component companyId={companyId} companyName={companyName} onClose={invite.close} /> : null}
      {view.Component && viewing !== null ? (
        <view.Component
          companyId={companyId}
          collaboratorId={viewing}
          canManage={canManage}
          onClose={() => {
            view.close();
            setViewing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remover colaborador"
        description={removing ? `${removing.name} deixará de fazer parte de ${companyName}. A conta da pessoa continua existindo.` : undefined}
        confirmLabel="Remover"
        tone="danger"
        onConfirm={() => (removing ? remove.mutateAsync(removing.collaboratorId) : undefined)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
