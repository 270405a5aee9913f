import { linkCell } from '@/components/table/RecordCell';
import { ListScreen } from '@/components/table/ListScreen';
import { columnHelper } from '@/components/table/columns';
import { searchFilter, selectFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { Button } from '@/components/ui/Button';
import { Badge } from '@/components/ui/StatusBadge';
import { useSessionUser } from '@/features/auth/queries';
import { formatDate } from '@/lib/format';
import type { Admin } from '../api';
import { ADMIN_LEVEL_LABELS, LEVEL_OPTIONS } from '../model';
import { AdminSituation } from '../components/AdminSituation';
import { RowLink } from '@/components/table/RowLink';
import { lazyInviteAdminDialog } from '../components/lazy-dialogs';
import { useAdmins } from '../queries';
import { routes } from '@/lib/routes';
import { useLazyOpen } from '@/lib/lazy-component';

const col = columnHelper<Admin>();
const columns = col.columns([
  col.accessor('name', {
    header: 'Nome',
    enableSorting: true,
    cell: linkCell((r) => routes.admin.admin(r.accountId)),
  }),
  col.accessor('email', { header: 'E-mail', enableSorting: true }),
  col.accessor('level', { header: 'Nível', cell: (c) => <Badge tone={c.getValue() === 'SUPER_ADMIN' ? 'info' : 'neutral'}>{ADMIN_LEVEL_LABELS[c.getValue()]}</Badge> }),
  col.accessor('status', { header: 'Situação', cell: (c) => <AdminSituation admin={c.row.original} /> }),
  col.accessor('createdAt', { header: 'Desde', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

const FILTERS = {
  search: searchFilter({ placeholder: 'Nome ou e-mail' }),
  level: selectFilter({ label: 'Nível', options: LEVEL_OPTIONS.map(({ value, label }) => ({ value, label })) }),
};

/** `/admin/administradores`: every admin sees the list; only a Super Admin invites and edits. */
export function AdminsScreen() {
  const me = useSessionUser();
  const table = useListTable({ filters: FILTERS }, useAdmins);
  const invite = useLazyOpen(lazyInviteAdminDialog);
  return (
    <>
      <ListScreen
        title="Administradores"
        description="Quem administra a plataforma."
        area="admin"
        actions={me.isSuperAdmin ? <Button {...invite.openerProps}>Convidar administrador</Button> : null}
        notice={
          me.isSuperAdmin ? null : (
            <p role="note" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              Somente um Super Admin pode convidar ou editar administradores.
            </p>
          )
        }
        columns={columns}
        {...table}
        getRowId={(a) => String(a.accountId)}
        rowActions={(a) => <RowLink href={routes.admin.admin(a.accountId)} label={`${me.isSuperAdmin ? 'Editar' : 'Ver'} ${a.name}`}>{me.isSuperAdmin ? 'Editar' : 'Ver'}</RowLink>}
      />
      {invite.Component ? <invite.Component onClose={invite.close} /> : null}
    </>
  );
}
