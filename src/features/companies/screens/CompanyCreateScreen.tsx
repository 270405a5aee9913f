import { useSchemaForm } from '@/components/form/useSchemaForm';
import { PageHeader } from '@/components/ui/PageHeader';
import { useSessionUser } from '@/features/auth/queries';
import { useCompanyDraft } from '../components/CompanyDraft';
import { CompanyFields } from '../components/CompanyFields';
import { NewCompanyForm } from '../components/NewCompanyForm';
import { useCreateCompany } from '../queries';
import { emptyCompanyForm, toCompanyBody } from '../form-values';
import type { CompanyFormOutput, CompanyFormValues } from '../schemas';
import { routes } from '@/lib/routes';

/** `/empresas/nova`: a COMMERCE user registers a company (PENDING until an admin approves it). */
export function CompanyCreateScreen() {
  const create = useCreateCompany();
  const form = useSchemaForm<CompanyFormValues, CompanyFormOutput>(() => import('../schemas').then((m) => m.companyFormSchema), {
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
      <NewCompanyForm
        form={form}
        draft={draft}
        fieldErrors={{ CnpjAlreadyExists: 'cnpj', InvalidParentCompany: 'parentCompanyId' }}
        cancelHref={routes.companies()}
        save={async (values) => {
          await create.mutateAsync(toCompanyBody(values));
          return routes.companies();
        }}
      >
        <CompanyFields form={form} />
      </NewCompanyForm>
    </>
  );
}
