import { AdminEditAnnouncementScreen } from '@/features/announcements/screens/AdminAnnouncementEditorScreens';
import { adminAnnouncementsLayout } from '@/layouts/AdminAnnouncementsLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <AdminEditAnnouncementScreen />;
Page.getLayout = adminAnnouncementsLayout;
export default Page;
