import { useSchemaForm } from '@/components/form/useSchemaForm';
import { Form, SubmitButton } from '@/components/form/Form';
import { PasswordField } from '@/components/form/PasswordField';
import { notifyError } from '@/lib/notify';
import { PASSWORD_HINT } from '@/lib/validators/common';
import type { NewPasswordValues } from '../../schemas';
import { useAuth } from '../../queries';

/** The reset link (mode=resetPassword&oobCode=...) lands here: choose the new password. */
export function NewPasswordForm({ oobCode, onDone }: { oobCode: string; onDone: () => void }) {
  const { gateway } = useAuth();
  const form = useSchemaForm<NewPasswordValues>(() => import('../../schemas').then((m) => m.newPasswordSchema), { defaultValues: { password: '', passwordConfirmation: '' } });
  return (
    <Form
      form={form}
      aria-label="Nova senha"
      className="flex flex-col gap-4"
      onSubmit={async ({ password }) => {
        try {
          await gateway.confirmPasswordReset(oobCode, password);
          onDone();
        } catch (error) {
          notifyError(error);
        }
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">Crie uma nova senha</h2>
      <PasswordField control={form.control} name="password" label="Nova senha" autoComplete="new-password" hint={PASSWORD_HINT} required />
      <PasswordField control={form.control} name="passwordConfirmation" label="Confirme a nova senha" autoComplete="new-password" required />
      <SubmitButton>Salvar nova senha</SubmitButton>
    </Form>
  );
}
