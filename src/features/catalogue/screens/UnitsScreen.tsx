import { lazyUnitDialog } from '../components/lazy-dialogs';
import { columnHelper } from '@/components/table/columns';
import { searchFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { formatDate } from '@/lib/format';
import { type Unit } from '../api';
import { CatalogueList } from '../components/CatalogueList';
import { useDeleteUnit, useUnitList } from '../queries';

const col = columnHelper<Unit>();
const columns = col.columns([
  col.accessor('name', { header: 'Símbolo', enableSorting: true }),
  col.accessor('description', { header: 'Descrição', enableSorting: true }),
  col.accessor('createdAt', { header: 'Criada em', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

/** `/admin/unidades`: units of measure (identified by index), with create, edit and delete. */
export function UnitsScreen() {
  const table = useListTable({ filters: { search: searchFilter({ label: 'Buscar por símbolo ou descrição' }) } }, useUnitList);
  const remove = useDeleteUnit();
  return (
    <CatalogueList
      title="Unidades"
      description="Unidades de medida das quantidades anunciadas."
      newLabel="Nova unidade"
      editing={{ dialog: lazyUnitDialog }}
      columns={columns}
      {...table}
      getRowId={(u) => String(u.index)}
      deleteTitle="Excluir unidade"
      deleteText={(u) => `A unidade “${u.name}” (${u.description}) será excluída.`}
      onDelete={(u) => remove.mutateAsync(u.index)}
    />
  );
}
