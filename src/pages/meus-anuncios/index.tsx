import { MyAnnouncementsScreen } from '@/features/announcements/screens/MyAnnouncementsScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import { prefetchOwnCompanies } from '@/features/announcements/prefetch';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => <MyAnnouncementsScreen />;
Page.title = 'Meus anúncios';
Page.getLayout = appLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession(prefetchOwnCompanies);
