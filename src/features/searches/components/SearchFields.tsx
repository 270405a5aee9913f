import { useEffect, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { DateField } from '@/components/form/DateField';
import type { FieldErrorCodes } from '@/components/form/field-errors';
import { MoneyField } from '@/components/form/MoneyField';
import { toOptions } from '@/components/form/options';
import { QuantityField } from '@/components/form/QuantityField';
import { optionsHint } from '@/components/form/options-hint';
import { SelectField } from '@/components/form/SelectField';
import { TextareaField } from '@/components/form/TextareaField';
import { useUfOptions } from '@/components/form/useUfOptions';
import { useCategoryOptions, useProductSelectList, useUnitOptions } from '@/features/catalogue/queries';
import { DESCRIPTION_MAX } from '../model';
import type { SearchFormOutput, SearchFormValues } from '../schemas';

/** Server codes that belong to one of a search's fields (<Form fieldErrors>). */
export const SEARCH_FIELD_CODES = {
  DeadlineInPast: 'deadline',
  ProductOrCategoryRequired: 'productId',
  ProductNotFound: 'productId',
  CategoryNotFound: 'categoryId',
  UnitNotFound: 'unitIndex',
  QuantityNotWhole: 'quantity',
} satisfies FieldErrorCodes<SearchFormValues>;

/**
 * A search's own fields, in the new-search form and the administrator's edit: category and
 * product (the products of the chosen category; one outside it is dropped), quantity and unit,
 * maximum price, deadline, UF and description.
 */
export function SearchFields({ form }: { form: UseFormReturn<SearchFormValues, unknown, SearchFormOutput> }) {
  const categories = useCategoryOptions();
  const units = useUnitOptions();
  const products = useProductSelectList();
  const ufs = useUfOptions();
  const { getValues, setValue, control } = form;

  const categoryId = useWatch({ control, name: 'categoryId' });
  const unitIndex = useWatch({ control, name: 'unitIndex' });
  // 'un (Unidade)' → 'un': the quantity's decimals depend on the unit (lib/units.ts).
  const unit = units.options.find((o) => o.value === unitIndex)?.label.split(' (')[0];
  const productOptions = useMemo(
    () =>
      toOptions(
        products.data?.filter((p) => categoryId === null || categoryId === undefined || p.categoriesId.includes(categoryId)),
        (p) => p.id,
        (p) => p.name,
      ),
    [products.data, categoryId],
  );
  // A product outside the chosen category is dropped.
  useEffect(() => {
    const productId = getValues('productId');
    if (productId !== null && products.data && !productOptions.some((o) => o.value === productId)) setValue('productId', null, { shouldDirty: true });
  }, [productOptions, products.data, getValues, setValue]);

  return (
    <>
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
        <QuantityField control={control} name="quantity" label="Quantidade" required unit={unit} showUnit={false} />
        <SelectField control={control} name="unitIndex" label="Unidade" required options={units.options} loading={units.loading} hint={optionsHint(units)} />
        <MoneyField control={control} name="maxPrice" label="Preço máximo por unidade" required />
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <DateField control={control} name="deadline" label="Prazo" required valueFormat="date" hint="Até quando você precisa do produto (dd/mm/aaaa)." />
        <SelectField control={control} name="uf" label="UF de entrega" required options={ufs.options} loading={ufs.loading} hint={optionsHint(ufs)} />
      </div>
      <TextareaField control={control} name="description" label="Descrição" required maxLength={DESCRIPTION_MAX} showCount rows={5} placeholder="Especificações, condições de entrega e pagamento, o que for importante." />
    </>
  );
}
