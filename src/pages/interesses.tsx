import { MyInterestsScreen } from '@/features/interest-items/screens/MyInterestsScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <MyInterestsScreen />;
Page.getLayout = appLayout;
export default Page;
