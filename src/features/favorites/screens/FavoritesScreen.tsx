import Link from 'next/link';
import { RecordCell } from '@/components/table/RecordCell';
import { ListScreen } from '@/components/table/ListScreen';
import { columnHelper } from '@/components/table/columns';
import { searchFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { Button, buttonClass } from '@/components/ui/Button';
import { formatDate, formatNumber, formatUnitPrice } from '@/lib/format';
import type { Favorite } from '../api';
import { useFavorites, useRemoveFavorite } from '../queries';
import { routes } from '@/lib/routes';


const col = columnHelper<Favorite>();
const columns = col.columns([
  col.accessor((f) => f.announcement.title, {
    id: 'announcement',
    header: 'Anúncio',
    cell: (c) => {
      const a = c.row.original.announcement;
      return (
        <RecordCell href={routes.announcement(a.id)} unavailable={a.status !== 'APPROVED'} detail={a.product.name}>
          {a.title}
        </RecordCell>
      );
    },
  }),
  col.accessor((f) => f.announcement.company.tradeName, { id: 'company', header: 'Empresa' }),
  col.accessor((f) => f.announcement.unitPrice, {
    id: 'unitPrice',
    header: 'Preço',
    meta: { align: 'right' },
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatUnitPrice(c.getValue(), c.row.original.announcement.unit.name)}</span>,
  }),
  col.accessor((f) => f.announcement.quantity, {
    id: 'quantity',
    header: 'Quantidade',
    meta: { align: 'right' },
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{`${formatNumber(c.getValue())} ${c.row.original.announcement.unit.name}`}</span>,
  }),
  col.accessor((f) => `${f.announcement.city}/${f.announcement.uf}`, { id: 'place', header: 'Local' }),
  col.accessor('createdAt', { header: 'Favoritado em', cell: (c) => formatDate(c.getValue()) }),
]);

function RemoveButton({ favorite }: { favorite: Favorite }) {
  const remove = useRemoveFavorite();
  return (
    <Button variant="ghost" size="sm" loading={remove.isPending} onClick={() => remove.mutate(favorite.announcement_id)} aria-label={`Remover dos favoritos: ${favorite.announcement.title}`}>
      Remover
    </Button>
  );
}

/** `/favoritos` (`GET /favorites`): the caller's favorite announcements; each can be removed. */
export function FavoritesScreen() {
  const table = useListTable({ filters: { search: searchFilter({ placeholder: 'Título, produto ou empresa' }) } }, useFavorites);
  return (
    <ListScreen
      title="Favoritos"
      description="Os anúncios que você marcou com o coração na vitrine."
      area="showcase"
      actions={
        <Link href={routes.showcase()} className={buttonClass({ variant: 'outline' })}>
          Ir para a vitrine
        </Link>
      }
      columns={columns}
      {...table}
      rowActions={(f) => <RemoveButton favorite={f} />}
    />
  );
}
