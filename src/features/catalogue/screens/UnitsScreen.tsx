import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/TextField';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { SearchFilter } from '@/components/table/filters';
import { useListParams } from '@/components/table/useListParams';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { formatDate } from '@/lib/format';
import { DESCRIPTION_MAX, UNIT_NAME_MAX, type Unit } from '../api';
import { CatalogueFrame } from '../components/CatalogueFrame';
import { FormDialog } from '@/components/form/FormDialog';
import { RowActions } from '../components/RowActions';
import { useDeleteUnit, useSaveUnit, useUnitList } from '../queries';
import { unitFormSchema, type UnitFormValues } from '../schemas';

const col = columnHelper<Unit>();
const columns = col.columns([
  col.accessor('name', { header: 'Símbolo', enableSorting: true }),
  col.accessor('description', { header: 'Descrição', enableSorting: true }),
  col.accessor('createdAt', { header: 'Criada em', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

type Editing = { unit: Unit | null } | null;

/** `/admin/unidades`: units of measure (identified by index), with create, edit and delete. */
export function UnitsScreen() {
  const list = useListParams({ filters: ['search'] });
  const query = useUnitList(list.params, list.ready);
  const remove = useDeleteUnit();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Unit | null>(null);

  return (
    <CatalogueFrame
      title="Unidades"
      description="Unidades de medida das quantidades anunciadas."
      trail={[{ label: 'Unidades' }]}
      actions={<Button onClick={() => setEditing({ unit: null })}>Nova unidade</Button>}
    >
      <DataTable
        label="Unidades"
        columns={columns}
        query={query}
        list={list}
        getRowId={(u) => String(u.index)}
        filters={<SearchFilter list={list} name="search" label="Buscar por símbolo ou descrição" />}
        rowActions={(u) => <RowActions name={u.name} edit={() => setEditing({ unit: u })} onDelete={() => setDeleting(u)} />}
      />
      {editing ? <UnitDialog unit={editing.unit} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir unidade"
        description={deleting ? `A unidade “${deleting.name}” (${deleting.description}) será excluída. Esta ação não pode ser desfeita.` : undefined}
        confirmLabel="Excluir"
        tone="danger"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.index) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </CatalogueFrame>
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
