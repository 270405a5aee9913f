import { useState } from 'react';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { Form, SubmitButton } from '@/components/form/Form';
import { TextField } from '@/components/form/TextField';
import { notifyError } from '@/lib/notify';
import type { ForgotValues } from '../../schemas';
import { useAuth } from '../../queries';

/** Esqueci minha senha: the reset mail returns the user to /participe. */
export function ForgotPasswordForm() {
  const { resetPassword } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm<ForgotValues>(() => import('../../schemas').then((m) => m.forgotSchema), { defaultValues: { email: '' } });
  return (
    <Form
      form={form}
      aria-label="Esqueci minha senha"
      className="flex flex-col gap-4"
      onSubmit={async ({ email }) => {
        setSentTo(null);
        try {
          await resetPassword(email);
          setSentTo(email);
        } catch (error) {
          notifyError(error);
        }
      }}
    >
      <p className="text-sm text-slate-700">Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.</p>
      <TextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" required />
      {sentTo ? (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          Enviamos um link de redefinição de senha para <strong>{sentTo}</strong>. Confira sua caixa de entrada.
        </p>
      ) : null}
      <SubmitButton submittingLabel="Enviando...">Enviar link</SubmitButton>
    </Form>
  );
}
