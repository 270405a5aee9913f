import { UnitsScreen } from '@/features/catalogue/screens/UnitsScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/lib/page';

const Page: NextPageWithLayout = () => <UnitsScreen />;
Page.getLayout = appLayout;
export default Page;
