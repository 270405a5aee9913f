import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/TextField';
import { columnHelper } from '@/components/table/columns';
import { SearchFilter } from '@/components/table/filters';
import { useListParams } from '@/components/table/useListParams';
import { formatDate } from '@/lib/format';
import { DESCRIPTION_MAX, UNIT_NAME_MAX, type Unit } from '../api';
import { CatalogueList } from '../components/CatalogueList';
import { FormDialog } from '@/components/form/FormDialog';
import { useDeleteUnit, useSaveUnit, useUnitList } from '../queries';
import { unitFormSchema, type UnitFormValues } from '../schemas';

const col = columnHelper<Unit>();
const columns = col.columns([
  col.accessor('name', { header: 'Símbolo', enableSorting: true }),
  col.accessor('description', { header: 'Descrição', enableSorting: true }),
  col.accessor('createdAt', { header: 'Criada em', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

/** `/admin/unidades`: units of measure (identified by index), with create, edit and delete. */
export function UnitsScreen() {
  const list = useListParams({ filters: ['search'] });
  const query = useUnitList(list.params, list.ready);
  const remove = useDeleteUnit();
  return (
    <CatalogueList
      title="Unidades"
      description="Unidades de medida das quantidades anunciadas."
      newLabel="Nova unidade"
      editing={{ dialog: (unit, onClose) => <UnitDialog unit={unit} onClose={onClose} /> }}
      columns={columns}
      query={query}
      list={list}
      getRowId={(u) => String(u.index)}
      filters={<SearchFilter list={list} name="search" label="Buscar por símbolo ou descrição" />}
      deleteTitle="Excluir unidade"
      deleteText={(u) => `A unidade “${u.name}” (${u.description}) será excluída.`}
      onDelete={(u) => remove.mutateAsync(u.index)}
    />
  );
}

function UnitDialog({ unit, onClose }: { unit: Unit | null; onClose: () => void }) {
  const save = useSaveUnit();
  const form = useForm<UnitFormValues, unknown, UnitFormValues>({
    resolver: zodResolver(unitFormSchema),
    defaultValues: { name: unit?.name ?? '', description: unit?.description ?? '' },
  });
  return (
    <FormDialog
      title={unit ? 'Editar unidade' : 'Nova unidade'}
      form={form}
      focusField="name"
      onClose={onClose}
      fieldErrors={{ DuplicateName: ['name', 'Já existe uma unidade com este símbolo.'] }}
      onSubmit={async (values) => {
        await save.mutateAsync({ key: unit?.index, body: values });
        onClose();
      }}
    >
      <TextField control={form.control} name="name" label="Símbolo" hint="Como aparece após as quantidades, ex.: kg, m², pallet." required maxLength={UNIT_NAME_MAX} autoComplete="off" />
      <TextField control={form.control} name="description" label="Descrição" required maxLength={DESCRIPTION_MAX} autoComplete="off" />
    </FormDialog>
  );
}
