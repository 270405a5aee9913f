import { lazySegmentDialog } from '../components/lazy-dialogs';
import { columnHelper } from '@/components/table/columns';
import { searchFilter } from '@/components/table/filter-defs';
import { useListParams } from '@/components/table/useListParams';
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
  const list = useListParams({ filters: { search: searchFilter({ label: 'Buscar por nome' }) } });
  const query = useSegmentList(list.params, list.ready);
  const remove = useDeleteSegment();
  return (
    <CatalogueList
      title="Segmentos"
      description="Mercados a que os produtos do catálogo atendem."
      newLabel="Novo segmento"
      editing={{ dialog: lazySegmentDialog }}
      columns={columns}
      query={query}
      list={list}
      getRowId={(s) => String(s.index)}
      deleteTitle="Excluir segmento"
      deleteText={(s) => `O segmento “${s.name}” será excluído.`}
      onDelete={(s) => remove.mutateAsync(s.index)}
    />
  );
}
