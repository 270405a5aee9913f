import { AnnouncementSlotsProvider, type AnnouncementSlots } from '@/features/announcements/components/AnnouncementActions';
import { AnnouncementDetailScreen } from '@/features/announcements/screens/AnnouncementDetailScreen';
import { FavoriteButton } from '@/features/favorites/components/FavoriteButton';
import { InterestButton } from '@/features/interest-items/components/InterestButton';
import { NegotiateButton } from '@/features/negotiations/components/NegotiateButton';
import { appLayout } from '@/layouts/AppLayout';
import { numbered, type NextPageWithLayout } from '@/layouts/page';
import { prefetchAnnouncement } from '@/features/announcements/prefetch';
import { withServerSession } from '@/features/auth/ssr';

/** The buyer actions beside the price (the deals features fill the announcement slots). */
const slots: AnnouncementSlots = {
  detailActions: (a) => (
    <>
      <NegotiateButton announcement={a} />
      <InterestButton announcement={a} />
      <FavoriteButton announcementId={a.id} title={a.title} companyId={a.company.id} withLabel />
    </>
  ),
};

const Page = () => (
  <AnnouncementSlotsProvider slots={slots}>
    <AnnouncementDetailScreen />
  </AnnouncementSlotsProvider>
);
Page.title = numbered('Anúncio');
Page.getLayout = appLayout;
export default Page satisfies NextPageWithLayout;

/** The first data rendered on the server when the session cookie allows (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession(prefetchAnnouncement);
