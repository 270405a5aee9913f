import { NewAnnouncementScreen } from '@/features/announcements/screens/MyAnnouncementEditorScreens';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <NewAnnouncementScreen />;
Page.getLayout = appLayout;
export default Page;
