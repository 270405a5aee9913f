import { RecordCell } from '@/components/table/RecordCell';
import { useState } from 'react';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { searchFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { RowLink } from '@/components/table/RowLink';
import { createdAtColumn, messageColumn, quantityColumn } from '../components/columns';
import type { InterestItem } from '../api';
import { InterestsHeader } from '../components/InterestTabs';
import { useDeleteInterest, useMyInterests } from '../queries';
import { routes } from '@/lib/routes';

const col = columnHelper<InterestItem>();
const columns = col.columns([
  col.accessor((i) => i.announcement.title, {
    id: 'announcement',
    header: 'Anúncio',
    enableSorting: true,
    meta: { sortKey: 'ANNOUNCEMENT' },
    cell: (c) => {
      const a = c.row.original.announcement;
      return (
        <RecordCell href={routes.announcement(a.id)} unavailable={a.status !== 'APPROVED'} detail={a.company.tradeName}>
          {a.title}
        </RecordCell>
      );
    },
  }),
  quantityColumn(col),
  messageColumn(col),
  createdAtColumn(col),
]);

/** 'Retirar interesse' (`DELETE /interest-items/{id}`), confirmed: the seller stops seeing it. */
function WithdrawButton({ item }: { item: InterestItem }) {
  const remove = useDeleteInterest();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost-danger" size="sm" onClick={() => setOpen(true)} aria-label={`Retirar interesse: ${item.announcement.title}`}>
        Retirar interesse
      </Button>
      <ConfirmDialog
        open={open}
        title="Retirar interesse"
        description={`O interesse em “${item.announcement.title}” será retirado e o vendedor deixará de vê-lo. Esta ação não pode ser desfeita.`}
        confirmLabel="Retirar"
        cancelLabel="Voltar"
        tone="danger"
        onConfirm={() => remove.mutateAsync(item.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function RowActions({ item }: { item: InterestItem }) {
  return (
    <>
      {item.negotiationId !== null ? (
        <RowLink href={routes.negotiation(item.negotiationId)} label={`Ver negociação nº ${item.negotiationId}`}>Ver negociação</RowLink>
      ) : null}
      <WithdrawButton item={item} />
    </>
  );
}

/**
 * `/interesses` (`GET /interest-items/me?scope=mine`): the caller's interest items, each with its
 * open negotiation if any, and 'Retirar interesse' (confirmed).
 */
export function MyInterestsScreen() {
  const table = useListTable({ filters: { search: searchFilter({ placeholder: 'Anúncio, produto ou empresa' }) } }, useMyInterests);
  return (
    <>
      <InterestsHeader
        description="Os anúncios em que você clicou em “Tenho interesse”."
        breadcrumbs={[{ label: 'Vitrine', href: routes.showcase() }, { label: 'Interesses' }]}
        link={{ href: routes.showcase(), label: 'Ir para a vitrine' }}
      />
      <DataTable
        label="Interesses"
        columns={columns}
        {...table}
        rowActions={(i) => <RowActions item={i} />}
      />
    </>
  );
}
