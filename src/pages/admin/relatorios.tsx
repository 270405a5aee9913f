import { ReportsScreen } from '@/features/reports/screens/ReportsScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/lib/page';

const Page: NextPageWithLayout = () => <ReportsScreen />;
Page.getLayout = appLayout;
export default Page;
