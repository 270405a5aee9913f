import { SegmentsScreen } from '@/features/catalogue/screens/SegmentsScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <SegmentsScreen />;
Page.getLayout = appLayout;
export default Page;
