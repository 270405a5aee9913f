import { useRouter } from 'next/router';
import type { DefaultValues, FieldPath } from 'react-hook-form';
import { FormDialog } from '@/components/form/FormDialog';
import { optionsHint } from '@/components/form/options-hint';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm, type SchemaLoader } from '@/components/form/useSchemaForm';
import { positiveIntParam } from '@/lib/query-param';
import type { Category, Segment, SubCategory, Unit } from '../api';
import { DESCRIPTION_MAX, NAME_MAX, UNIT_NAME_MAX } from '../model';
import { useCategoryOptions, useSaveCategory, useSaveSegment, useSaveSubCategory, useSaveUnit, type EntrySave } from '../queries';
import type { CategoryFormValues, SegmentFormValues, SubCategoryFormOutput, SubCategoryFormValues, UnitFormValues } from '../schemas';
import type { EntryDialogProps } from './CatalogueList';

/**
 * The create/edit dialogs of the catalogue entries edited in place. They hold the whole form kit,
 * so the list pages load them on first use (lazy-dialogs.ts), not with the page.
 */

type TextValues = Record<string, string>;

interface TextInput<V extends TextValues> {
  name: FieldPath<V>;
  label: string;
  maxLength: number;
  hint?: string;
}

/**
 * An entry whose form is only text fields, saved whole as its body under its key: segments,
 * categories and units differ in nothing but these words, fields and calls.
 */
interface TextEntryDefinition<Row, V extends TextValues> {
  /** The dialog's title when creating and when editing. */
  title: { create: string; edit: string };
  /** The sentence under the first field for `DuplicateName`. */
  duplicate: string;
  schema: SchemaLoader<V, V>;
  /** The first one is focused on open. */
  inputs: readonly [TextInput<V>, ...TextInput<V>[]];
  values: (row: Row | null) => DefaultValues<V>;
  key: (row: Row) => number;
  useSave: () => { mutateAsync: (save: EntrySave<V>) => Promise<unknown> };
}

function textEntryDialog<Row, V extends TextValues>({ title, duplicate, schema, inputs, values, key, useSave }: TextEntryDefinition<Row, V>) {
  return function TextEntryDialog({ row, onClose }: EntryDialogProps<Row>) {
    const save = useSave();
    const form = useSchemaForm<V, V>(schema, { defaultValues: values(row) });
    const first = inputs[0].name;
    return (
      <FormDialog
        title={row ? title.edit : title.create}
        form={form}
        focusField={first}
        onClose={onClose}
        fieldErrors={{ DuplicateName: [first, duplicate] }}
        onSubmit={async (body) => {
          await save.mutateAsync({ key: row ? key(row) : undefined, body });
          onClose();
        }}
      >
        {inputs.map(({ name, label, maxLength, hint }) => (
          <TextField key={name} control={form.control} name={name} label={label} hint={hint} required maxLength={maxLength} autoComplete="off" />
        ))}
      </FormDialog>
    );
  };
}

const nameInput = { name: 'name', label: 'Nome', maxLength: NAME_MAX } as const;

export const SegmentDialog = textEntryDialog<Segment, SegmentFormValues>({
  title: { create: 'Novo segmento', edit: 'Editar segmento' },
  duplicate: 'Já existe um segmento com este nome.',
  schema: () => import('../schemas').then((m) => m.segmentFormSchema),
  inputs: [nameInput],
  values: (segment) => ({ name: segment?.name ?? '' }),
  key: (segment) => segment.index,
  useSave: useSaveSegment,
});

export const CategoryDialog = textEntryDialog<Category, CategoryFormValues>({
  title: { create: 'Nova categoria', edit: 'Editar categoria' },
  duplicate: 'Já existe uma categoria com este nome.',
  schema: () => import('../schemas').then((m) => m.categoryFormSchema),
  inputs: [nameInput],
  values: (category) => ({ name: category?.name ?? '' }),
  key: (category) => category.id,
  useSave: useSaveCategory,
});

export const UnitDialog = textEntryDialog<Unit, UnitFormValues>({
  title: { create: 'Nova unidade', edit: 'Editar unidade' },
  duplicate: 'Já existe uma unidade com este símbolo.',
  schema: () => import('../schemas').then((m) => m.unitFormSchema),
  inputs: [
    { name: 'name', label: 'Símbolo', hint: 'Como aparece após as quantidades, ex.: kg, m², pallet.', maxLength: UNIT_NAME_MAX },
    { name: 'description', label: 'Descrição', maxLength: DESCRIPTION_MAX },
  ],
  values: (unit) => ({ name: unit?.name ?? '', description: unit?.description ?? '' }),
  key: (unit) => unit.index,
  useSave: useSaveUnit,
});

/** A new sub-category starts under the category the list is filtered by (`?categoryId=`). */
export function SubCategoryDialog({ row: subCategory, onClose }: EntryDialogProps<SubCategory>) {
  const initialCategoryId = positiveIntParam(useRouter().query.categoryId) ?? null;
  const save = useSaveSubCategory();
  const categories = useCategoryOptions();
  const form = useSchemaForm<SubCategoryFormValues, SubCategoryFormOutput>(() => import('../schemas').then((m) => m.subCategoryFormSchema), {
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
