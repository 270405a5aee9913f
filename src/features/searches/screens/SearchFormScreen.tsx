import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/router';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useUfOptions } from '@/components/form/useUfOptions';
import { CompanyField } from '@/components/form/CompanyField';
import { DateField } from '@/components/form/DateField';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { MoneyField } from '@/components/form/MoneyField';
import { NumberField } from '@/components/form/NumberField';
import { optionsHint } from '@/components/form/optionsHint';
import { SelectField } from '@/components/form/SelectField';
import { TextareaField } from '@/components/form/TextareaField';
import { PageHeader } from '@/components/ui/PageHeader';
import { useCategoryOptions, useProductSelectList, useUnitOptions } from '@/features/catalogue/queries';
import { useBuyingCompanyField } from '@/features/negotiations/queries';
import { DESCRIPTION_MAX } from '../api';
import { SearchTabs } from '../components/SearchTabs';
import { useCreateSearch } from '../queries';
import { emptySearchForm, searchFormSchema, toSearchBody, type SearchFormOutput, type SearchFormValues } from '../schemas';

/** Server codes that belong to one field. */
const FIELD_CODES: Record<string, keyof SearchFormValues> = {
  DeadlineInPast: 'deadline',
  ProductOrCategoryRequired: 'productId',
  ProductNotFound: 'productId',
  CategoryNotFound: 'categoryId',
  UnitNotFound: 'unitIndex',
};

/**
 * `/buscas/nova` (`POST /search`): what the company wants — a product or a category, quantity and
 * unit, maximum unit price, deadline, UF and a description. It starts PENDING (an admin approves).
 */
export function SearchFormScreen() {
  const router = useRouter();
  const create = useCreateSearch();
  const company = useBuyingCompanyField('publicar uma busca');
  const categories = useCategoryOptions();
  const units = useUnitOptions();
  const products = useProductSelectList();
  const ufs = useUfOptions();

  const form = useForm<SearchFormValues, unknown, SearchFormOutput>({ resolver: zodResolver(searchFormSchema), defaultValues: emptySearchForm() });
  const { getValues, setValue, control } = form;

  const categoryId = useWatch({ control, name: 'categoryId' });
  const productOptions = useMemo(
    () =>
      (products.data ?? [])
        .filter((p) => categoryId === null || categoryId === undefined || p.categoriesId.includes(categoryId))
        .map((p) => ({ value: p.id, label: p.name })),
    [products.data, categoryId],
  );
  // A product outside the chosen category is dropped.
  useEffect(() => {
    const productId = getValues('productId');
    if (productId !== null && products.data && !productOptions.some((o) => o.value === productId)) setValue('productId', null);
  }, [productOptions, products.data, getValues, setValue]);

  return (
    <>
      <PageHeader
        title="Nova busca"
        description="Conte o que sua empresa procura. Depois da aprovação, os vendedores veem a busca e os anúncios compatíveis aparecem para você."
        breadcrumbs={[{ label: 'Buscas', href: '/buscas' }, { label: 'Nova busca' }]}
        className="mb-4"
      />
      <SearchTabs />
      <Form
        form={form}
        aria-label="Nova busca"
        className="flex max-w-3xl flex-col gap-5 rounded-lg border border-slate-200 bg-white p-4 md:p-6"
        fieldErrors={FIELD_CODES}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(toSearchBody(values));
          await router.push(`/buscas/${created.id}`);
        }}
      >
        <FormError />
        <CompanyField {...company} />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <SelectField control={control} name="categoryId" label="Categoria" options={categories.options} loading={categories.loading} placeholder="Todas as categorias" hint={optionsHint(categories)} />
          <SelectField
            control={control}
            name="productId"
            label="Produto"
            options={productOptions}
            loading={products.isPending}
            placeholder="Qualquer produto da categoria"
            hint={optionsHint(products, 'Informe o produto, a categoria ou os dois.')}
          />
        </div>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <NumberField control={control} name="quantity" label="Quantidade" required scale={3} min={0} />
          <SelectField control={control} name="unitIndex" label="Unidade" required options={units.options} loading={units.loading} hint={optionsHint(units)} />
          <MoneyField control={control} name="maxPrice" label="Preço máximo por unidade" required />
        </div>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <DateField control={control} name="deadline" label="Prazo" required valueFormat="date" hint="Até quando você precisa do produto (dd/mm/aaaa)." />
          <SelectField control={control} name="uf" label="UF de entrega" required options={ufs.options} loading={ufs.loading} hint={optionsHint(ufs)} />
        </div>
        <TextareaField control={control} name="description" label="Descrição" required maxLength={DESCRIPTION_MAX} showCount rows={5} placeholder="Especificações, condições de entrega e pagamento, o que for importante." />
        <div className="flex justify-end">
          <SubmitButton submittingLabel="Enviando...">Publicar busca</SubmitButton>
        </div>
      </Form>
    </>
  );
}
