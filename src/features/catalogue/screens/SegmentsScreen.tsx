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
import { NAME_MAX, type Segment } from '../api';
import { CatalogueFrame } from '../components/CatalogueFrame';
import { FormDialog } from '@/components/form/FormDialog';
import { RowActions } from '../components/RowActions';
import { useDeleteSegment, useSaveSegment, useSegmentList } from '../queries';
import { segmentFormSchema, type SegmentFormValues } from '../schemas';

const col = columnHelper<Segment>();
const columns = col.columns([
  col.accessor('name', { header: 'Nome', enableSorting: true }),
  col.accessor('productCount', { header: 'Produtos', meta: { align: 'right' } }),
  col.accessor('createdAt', { header: 'Criado em', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

type Editing = { segment: Segment | null } | null;

/** `/admin/segmentos`: the segments, with create, rename and delete. */
export function SegmentsScreen() {
  const list = useListParams({ filters: ['search'] });
  const query = useSegmentList(list.params, list.ready);
  const remove = useDeleteSegment();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Segment | null>(null);

  return (
    <CatalogueFrame
      title="Segmentos"
      description="Mercados a que os produtos do catálogo atendem."
      trail={[{ label: 'Segmentos' }]}
      actions={<Button onClick={() => setEditing({ segment: null })}>Novo segmento</Button>}
    >
      <DataTable
        label="Segmentos"
        columns={columns}
        query={query}
        list={list}
        getRowId={(s) => String(s.index)}
        filters={<SearchFilter list={list} name="search" label="Buscar por nome" />}
        rowActions={(s) => <RowActions name={s.name} edit={() => setEditing({ segment: s })} onDelete={() => setDeleting(s)} />}
      />
      {editing ? <SegmentDialog segment={editing.segment} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir segmento"
        description={deleting ? `O segmento “${deleting.name}” será excluído. Esta ação não pode ser desfeita.` : undefined}
        confirmLabel="Excluir"
        tone="danger"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.index) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </CatalogueFrame>
  );
}

function SegmentDialog({ segment, onClose }: { segment: Segment | null; onClose: () => void }) {
  const save = useSaveSegment();
  const form = useForm<SegmentFormValues, unknown, SegmentFormValues>({
    resolver: zodResolver(segmentFormSchema),
    defaultValues: { name: segment?.name ?? '' },
  });
  return (
    <FormDialog
      title={segment ? 'Editar segmento' : 'Novo segmento'}
      form={form}
      focusField="name"
      onClose={onClose}
      fieldErrors={{ DuplicateName: ['name', 'Já existe um segmento com este nome.'] }}
      onSubmit={async (values) => {
        await save.mutateAsync({ key: segment?.index, body: values });
        onClose();
      }}
    >
      <TextField control={form.control} name="name" label="Nome" required maxLength={NAME_MAX} autoComplete="off" />
    </FormDialog>
  );
}
