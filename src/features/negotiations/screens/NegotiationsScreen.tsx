import Link from 'next/link';
import { RecordLink } from '@/components/ui/RecordLink';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { useListParams } from '@/components/table/useListParams';
import { buttonClass } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { formatCurrency, formatDate } from '@/lib/format';
import type { NegotiationPartySide, NegotiationSide, NegotiationSummary } from '../api';
import { rowTurn } from '../components/next-step';
import { DELIVERY_LABELS } from '../model';
import { negotiationFilters, quantityText } from '../components/display';
import { SectionTabs } from '@/components/ui/SectionTabs';
import { RowLink } from '@/components/table/RowLink';
import { useNegotiationList } from '../queries';
import { routes } from '@/lib/routes';

const NEGOTIATION_TABS = [
  { href: routes.purchases(), label: 'Compras' },
  { href: routes.sales(), label: 'Vendas' },
] as const;

const col = columnHelper<NegotiationSummary>();

const idColumn = col.accessor('id', {
  header: 'Nº',
  enableSorting: true,
  cell: (c) => (
    <RecordLink href={routes.negotiation(c.getValue())} aria-label={`Negociação nº ${c.getValue()}`}>
      {c.getValue()}
    </RecordLink>
  ),
});
const announcementColumn = col.accessor((n) => n.announcement.title, {
  id: 'announcement',
  header: 'Anúncio',
  enableSorting: true,
  cell: (c) => (
    <div className="flex flex-col py-1">
      <span className="font-medium text-slate-900">{c.getValue()}</span>
      <span className="text-xs text-slate-600">{c.row.original.announcement.product.name}</span>
    </div>
  ),
});
const rest = [
  col.accessor('quantity', {
    header: 'Quantidade',
    meta: { align: 'right' },
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{quantityText(c.getValue(), c.row.original.announcement.unit.name)}</span>,
  }),
  col.accessor('total', { header: 'Valor total', enableSorting: true, meta: { align: 'right' }, cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatCurrency(c.getValue())}</span> }),
  col.accessor('delivery', { header: 'Entrega ou retirada', cell: (c) => DELIVERY_LABELS[c.getValue()] }),
  col.accessor('status', { header: 'Status', enableSorting: true, cell: (c) => <StatusBadge kind="negotiation" status={c.getValue()} /> }),
  col.accessor('updatedAt', { header: 'Atualizada em', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
];

/** 'Próximo passo': "Sua vez" and what to do, whom the row waits for, or "Suspensa" and why (docs/deal/negotiations.md). */
const turnColumn = (side: NegotiationPartySide) =>
  col.display({
    id: 'turn',
    header: 'Próximo passo',
    cell: (c) => {
      const turn = rowTurn(c.row.original, side);
      if (!turn.text) return <span className="text-slate-500">—</span>;
      return (
        <div className="flex flex-col items-start gap-0.5 py-1">
          {turn.mine ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Sua vez</span> : null}
          {turn.held ? <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Suspensa</span> : null}
          <span className={turn.mine ? 'text-sm font-medium text-slate-900' : 'text-sm text-slate-600'}>{turn.text}</span>
        </div>
      );
    },
  });

const purchaseColumns = col.columns([idColumn, announcementColumn, col.accessor((n) => n.seller.tradeName, { id: 'seller', header: 'Vendedor', enableSorting: true }), turnColumn('BUYER'), ...rest]);
const saleColumns = col.columns([idColumn, announcementColumn, col.accessor((n) => n.buyer.tradeName, { id: 'buyer', header: 'Comprador', enableSorting: true }), turnColumn('SELLER'), ...rest]);

const FILTERS = negotiationFilters('Anúncio, produto ou empresa');

const COPY: Record<NegotiationSide, { title: string; description: string }> = {
  purchases: {
    title: 'Compras',
    description: 'As negociações que suas empresas abriram nos anúncios de outras empresas.',
  },
  sales: {
    title: 'Vendas',
    description: 'As propostas que suas empresas receberam nos anúncios delas.',
  },
};

/**
 * `/negociacoes/compras` (`GET /negotiation/list/purchases`) and `/negociacoes/vendas`
 * (`GET /negotiation/list/sales`), with status and text filters.
 */
export function NegotiationsScreen({ side }: { side: NegotiationSide }) {
  const list = useListParams({ filters: FILTERS });
  const query = useNegotiationList(side, list.params, list.ready);
  const copy = COPY[side];
  return (
    <>
      <PageHeader
        title="Negociações"
        description={copy.description}
        breadcrumbs={[{ label: 'Negociações', href: routes.purchases() }, { label: copy.title }]}
        className="mb-4"
        actions={
          side === 'purchases' ? (
            <Link href={routes.showcase()} className={buttonClass({ variant: 'outline' })}>
              Procurar na vitrine
            </Link>
          ) : null
        }
      />
      <SectionTabs label="Seções de negociações" tabs={NEGOTIATION_TABS} />
      <DataTable
        label={`Negociações: ${copy.title.toLowerCase()}`}
        columns={side === 'purchases' ? purchaseColumns : saleColumns}
        query={query}
        list={list}
        rowActions={(n) => <RowLink href={routes.negotiation(n.id)} label={`Ver negociação nº ${n.id}`}>Ver</RowLink>}
      />
    </>
  );
}
