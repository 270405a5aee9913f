import { selectFilter } from '@/components/table/filter-defs';
import { cx } from '@/components/ui/cx';
import { Badge, StatusBadge } from '@/components/ui/StatusBadge';
import { formatNumber, formatUnitPrice } from '@/lib/format';
import { approvalStatusOptions } from '@/lib/status';
import type { Search } from '../api';

/** What a search wants: the product, else 'Qualquer produto de <categoria>'. */
export function soughtText(s: Pick<Search, 'product' | 'category'>): string {
  if (s.product) return s.product.name;
  return s.category ? `Qualquer produto de ${s.category.name}` : '—';
}

export const quantityText = (s: Pick<Search, 'quantity' | 'unit'>) => `${formatNumber(s.quantity)} ${s.unit.name}`;
export const maxPriceText = (s: Pick<Search, 'maxPrice' | 'unit'>) => `até ${formatUnitPrice(s.maxPrice, s.unit.name)}`;

/** The approval status and 'Situação' (active or not) filters of a searches list, the company's and the admin's (searches are feminine: Aprovada, Ativas). */
export const SEARCH_STATE_FILTERS = {
  status: selectFilter({ label: 'Status', options: approvalStatusOptions('search') }),
  active: selectFilter({
    label: 'Situação',
    options: [
      { value: 'TRUE', label: 'Ativas' },
      { value: 'FALSE', label: 'Inativas' },
    ],
    allLabel: 'Todas',
  }),
};

/** The approval status, and 'Inativa' once the search was inactivated. */
export function SearchStatusBadges({ search }: { search: Pick<Search, 'status' | 'active'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <StatusBadge kind="approval" entity="search" status={search.status} />
      {search.active ? null : <Badge tone="neutral">Inativa</Badge>}
    </span>
  );
}

/** Why an administrator rejected the search, as its company reads it. */
export function RejectionReasonNote({ reason, className }: { reason: string; className?: string }) {
  return (
    <p role="note" className={cx('rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800', className)}>
      <span className="font-medium">Motivo da reprovação:</span> {reason}
    </p>
  );
}
