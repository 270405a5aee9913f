import { routes } from '@/lib/routes';

/** Where each number of the dashboard leads: the filtered list that explains it. */
export const DASHBOARD_LINKS = {
  companies: routes.admin.companies({ status: 'PENDING' }),
  announcements: routes.admin.approvals(),
  searches: routes.admin.searches({ status: 'PENDING' }),
  featured: routes.admin.featured(),
  negotiations: (status: string) => routes.admin.negotiations({ status }),
  /**
   * New clients / announcements of a period (the timeline's from–to, or one day: from = to): the
   * lists filtered by creation day (yyyy-MM-dd, inclusive, São Paulo time, like the timeline).
   */
  clients: (from: string, to: string) => routes.admin.clients({ createdFrom: from, createdTo: to }),
  newAnnouncements: (from: string, to: string) => routes.admin.announcements({ createdFrom: from, createdTo: to }),
} as const;
