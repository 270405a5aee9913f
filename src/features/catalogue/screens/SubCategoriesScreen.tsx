import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { optionsHint } from '@/components/form/options-hint';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { columnHelper } from '@/components/table/columns';
import { SearchFilter, SelectFilter } from '@/components/table/filters';
import { useListParams } from '@/components/table/useListParams';
import { formatDate } from '@/lib/format';
import { NAME_MAX, type SubCategory } from '../api';
import { CatalogueList } from '../components/CatalogueList';
import { FormDialog } from '@/components/form/FormDialog';
import { useCategoryOptions, useDeleteSubCategory, useSaveSubCategory, useSubCategoryList } from '../queries';
import { subCategoryFormSchema, type SubCategoryFormOutput, type SubCategoryFormValues } from '../schemas';

const col = columnHelper<SubCategory>();
const columns = col.columns([
  col.accessor('name', { header: 'Nome', enableSorting: true }),
  col.accessor('categoryName', { header: 'Categoria', enableSorting: true }),
  col.accessor('productCount', { header: 'Produtos', meta: { align: 'right' } }),
  col.accessor('createdAt', { header: 'Criada em', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

/**
 * `/admin/subcategorias`: sub-categories (identified by index), each under one category. Filter by
 * category (`?categoryId=`); a new sub-category starts under the filtered category.
 */
export function SubCategoriesScreen() {
  const list = useListParams({ filters: ['search', 'categoryId'], accepts: { categoryId: 'id' } });
  const query = useSubCategoryList(list.params, list.ready);
  const categories = useCategoryOptions();
  const remove = useDeleteSubCategory();
  const filteredCategory = Number(list.state.filters.categoryId);
  const initialCategoryId = Number.isInteger(filteredCategory) && filteredCategory > 0 ? filteredCategory : null;
  return (
    <CatalogueList
      title="Subcategorias"
      description="Subdivisões de cada categoria de produto."
      newLabel="Nova subcategoria"
      editing={{ dialog: (subCategory, onClose) => <SubCategoryDialog subCategory={subCategory} initialCategoryId={initialCategoryId} onClose={onClose} /> }}
      columns={columns}
      query={query}
      list={list}
      getRowId={(s) => String(s.index)}
      filters={
        <>
          <SearchFilter list={list} name="search" label="Buscar por nome" />
          <SelectFilter list={list} name="categoryId" label="Categoria" options={categories.options} allLabel="Todas" />
        </>
      }
      deleteTitle="Excluir subcategoria"
      deleteText={(s) => `A subcategoria “${s.name}” de “${s.categoryName}” será excluída.`}
      onDelete={(s) => remove.mutateAsync(s.index)}
    />
  );
}

function SubCategoryDialog({
  subCategory,
  initialCategoryId,
  onClose,
}: {
  subCategory: SubCategory | null;
  initialCategoryId: number | null;
  onClose: () => void;
}) {
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
