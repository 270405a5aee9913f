import Link from 'next/link';
import { Badge } from '@/components/ui/StatusBadge';
import type { AnnouncementSummary } from '../api';
import { useAnnouncementSlots } from './AnnouncementActions';
import { AnnouncementPhoto } from './AnnouncementPhoto';
import { placeText, quantityText } from './display';
import { formatUnitPrice } from '@/lib/format';
import { routes } from '@/lib/routes';

/**
 * A showcase card: photo, title (the link to the detail), quantity + unit, unit price in BRL,
 * city/UF and the selling company. Text is rendered as text (never as HTML).
 */
export function AnnouncementCard({ announcement: a, featured = false, eager = false }: { announcement: AnnouncementSummary; featured?: boolean; eager?: boolean }) {
  // The slot of the deals features (the favorite heart): see AnnouncementActions.tsx.
  const { cardAction } = useAnnouncementSlots();
  // w-full: the card fills its grid cell from the first frame; as a flex item sized by its content
  // it grew when its photo arrived, and the cards beside it moved (Lighthouse's layout shift on /vitrine).
  return (
    <article
      className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-primary-700 hover:shadow-md"
      aria-labelledby={`anuncio-${a.id}-titulo`}
      data-testid="announcement-card"
    >
      <AnnouncementPhoto url={a.photoUrl} alt="" eager={eager} />
      {featured ? (
        <Badge tone="warning" className="absolute top-2 left-2 shadow-sm">
          Destaque
        </Badge>
      ) : null}
      {cardAction ? <div className="absolute top-2 right-2 z-10 empty:hidden">{cardAction(a)}</div> : null}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 id={`anuncio-${a.id}-titulo`} className="line-clamp-2 text-sm font-semibold text-slate-900">
          <Link href={routes.announcement(a.id)} className="after:absolute after:inset-0 focus:outline-hidden">
            {a.title}
          </Link>
        </h3>
        <p className="text-lg font-bold text-primary-800">{formatUnitPrice(a.unitPrice, a.unit.name)}</p>
        <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs text-slate-700">
          <dt className="font-medium">Quantidade</dt>
          <dd>{quantityText(a)}</dd>
          <dt className="font-medium">Local</dt>
          <dd>{placeText(a)}</dd>
          <dt className="font-medium">Empresa</dt>
          <dd className="truncate">{a.company.tradeName || a.company.companyName}</dd>
        </dl>
      </div>
    </article>
  );
}
