import { AdminNewAnnouncementScreen } from '@/features/announcements/screens/AdminAnnouncementEditorScreens';
import { adminAnnouncementsLayout } from '@/layouts/AdminAnnouncementsLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => <AdminNewAnnouncementScreen />;
Page.title = 'Novo anúncio';
Page.getLayout = adminAnnouncementsLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
