import type { ReactNode } from 'react';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { MaskedField } from '@/components/form/MaskedField';
import { PasswordField } from '@/components/form/PasswordField';
import { TextField } from '@/components/form/TextField';
import { queryLoadFailures } from '@/components/ui/LoadFailure';
import { PageHeader } from '@/components/ui/PageHeader';
import { SkeletonText } from '@/components/ui/Skeleton';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { Detail, DetailList } from '@/components/ui/DetailCard';
import { AppError, AUTH_MESSAGES, toErrorMessage } from '@/lib/api/errors';
import { formatCpf, formatDate } from '@/lib/format';
import type { Profile } from '../api';
import { CurrentPasswordError } from '../flows';
import { useProfile, useUpdateProfile } from '../queries';
import { PASSWORD_HINT, TEXT_MAX } from '@/lib/validators/common';
import { profileToForm } from '../form-values';
import type { ProfileFormOutput, ProfileFormValues } from '../schemas';
import { routes } from '@/lib/routes';

/** Codes of a refused current password: all say 'Senha incorreta!' at the field. */
const WRONG_PASSWORD = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/user-mismatch']);

function currentPasswordMessage(cause: unknown): string {
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
  return WRONG_PASSWORD.has(code) ? AUTH_MESSAGES['wrong-password'] : toErrorMessage(cause);
}

export interface ProfileScreenProps {
  /** Where the profile sits: the seller/buyer area (/perfil) or the admin area (/admin/perfil). */
  area: 'commerce' | 'admin';
}

/**
 * `/perfil` and `/admin/perfil`: the signed-in user's profile (`GET /profile`, `PUT /profile`).
 * Changing the e-mail or the password asks for the current password; a new e-mail waits, shown as
 * pending, until the link sent to it is followed (docs/identity.md).
 */
export function ProfileScreen({ area }: ProfileScreenProps) {
  const profile = useProfile();
  const failure = queryLoadFailures(profile, 'a versão mais recente do seu perfil');
  const home = area === 'admin' ? { label: 'Painel', href: routes.admin.dashboard() } : { label: 'Vitrine', href: routes.showcase() };
  return (
    <>
      {failure.banner}
      <PageHeader title="Meu perfil" description="Seus dados de acesso e de contato." breadcrumbs={[home, { label: 'Meu perfil' }]} />
      {profile.data ? (
        <ProfileEditor key={profile.data.id} profile={profile.data} />
      ) : (
        failure.page ?? <SkeletonText lines={6} label="Carregando perfil..." />
      )}
    </>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4 md:p-6">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {description ? <p className="mb-4 text-sm text-slate-700">{description}</p> : null}
      {children}
    </fieldset>
  );
}

function ProfileEditor({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useSchemaForm<ProfileFormValues, ProfileFormOutput>(() => import('../schemas').then((m) => m.profileFormSchema), {
    defaultValues: profileToForm(profile),
  });
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <section aria-label="Dados da conta" className="rounded-lg border border-slate-200 bg-slate-50 p-4 md:p-6">
        <DetailList from="sm" className="lg:grid-cols-4">
          <Detail label="CPF">{profile.cpf ? formatCpf(profile.cpf) : ''}</Detail>
          <Detail label="Tipo de conta">
            <StatusBadge kind="accountType" status={profile.accountType} />
          </Detail>
          <Detail label="Situação">
            <StatusBadge kind="account" status={profile.status} />
          </Detail>
          <Detail label="Cadastro">{formatDate(profile.createdAt)}</Detail>
        </DetailList>
      </section>
      <Form
        form={form}
        aria-label="Meu perfil"
        className="flex flex-col gap-6"
        fieldErrors={{ 'email-already-exists': 'email' }}
        onSubmit={async (values) => {
          try {
            const saved = await update.mutateAsync(values);
            form.reset(profileToForm(saved));
          } catch (error) {
            // On its field, and thrown on as a pt-BR AppError: <Form> toasts it (docs/product/messages.md).
            if (error instanceof CurrentPasswordError) {
              const message = currentPasswordMessage(error.cause);
              form.setError('currentPassword', { type: 'server', message }, { shouldFocus: true });
              throw new AppError(message);
            }
            throw error;
          }
        }}
      >
        <Section title="Dados pessoais">
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <TextField control={form.control} name="name" label="Nome completo" required maxLength={TEXT_MAX.name} autoComplete="name" className="md:col-span-2" />
            <TextField control={form.control} name="email" label="E-mail" type="email" required maxLength={TEXT_MAX.email} autoComplete="email" hint="É também o seu login." />
            <MaskedField control={form.control} name="phone" label="Telefone" mask="phone" autoComplete="tel-national" />
          </div>
          {profile.pendingEmail ? (
            <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              {`Troca de e-mail pendente: abra o link que enviamos para ${profile.pendingEmail}. Até lá, seu e-mail e login continuam ${profile.email}.`}
            </p>
          ) : null}
        </Section>
        <Section title="Alterar senha" description="Deixe em branco para manter a senha atual.">
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <PasswordField control={form.control} name="newPassword" label="Nova senha" autoComplete="new-password" hint={PASSWORD_HINT} />
            <PasswordField control={form.control} name="newPasswordConfirmation" label="Confirme a nova senha" autoComplete="new-password" />
          </div>
        </Section>
        <Section title="Confirmação">
          <PasswordField
            control={form.control}
            name="currentPassword"
            label="Senha atual"
            autoComplete="current-password"
            hint="Necessária para alterar o e-mail ou a senha. Um novo e-mail só passa a valer quando você abrir o link que enviaremos para ele."
            className="max-w-md"
          />
        </Section>
        <FormError />
        <div className="flex justify-end">
          <SubmitButton>Salvar perfil</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
