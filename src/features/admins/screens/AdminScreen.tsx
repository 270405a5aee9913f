import Link from 'next/link';
import { useState } from 'react';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { TEXT_MAX } from '@/lib/validators/common';
import { RadioGroupField } from '@/components/form/RadioGroupField';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { buttonClass } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { queryLoadFailures } from '@/components/ui/LoadFailure';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageProblem } from '@/components/ui/PageProblem';
import { SkeletonText } from '@/components/ui/Skeleton';
import { Badge } from '@/components/ui/StatusBadge';
import { Detail, DetailList } from '@/components/ui/DetailCard';
import { useSessionUser } from '@/features/auth/queries';
import { isNotFound } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import type { Admin } from '../api';
import { ADMIN_LEVEL_LABELS, ADMIN_STATUS_OPTIONS, LEVEL_OPTIONS } from '../model';
import { AdminSituation } from '../components/AdminSituation';
import { useAdmin, useUpdateAdmin } from '../queries';
import { adminToForm, toUpdateAdminBody } from '../form-values';
import type { EditAdminFormOutput, EditAdminFormValues } from '../schemas';
import { routes } from '@/lib/routes';

/** A 404 from the API, or an id in the address that is not one: the way back to the list. */
export function AdminNotFound() {
  return <PageProblem title="Administrador não encontrado" backHref={routes.admin.admins()} backLabel="Voltar para os administradores" />;
}

/** `/admin/administradores/[id]`: an admin's profile; a Super Admin edits name, level and status. */
export function AdminScreen({ id }: { id: number }) {
  const me = useSessionUser();
  const admin = useAdmin(id);
  if (isNotFound(admin)) {
    return <AdminNotFound />;
  }
  const failure = queryLoadFailures(admin, 'a versão mais recente deste administrador');
  const title = admin.data?.name ?? 'Administrador';
  return (
    <>
      {failure.banner}
      <PageHeader
        title={title}
        description={admin.data?.email}
        breadcrumbs={[{ label: 'Painel', href: routes.admin.dashboard() }, { label: 'Administradores', href: routes.admin.admins() }, { label: title }]}
      />
      {admin.data ? (
        <div className="flex max-w-3xl flex-col gap-6">
          <AdminDetails admin={admin.data} />
          {me.isSuperAdmin ? (
            <AdminEditor key={admin.data.accountId} admin={admin.data} self={admin.data.accountId === me.id} />
          ) : (
            <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              Somente um Super Admin pode editar administradores.
            </p>
          )}
          <Link href={routes.admin.admins()} className={buttonClass({ variant: 'outline', className: 'self-start' })}>
            Voltar para a lista
          </Link>
        </div>
      ) : (
        failure.page ?? <SkeletonText lines={4} label="Carregando administrador..." />
      )}
    </>
  );
}

function AdminDetails({ admin }: { admin: Admin }) {
  return (
    <section aria-label="Dados do administrador" className="rounded-lg border border-slate-200 bg-slate-50 p-4 md:p-6">
      <DetailList from="sm">
        <Detail label="Nome">{admin.name}</Detail>
        <Detail label="E-mail">{admin.email}</Detail>
        <Detail label="Nível">
          <Badge tone={admin.isSuperAdmin ? 'info' : 'neutral'}>{ADMIN_LEVEL_LABELS[admin.level]}</Badge>
        </Detail>
        <Detail label="Situação">
          <AdminSituation admin={admin} />
          {admin.invitePending ? (
            <span className="mt-1 block text-slate-700">{`Ainda não definiu a senha: o convite foi enviado para ${admin.email}.`}</span>
          ) : null}
        </Detail>
        <Detail label="Desde">{formatDateTime(admin.createdAt)}</Detail>
      </DetailList>
    </section>
  );
}

function AdminEditor({ admin, self }: { admin: Admin; self: boolean }) {
  const update = useUpdateAdmin(admin.accountId);
  const form = useSchemaForm<EditAdminFormValues, EditAdminFormOutput>(() => import('../schemas').then((m) => m.editAdminFormSchema), {
    defaultValues: adminToForm(admin),
  });
  /** Values waiting for the confirmation of a deactivation (it locks the admin out at once). */
  const [deactivating, setDeactivating] = useState<EditAdminFormOutput | null>(null);
  const save = async (values: EditAdminFormOutput) => {
    const saved = await update.mutateAsync(toUpdateAdminBody(values));
    form.reset(adminToForm(saved));
  };
  return (
    <>
      <Form
        form={form}
        aria-label="Editar administrador"
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 md:p-6"
        onSubmit={async (values) => {
          if (values.status === 'DISABLED' && admin.status !== 'DISABLED') setDeactivating(values);
          else await save(values);
        }}
      >
        <h2 className="text-base font-semibold text-slate-900">Editar administrador</h2>
        {self ? <p className="text-sm text-slate-700">Você não pode alterar o seu próprio nível de acesso nem desativar a sua conta.</p> : null}
        <TextField control={form.control} name="name" label="Nome" required maxLength={TEXT_MAX.name} autoComplete="off" />
        <RadioGroupField control={form.control} name="level" label="Nível de acesso" options={LEVEL_OPTIONS} required disabled={self} />
        <RadioGroupField control={form.control} name="status" label="Situação" options={ADMIN_STATUS_OPTIONS} inline required disabled={self} />
        <FormError />
        <div className="flex justify-end">
          <SubmitButton>Salvar</SubmitButton>
        </div>
      </Form>
      <ConfirmDialog
        open={deactivating !== null}
        title="Desativar administrador"
        description={`${admin.name} não poderá mais entrar na plataforma: ao tentar, verá “Usuário inativo!”.`}
        confirmLabel="Desativar"
        tone="danger"
        onConfirm={async () => {
          if (!deactivating) return;
          try {
            await save(deactivating);
          } catch (error) {
            // The form's own saves report through <Form>; this one reports here (a refusal closes the dialog).
            notifyError(error);
            throw error;
          }
        }}
        onClose={() => setDeactivating(null)}
      />
    </>
  );
}
