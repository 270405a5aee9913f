import { FormDialog } from '@/components/form/FormDialog';
import { RadioGroupField } from '@/components/form/RadioGroupField';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { Button } from '@/components/ui/Button';
import { Detail } from '@/components/ui/DetailCard';
import { QueryLoadFailure } from '@/components/ui/LoadFailure';
import { Modal } from '@/components/ui/Modal';
import { SkeletonText } from '@/components/ui/Skeleton';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { formatDate } from '@/lib/format';
import { TEXT_MAX } from '@/lib/validators/common';
import type { Collaborator } from '../api';
import { useCollaborator, useInviteCollaborator, useUpdateCollaborator } from '../queries';
import { ROLE_OPTIONS, toInviteBody } from '../form-values';
import type { InviteFormOutput, InviteFormValues, RoleFormValues } from '../schemas';

/**
 * The collaborators page's dialogs: invite, and view a member (owners and admins change the role).
 * They bring react-hook-form and the form kit, so the page loads them on demand
 * (./lazy-dialogs.ts), like the other dialogs with a whole form in them.
 */
export function InviteDialog({ companyId, companyName, onClose }: { companyId: number; companyName: string; onClose: () => void }) {
  const invite = useInviteCollaborator(companyId);
  const form = useSchemaForm<InviteFormValues, InviteFormOutput>(() => import('../schemas').then((m) => m.inviteFormSchema), {
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
export function CollaboratorDialog({ companyId, collaboratorId, canManage, onClose }: { companyId: number; collaboratorId: number; canManage: boolean; onClose: () => void }) {
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
  const form = useSchemaForm<RoleFormValues>(() => import('../schemas').then((m) => m.roleFormSchema), { defaultValues: { role: collaborator.role } });
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
