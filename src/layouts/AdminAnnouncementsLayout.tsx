import { SectionTabs, type SectionTab } from '@/components/ui/SectionTabs';
import { routes } from '@/lib/routes';
import { tabbedLayout } from './tabbed-layout';

/** The admin's announcement screens, under the one 'Anúncios' header entry. */
const ADMIN_ANNOUNCEMENT_TABS = [
  {
    href: routes.admin.announcements(),
    label: 'Todos os anúncios',
    match: [routes.admin.announcements(), routes.admin.newAnnouncement(), routes.admin.announcement('[id]')],
  },
  { href: routes.admin.approvals(), label: 'Aprovações', match: [routes.admin.approvals()] },
  { href: routes.admin.featured(), label: 'Destaques', match: [routes.admin.featured()] },
  { href: routes.admin.importAnnouncements(), label: 'Importar', match: [routes.admin.importAnnouncements()] },
] as const satisfies readonly SectionTab[];

/** The tab bar across the admin announcement screens (links; the current one has aria-current). */
export function AdminAnnouncementTabs() {
  return <SectionTabs label="Seções de anúncios" tabs={ADMIN_ANNOUNCEMENT_TABS} />;
}

/** A signed-in page under the announcement tabs. */
export const adminAnnouncementsLayout = tabbedLayout(AdminAnnouncementTabs);
