import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/TextField';
import { columnHelper } from '@/components/table/columns';
import { SearchFilter } from '@/components/table/filters';
import { useListParams } from '@/components/table/useListParams';
import { formatDate } from '@/lib/format';
import { NAME_MAX, type Segment } from '../api';
import { CatalogueList } from '../components/CatalogueList';
import { FormDialog } from '@/components/form/FormDialog';
import { useDeleteSegment, useSaveSegment, useSegmentList } from '../queries';
import { segmentFormSchema, type SegmentFormValues } from '../schemas';

const col = columnHelper<Segment>();
const columns = col.columns([
  col.accessor('name', { header: 'Nome', enableSorting: true }),
  col.accessor('productCount', { header: 'Produtos', meta: { align: 'right' } }),
  col.accessor('createdAt', { header: 'Criado em', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

/** `/admin/segmentos`: the segments, with create, rename and delete. */
export function SegmentsScreen() {
  const list = useListParams({ filters: ['search'] });
  const query = useSegmentList(list.params, list.ready);
  const remove = useDeleteSegment();
  return (
    <CatalogueList
      title="Segmentos"
      description="Mercados a que os produtos do catálogo atendem."
      newLabel="Novo segmento"
      editing={{ dialog: (segment, onClose) => <SegmentDialog segment={segment} onClose={onClose} /> }}
      columns={columns}
      query={query}
      list={list}
      getRowId={(s) => String(s.index)}
      filters={<SearchFilter list={list} name="search" label="Buscar por nome" />}
      deleteTitle="Excluir segmento"
      deleteText={(s) => `O segmento “${s.name}” será excluído.`}
      onDelete={(s) => remove.mutateAsync(s.index)}
    />
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
