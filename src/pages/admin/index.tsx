import { DashboardScreen } from '@/features/dashboard/screens/DashboardScreen';
import { ImpactSection } from '@/features/impact/components/ImpactSection';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <DashboardScreen sections={<ImpactSection scope="platform" />} />;
Page.getLayout = appLayout;
export default Page;
