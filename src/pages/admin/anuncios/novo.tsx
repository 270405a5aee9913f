import { AdminNewAnnouncementScreen } from '@/features/announcements/screens/AdminAnnouncementEditorScreens';
import { adminAnnouncementsLayout } from '@/layouts/AdminAnnouncementsLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <AdminNewAnnouncementScreen />;
Page.getLayout = adminAnnouncementsLayout;
export default Page;
