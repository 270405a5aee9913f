import { lazySegmentDialog } from '../components/lazy-dialogs';
import { columnHelper } from '@/components/table/columns';
import { searchFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { formatDate } from '@/lib/format';
import { type Segment } from '../api';
import { CatalogueList } from '../components/CatalogueList';
import { useDeleteSegment, useSegmentList } from '../queries';

const col = columnHelper<Segment>();
const columns = col.columns([
  col.accessor('name', { header: 'Nome', enableSorting: true }),
  col.accessor('productCount', { header: 'Produtos', meta: { align: 'right' } }),
  col.accessor('createdAt', { header: 'Criado em', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

/** `/admin/segmentos`: the segments, with create, rename and delete. */
export function SegmentsScreen() {
  const table = useListTable({ filters: { search: searchFilter({ label: 'Buscar por nome' }) } }, useSegmentList);
  const remove = useDeleteSegment();
  return (
    <CatalogueList
      title="Segmentos"
      description="Mercados a que os produtos do catálogo atendem."
      newLabel="Novo segmento"
      editing={{ dialog: lazySegmentDialog }}
      columns={columns}
      {...table}
      getRowId={(s) => String(s.index)}
      deleteTitle="Excluir segmento"
      deleteText={(s) => `O segmento “${s.name}” será excluído.`}
      onDelete={(s) => remove.mutateAsync(s.index)}
    />
  );
}
