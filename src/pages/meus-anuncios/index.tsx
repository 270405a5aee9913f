import { MyAnnouncementsScreen } from '@/features/announcements/screens/MyAnnouncementsScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <MyAnnouncementsScreen />;
Page.getLayout = appLayout;
export default Page;
