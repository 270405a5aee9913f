import { ImportScreen } from '@/features/announcements/screens/ImportScreen';
import { adminAnnouncementsLayout } from '@/layouts/AdminAnnouncementsLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <ImportScreen />;
Page.getLayout = adminAnnouncementsLayout;
export default Page;
