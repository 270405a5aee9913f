import { useState } from 'react';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { Form, SubmitButton } from '@/components/form/Form';
import { PasswordField } from '@/components/form/PasswordField';
import { TextField } from '@/components/form/TextField';
import { Button } from '@/components/ui/Button';
import { MESSAGES, toErrorMessage } from '@/lib/api/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { SignInResult } from '../../flows';
import type { SignInValues } from '../../schemas';
import { useAuth } from '../../queries';

/**
 * Entrar. A failure is toasted and the form keeps what was typed. After 'Email pendente de
 * confirmação!' it offers to send the confirmation mail again (issue 36), with the same credentials.
 */
export function SignInForm({ onSignedIn, defaultEmail = '' }: { onSignedIn: (result: SignInResult) => void | Promise<unknown>; defaultEmail?: string }) {
  const { signIn, resendVerification } = useAuth();
  const form = useSchemaForm<SignInValues>(() => import('../../schemas').then((m) => m.signInSchema), { defaultValues: { email: defaultEmail, password: '' } });
  const [unverified, setUnverified] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const resend = async () => {
    const { email, password } = form.getValues();
    setSending(true);
    try {
      await resendVerification(email, password);
      const message = `Enviamos um novo link de confirmação para ${email.trim()}. Abra-o e depois entre.`;
      setSentTo(message);
      notifySuccess(message);
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Form
        form={form}
        aria-label="Entrar"
        className="flex flex-col gap-4"
        onSubmit={async (values) => {
          try {
            await onSignedIn(await signIn(values.email, values.password));
          } catch (error) {
            setUnverified(toErrorMessage(error) === MESSAGES.emailNotVerified);
            setSentTo(null);
            notifyError(error);
          }
        }}
      >
        <TextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" required />
        <PasswordField control={form.control} name="password" label="Senha" autoComplete="current-password" required />
        <SubmitButton submittingLabel="Entrando...">Entrar</SubmitButton>
      </Form>
      {unverified ? (
        <div className="mt-4 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p>Seu e-mail ainda não foi confirmado. Não encontrou o link? Confira a caixa de spam ou peça um novo.</p>
          {sentTo ? <p role="status">{sentTo}</p> : null}
          <Button variant="outline" size="sm" className="self-start" loading={sending} onClick={() => void resend()}>
            Reenviar e-mail de confirmação
          </Button>
        </div>
      ) : null}
    </>
  );
}
