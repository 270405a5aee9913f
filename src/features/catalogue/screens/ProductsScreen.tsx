import { linkCell } from '@/components/table/RecordCell';
import { columnHelper } from '@/components/table/columns';
import { searchFilter, selectFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { formatDate } from '@/lib/format';
import type { Product } from '../api';
import { CatalogueList } from '../components/CatalogueList';
import { ProductCategoriesCell, ProductSegmentsCell } from '../components/ProductCells';
import { useCategoryOptions, useDeleteProduct, useProductList, useSegmentOptions } from '../queries';
import { routes } from '@/lib/routes';

const col = columnHelper<Product>();
const columns = col.columns([
  col.accessor('name', {
    header: 'Nome',
    enableSorting: true,
    cell: linkCell((r) => routes.admin.product(r.id)),
  }),
  col.display({ id: 'categories', header: 'Categorias', cell: (c) => <ProductCategoriesCell product={c.row.original} /> }),
  col.display({ id: 'segments', header: 'Segmentos', cell: (c) => <ProductSegmentsCell product={c.row.original} /> }),
  col.accessor('updatedAt', { header: 'Atualizado em', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

const FILTERS = {
  search: searchFilter({ label: 'Buscar por nome' }),
  categoryId: selectFilter({ label: 'Categoria', accepts: 'id', allLabel: 'Todas' }),
  segmentIndex: selectFilter({ label: 'Segmento', accepts: 'index' }),
};

/** `/admin/produtos`: the product catalogue, filtered by name, category and segment. */
export function ProductsScreen() {
  const table = useListTable({ filters: FILTERS }, useProductList);
  const categories = useCategoryOptions();
  const segments = useSegmentOptions();
  const remove = useDeleteProduct();
  return (
    <CatalogueList
      title="Produtos"
      description="Os produtos a que anúncios e buscas se referem, com suas categorias e segmentos."
      newLabel="Novo produto"
      editing={{ newHref: routes.admin.newProduct(), editHref: (p) => routes.admin.product(p.id) }}
      columns={columns}
      {...table}
      filterOptions={{ categoryId: { options: categories.options }, segmentIndex: { options: segments.options } }}
      deleteTitle="Excluir produto"
      deleteText={(p) => `O produto “${p.name}” será excluído.`}
      onDelete={(p) => remove.mutateAsync(p.id)}
    />
  );
}
