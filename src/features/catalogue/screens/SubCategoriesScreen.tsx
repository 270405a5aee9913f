import { lazySubCategoryDialog } from '../components/lazy-dialogs';
import { columnHelper } from '@/components/table/columns';
import { searchFilter, selectFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
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

const FILTERS = { search: searchFilter({ label: 'Buscar por nome' }), categoryId: selectFilter({ label: 'Categoria', accepts: 'id', allLabel: 'Todas' }) };

/**
 * `/admin/subcategorias`: sub-categories (identified by index), each under one category. Filter by
 * category (`?categoryId=`); a new sub-category starts under the filtered category.
 */
export function SubCategoriesScreen() {
  const table = useListTable({ filters: FILTERS }, useSubCategoryList);
  const categories = useCategoryOptions();
  const remove = useDeleteSubCategory();
  return (
    <CatalogueList
      title="Subcategorias"
      description="Subdivisões de cada categoria de produto."
      newLabel="Nova subcategoria"
      editing={{ dialog: lazySubCategoryDialog }}
      columns={columns}
      {...table}
      getRowId={(s) => String(s.index)}
      filterOptions={{ categoryId: { options: categories.options } }}
      deleteTitle="Excluir subcategoria"
      deleteText={(s) => `A subcategoria “${s.name}” de “${s.categoryName}” será excluída.`}
      onDelete={(s) => remove.mutateAsync(s.index)}
    />
  );
}
