import Link from 'next/link';
import { linkCell } from '@/components/table/RecordCell';
import { useState } from 'react';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { SearchFilter, SelectFilter } from '@/components/table/filters';
import { useListParams } from '@/components/table/useListParams';
import { buttonClass } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { formatDate } from '@/lib/format';
import type { Product } from '../api';
import { CatalogueFrame } from '../components/CatalogueFrame';
import { ProductCategoriesCell, ProductSegmentsCell } from '../components/ProductCells';
import { RowActions } from '../components/RowActions';
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

/** `/admin/produtos`: the product catalogue, filtered by name, category and segment. */
export function ProductsScreen() {
  const list = useListParams({ filters: ['search', 'categoryId', 'segmentIndex'], accepts: { categoryId: 'id', segmentIndex: 'index' } });
  const query = useProductList(list.params, list.ready);
  const categories = useCategoryOptions();
  const segments = useSegmentOptions();
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<Product | null>(null);

  return (
    <CatalogueFrame
      title="Produtos"
      description="Os produtos a que anúncios e buscas se referem, com suas categorias e segmentos."
      trail={[{ label: 'Produtos' }]}
      actions={
        <Link href={routes.admin.newProduct()} className={buttonClass()}>
          Novo produto
        </Link>
      }
    >
      <DataTable
        label="Produtos"
        columns={columns}
        query={query}
        list={list}
        filters={
          <>
            <SearchFilter list={list} name="search" label="Buscar por nome" />
            <SelectFilter list={list} name="categoryId" label="Categoria" options={categories.options} allLabel="Todas" />
            <SelectFilter list={list} name="segmentIndex" label="Segmento" options={segments.options} />
          </>
        }
        rowActions={(p) => (
          <RowActions name={p.name} edit={routes.admin.product(p.id)} onDelete={() => setDeleting(p)} />
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir produto"
        description={deleting ? `O produto “${deleting.name}” será excluído. Esta ação não pode ser desfeita.` : undefined}
        confirmLabel="Excluir"
        tone="danger"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </CatalogueFrame>
  );
}
