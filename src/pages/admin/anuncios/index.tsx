import { AdminAnnouncementsScreen } from '@/features/announcements/screens/AdminAnnouncementsScreen';
import { adminAnnouncementsLayout } from '@/layouts/AdminAnnouncementsLayout';
import type { NextPageWithLayout } from '@/lib/page';

const Page: NextPageWithLayout = () => <AdminAnnouncementsScreen />;
Page.getLayout = adminAnnouncementsLayout;
export default Page;
