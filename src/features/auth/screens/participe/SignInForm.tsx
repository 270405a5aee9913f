import { useSchemaForm } from '@/components/form/useSchemaForm';
import { Form, SubmitButton } from '@/components/form/Form';
import { PasswordField } from '@/components/form/PasswordField';
import { TextField } from '@/components/form/TextField';
import { notifyError } from '@/lib/notify';
import type { SignInResult } from '../../flows';
import type { SignInValues } from '../../schemas';
import { useAuth } from '../../queries';

/** Entrar. A failure is toasted and the form keeps what was typed. */
export function SignInForm({ onSignedIn, defaultEmail = '' }: { onSignedIn: (result: SignInResult) => void | Promise<unknown>; defaultEmail?: string }) {
  const { signIn } = useAuth();
  const form = useSchemaForm<SignInValues>(() => import('../../schemas').then((m) => m.signInSchema), { defaultValues: { email: defaultEmail, password: '' } });
  return (
    <Form
      form={form}
      aria-label="Entrar"
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        try {
          await onSignedIn(await signIn(values.email, values.password));
        } catch (error) {
          notifyError(error);
        }
      }}
    >
      <TextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" required />
      <PasswordField control={form.control} name="password" label="Senha" autoComplete="current-password" required />
      <SubmitButton submittingLabel="Entrando...">Entrar</SubmitButton>
    </Form>
  );
}
