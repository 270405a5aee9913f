import { AdminHomeScreen } from '@/features/admin-home/AdminHomeScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/lib/page';

const Page: NextPageWithLayout = () => <AdminHomeScreen />;
Page.getLayout = appLayout;
export default Page;
