import { columnHelper } from '@/components/table/columns';
import { linkCell } from '@/components/table/RecordCell';
import { formatCurrency } from '@/lib/format';
import type { AnnouncementSummary } from '../api';
import { quantityText } from './display';

/** The columns the seller's list and the admin's list of announcements show alike (same sort keys). */
export const announcementCol = columnHelper<AnnouncementSummary>();

/** The title, a link to where the list's user opens the announcement. */
export const titleColumn = (href: (a: AnnouncementSummary) => string) =>
  announcementCol.accessor('title', { header: 'Título', enableSorting: true, cell: linkCell(href) });
export const productColumn = announcementCol.accessor((a) => a.product.name, { id: 'product', header: 'Produto', enableSorting: true });
export const companyColumn = announcementCol.accessor((a) => a.company.companyName, { id: 'company', header: 'Empresa', enableSorting: true });
export const quantityColumn = announcementCol.accessor('quantity', {
  header: 'Quantidade',
  enableSorting: true,
  meta: { align: 'right' },
  cell: (c) => quantityText(c.row.original),
});
export const unitPriceColumn = announcementCol.accessor('unitPrice', {
  header: 'Preço unitário',
  enableSorting: true,
  meta: { align: 'right' },
  cell: (c) => formatCurrency(c.getValue()),
});
