import type { ReactNode } from 'react';
import { RecordLink } from '../ui/RecordLink';
import { Badge } from '../ui/StatusBadge';

interface RecordCellProps {
  /** The record's name. */
  children: ReactNode;
  /** Where the name opens the record; without it the name is plain text. */
  href?: string;
  /** The record can no longer be opened (an announcement gone from the showcase): no link, an 'Indisponível' badge. */
  unavailable?: boolean;
  /** A smaller line under the name (the product, the parent company, the role). */
  detail?: ReactNode;
}

/** The first cell of many lists: a record's name, linked or not, over a smaller detail line. */
export function RecordCell({ children, href, unavailable, detail }: RecordCellProps) {
  return (
    <div className="flex flex-col py-1">
      {unavailable ? (
        <span className="flex flex-wrap items-center gap-2 font-medium text-slate-800">
          {children} <Badge tone="neutral">Indisponível</Badge>
        </span>
      ) : href ? (
        <RecordLink href={href}>{children}</RecordLink>
      ) : (
        <span className="font-medium text-slate-900">{children}</span>
      )}
      {detail ? <span className="text-xs text-slate-600">{detail}</span> : null}
    </div>
  );
}

/**
 * A column's `cell` that shows the value as a link to the row's record, the most common first
 * column: `cell: linkCell((a) => routes.announcement(a.id))`.
 */
export function linkCell<Row>(href: (row: Row) => string) {
  return function LinkCell(c: { row: { original: Row }; getValue: () => unknown }) {
    return <RecordLink href={href(c.row.original)}>{c.getValue() as ReactNode}</RecordLink>;
  };
}
