import { useState } from 'react';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { Form, SubmitButton } from '@/components/form/Form';
import { PasswordField } from '@/components/form/PasswordField';
import { TextField } from '@/components/form/TextField';
import { Button } from '@/components/ui/Button';
import { MESSAGES } from '@/lib/api/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ACTIVATED_MESSAGE, takeActivationNotice } from '../../pending-activation';
import type { SignInResult } from '../../flows';
import type { SignInValues } from '../../schemas';
import { useAuth } from '../../queries';

/**
 * Entrar. A failure is toasted and the form keeps what was typed. After 'Email pendente de
 * confirmação!' it offers to send the confirmation mail again (docs/identity.md), with the same
 * credentials. An account waiting for the Giro team's activation is told so below the form (its
 * e-mail is already confirmed), and its first sign-in after the activation (the API dates it) says
 * it was activated.
 */
export function SignInForm({ onSignedIn, defaultEmail = '' }: { onSignedIn: (result: SignInResult) => void | Promise<unknown>; defaultEmail?: string }) {
  const { signIn, resendVerification } = useAuth();
  const [waiting, setWaiting] = useState(false);
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
            const result = await signIn(values.email, values.password);
            setWaiting(false);
            if (takeActivationNotice(result.user)) notifySuccess(ACTIVATED_MESSAGE);
            await onSignedIn(result);
          } catch (error) {
            const message = notifyError(error);
            setUnverified(message === MESSAGES.emailNotVerified);
            setSentTo(null);
            setWaiting(message === MESSAGES.userPending);
          }
        }}
      >
        <TextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" required />
        <PasswordField control={form.control} name="password" label="Senha" autoComplete="current-password" required />
        <SubmitButton submittingLabel="Entrando...">Entrar</SubmitButton>
        {waiting ? (
          // Below the toast's 'Usuário pendente de confirmação!' (its name here), which it explains.
          <p role="note" aria-label={MESSAGES.userPending} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            Seu e-mail já está confirmado. Agora o cadastro aguarda a ativação pela equipe Giro: você poderá entrar assim que ela acontecer, e avisaremos aqui.
          </p>
        ) : null}
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
