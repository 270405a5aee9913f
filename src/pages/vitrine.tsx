import { AnnouncementSlotsProvider, type AnnouncementSlots } from '@/features/announcements/components/AnnouncementActions';
import { ShowcaseScreen } from '@/features/announcements/screens/ShowcaseScreen';
import { FavoriteButton } from '@/features/favorites/components/FavoriteButton';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import { prefetchShowcase } from '@/features/announcements/prefetch';
import { withServerSession } from '@/features/auth/ssr';

/** The favorite heart on every card (the deals features fill the announcement slots). */
const slots: AnnouncementSlots = {
  cardAction: (a) => <FavoriteButton announcementId={a.id} title={a.title} companyId={a.company.id} />,
};

const Page = () => (
  <AnnouncementSlotsProvider slots={slots}>
    <ShowcaseScreen />
  </AnnouncementSlotsProvider>
);
Page.title = 'Vitrine';
Page.getLayout = appLayout;
export default Page satisfies NextPageWithLayout;

/** The first data rendered on the server when the session cookie allows (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession(prefetchShowcase);
