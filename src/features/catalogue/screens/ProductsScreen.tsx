import { linkCell } from '@/components/table/RecordCell';
import { columnHelper } from '@/components/table/columns';
import { SelectFilter } from '@/components/table/filters';
import { searchFilter, urlFilter } from '@/components/table/filter-defs';
import { useListParams } from '@/components/table/useListParams';
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

/** CatalogueList passes no `filterOptions`: the selects, whose options load, are drawn in `filters`. */
const FILTERS = { search: searchFilter({ label: 'Buscar por nome' }), categoryId: urlFilter({ accepts: 'id' }), segmentIndex: urlFilter({ accepts: 'index' }) };

/** `/admin/produtos`: the product catalogue, filtered by name, category and segment. */
export function ProductsScreen() {
  const list = useListParams({ filters: FILTERS });
  const query = useProductList(list.params, list.ready);
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
      query={query}
      list={list}
      filters={
        <>
          <SelectFilter list={list} name="categoryId" label="Categoria" options={categories.options} allLabel="Todas" />
          <SelectFilter list={list} name="segmentIndex" label="Segmento" options={segments.options} />
        </>
      }
      deleteTitle="Excluir produto"
      deleteText={(p) => `O produto “${p.name}” será excluído.`}
      onDelete={(p) => remove.mutateAsync(p.id)}
    />
  );
}
