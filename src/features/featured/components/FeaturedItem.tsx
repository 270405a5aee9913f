import Link from 'next/link';
import { Button } from '@/components/ui/Button';
import { formatNumber, formatUnitPrice } from '@/lib/format';
import type { FeaturedEntry } from '../api';
import type { ReorderDrag } from '../hooks/useReorder';
import { routes } from '@/lib/routes';

export type MoveVia = 'up' | 'down' | 'drag';

interface FeaturedItemProps {
  entry: FeaturedEntry;
  /** Its place in the list (0-based) and the list's length: the ends disable an arrow. */
  index: number;
  count: number;
  /** A move or a removal is being saved: every button waits. */
  busy: boolean;
  /** From useReorder. */
  drag: ReorderDrag;
  onMove: (entry: FeaturedEntry, toIndex: number, via: MoveVia) => void;
  onRemove: (entry: FeaturedEntry) => void;
}

/** One featured announcement in the list: its position, photo, title and the reorder/remove controls. */
export function FeaturedItem({ entry, index, count, busy, drag, onMove, onRemove }: FeaturedItemProps) {
  const a = entry.announcement;
  return (
    <li
      {...drag.handlers}
      data-testid="featured-item"
      className={`flex flex-wrap items-center gap-3 rounded-lg border bg-white p-3 ${drag.dropTarget ? 'border-primary-700 ring-2 ring-primary-200' : 'border-slate-200'} ${
        drag.dragging ? 'opacity-50' : ''
      }`}
    >
      <span className="cursor-grab text-lg text-slate-500 select-none" aria-hidden="true" title="Arraste para reordenar">
        ⠿
      </span>
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-bold text-primary-800" aria-hidden="true">
        {entry.sequence}
      </span>
      {a.photoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- files live on the API's host
        <img src={a.photoUrl} alt="" width={64} height={48} className="h-12 w-16 shrink-0 rounded object-cover" />
      ) : (
        <span className="h-12 w-16 shrink-0 rounded bg-slate-100" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">
          <span className="sr-only">Posição {entry.sequence}: </span>
          <Link href={routes.announcement(a.id)} className="underline-offset-2 hover:underline">
            {a.title}
          </Link>
        </p>
        <p className="truncate text-xs text-slate-700">
          {a.company.companyName} · {formatUnitPrice(a.unitPrice, a.unit.name)} · {formatNumber(a.quantity)} {a.unit.name}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Button
          variant="outline"
          size="sm"
          data-move={`${a.id}-up`}
          aria-label={`Mover ${a.title} para cima`}
          disabled={busy || index === 0}
          onClick={() => onMove(entry, index - 1, 'up')}
        >
          <span aria-hidden="true">↑</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          data-move={`${a.id}-down`}
          aria-label={`Mover ${a.title} para baixo`}
          disabled={busy || index === count - 1}
          onClick={() => onMove(entry, index + 1, 'down')}
        >
          <span aria-hidden="true">↓</span>
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Remover ${a.title} dos destaques`} disabled={busy} onClick={() => onRemove(entry)}>
          Remover
        </Button>
      </div>
    </li>
  );
}
