import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RadioGroupField } from '@/components/form/RadioGroupField';
import { TextField } from '@/components/form/TextField';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { SearchFilter, SelectFilter } from '@/components/table/filters';
import { useListParams } from '@/components/table/useListParams';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { QueryLoadFailure } from '@/components/ui/LoadFailure';
import { Modal } from '@/components/ui/Modal';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageProblem } from '@/components/ui/PageProblem';
import { SkeletonText } from '@/components/ui/Skeleton';
import { RecordCell } from '@/components/table/RecordCell';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useCompany, useCompanyAdmin } from '@/features/companies/queries';
import { isNotFound } from '@/lib/api/errors';
import { endSentence, formatDate } from '@/lib/format';
import type { Collaborator } from '../api';
import { FormDialog } from '@/components/form/FormDialog';
import { Detail } from '@/components/ui/DetailCard';
import { TEXT_MAX } from '@/lib/validators/common';
import { PendingInvitations } from '../components/PendingInvitations';
import { useCollaborator, useCollaborators, useInviteCollaborator, useRemoveCollaborator, useUpdateCollaborator } from '../queries';
import { inviteFormSchema, ROLE_OPTIONS, roleFormSchema, toInviteBody, type InviteFormOutput, type InviteFormValues, type RoleFormValues } from '../schemas';
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

const ROLE_FILTER = ROLE_OPTIONS.map(({ value, label }) => ({ value, label }));

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
  const list = useListParams({ filters: ['search', 'role'], accepts: { role: ROLE_FILTER } });
  const query = useCollaborators(companyId, list.params, list.ready && answered);
  const remove = useRemoveCollaborator(companyId);
  const [inviting, setInviting] = useState(false);
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
        actions={canManage ? <Button onClick={() => setInviting(true)}>Convidar colaborador</Button> : null}
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
        query={query}
        list={list}
        getRowId={(c) => String(c.collaboratorId)}
        filters={
          <>
            <SearchFilter list={list} name="search" label="Buscar" placeholder="Nome ou e-mail" />
            <SelectFilter list={list} name="role" label="Papel" options={ROLE_FILTER} />
          </>
        }
        rowActions={(c) => (
          <>
            <Button variant="ghost" size="sm" onClick={() => setViewing(c.collaboratorId)} aria-label={`${canManage && !c.isOwner ? 'Editar' : 'Ver'} ${c.name}`}>
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
      {inviting ? <InviteDialog companyId={companyId} companyName={companyName} onClose={() => setInviting(false)} /> : null}
      {viewing !== null ? <CollaboratorDialog companyId={companyId} collaboratorId={viewing} canManage={canManage} onClose={() => setViewing(null)} /> : null}
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

function InviteDialog({ companyId, companyName, onClose }: { companyId: number; companyName: string; onClose: () => void }) {
  const invite = useInviteCollaborator(companyId);
  const form = useForm<InviteFormValues, unknown, InviteFormOutput>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { name: '', email: '', role: 'COLLABORATOR' },
  });
  return (
    <FormDialog
      title="Convidar colaborador"
      description={`Quem ainda não tem conta recebe um e-mail para definir a senha e já passa a fazer parte de ${companyName}. Quem já tem conta recebe um convite e passa a fazer parte da empresa quando aceitar.`}
      form={form}
      focusField="name"
      submitLabel="Enviar convite"
      onClose={onClose}
      fieldErrors={{ CollaboratorAlreadyExists: 'email', InvitationAlreadyPending: 'email' }}
      onSubmit={async (values) => {
        await invite.mutateAsync(toInviteBody(values));
        onClose();
      }}
    >
      <TextField control={form.control} name="name" label="Nome" required maxLength={TEXT_MAX.name} autoComplete="off" />
      <TextField control={form.control} name="email" label="E-mail" type="email" required maxLength={TEXT_MAX.email} autoComplete="off" />
      <RadioGroupField control={form.control} name="role" label="Papel na empresa" options={ROLE_OPTIONS} required />
    </FormDialog>
  );
}

function CollaboratorDetails({ collaborator, withRole }: { collaborator: Collaborator; withRole: boolean }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <Detail label="Nome">{collaborator.name}</Detail>
      <Detail label="E-mail">{collaborator.email}</Detail>
      {withRole ? (
        <Detail label="Papel">
          <StatusBadge kind="companyRole" status={collaborator.role} />
          {collaborator.isOwner ? <span className="ml-2 text-xs text-slate-600">Responsável pela empresa</span> : null}
        </Detail>
      ) : null}
      <Detail label="Conta">
        <StatusBadge kind="account" status={collaborator.status} />
      </Detail>
      <Detail label="Na empresa desde">{formatDate(collaborator.createdAt)}</Detail>
    </dl>
  );
}

/** View a member (`GET .../collaborator/{id}`); owners and admins change the role (`PUT`). */
function CollaboratorDialog({ companyId, collaboratorId, canManage, onClose }: { companyId: number; collaboratorId: number; canManage: boolean; onClose: () => void }) {
  const detail = useCollaborator(companyId, collaboratorId);
  const collaborator = detail.data;
  if (collaborator && canManage && !collaborator.isOwner) {
    return <RoleDialog companyId={companyId} collaborator={collaborator} onClose={onClose} />;
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={collaborator?.name ?? 'Colaborador'}
      footer={
        <Button variant="outline" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      {collaborator ? (
        <CollaboratorDetails collaborator={collaborator} withRole />
      ) : (
        <QueryLoadFailure query={detail} what="o colaborador" loading={<SkeletonText lines={3} label="Carregando colaborador..." />} />
      )}
    </Modal>
  );
}

function RoleDialog({ companyId, collaborator, onClose }: { companyId: number; collaborator: Collaborator; onClose: () => void }) {
  const update = useUpdateCollaborator(companyId, collaborator.collaboratorId);
  const form = useForm<RoleFormValues, unknown, RoleFormValues>({ resolver: zodResolver(roleFormSchema), defaultValues: { role: collaborator.role } });
  return (
    <FormDialog
      title={collaborator.name}
      description="Altere o papel desta pessoa na empresa."
      form={form}
      focusField="role"
      onClose={onClose}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        onClose();
      }}
    >
      <CollaboratorDetails collaborator={collaborator} withRole={false} />
      <RadioGroupField control={form.control} name="role" label="Papel na empresa" options={ROLE_OPTIONS} required />
    </FormDialog>
  );
}
