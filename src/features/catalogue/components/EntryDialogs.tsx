import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/router';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form/FormDialog';
import { optionsHint } from '@/components/form/options-hint';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { positiveIntParam } from '@/lib/query-param';
import { DESCRIPTION_MAX, NAME_MAX, UNIT_NAME_MAX, type Category, type Segment, type SubCategory, type Unit } from '../api';
import { useCategoryOptions, useSaveCategory, useSaveSegment, useSaveSubCategory, useSaveUnit } from '../queries';
import {
  categoryFormSchema,
  segmentFormSchema,
  subCategoryFormSchema,
  unitFormSchema,
  type CategoryFormValues,
  type SegmentFormValues,
  type SubCategoryFormOutput,
  type SubCategoryFormValues,
  type UnitFormValues,
} from '../schemas';
import type { EntryDialogProps } from './CatalogueList';

/**
 * The create/edit dialogs of the catalogue entries edited in place. They hold the whole form kit,
 * so the list pages load them on first use (lazy-dialogs.ts), not with the page.
 */

export function SegmentDialog({ row: segment, onClose }: EntryDialogProps<Segment>) {
  const save = useSaveSegment();
  const form = useForm<SegmentFormValues, unknown, SegmentFormValues>({
    resolver: zodResolver(segmentFormSchema),
    defaultValues: { name: segment?.name ?? '' },
  });
  return (
    <FormDialog
      title={segment ? 'Editar segmento' : 'Novo segmento'}
      form={form}
      focusField="name"
      onClose={onClose}
      fieldErrors={{ DuplicateName: ['name', 'Já existe um segmento com este nome.'] }}
      onSubmit={async (values) => {
        await save.mutateAsync({ key: segment?.index, body: values });
        onClose();
      }}
    >
      <TextField control={form.control} name="name" label="Nome" required maxLength={NAME_MAX} autoComplete="off" />
    </FormDialog>
  );
}

export function CategoryDialog({ row: category, onClose }: EntryDialogProps<Category>) {
  const save = useSaveCategory();
  const form = useForm<CategoryFormValues, unknown, CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: { name: category?.name ?? '' },
  });
  return (
    <FormDialog
      title={category ? 'Editar categoria' : 'Nova categoria'}
      form={form}
      focusField="name"
      onClose={onClose}
      fieldErrors={{ DuplicateName: ['name', 'Já existe uma categoria com este nome.'] }}
      onSubmit={async (values) => {
        await save.mutateAsync({ key: category?.id, body: values });
        onClose();
      }}
    >
      <TextField control={form.control} name="name" label="Nome" required maxLength={NAME_MAX} autoComplete="off" />
    </FormDialog>
  );
}

/** A new sub-category starts under the category the list is filtered by (`?categoryId=`). */
export function SubCategoryDialog({ row: subCategory, onClose }: EntryDialogProps<SubCategory>) {
  const initialCategoryId = positiveIntParam(useRouter().query.categoryId) ?? null;
  const save = useSaveSubCategory();
  const categories = useCategoryOptions();
  const form = useForm<SubCategoryFormValues, unknown, SubCategoryFormOutput>({
    resolver: zodResolver(subCategoryFormSchema),
    defaultValues: { categoryId: subCategory?.categoryId ?? initialCategoryId, name: subCategory?.name ?? '' },
  });
  const editing = subCategory !== null;
  return (
    <FormDialog
      title={editing ? 'Editar subcategoria' : 'Nova subcategoria'}
      form={form}
      focusField={editing ? 'name' : 'categoryId'}
      onClose={onClose}
      fieldErrors={{ DuplicateName: ['name', 'Já existe uma subcategoria com este nome nesta categoria.'] }}
      onSubmit={async ({ categoryId, name }) => {
        await save.mutateAsync({ key: subCategory?.index, categoryId, body: { name } });
        onClose();
      }}
    >
      <SelectField
        control={form.control}
        name="categoryId"
        label="Categoria"
        options={categories.options}
        loading={categories.loading}
        required={!editing}
        disabled={editing}
        hint={optionsHint(categories, editing ? 'A subcategoria permanece na categoria em que foi criada.' : undefined)}
      />
      <TextField control={form.control} name="name" label="Nome" required maxLength={NAME_MAX} autoComplete="off" />
    </FormDialog>
  );
}

export function UnitDialog({ row: unit, onClose }: EntryDialogProps<Unit>) {
  const save = useSaveUnit();
  const form = useForm<UnitFormValues, unknown, UnitFormValues>({
    resolver: zodResolver(unitFormSchema),
    defaultValues: { name: unit?.name ?? '', description: unit?.description ?? '' },
  });
  return (
    <FormDialog
      title={unit ? 'Editar unidade' : 'Nova unidade'}
      form={form}
      focusField="name"
      onClose={onClose}
      fieldErrors={{ DuplicateName: ['name', 'Já existe uma unidade com este símbolo.'] }}
      onSubmit={async (values) => {
        await save.mutateAsync({ key: unit?.index, body: values });
        onClose();
      }}
    >
      <TextField control={form.control} name="name" label="Símbolo" hint="Como aparece após as quantidades, ex.: kg, m², pallet." required maxLength={UNIT_NAME_MAX} autoComplete="off" />
      <TextField control={form.control} name="description" label="Descrição" required maxLength={DESCRIPTION_MAX} autoComplete="off" />
    </FormDialog>
  );
}
