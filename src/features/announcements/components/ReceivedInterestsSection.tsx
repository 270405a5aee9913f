import Link from 'next/link';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { useListTable } from '@/components/table/useListTable';
import { buttonClass } from '@/components/ui/Button';
import type { ReceivedInterest } from '@/features/interest-items/api';
import { useReceivedInterests } from '@/features/interest-items/queries';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { Announcement } from '../api';
import { routes } from '@/lib/routes';

const col = columnHelper<ReceivedInterest>();
const columns = col.columns([
  col.accessor((i) => i.company.tradeName, { id: 'company', header: 'Empresa compradora' }),
  col.accessor((i) => i.customer.name, { id: 'customer', header: 'Cliente', enableSorting: true, meta: { sortKey: 'CLIENT' } }),
  col.accessor('quantity', {
    header: 'Quantidade',
    meta: { align: 'right' },
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{`${formatNumber(c.getValue())} ${c.row.original.announcement.unit.name}`}</span>,
  }),
  col.accessor('message', { header: 'Mensagem', cell: (c) => <span className="line-clamp-2 text-slate-700">{c.getValue() || '—'}</span> }),
  col.accessor('createdAt', {
    header: 'Registrado em',
    enableSorting: true,
    meta: { sortKey: 'CREATED_AT' },
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(c.getValue())}</span>,
  }),
]);

/**
 * The interests an announcement received (`GET /interest-items/me?scope=received&announcement=`),
 * on its page for its company's members. Contact and negotiation live in 'Interesses recebidos'.
 */
export function ReceivedInterestsSection({ announcement: a }: { announcement: Announcement }) {
  const table = useListTable({ fixedParams: { announcement: a.id } }, useReceivedInterests);
  return (
    <section aria-labelledby="anuncio-interesses" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="anuncio-interesses" className="text-lg font-semibold text-slate-900">
          Interesses recebidos
        </h2>
        <Link href={routes.receivedInterests({ announcement: a.id })} className={buttonClass({ variant: 'outline', size: 'sm' })}>
          Ver em Interesses recebidos (contato e negociação)
        </Link>
      </div>
      <DataTable label={`Interesses recebidos: ${a.title}`} columns={columns} {...table} />
    </section>
  );
}
