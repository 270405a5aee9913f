import { ReportsScreen } from '@/features/reports/screens/ReportsScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <ReportsScreen />;
Page.getLayout = appLayout;
export default Page;
