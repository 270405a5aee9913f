import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { routes } from '@/lib/routes';
import { PageHeader, type Breadcrumb } from '../ui/PageHeader';
import { DataTable, type DataTableProps } from './DataTable';

/** The first crumb of each signed-in area: the admin dashboard, or the showcase of buyers and sellers. */
const AREA_HOME = {
  admin: { label: 'Painel', href: routes.admin.dashboard() },
  showcase: { label: 'Vitrine', href: routes.showcase() },
} as const satisfies Record<string, Breadcrumb>;

export type ListScreenProps<Row extends RowData, F extends string = string> = Omit<DataTableProps<Row, F>, 'label'> & {
  /** The page's <h1>, its last crumb and the table's name ('Empresas'). */
  title: string;
  description?: ReactNode;
  /** Whose home the trail starts from: `Painel › title` or `Vitrine › title`. */
  area: keyof typeof AREA_HOME;
  /** Buttons or links beside the title ('Nova empresa'). */
  actions?: ReactNode;
  /** What stands between the header and the table (a note, notices). */
  notice?: ReactNode;
};

/** A list page: the header (trail, title, actions) close over one DataTable named after the page. */
export function ListScreen<Row extends RowData, F extends string = string>({ title, description, area, actions, notice, ...table }: ListScreenProps<Row, F>) {
  return (
    <>
      <PageHeader title={title} description={description} breadcrumbs={[AREA_HOME[area], { label: title }]} actions={actions} className="mb-4" />
      {notice}
      <DataTable label={title} {...table} />
    </>
  );
}
