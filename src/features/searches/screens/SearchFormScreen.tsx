import { useRouter } from 'next/router';
import { CompanyField } from '@/components/form/CompanyField';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { PageHeader } from '@/components/ui/PageHeader';
import { useBuyingCompanyField } from '@/features/negotiations/queries';
import { SEARCH_FIELD_CODES, SearchFields } from '../components/SearchFields';
import { SearchTabs } from '../components/SearchTabs';
import { useCreateSearch } from '../queries';
import { emptySearchForm, toSearchBody } from '../form-values';
import type { SearchFormOutput, SearchFormValues } from '../schemas';
import { routes } from '@/lib/routes';

/**
 * `/buscas/nova` (`POST /search`): what the company wants — a product or a category, quantity and
 * unit, maximum unit price, deadline, UF and a description. It starts PENDING (an admin approves).
 */
export function SearchFormScreen() {
  const router = useRouter();
  const create = useCreateSearch();
  const company = useBuyingCompanyField('cadastrar uma busca');
  const form = useSchemaForm<SearchFormValues, SearchFormOutput>(() => import('../schemas').then((m) => m.searchFormSchema), { defaultValues: emptySearchForm() });

  return (
    <>
      <PageHeader
        title="Nova busca"
        description="Conte o que sua empresa procura. Depois da aprovação, os vendedores veem a busca e os anúncios compatíveis aparecem para você."
        breadcrumbs={[{ label: 'Buscas', href: routes.searches() }, { label: 'Nova busca' }]}
        className="mb-4"
      />
      <SearchTabs />
      <Form
        form={form}
        aria-label="Nova busca"
        className="flex max-w-3xl flex-col gap-5 rounded-lg border border-slate-200 bg-white p-4 md:p-6"
        fieldErrors={SEARCH_FIELD_CODES}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(toSearchBody(values));
          await router.push(routes.search(created.id));
        }}
      >
        <FormError />
        <CompanyField {...company} />
        <SearchFields form={form} />
        <div className="flex justify-end">
          {/* It goes to review first (PENDING), not straight to the sellers: the button says so. */}
          <SubmitButton submittingLabel="Enviando...">Enviar para aprovação</SubmitButton>
        </div>
      </Form>
    </>
  );
}
