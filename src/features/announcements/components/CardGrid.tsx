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
 * The showcase's grid of cards, hydrated after the page around it (HydrateLater): a page of cards,
 * each with its photo, link and heart, costs more to hydrate than the frame and the filters, which
 * are what a visitor uses first. Memoized, the boundary inside: the showcase's own renders do not
 * force it to hydrate at once while its cards are the same.
 */
function CardGridLater({ announcements, featured = false, eagerCount, busy = false }: CardGridProps) {
  return (
    <HydrateLater>
      <ul className={`grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-5 ${busy ? 'opacity-60 transition-opacity' : ''}`}>
        {announcements.map((a, i) => (
          <li key={a.id} className="flex">
            <AnnouncementCard announcement={a} featured={featured} eager={i < eagerCount} />
          </li>
        ))}
      </ul>
    </HydrateLater>
  );
}

export const CardGrid = memo(CardGridLater);
