import Link from 'next/link';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { optionsHint } from '@/components/form/options-hint';
import { MultiSelectField } from '@/components/form/MultiSelectField';
import type { Option } from '@/components/form/options';
import { TextareaField } from '@/components/form/TextareaField';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { buttonClass } from '@/components/ui/Button';
import type { Product } from '../api';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX } from '../model';
import { useCategoryOptions, useSaveProduct, useSegmentOptions, useSubCategorySelectList } from '../queries';
import { emptyProductForm, fromProduct, keepSubCategoriesOf, subCategoryParents, toProductBody } from '../form-values';
import type { ProductFormValues } from '../schemas';
import { routes } from '@/lib/routes';

export interface ProductFormProps {
  /** The product being edited; none for a new one. */
  product?: Product;
  /** After a save; the form stays busy (Salvar disabled) until a returned promise settles, e.g. the navigation away. */
  onSaved: (product: Product) => void | Promise<unknown>;
}

/**
 * The product form (docs/product/records.md): categories are ids, sub-categories and segments are strings;
 * `toProductBody` makes the API body on save and `fromProduct` the values on load. Sub-category
 * choices follow the chosen categories. Saving waits for the sub-category list (it says which
 * category each chosen sub-category belongs to), so nothing is saved half.
 */
export function ProductForm({ product, onSaved }: ProductFormProps) {
  const save = useSaveProduct();
  const categories = useCategoryOptions();
  const segments = useSegmentOptions();
  const subCategories = useSubCategorySelectList();
  const parents = useMemo(() => subCategoryParents(subCategories.data ?? []), [subCategories.data]);

  const form = useSchemaForm<ProductFormValues>(() => import('../schemas').then((m) => m.productFormSchema), {
    defaultValues: product ? fromProduct(product) : emptyProductForm(),
  });
  const chosen = useWatch({ control: form.control, name: 'categories' });

  const subCategoryOptions = useMemo<Option<string>[]>(() => {
    const names = new Map(categories.options.map((o) => [o.value, o.label]));
    return (subCategories.data ?? [])
      .filter((s) => chosen.includes(s.categoryId))
      .map((s) => ({ value: String(s.index), label: chosen.length > 1 ? `${s.name} (${names.get(s.categoryId) ?? ''})` : s.name }));
  }, [subCategories.data, categories.options, chosen]);

  // A category taken out takes its sub-categories with it.
  const loaded = subCategories.data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const current = form.getValues('subCategories');
    const kept = keepSubCategoriesOf(current, chosen, parents);
    if (kept.length !== current.length) form.setValue('subCategories', kept, { shouldDirty: true });
  }, [loaded, chosen, parents, form]);

  return (
    <Form
      form={form}
      aria-label={product ? 'Editar produto' : 'Novo produto'}
      className="flex max-w-4xl flex-col gap-5"
      fieldErrors={{
        DuplicateName: ['name', 'Já existe um produto com este nome.'],
        ProductWithoutCategory: ['categories', 'Selecione ao menos uma categoria.'],
      }}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({ key: product?.id, body: toProductBody(values, parents) });
        await onSaved(saved);
      }}
    >
      <FormError />
      <TextField control={form.control} name="name" label="Nome" required maxLength={PRODUCT_NAME_MAX} autoComplete="off" />
      <TextareaField
        control={form.control}
        name="description"
        label="Descrição"
        rows={4}
        maxLength={PRODUCT_DESCRIPTION_MAX}
        showCount
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <MultiSelectField
          control={form.control}
          name="categories"
          label="Categorias"
          required
          options={categories.options}
          loading={categories.loading}
          hint={optionsHint(categories)}
        />
        <MultiSelectField
          control={form.control}
          name="subCategories"
          label="Subcategorias"
          options={subCategoryOptions}
          loading={subCategories.isPending}
          disabled={chosen.length === 0}
          placeholder={chosen.length === 0 ? 'Escolha primeiro as categorias' : 'Selecione...'}
          hint={optionsHint(subCategories, 'Só as subcategorias das categorias escolhidas.')}
        />
      </div>
      <MultiSelectField
        control={form.control}
        name="segments"
        label="Segmentos"
        options={segments.options}
        loading={segments.loading}
        hint={optionsHint(segments)}
      />
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Link href={routes.admin.products()} className={buttonClass({ variant: 'outline' })}>
          Cancelar
        </Link>
        <SubmitButton disabled={!loaded}>Salvar</SubmitButton>
      </div>
    </Form>
  );
}
