import { AdminsScreen } from '@/features/admins/screens/AdminsScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <AdminsScreen />;
Page.getLayout = appLayout;
export default Page;
