import { DashboardScreen } from '@/features/dashboard/screens/DashboardScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <DashboardScreen />;
Page.getLayout = appLayout;
export default Page;
