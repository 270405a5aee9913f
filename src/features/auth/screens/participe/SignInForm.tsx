import { useSchemaForm } from '@/components/form/useSchemaForm';
import { Form, SubmitButton } from '@/components/form/Form';
import { PasswordField } from '@/components/form/PasswordField';
import { TextField } from '@/components/form/TextField';
import { useState } from 'react';
import { MESSAGES } from '@/lib/api/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ACTIVATED_MESSAGE, rememberPendingActivation, takeActivated } from '../../pending-activation';
import type { SignInResult } from '../../flows';
import type { SignInValues } from '../../schemas';
import { useAuth } from '../../queries';

/**
 * Entrar. A failure is toasted and the form keeps what was typed. An account waiting for the Giro
 * team's activation is told so below the form (its e-mail is already confirmed), and its first
 * sign-in after the activation says it was activated (issue 39).
 */
export function SignInForm({ onSignedIn, defaultEmail = '' }: { onSignedIn: (result: SignInResult) => void | Promise<unknown>; defaultEmail?: string }) {
  const { signIn } = useAuth();
  const [waiting, setWaiting] = useState(false);
  const form = useSchemaForm<SignInValues>(() => import('../../schemas').then((m) => m.signInSchema), { defaultValues: { email: defaultEmail, password: '' } });
  return (
    <Form
      form={form}
      aria-label="Entrar"
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        try {
          const result = await signIn(values.email, values.password);
          setWaiting(false);
          if (takeActivated(values.email)) notifySuccess(ACTIVATED_MESSAGE);
          await onSignedIn(result);
        } catch (error) {
          const pending = notifyError(error) === MESSAGES.userPending;
          setWaiting(pending);
          if (pending) rememberPendingActivation(values.email);
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
  );
}
