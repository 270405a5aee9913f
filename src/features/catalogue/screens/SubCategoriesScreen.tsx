import { lazySubCategoryDialog } from '../components/lazy-dialogs';
import { columnHelper } from '@/components/table/columns';
import { SearchFilter, SelectFilter } from '@/components/table/filters';
import { useListParams } from '@/components/table/useListParams';
import { formatDate } from '@/lib/format';
import { type SubCategory } from '../api';
import { CatalogueList } from '../components/CatalogueList';
import { useCategoryOptions, useDeleteSubCategory, useSubCategoryList } from '../queries';

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
  return (
    <CatalogueList
      title="Subcategorias"
      description="Subdivisões de cada categoria de produto."
      newLabel="Nova subcategoria"
      editing={{ dialog: lazySubCategoryDialog }}
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
