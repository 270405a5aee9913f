import { memo } from 'react';
import { useAfterFirstHtml } from '@/lib/hooks/useAfterFirstHtml';
import { HydrateLater } from '@/components/ui/HydrateLater';
import type { AnnouncementSummary } from '../api';
import { AnnouncementCard } from './AnnouncementCard';

interface CardGridProps {
  announcements: readonly AnnouncementSummary[];
  featured?: boolean;
  /** The first cards' photos load at once (the ones in sight on arrival). */
  eagerCount: number;
  /** The next page is loading: the cards fade. */
  busy?: boolean;
  /**
   * How many cards the page's first HTML holds (all when unset): the rest, out of sight below it,
   * render once the page has hydrated (useAfterFirstHtml).
   */
  inFirstHtml?: number;
}

/**
 * A grid of announcement cards, hydrated after the page around it (HydrateLater): a page of cards,
 * each with its photo, link and heart, costs more to hydrate than the frame and the filters, which
 * a visitor reaches for first. Memoized, so the showcase's own renders leave it be while its cards
 * are the same.
 */
export const CardGrid = memo(function CardGrid({ announcements, featured = false, eagerCount, busy = false, inFirstHtml }: CardGridProps) {
  const after = useAfterFirstHtml(inFirstHtml !== undefined);
  const shown = after ? announcements : announcements.slice(0, inFirstHtml);
  return (
    <ul className={`grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-5 ${busy ? 'opacity-60 transition-opacity' : ''}`}>
      <HydrateLater>
        {shown.map((a, i) => (
          <li key={a.id} className="flex">
            <AnnouncementCard announcement={a} featured={featured} eager={i < eagerCount} />
          </li>
        ))}
      </HydrateLater>
      {/* The cards left out of the first HTML: their room, until they render a moment later. */}
      {shown.length < announcements.length ? <li aria-hidden="true" className="col-span-full min-h-[22rem]" /> : null}
    </ul>
  );
});
