import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { DataTable, type DataTableProps } from '@/components/table/DataTable';
import { Button, buttonClass } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useLazyOpen, type LazyComponent } from '@/lib/lazy-component';
import { CatalogueFrame } from './CatalogueFrame';
import { RowActions } from './RowActions';

/** A create/edit dialog: `row` null creates an entry. */
export interface EntryDialogProps<Row> {
  row: Row | null;
  onClose: () => void;
}

/**
 * How an entry is created and edited: on its own pages (products), or in a dialog loaded on first
 * use (lazy-dialogs.ts; the rest).
 */
type Editing<Row> =
  | { newHref: string; editHref: (row: Row) => string }
  | { dialog: LazyComponent<EntryDialogProps<Row>> };

export type CatalogueListProps<Row extends { name: string }> = Pick<DataTableProps<Row>, 'columns' | 'query' | 'list' | 'getRowId' | 'filters' | 'filterOptions'> & {
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

type ListProps<Row extends { name: string }> = Omit<CatalogueListProps<Row>, 'newLabel' | 'editing'> & {
  /** The create action. */
  create: ReactNode;
  /** A row's edit link, or what opens its dialog. */
  edit: (row: Row) => string | (() => void);
  /** The open dialog, if any. */
  children?: ReactNode;
};

/**
 * A catalogue list screen: the frame, the table with 'Editar' and 'Excluir' on each row, the
 * create/edit links or dialog, and the confirmation before a delete.
 */
export function CatalogueList<Row extends { name: string }>({ newLabel, editing, ...props }: CatalogueListProps<Row>) {
  if ('dialog' in editing) return <ListWithDialog {...props} newLabel={newLabel} dialog={editing.dialog} />;
  const create = (
    <Link href={editing.newHref} className={buttonClass()}>
      {newLabel}
    </Link>
  );
  return <List {...props} create={create} edit={editing.editHref} />;
}

/** The list whose entries are created and edited in a dialog, loaded on first use. */
function ListWithDialog<Row extends { name: string }>({ newLabel, dialog, ...props }: Omit<CatalogueListProps<Row>, 'editing'> & { dialog: LazyComponent<EntryDialogProps<Row>> }) {
  const [row, setRow] = useState<Row | null>(null);
  const opener = useLazyOpen(dialog);
  const open = (entry: Row | null) => {
    setRow(entry);
    void opener.open();
  };
  const create = (
    <Button {...opener.openerProps} onClick={() => open(null)}>
      {newLabel}
    </Button>
  );
  return (
    <List {...props} create={create} edit={(entry) => () => open(entry)}>
      {opener.Component ? <opener.Component row={row} onClose={opener.close} /> : null}
    </List>
  );
}

function List<Row extends { name: string }>({ title, description, create, edit, deleteTitle, deleteText, onDelete, children, ...table }: ListProps<Row>) {
  const [deleting, setDeleting] = useState<Row | null>(null);
  return (
    <CatalogueFrame title={title} description={description} trail={[{ label: title }]} actions={create}>
      <DataTable label={title} {...table} rowActions={(row) => <RowActions name={row.name} edit={edit(row)} onDelete={() => setDeleting(row)} />} />
      {children}
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
