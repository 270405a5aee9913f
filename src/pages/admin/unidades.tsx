import { UnitsScreen } from '@/features/catalogue/screens/UnitsScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <UnitsScreen />;
Page.getLayout = appLayout;
export default Page;
