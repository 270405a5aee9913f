import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import type { FieldErrorCodes } from '@/components/form/field-errors';
import { buttonClass } from '@/components/ui/Button';
import type { FormDraft } from '@/lib/hooks/useFormDraft';
import type { CompanyFormOutput, CompanyFormValues } from '../schemas';
import { CompanyDraftBanner } from './CompanyDraft';
import type { CompanyForm } from './CompanyFields';

export interface NewCompanyFormProps {
  form: CompanyForm;
  draft: FormDraft<CompanyFormValues>;
  fieldErrors: FieldErrorCodes<CompanyFormValues>;
  /** Where 'Cancelar' goes back to. */
  cancelHref: string;
  /** Creates the company and answers where to go next; the draft is cleared in between. */
  save: (values: CompanyFormOutput) => Promise<string>;
  /** The fields (CompanyFields). */
  children: ReactNode;
}

/** The form of a new company, the user's and the admin's: draft banner, fields, 'Cancelar' and 'Cadastrar empresa'. */
export function NewCompanyForm({ form, draft, fieldErrors, cancelHref, save, children }: NewCompanyFormProps) {
  const router = useRouter();
  return (
    <Form
      form={form}
      aria-label="Nova empresa"
      className="flex max-w-5xl flex-col gap-6"
      fieldErrors={fieldErrors}
      onSubmit={async (values) => {
        const next = await save(values);
        draft.clear();
        await router.push(next);
      }}
    >
      <CompanyDraftBanner draft={draft} />
      {children}
      <FormError />
      <div className="flex justify-end gap-2">
        <Link href={cancelHref} className={buttonClass({ variant: 'outline' })}>
          Cancelar
        </Link>
        <SubmitButton submittingLabel="Cadastrando...">Cadastrar empresa</SubmitButton>
      </div>
    </Form>
  );
}
