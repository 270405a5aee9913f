import { memo } from 'react';
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
}

/**
 * A grid of announcement cards, hydrated after the page around it (HydrateLater): a page of cards,
 * each with its photo, link and heart, costs more to hydrate than the frame and the filters, which
 * a visitor reaches for first. Memoized, so the showcase's own renders leave it be while its cards
 * are the same.
 */
export const CardGrid = memo(function CardGrid({ announcements, featured = false, eagerCount, busy = false }: CardGridProps) {
  return (
    <ul className={`grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-5 ${busy ? 'opacity-60 transition-opacity' : ''}`}>
      <HydrateLater>
        {announcements.map((a, i) => (
          <li key={a.id} className="flex">
            <AnnouncementCard announcement={a} featured={featured} eager={i < eagerCount} />
          </li>
        ))}
      </HydrateLater>
    </ul>
  );
});
