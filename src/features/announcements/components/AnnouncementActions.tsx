import { createContext, useContext, type ReactNode } from 'react';
import type { Announcement, AnnouncementSummary } from '../api';

/**
 * Extension points of the announcement screens, filled by the deals features (favorites, interest
 * items, negotiations). A feature never imports another feature's components, so the page that
 * renders a screen composes them (`src/pages/vitrine.tsx`, `src/pages/anuncios/[id].tsx`):
 *
 *   <AnnouncementSlotsProvider slots={{ cardAction: (a) => <FavoriteButton ... /> }}>
 *     <ShowcaseScreen />
 *   </AnnouncementSlotsProvider>
 */
export interface AnnouncementSlots {
  /**
   * The buyer actions of `/anuncios/[id]` beside the price: the favorite heart (`POST /favorites`),
   * 'Tenho interesse' (`POST /interest-items`) and 'Negociar' (`POST /negotiation`). The detail
   * screen renders them for buyers only (not for admins nor the announcement's own company).
   */
  detailActions?: (announcement: Announcement) => ReactNode;
  /** An action in the corner of each showcase card (the favorite heart). */
  cardAction?: (announcement: AnnouncementSummary) => ReactNode;
}

const SlotsContext = createContext<AnnouncementSlots>({});

export function AnnouncementSlotsProvider({ slots, children }: { slots: AnnouncementSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export function useAnnouncementSlots(): AnnouncementSlots {
  return useContext(SlotsContext);
}

/** The buyer actions of `/anuncios/[id]` (nothing when no page provides them). */
export function AnnouncementActions({ announcement }: { announcement: Announcement }) {
  const { detailActions } = useAnnouncementSlots();
  return detailActions ? <>{detailActions(announcement)}</> : null;
}
