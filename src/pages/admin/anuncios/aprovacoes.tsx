import { ApprovalsScreen } from '@/features/announcements/screens/ApprovalsScreen';
import { adminAnnouncementsLayout } from '@/layouts/AdminAnnouncementsLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <ApprovalsScreen />;
Page.getLayout = adminAnnouncementsLayout;
export default Page;
