import { lazyCategoryDialog } from '../components/lazy-dialogs';
import Link from 'next/link';
import { columnHelper } from '@/components/table/columns';
import { searchFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { formatDate } from '@/lib/format';
import { type Category } from '../api';
import { CatalogueList } from '../components/CatalogueList';
import { useCategoryList, useDeleteCategory } from '../queries';
import { routes } from '@/lib/routes';

const col = columnHelper<Category>();
const columns = col.columns([
  col.accessor('name', { header: 'Nome', enableSorting: true }),
  col.accessor('subCategoryCount', {
    header: 'Subcategorias',
    meta: { align: 'right' },
    cell: (c) => (
      <Link
        href={{ pathname: routes.admin.subCategories(), query: { categoryId: c.row.original.id } }}
        aria-label={`Ver as subcategorias de ${c.row.original.name} (${c.getValue()})`}
        className="rounded px-1 text-primary-800 underline-offset-2 hover:underline focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700"
      >
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor('productCount', { header: 'Produtos', meta: { align: 'right' } }),
  col.accessor('createdAt', { header: 'Criada em', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

/** `/admin/categorias`: product categories (identified by id), with create, rename and delete. */
export function CategoriesScreen() {
  const table = useListTable({ filters: { search: searchFilter({ label: 'Buscar por nome' }) } }, useCategoryList);
  const remove = useDeleteCategory();
  return (
    <CatalogueList
      title="Categorias"
      description="Categorias de produto; cada uma agrupa suas subcategorias."
      newLabel="Nova categoria"
      editing={{ dialog: lazyCategoryDialog }}
      columns={columns}
      {...table}
      deleteTitle="Excluir categoria"
      deleteText={(c) => `A categoria “${c.name}” será excluída.`}
      onDelete={(c) => remove.mutateAsync(c.id)}
    />
  );
}
