import type { ReactNode } from 'react';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { CheckboxField } from '@/components/form/CheckboxField';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { MaskedField } from '@/components/form/MaskedField';
import { PasswordField } from '@/components/form/PasswordField';
import { RadioGroupField } from '@/components/form/RadioGroupField';
import { TextField } from '@/components/form/TextField';
import { notifyError } from '@/lib/notify';
import { PASSWORD_HINT, TEXT_MAX } from '@/lib/validators/common';
import type { SignUpOutput, SignUpValues } from '../../schemas';
import { useAuth } from '../../queries';
import { routes } from '@/lib/routes';

/**
 * A legal document from the terms checkbox: a new tab, since this form keeps no draft and leaving
 * it would lose what was typed.
 */
function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900">
      {children}
    </a>
  );
}

const ACCOUNT_TYPES = [
  { value: 'SELLER', label: 'Vendedor', description: 'Quero anunciar estoques da minha empresa.' },
  { value: 'BUYER', label: 'Comprador', description: 'Quero comprar estoques de outras empresas.' },
];

/**
 * Cadastre-se: name, e-mail, CPF, phone, account type, password + confirmation, terms.
 * On success the account is PENDING until the e-mail is confirmed and an admin activates it.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { signUp } = useAuth();
  const form = useSchemaForm<SignUpValues, SignUpOutput>(() => import('../../schemas').then((m) => m.signUpSchema), {
    defaultValues: { name: '', email: '', cpf: '', phone: '', password: '', passwordConfirmation: '' },
  });
  return (
    <Form
      form={form}
      aria-label="Cadastre-se"
      className="grid grid-cols-1 gap-4 md:grid-cols-2"
      onSubmit={async (values) => {
        try {
          await signUp({
            name: values.name,
            email: values.email,
            cpf: values.cpf,
            phone: values.phone,
            accountType: values.accountType,
            password: values.password,
          });
          onSignedUp(values.email);
        } catch (error) {
          notifyError(error);
        }
      }}
    >
      <TextField control={form.control} name="name" label="Nome completo" autoComplete="name" maxLength={TEXT_MAX.name} required className="md:col-span-2" />
      <TextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" maxLength={TEXT_MAX.email} required className="md:col-span-2" />
      <MaskedField control={form.control} name="cpf" label="CPF" mask="cpf" required />
      <MaskedField control={form.control} name="phone" label="Telefone" mask="phone" autoComplete="tel-national" required />
      <RadioGroupField control={form.control} name="accountType" label="Tipo de conta" options={ACCOUNT_TYPES} required className="md:col-span-2" />
      <PasswordField control={form.control} name="password" label="Senha" autoComplete="new-password" hint={PASSWORD_HINT} required />
      <PasswordField control={form.control} name="passwordConfirmation" label="Confirme a senha" autoComplete="new-password" required />
      <CheckboxField
        control={form.control}
        name="acceptTerms"
        label={
          <>
            Li e aceito os <LegalLink href={routes.terms()}>termos de uso</LegalLink> e a <LegalLink href={routes.privacy()}>política de privacidade</LegalLink>.
          </>
        }
        hint="Os documentos abrem em uma nova aba, sem apagar o que você já preencheu."
        className="md:col-span-2"
      />
      <div className="md:col-span-2">
        <FormError />
      </div>
      <SubmitButton submittingLabel="Cadastrando..." className="md:col-span-2">
        Criar conta
      </SubmitButton>
    </Form>
  );
}
