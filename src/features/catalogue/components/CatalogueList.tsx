import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { DataTable, type DataTableProps } from '@/components/table/DataTable';
import { Button, buttonClass } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { CatalogueFrame } from './CatalogueFrame';
import { RowActions } from './RowActions';

/** How an entry is created and edited: on its own pages (products) or in a dialog (the rest). */
type Editing<Row> =
  | { newHref: string; editHref: (row: Row) => string }
  | { dialog: (row: Row | null, onClose: () => void) => ReactNode };

export type CatalogueListProps<Row extends { name: string }> = Pick<DataTableProps<Row>, 'columns' | 'query' | 'list' | 'getRowId' | 'filters'> & {
  /** The screen's title, its last crumb and the table's name ('Segmentos'). */
  title: string;
  description: string;
  /** The create action's label ('Novo segmento'). */
  newLabel: string;
  editing: Editing<Row>;
  /** The delete confirmation: its title ('Excluir segmento') and what goes ('O segmento “X” será excluído.'). */
  deleteTitle: string;
  deleteText: (row: Row) => string;
  onDelete: (row: Row) => Promise<unknown>;
};

/**
 * A catalogue list screen: the frame, the table with 'Editar' and 'Excluir' on each row, the
 * create/edit dialog or links, and the confirmation before a delete.
 */
export function CatalogueList<Row extends { name: string }>({ title, description, newLabel, editing, deleteTitle, deleteText, onDelete, ...table }: CatalogueListProps<Row>) {
  // `{ row: null }` is the dialog creating an entry; `null` is no dialog.
  const [open, setOpen] = useState<{ row: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const byDialog = 'dialog' in editing;

  return (
    <CatalogueFrame
      title={title}
      description={description}
      trail={[{ label: title }]}
      actions={
        byDialog ? (
          <Button onClick={() => setOpen({ row: null })}>{newLabel}</Button>
        ) : (
          <Link href={editing.newHref} className={buttonClass()}>
            {newLabel}
          </Link>
        )
      }
    >
      <DataTable
        label={title}
        {...table}
        rowActions={(row) => (
          <RowActions name={row.name} edit={byDialog ? () => setOpen({ row }) : editing.editHref(row)} onDelete={() => setDeleting(row)} />
        )}
      />
      {byDialog && open ? editing.dialog(open.row, () => setOpen(null)) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleteTitle}
        description={deleting ? `${deleteText(deleting)} Esta ação não pode ser desfeita.` : undefined}
        confirmLabel="Excluir"
        tone="danger"
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </CatalogueFrame>
  );
}
