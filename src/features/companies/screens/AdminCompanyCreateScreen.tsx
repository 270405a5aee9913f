import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { PageHeader } from '@/components/ui/PageHeader';
import { useSessionUser } from '@/features/auth/queries';
import { useCompanyDraft } from '../components/CompanyDraft';
import { CompanyFields } from '../components/CompanyFields';
import { NewCompanyForm } from '../components/NewCompanyForm';
import { OwnerField } from '../components/OwnerField';
import { useAdminCreateCompany } from '../queries';
import { emptyCompanyForm, toAdminCompanyBody } from '../form-values';
import type { CompanyFormOutput, CompanyFormValues } from '../schemas';
import { routes } from '@/lib/routes';

/** `/admin/empresas/nova`: an admin registers a company for a client (`POST /admin/company/create`). */
export function AdminCompanyCreateScreen() {
  const create = useAdminCreateCompany();
  const form = useSchemaForm<CompanyFormValues, CompanyFormOutput>(() => import('../schemas').then((m) => m.adminCompanyFormSchema), {
    defaultValues: emptyCompanyForm,
  });
  const accountId = useWatch({ control: form.control, name: 'accountId' });
  const draft = useCompanyDraft(`empresa-admin:${useSessionUser().id}:nova`, form);
  // Another client chosen: the parent candidates change. Only the user's choice, not a restored
  // draft, which brings its own client and parent.
  useEffect(
    () =>
      form.subscribe({
        name: 'accountId',
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') form.setValue('parentCompanyId', null);
        },
      }),
    [form],
  );

  return (
    <>
      <PageHeader
        title="Nova empresa"
        description="Cadastre uma empresa para um cliente. Empresas cadastradas por um administrador já ficam aprovadas."
        breadcrumbs={[{ label: 'Painel', href: routes.admin.dashboard() }, { label: 'Empresas', href: routes.admin.companies() }, { label: 'Nova empresa' }]}
      />
      <NewCompanyForm
        form={form}
        draft={draft}
        fieldErrors={{ CnpjAlreadyExists: 'cnpj', InvalidParentCompany: 'parentCompanyId', UserNotFound: 'accountId' }}
        cancelHref={routes.admin.companies()}
        save={async (values) => {
          const created = await create.mutateAsync(toAdminCompanyBody(values));
          return routes.admin.company(created.id);
        }}
      >
        <CompanyFields
          form={form}
          parentsFor={{ accountId }}
          before={
            <fieldset className="rounded-lg border border-slate-200 bg-white p-4 md:p-6">
              <legend className="px-1 text-base font-semibold text-slate-900">Cliente</legend>
              <OwnerField control={form.control} />
            </fieldset>
          }
        />
      </NewCompanyForm>
    </>
  );
}
