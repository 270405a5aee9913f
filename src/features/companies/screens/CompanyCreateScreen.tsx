import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useForm } from 'react-hook-form';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { buttonClass } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { useSessionUser } from '@/features/auth/queries';
import { CompanyDraftBanner, useCompanyDraft } from '../components/CompanyDraft';
import { CompanyFields } from '../components/CompanyFields';
import { useCreateCompany } from '../queries';
import { companyFormSchema, emptyCompanyForm, toCompanyBody, type CompanyFormOutput, type CompanyFormValues } from '../schemas';
import { routes } from '@/lib/routes';

/** `/empresas/nova`: a COMMERCE user registers a company (PENDING until an admin approves it). */
export function CompanyCreateScreen() {
  const router = useRouter();
  const create = useCreateCompany();
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: emptyCompanyForm,
  });
  const draft = useCompanyDraft(`empresa:${useSessionUser().id}:nova`, form);
  return (
    <>
      <PageHeader
        title="Nova empresa"
        description="Cadastre a empresa pela qual você vai negociar. Ela fica pendente até a aprovação de um administrador."
        breadcrumbs={[{ label: 'Minhas empresas', href: routes.companies() }, { label: 'Nova empresa' }]}
      />
      <Form
        form={form}
        aria-label="Nova empresa"
        className="flex max-w-5xl flex-col gap-6"
        fieldErrors={{ CnpjAlreadyExists: 'cnpj', InvalidParentCompany: 'parentCompanyId' }}
        onSubmit={async (values) => {
          await create.mutateAsync(toCompanyBody(values));
          draft.clear();
          await router.push(routes.companies());
        }}
      >
        <CompanyDraftBanner draft={draft} />
        <CompanyFields form={form} />
        <FormError />
        <div className="flex justify-end gap-2">
          <Link href={routes.companies()} className={buttonClass({ variant: 'outline' })}>
            Cancelar
          </Link>
          <SubmitButton submittingLabel="Cadastrando...">Cadastrar empresa</SubmitButton>
        </div>
      </Form>
    </>
  );
}
