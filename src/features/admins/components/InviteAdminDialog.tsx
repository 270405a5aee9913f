import { FormDialog } from '@/components/form/FormDialog';
import { RadioGroupField } from '@/components/form/RadioGroupField';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useInviteAdmin } from '../queries';
import { toInviteParams } from '../form-values';
import type { InviteAdminFormOutput, InviteAdminFormValues } from '../schemas';
import { LEVEL_OPTIONS } from '../model';
import { TEXT_MAX } from '@/lib/validators/common';

/** 'Convidar administrador': the form kit in it, so the list loads it on first use (lazy-dialogs.ts). */
export function InviteAdminDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteAdmin();
  const form = useSchemaForm<InviteAdminFormValues, InviteAdminFormOutput>(() => import('../schemas').then((m) => m.inviteAdminFormSchema), {
    defaultValues: { name: '', email: '', level: 'ADMIN' },
  });
  return (
    <FormDialog
      title="Convidar administrador"
      description="A pessoa recebe um e-mail para definir a senha e entrar como administrador."
      form={form}
      focusField="name"
      submitLabel="Enviar convite"
      onClose={onClose}
      fieldErrors={{ 'email-already-exists': 'email' }}
      onSubmit={async (values) => {
        await invite.mutateAsync(toInviteParams(values));
        onClose();
      }}
    >
      <TextField control={form.control} name="name" label="Nome" required maxLength={TEXT_MAX.name} autoComplete="off" />
      <TextField control={form.control} name="email" label="E-mail" type="email" required maxLength={TEXT_MAX.email} autoComplete="off" />
      <RadioGroupField control={form.control} name="level" label="Nível de acesso" options={LEVEL_OPTIONS} required />
    </FormDialog>
  );
}
