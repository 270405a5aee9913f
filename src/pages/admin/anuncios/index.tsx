import { AdminAnnouncementsScreen } from '@/features/announcements/screens/AdminAnnouncementsScreen';
import { adminAnnouncementsLayout } from '@/layouts/AdminAnnouncementsLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import { prefetchAdminAnnouncements } from '@/features/announcements/prefetch';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => <AdminAnnouncementsScreen />;
Page.title = 'Anúncios';
Page.getLayout = adminAnnouncementsLayout;
export default Page satisfies NextPageWithLayout;

/** The first data rendered on the server when the session cookie allows (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession(prefetchAdminAnnouncements);
